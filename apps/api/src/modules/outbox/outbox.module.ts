import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import { OutboxMessageEntity } from './outbox-message.entity';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';
import { LogTransport, OUTBOX_TRANSPORT, SmtpTransport } from './outbox-transport';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessageEntity])],
  providers: [
    OutboxService,
    OutboxSender,
    {
      provide: OUTBOX_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.SMTP_URL ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM) : new LogTransport(),
    },
  ],
  exports: [OutboxService, OutboxSender],
})
export class OutboxModule {}
