import { can, WAITLIST_OPEN_STATUSES, type SessionUser, type WaitlistEntry } from '@salon/contracts';

// Which actions a card offers: the API's rules (spec part 2 §4: only waiting or notified entries
// take actions, Notify only while waiting) and the user's permissions (DECISIONS §4).

export type WaitlistActionRights = { notify: boolean; seat: boolean; convert: boolean; cancel: boolean; noShow: boolean };

export const isOpen = (entry: WaitlistEntry) => (WAITLIST_OPEN_STATUSES as readonly string[]).includes(entry.status);

export function waitlistActionRights(user: SessionUser | null | undefined, entry: WaitlistEntry): WaitlistActionRights {
  const changes = can(user, 'waitlist:update') && isOpen(entry);
  return {
    notify: changes && entry.status === 'waiting',
    seat: changes,
    // Converting books an appointment too.
    convert: changes && can(user, 'appointments:create'),
    cancel: changes,
    noShow: changes,
  };
}

export const hasAnyAction = (rights: WaitlistActionRights) => Object.values(rights).some(Boolean);
