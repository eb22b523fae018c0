import { z } from 'zod';

const booleanFlag = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .url('must be a URL such as postgres://user:password@host:5432/database')
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const envSchema = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
    PORT: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(65535, 'must be at most 65535').default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: postgresUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** How long a request waits for a pooled connection before it answers 503. */
    DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** Hot statements prepared under a name per connection; false behind PgBouncer older than 1.21 or with max_prepared_statements = 0. */
    DATABASE_NAMED_STATEMENTS: booleanFlag.default('true'),
    JWT_SECRET: z.string({ required_error: 'is required (a random string of at least 32 characters)' }).min(32, 'must be at least 32 characters'),
    /** Where people reach the app; links in e-mails (password reset) start with it. */
    PUBLIC_URL: z.string().url('must be a URL such as https://salon.example.com').optional(),
    /** How often the outbox sender looks for due messages; 0 turns the sender off. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    /** How often the scheduled jobs (auto-confirmation, reminders) run on each instance; off with the outbox sender (OUTBOX_POLL_MS 0). */
    JOBS_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    DEMO_DATA: booleanFlag.default('false'),
    SMTP_URL: z.string().url('must be a URL such as smtp://user:password@host:587').optional(),
    MAIL_FROM: z.string().min(3).default('Salon Back Office <no-reply@localhost>'),
    REDIS_URL: z.string().url('must be a URL such as redis://host:6379').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    /** Proxies in front of the app whose X-Forwarded-For is believed: a hop count, or `false`. */
    TRUST_PROXY: z
      .string()
      .regex(/^(false|\d{1,2})$/, 'must be false or the number of proxies in front of the app')
      .transform((value) => (value === 'false' ? false : Number(value)))
      .default('false'),
  });

export type AppConfig = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads the environment once at boot; fails listing every bad variable, not just the first. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Blank values count as unset, as they do in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(
    Object.entries(source)
      .map(([key, value]) => [key, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(environment)';
        return `  ${key}: ${issue.code === 'invalid_type' && issue.received === 'undefined' ? 'is required' : issue.message}`;
      });
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
