import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentNote, AppointmentNoteBody } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from './appointment-keys';

/** All notes on an appointment, staff-only ones included (this is the back office). */
export function useAppointmentNotes(appointmentId: number) {
  return useQuery({
    queryKey: appointmentKeys.notes(appointmentId),
    queryFn: ({ signal }) =>
      unwrap(apiClient.appointmentExtras.listNotes({ params: { id: appointmentId }, query: { include_internal: 'true' }, fetchOptions: { signal } })),
  });
}

/** Every change refreshes all of the appointment, as appointment-keys asks (a note may also enter its history). */
export function useAddAppointmentNote(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation<AppointmentNote, ApiError, AppointmentNoteBody>({
    mutationFn: (body) => unwrap(apiClient.appointmentExtras.addNote({ params: { id: appointmentId }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

type UpdateNoteInput = { noteId: number; body: AppointmentNoteBody };

export function useUpdateAppointmentNote(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation<AppointmentNote, ApiError, UpdateNoteInput>({
    mutationFn: ({ noteId, body }) => unwrap(apiClient.appointmentExtras.updateNote({ params: { id: appointmentId, noteId }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

export function useRemoveAppointmentNote(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, number>({
    mutationFn: (noteId) => unwrap(apiClient.appointmentExtras.removeNote({ params: { id: appointmentId, noteId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
