import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { SETTINGS_MESSAGES, SETTINGS_SECTION_SCHEMAS, type SalonSettings, type SettingsSection } from '@salon/contracts';
import { notify } from '../../../lib/notifications/notify';
import { useSalonSettings } from '../api/use-salon-settings';
import { useSettingsChange } from '../api/use-settings-change';

export type SectionForm<S extends SettingsSection> = UseFormReturnType<SalonSettings[S]>;

export const SETTINGS_FORM_TEXTS = { reload: 'Reload' } as const;

/** Why the last save failed; `stale` when another device saved the section since the fields were filled. */
type Failure = { message: string; stale: boolean };

type SettingsSectionFormProps<S extends SettingsSection> = {
  section: S;
  title: string;
  description: string;
  /** The section as the server (or the cache) last gave it. */
  saved: SalonSettings[S];
  /** Save and reset need admin:access (DECISIONS §4); without it the fields only show. */
  canEdit: boolean;
  /**
   * False while the page shows only the cached copy: the fields wait for the server's, so no one
   * edits (and saves back) a stale section (review finding 10).
   */
  ready: boolean;
  onDirtyChange: (section: S, dirty: boolean) => void;
  /** Asks to reset this section (the page confirms first). */
  onReset: (section: S) => void;
  /** The fields, given the form and the section as last saved. */
  children: (form: SectionForm<S>, saved: SalonSettings[S]) => ReactNode;
};

/**
 * One section of the settings (spec part 2 §4): its fields checked by the contract's schema (the
 * API's own), Save enabled only once something changed, the spec's saved message, and the
 * server's reason (or "Failed to save settings") when the save fails. A save sends the version
 * of the copy the fields came from: when another device has saved the section since, the API's
 * "... were changed by ... Reload to see their changes." shows with Reload, the edits kept until
 * Reload replaces them with the server's copy.
 */
export function SettingsSectionForm<S extends SettingsSection>({
  section,
  title,
  description,
  saved,
  canEdit,
  ready,
  onDirtyChange,
  onReset,
  children,
}: SettingsSectionFormProps<S>) {
  const schema = SETTINGS_SECTION_SCHEMAS[section];
  const form = useForm<SalonSettings[S]>({
    initialValues: saved,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const change = useSettingsChange();
  const settings = useSalonSettings();
  const version = settings.data?.versions[section] ?? 0;
  // The version of the copy the fields came from: a save made from it is refused once replaced.
  const [baseVersion, setBaseVersion] = useState(version);
  const [failure, setFailure] = useState<Failure | null>(null);
  const dirty = form.isDirty();

  const takeCopy = (value: SalonSettings[S], itsVersion: number) => {
    form.setValues(value);
    form.resetDirty(value);
    setBaseVersion(itsVersion);
  };

  // A newer copy from the server replaces the fields unless someone is editing them.
  const savedJson = JSON.stringify(saved);
  useEffect(() => {
    if (form.isDirty()) return;
    takeCopy(saved, version);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- savedJson stands for saved
  }, [savedJson, version]);

  useEffect(() => onDirtyChange(section, dirty), [dirty, section, onDirtyChange]);

  // A stored value the rules refuse (a phone saved before the spec's pattern, an imported e-mail)
  // shows its message at its field as soon as the server's copy is in, so the owner knows what to fix.
  useEffect(() => {
    if (ready && canEdit && !form.isDirty()) form.validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- savedJson stands for saved
  }, [ready, canEdit, savedJson]);

  const formRef = useRef<HTMLFormElement>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const value = schema.parse(values) as SalonSettings[S];
    change.mutate(
      { kind: 'save', section, value, version: baseVersion },
      {
        onSuccess: (answer) => {
          takeCopy(answer.settings[section] as SalonSettings[S], answer.versions[section]);
          notify.success({ message: SETTINGS_MESSAGES.saved[section] });
        },
        onError: (error) => setFailure({ message: error.message || SETTINGS_MESSAGES.saveFailed, stale: error.code === 'SETTINGS_CHANGED' }),
      },
    );
  }, (errors) => focusFirstRefused(formRef.current, errors));

  // The server's copy replaces the edits only now, when the user asks for it.
  const reload = async () => {
    const result = await settings.refetch();
    if (result.isError || !result.data) {
      setFailure({ message: result.error?.message || SETTINGS_MESSAGES.saveFailed, stale: true });
      return;
    }
    takeCopy(result.data.settings[section] as SalonSettings[S], result.data.versions[section]);
    setFailure(null);
  };

  const headingId = `settings-${section}-heading`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Stack gap={2}>
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="lg">
          <fieldset disabled={!canEdit || !ready} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="lg">{children(form, saved)}</Stack>
          </fieldset>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm">{failure.message}</Text>
                {failure.stale && (
                  <Button size="xs" variant="default" onClick={() => void reload()} loading={settings.isFetching}>
                    {SETTINGS_FORM_TEXTS.reload}
                  </Button>
                )}
              </Group>
            </Alert>
          )}
          {canEdit && (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => onReset(section)} disabled={!ready}>
                Reset {title} to Defaults
              </Button>
              <Button type="submit" disabled={!dirty || !ready} loading={change.isPending}>
                Save {title}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

/** Focuses (and so scrolls to) the first field on the page, top to bottom, whose value the rules refused. */
function focusFirstRefused(form: HTMLFormElement | null, errors: Record<string, unknown>): void {
  const fields = form ? Array.from(form.querySelectorAll<HTMLElement>('[data-path]')) : [];
  fields.find((field) => errors[field.dataset.path ?? ''])?.focus();
}
