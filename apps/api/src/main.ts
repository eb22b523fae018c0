import { setFlagsFromString } from 'node:v8';
import { createApp } from './create-app';
import { ConfigError, loadConfig } from './config/env';
import { createLogger } from './common/logging/logger';
import { prepareDatabase } from './database/prepare-database';

// Where memory looks plentiful (24 GB here), V8 lets the old generation grow to four times what
// survived the last full collection before collecting again: the API's 40 MB of live objects
// reached 300 MB of RSS under a plain list, 380-410 MB under the heavy reads of issue 13. Growing
// by half keeps those under 190 and 265 MB for a few more short collections, and no limit is set
// that could end the process. V8 reads the flag at each collection, so setting it here is enough.
setFlagsFromString('--heap-growing-percent=50');

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
