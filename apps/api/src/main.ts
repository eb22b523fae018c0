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
  await prepareDatabase(config.DATABASE_URL, { demoData: config.DEMO_DATA, logger });
  const app = await createApp(config, logger);
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ port: config.PORT }, `Listening on port ${config.PORT}`);
}

main().catch((error) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
