import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { embeddedAppPassword, prepareAppDatabase } from '../infrastructure/database/embedded-app-role.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../infrastructure/database/embedded-postgres.js';
import { runMigrations } from '../infrastructure/database/migrate.js';

export interface RunningDatabase {
  readonly url: string;
  readonly embedded: EmbeddedDatabase | undefined;
}

/** DATABASE_URL when set; otherwise a real embedded Postgres under the data folder. Migrations run either way. */
export async function startDatabase(config: AppConfig, logger: Logger): Promise<RunningDatabase> {
  let url = config.databaseUrl;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    const started = Date.now();
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      onLog: (message) => logger.debug({ component: 'postgres' }, message.trim()),
    });
    // The app connects as its own non-superuser role, owner of its database (embedded-app-role.ts).
    url = await prepareAppDatabase(embedded.url, embeddedAppPassword(config.dataDir));
    logger.info({ ms: Date.now() - started, dataDir: config.dataDir }, 'embedded Postgres started');
  }
  const applied = await runMigrations(url);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  return { url, embedded };
}
