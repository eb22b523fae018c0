import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, FileButton, Grid, Group, Stack } from '@mantine/core';
import { contract, SETTINGS_MESSAGES, SETTINGS_SECTIONS, type SettingsResponse, type SettingsSection } from '@salon/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { notify } from '../../../lib/notifications/notify';
import { mayCall } from '../../../lib/session/access-rules';
import { useSession } from '../../../lib/session/use-session';
import { useSalonSettings } from '../api/use-salon-settings';
import { useSettingsChange } from '../api/use-settings-change';
import { SETTINGS_PAGE_SECTIONS, type SettingsPageSection } from '../settings-catalogue';
import { SettingsSectionForms } from './settings-section-forms';
import { exportSettings, readSettingsFile } from './settings-file';
import { SettingsNav } from './settings-nav';
import { useLeaveGuard } from './use-leave-guard';
import { useSectionParam } from './use-section-param';

export const SETTINGS_PAGE_TEXTS = {
  loadError: 'Error loading settings',
  imported: 'Settings imported successfully!',
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'You have unsaved changes. Leave this page and lose them?',
} as const;

const NO_REVISIONS = Object.fromEntries(SETTINGS_SECTIONS.map((one) => [one, 0])) as Record<SettingsSection, number>;

/** What a reset covers: one section, or (undefined) all five. */
type ResetAsked = { section?: SettingsSection } | null;

/** The line under the spec's confirm that names what the reset does to the salon's record (review finding 9). */
function resetScope(section: SettingsSection | undefined): string | null {
  if (!section) return SETTINGS_MESSAGES.resetAllKeeps;
  return section === 'general' ? SETTINGS_MESSAGES.resetGeneralChanges : null;
}

function LastUpdated({ answer }: { answer: SettingsResponse }) {
  if (!answer.lastUpdated) return <>How the salon's back office is set up.</>;
  return (
    <>
      Last updated {formatDateTime(answer.lastUpdated)}
      {answer.updatedBy ? ` by ${answer.updatedBy}` : ''}.
    </>
  );
}

/**
 * The settings page (spec part 2 §2, §4, §8; DECISIONS §8): search and sections at the side,
 * one section at a time, each saved on its own; export, import and reset of the whole. The
 * route hands in the Users & Roles section, which belongs to the users feature.
 */
export function SettingsPage({ usersSection }: { usersSection: ReactNode }) {
  const user = useSession()?.user;
  const canEdit = user ? mayCall(user, contract.settings.import) : false;
  const settings = useSalonSettings();
  const change = useSettingsChange();
  const [section, setSection] = useSectionParam();
  const [search, setSearch] = useState('');
  const [dirty, setDirty] = useState<Partial<Record<SettingsSection, boolean>>>({});
  const [resetAsked, setResetAsked] = useState<ResetAsked>(null);
  // Bumped per section after a reset or an import, so the sections it replaced show what the
  // server now holds and the others keep their unsaved edits.
  const [revisions, setRevisions] = useState(NO_REVISIONS);
  const renew = (sections: readonly SettingsSection[]) =>
    setRevisions((current) => ({ ...current, ...Object.fromEntries(sections.map((one) => [one, current[one] + 1])) }));
  const unsaved = Object.values(dirty).some(Boolean);
  const blocker = useLeaveGuard(unsaved);

  const onDirtyChange = useCallback((changed: SettingsSection, isDirty: boolean) => {
    setDirty((current) => (current[changed] === isDirty ? current : { ...current, [changed]: isDirty }));
  }, []);

  const choose = (next: SettingsPageSection) => {
    setSection(next);
    setSearch('');
  };

  const reset = () => {
    if (!resetAsked) return;
    change.mutate(
      { kind: 'reset', section: resetAsked.section },
      {
        onSuccess: () => {
          setResetAsked(null);
          renew(resetAsked.section ? [resetAsked.section] : SETTINGS_SECTIONS);
          notify.success({ message: SETTINGS_MESSAGES.resetDone });
        },
      },
    );
  };

  // Cleared after each file, so choosing the same file again (after fixing it) is read again.
  const resetFileInput = useRef<() => void>(null);
  const importFile = async (file: File | null) => {
    if (!file) return;
    const read = await readSettingsFile(file);
    resetFileInput.current?.();
    if (!read.ok) {
      notify.error({ message: read.message });
      return;
    }
    change.mutate(
      { kind: 'import', file: read.file },
      {
        onSuccess: () => {
          renew(SETTINGS_SECTIONS);
          notify.success({ message: SETTINGS_PAGE_TEXTS.imported });
        },
        onError: (error) => notify.error({ message: error.message || SETTINGS_MESSAGES.importFailed(SETTINGS_MESSAGES.saveFailed) }),
      },
    );
  };

  const answer = settings.data;
  const scope = resetAsked ? resetScope(resetAsked.section) : null;
  // Until the server has answered once, the forms would show only the cached copy: a failed load
  // shows the error alone. A later failed refresh keeps the forms, and whatever is being edited.
  const confirmed = settings.dataUpdatedAt > 0;
  const actions = answer && confirmed && (
    <Group gap="sm">
      <Button variant="default" onClick={() => exportSettings(answer.settings)}>
        Export Settings
      </Button>
      {canEdit && (
        <>
          <FileButton resetRef={resetFileInput} onChange={(file) => void importFile(file)} accept="application/json,.json">
            {(props) => (
              <Button variant="default" loading={change.isPending && change.variables.kind === 'import'} {...props}>
                Import Settings
              </Button>
            )}
          </FileButton>
          <Button variant="default" color="red" onClick={() => setResetAsked({})}>
            Reset All to Defaults
          </Button>
        </>
      )}
    </Group>
  );

  return (
    <Stack gap="xl">
      <PageHeader title="Settings" description={answer ? <LastUpdated answer={answer} /> : "How the salon's back office is set up."} actions={actions} />
      {settings.isError && (
        <ErrorCard title={SETTINGS_PAGE_TEXTS.loadError} message={settings.error.message} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      )}
      {settings.isError && !confirmed ? null : !answer ? (
        <LoadingSpinner label="Loading settings" />
      ) : (
        <Grid gap="xl" align="flex-start">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SettingsNav section={section} search={search} onSearchChange={setSearch} onChoose={choose} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <SettingsSectionForms
              revisions={revisions}
              open={section}
              settings={answer.settings}
              canEdit={canEdit}
              ready={confirmed}
              onDirtyChange={onDirtyChange}
              onReset={(one) => setResetAsked({ section: one })}
            />
            {section === 'users' && usersSection}
          </Grid.Col>
        </Grid>
      )}
      <ConfirmModal
        opened={resetAsked !== null}
        title={resetAsked?.section ? `Reset ${SETTINGS_PAGE_SECTIONS.find((entry) => entry.id === resetAsked.section)?.name}` : 'Reset All Settings'}
        confirmLabel="Reset to Defaults"
        danger
        loading={change.isPending}
        error={change.isError && change.variables.kind === 'reset' ? change.error.message || SETTINGS_MESSAGES.saveFailed : null}
        onConfirm={reset}
        onClose={() => {
          change.reset();
          setResetAsked(null);
        }}
      >
        {SETTINGS_MESSAGES.resetConfirm}
        {scope && (
          <>
            <br />
            {scope}
          </>
        )}
      </ConfirmModal>
      <ConfirmModal
        opened={blocker.state === 'blocked'}
        title={SETTINGS_PAGE_TEXTS.leaveTitle}
        confirmLabel="Leave"
        danger
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        {SETTINGS_PAGE_TEXTS.leaveMessage}
      </ConfirmModal>
    </Stack>
  );
}
