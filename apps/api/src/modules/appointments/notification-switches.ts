import type { NotificationSettings } from '@salon/contracts';

export type NoticeChannel = 'email' | 'sms';
export type NoticeKind = 'confirmation' | 'reminder' | 'cancellation';

const SWITCH = { confirmation: 'appointmentConfirmations', reminder: 'appointmentReminders', cancellation: 'appointmentCancellations' } as const;
const CHANNEL_NAME = { email: 'E-mail', sms: 'SMS' } as const;
const KIND_NAME = { confirmation: 'confirmations', reminder: 'reminders', cancellation: 'cancellation notices' } as const;

/** Settings › Notifications: the channel is on, and so is this kind of message on it. */
export function channelSends(notifications: NotificationSettings, channel: NoticeChannel, kind: NoticeKind): boolean {
  const switches = channel === 'email' ? notifications.emailNotifications : notifications.smsNotifications;
  return switches.enabled && switches[SWITCH[kind]];
}

/** Why a message by hand is refused when its channel or kind is switched off. */
export const switchedOffMessage = (channel: NoticeChannel, kind: NoticeKind) => `${CHANNEL_NAME[channel]} ${KIND_NAME[kind]} are switched off in Settings › Notifications`;
