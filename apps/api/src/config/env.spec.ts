import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const base = { DATABASE_URL: 'postgres://salon:salon@localhost:5432/salon', JWT_SECRET: 'a'.repeat(32) };

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ PORT: 3000, NODE_ENV: 'development', DEMO_DATA: false, LOG_LEVEL: 'info' });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: 'mysql://nope', PORT: 'eighty', DEMO_DATA: 'maybe', NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('DATABASE_URL: must start with postgres://');
    expect(message).toContain('PORT: must be a number');
    expect(message).toContain('DEMO_DATA: must be true or false');
    expect(message).toContain('JWT_SECRET: is required');
  });

  it('reports a missing database URL and signing key as required', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL: is required[\s\S]*JWT_SECRET: is required/);
  });

  it('refuses a short signing key', () => {
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow('JWT_SECRET: must be at least 32 characters');
  });

  it('runs the scheduled jobs every minute unless told otherwise, and no more often than every 100 ms', () => {
    expect(loadConfig(base).JOBS_EVERY_MS).toBe(60000);
    expect(loadConfig({ ...base, JOBS_EVERY_MS: '500' }).JOBS_EVERY_MS).toBe(500);
    expect(() => loadConfig({ ...base, JOBS_EVERY_MS: '50' })).toThrow('JOBS_EVERY_MS');
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ ...base, PORT: '', SMTP_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.SMTP_URL).toBeUndefined();
  });
});
