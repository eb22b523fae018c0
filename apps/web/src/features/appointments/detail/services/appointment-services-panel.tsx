import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Appointment, AppointmentService, AppointmentServiceCreate } from '@salon/contracts';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { ErrorCard } from '../../../../components/error-card';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { SectionCard } from '../../../../components/section-card';
import type { SubRecordRights } from '../../../../lib/session/access-rules';
import { formatDuration } from '../../../../lib/format/format-duration';
import { formatMoney } from '../../../../lib/format/format-money';
import { notify } from '../../../../lib/notifications/notify';
import { useAddAppointmentService, useAppointmentServices, useRemoveAppointmentService, useUpdateAppointmentService } from '../../api/use-appointment-services';
import { AppointmentServicesForm } from './appointment-services-form';
import { AppointmentServicesTable } from './appointment-services-table';
import { AppointmentServicesTotals } from './appointment-services-totals';

type AppointmentServicesPanelProps = {
  appointment: Appointment;
  /** Add, Edit and Remove follow appointments:create, appointments:update and appointments:delete. */
  rights: SubRecordRights;
};

/** What is left blank is not sent, so the server applies its defaults (service's length and price, next free place). */
function withoutBlanks<T extends Record<string, unknown>>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== null || key === 'notes')) as T;
}

type Editing = { mode: 'add' } | { mode: 'edit'; extra: AppointmentService } | null;

export function AppointmentServicesPanel({ appointment, rights }: AppointmentServicesPanelProps) {
  const id = appointment.appointment_id;
  const extras = useAppointmentServices(id);
  const addService = useAddAppointmentService(id);
  const updateService = useUpdateAppointmentService(id);
  const removeService = useRemoveAppointmentService(id);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AppointmentService | null>(null);

  const save = ({ service_id, ...rest }: AppointmentServiceCreate) => {
    if (editing?.mode === 'edit') {
      const { extra } = editing;
      const { start_time_offset: _keepsItsPlace, ...changes } = withoutBlanks(rest);
      return updateService.mutateAsync({ appointmentServiceId: extra.appointment_service_id, body: changes }).then(() => {
        notify.success({ title: 'Service updated', message: `${extra.service.name}: the appointment's length and price follow.` });
        setEditing(null);
      });
    }
    return addService.mutateAsync(withoutBlanks({ service_id, ...rest })).then((added) => {
      notify.success({ title: 'Service added', message: `${added.service.name}, ${formatDuration(added.duration_minutes)}, ${formatMoney(added.price)}` });
      setEditing(null);
    });
  };

  const closeRemove = () => {
    removeService.reset();
    setRemoving(null);
  };
  const confirmRemove = (extra: AppointmentService) =>
    removeService.mutate(extra.appointment_service_id, {
      onSuccess: () => {
        notify.success({ title: 'Service removed', message: `${extra.service.name} is no longer on this appointment.` });
        setRemoving(null);
      },
    });

  return (
    <Stack gap="lg">
      <SectionCard title="Extra services" description="Services added to the booked one; the appointment's length and price include them.">
        {rights.add && (
          <Group>
            <Button onClick={() => setEditing({ mode: 'add' })}>Add service</Button>
          </Group>
        )}
        {extras.isPending ? (
          <LoadingSpinner label="Loading extra services" />
        ) : extras.isError ? (
          <ErrorCard title="Error loading services" message={extras.error.message} onRetry={() => void extras.refetch()} retrying={extras.isFetching} />
        ) : extras.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No extra services on this appointment.
          </Text>
        ) : (
          <AppointmentServicesTable
            appointment={appointment}
            services={extras.data}
            canEdit={rights.edit}
            canRemove={rights.remove}
            onEdit={(extra) => setEditing({ mode: 'edit', extra })}
            onRemove={setRemoving}
          />
        )}
      </SectionCard>

      <SectionCard title="Totals">
        <AppointmentServicesTotals appointment={appointment} />
      </SectionCard>

      {editing && (
        <AppointmentServicesForm
          appointment={appointment}
          editing={editing.mode === 'edit' ? editing.extra : undefined}
          saving={addService.isPending || updateService.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmModal
          opened
          title="Remove service"
          confirmLabel="Remove"
          danger
          loading={removeService.isPending}
          error={removeService.error?.message}
          onConfirm={() => confirmRemove(removing)}
          onClose={closeRemove}
        >
          Remove {removing.service.name} from this appointment? It becomes {formatDuration(removing.duration_minutes)} shorter and{' '}
          {formatMoney(removing.price)} cheaper.
        </ConfirmModal>
      )}
    </Stack>
  );
}
