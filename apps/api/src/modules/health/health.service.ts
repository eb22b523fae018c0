import { Injectable, Logger } from '@nestjs/common';
import type { Health } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { APP_VERSION } from '../../config/version';

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch (error) {
      this.logger.error({ err: error, msg: 'Health check: database did not answer' });
      throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not answering');
    }
    return { status: 'ok', database: 'up', version: APP_VERSION, uptimeSeconds: Math.round(process.uptime()) };
  }
}
