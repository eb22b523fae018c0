import type { ContactMethod } from '@salon/contracts';

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
};
