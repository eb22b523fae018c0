import type { NotificationPreference, SalonSettings, WaitlistNotice } from '@salon/contracts';

/** A message to write to the outbox for a notified walk-in. */
export type NoticeMessage = { channel: 'sms'; recipient: string; body: string } | { channel: 'email'; recipient: string; subject: string; body: string };

type Customer = { client_name: string; client_phone: string; client_email: string | null; notification_preference: NotificationPreference };

const SETTINGS_PLACE = 'Settings › Notifications';

/**
 * What to send a walk-in whose turn is near, by their preference and the salon's notification
 * settings: a text needs SMS notifications and their waitlist updates on, an e-mail needs e-mail
 * notifications on (the spec gives e-mail no waitlist switch). `message` is null when nothing is
 * sent; the notice tells the desk what happened and what to do instead.
 */
export function waitlistNotice(customer: Customer, notifications: SalonSettings['notifications']): { message: NoticeMessage | null; notice: WaitlistNotice } {
  const body = `Hi ${customer.client_name}, it's almost your turn. Please come to the front desk.`;
  const instead = `Please call them on ${customer.client_phone} or tell them in person.`;
  switch (customer.notification_preference) {
    case 'sms': {
      const { enabled, waitlistUpdates } = notifications.smsNotifications;
      if (!enabled) return unsent(`No text message sent: SMS notifications are turned off in ${SETTINGS_PLACE}. ${instead}`);
      if (!waitlistUpdates) return unsent(`No text message sent: SMS waitlist updates are turned off in ${SETTINGS_PLACE}. ${instead}`);
      return { message: { channel: 'sms', recipient: customer.client_phone, body }, notice: { sent: true, text: `A text message is on its way to ${customer.client_phone}.` } };
    }
    case 'email': {
      if (!customer.client_email) return unsent(`No email sent: they left no email address. ${instead}`);
      if (!notifications.emailNotifications.enabled) return unsent(`No email sent: email notifications are turned off in ${SETTINGS_PLACE}. ${instead}`);
      return {
        message: { channel: 'email', recipient: customer.client_email, subject: "It's almost your turn", body },
        notice: { sent: true, text: `An email is on its way to ${customer.client_email}.` },
      };
    }
    case 'phone':
      return unsent(`Please call them on ${customer.client_phone}.`);
    case 'none':
      return unsent('They asked not to be messaged; let them know in person.');
  }
}

const unsent = (text: string) => ({ message: null, notice: { sent: false, text } });
