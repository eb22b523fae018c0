import { DUPLICATE_PHONE_MIN_DIGITS, optionalEmail, type PossibleDuplicatesQuery } from '@salon/contracts';
import type { ClientFormValues } from './client-form-values';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isEmail = optionalEmail();

/**
 * What the duplicate lookup is asked from the form so far: a whole e-mail address, a phone with
 * enough digits to be a number, and a name only once both parts are typed. Half-typed values
 * are left out, so the warning does not come and go with each key.
 */
export function duplicateCriteria(values: ClientFormValues): PossibleDuplicatesQuery {
  const criteria: PossibleDuplicatesQuery = {};
  const phone = text(values.phone);
  if (phone.replace(/\D/g, '').length >= DUPLICATE_PHONE_MIN_DIGITS) criteria.phone = phone;
  const email = text(values.email);
  if (email && isEmail.safeParse(email).success) criteria.email = email;
  const first = text(values.first_name);
  const last = text(values.last_name);
  if (first && last) Object.assign(criteria, { first_name: first, last_name: last });
  return criteria;
}
