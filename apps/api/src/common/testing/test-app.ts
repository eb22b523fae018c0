import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import supertest from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../create-app';
import { loadConfig } from '../../config/env';
import { createLogger } from '../logging/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: NestFastifyApplication;
  http: ReturnType<typeof supertest>;
  db: TestDatabase;
  dataSource: DataSource;
  close: () => Promise<void>;
};

/** The real application on a database of its own, for HTTP tests through supertest. */
export async function createTestApp(options: { env?: Record<string, string>; logger?: Logger } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  let app: NestFastifyApplication;
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url, DATABASE_POOL_SIZE: '4', ...options.env });
    app = await createApp(config, options.logger ?? createLogger(config.LOG_LEVEL));
  } catch (error) {
    await db.drop();
    throw error;
  }
  return {
    app,
    http: supertest(app.getHttpServer()),
    db,
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
