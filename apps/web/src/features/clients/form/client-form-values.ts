import type { Client, clientCreateSchema } from '@salon/contracts';
import type { FormValues } from '../../../lib/forms/form-values';

/** The create schema's fields: the first note is shown only on create, and left out of an update. */
export type ClientFormValues = FormValues<typeof clientCreateSchema>;

/** The form holds text; the schema turns blanks back into nulls on submit. */
export function clientFormValues(client?: Client): ClientFormValues {
  return {
    first_name: client?.first_name ?? '',
    last_name: client?.last_name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? '',
    city: client?.city ?? '',
    state: client?.state ?? '',
    zip_code: client?.zip_code ?? '',
    birthdate: client?.birthdate ?? '',
    preferred_contact_method: client?.preferred_contact_method ?? '',
    referral_source: client?.referral_source ?? '',
    is_active: client?.is_active ?? true,
    note: '',
    note_is_alert: false,
  };
}
