import type { Client, clientInputSchema } from '@salon/contracts';
import type { FormValues } from '../../../lib/forms/form-values';

export type ClientFormValues = FormValues<typeof clientInputSchema>;

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
  };
}
