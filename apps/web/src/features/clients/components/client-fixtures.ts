import type { Client, ClientNote } from '@salon/contracts';

/** A client as the API returns it; tests override what they look at. */
export function buildClient(overrides: Partial<Client> = {}): Client {
  return {
    client_id: 1,
    salon_id: 1,
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann.lee@example.com',
    phone: '+1 555 010 2000',
    address: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    birthdate: '1990-03-04',
    preferred_contact_method: 'sms',
    referral_source: 'Instagram',
    is_active: true,
    created_at: '2026-01-15T15:30:00.000Z',
    updated_at: '2026-01-15T15:30:00.000Z',
    ...overrides,
  };
}

export function buildNote(overrides: Partial<ClientNote> = {}): ClientNote {
  return {
    note_id: 1,
    client_id: 1,
    note_text: 'Prefers a quiet appointment.',
    created_at: '2026-03-04T14:05:00.000Z',
    updated_at: '2026-03-04T14:05:00.000Z',
    author: { user_id: 1, first_name: 'Olivia', last_name: 'Owens' },
    ...overrides,
  };
}
