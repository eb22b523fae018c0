import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import supertest from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../create-app';
import { loadConfig } from '../../config/env';
import { createLogger } from '../logging/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-signing-key-that-is-long-enough-0123456789';

export type TestApp = {
  app: NestFastifyApplication;
  http: ReturnType<typeof supertest>;
  db: TestDatabase;
  dataSource: DataSource;
  close: () => Promise<void>;
};

type AppOptions = { env?: Record<string, string>; logger?: Logger };

/** The real application on an existing database (a second instance, say). */
export async function startAppOn(databaseUrl: string, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    // A busy machine (the suites run side by side) may keep a burst of requests queued for a
    // connection longer than production's 5 s; tests that want the 503 set their own wait.
    DATABASE_POOL_WAIT_MS: '30000',
    JWT_SECRET: TEST_JWT_SECRET,
    // Tests drive the outbox sender themselves.
    OUTBOX_POLL_MS: '0',
    ...options.env,
  });
  return createApp(config, options.logger ?? createLogger(config.LOG_LEVEL));
}

/** The real application on a database of its own, for HTTP tests through supertest. */
export async function createTestApp(options: AppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  let app: NestFastifyApplication;
  try {
    app = await startAppOn(db.url, options);
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
