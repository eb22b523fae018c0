import { createApp } from './create-app';
import { ConfigError, loadConfig } from './config/env';
import { createLogger } from './common/logging/logger';
import { prepareDatabase } from './database/prepare-database';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // A promise nobody awaited must not end a process that serves everyone else: log it and go on.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unhandled promise rejection'));
  // After an uncaught exception the process state is unknown: log it and exit, so the supervisor
  // (npm start, or the container's restart policy) starts a clean one.
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception; stopping');
    process.exit(1);
  });
  await prepareDatabase(config.DATABASE_URL, { demoData: config.DEMO_DATA, logger });
  const app = await createApp(config, logger);
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ port: config.PORT }, `Listening on port ${config.PORT}`);
}

main().catch((error) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
