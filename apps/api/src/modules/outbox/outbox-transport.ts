import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { OutboxMessageEntity } from './outbox-message.entity';

/** Delivers one message or throws; the sender retries what throws. */
export interface OutboxTransport {
  deliver(message: OutboxMessageEntity): Promise<void>;
}
export const OUTBOX_TRANSPORT = Symbol('OUTBOX_TRANSPORT');

/** E-mail through SMTP_URL. SMS needs a provider the salon has not configured: it fails and is retried. */
export class SmtpTransport implements OutboxTransport {
  private readonly mailer: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    this.mailer = createTransport(smtpUrl);
  }

  async deliver(message: OutboxMessageEntity): Promise<void> {
    if (message.channel !== 'email') throw new Error('No SMS provider is configured');
    await this.mailer.sendMail({ from: this.from, to: message.recipient, subject: message.subject ?? '', text: message.body });
  }
}

/** Without SMTP_URL, messages are written to the log (and stay in the outbox, marked sent). */
export class LogTransport implements OutboxTransport {
  private readonly logger = new Logger('Outbox');

  async deliver(message: OutboxMessageEntity): Promise<void> {
    this.logger.log({
      msg: `Would send ${message.channel} to ${message.recipient}: ${message.subject ?? ''}`,
      outboxMessageId: message.outboxMessageId,
      body: message.body,
    });
  }
}
