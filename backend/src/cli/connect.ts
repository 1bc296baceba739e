import type { AppConfig } from '../config/app-config.js';
import { ensureDatabase } from '../infrastructure/database/database.js';
import { embeddedPostgresPassword, findRunningServer, serverUrl, startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres.js';
import { runMigrations } from '../infrastructure/database/migrate.js';

/**
 * For command-line tools: DATABASE_URL, else the embedded Postgres of a running app (shared, not
 * stopped), else an embedded Postgres started just for this command and stopped after it.
 */
export async function connectForCli(config: AppConfig): Promise<{ url: string; release(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const running = findRunningServer(config.dataDir);
  if (running && !running.orphaned) {
    return { url: await ensureDatabase(serverUrl(running.port, embeddedPostgresPassword(config.dataDir)), 'evisa'), release: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
  const url = await ensureDatabase(embedded.url, 'evisa');
  await runMigrations(url);
  return { url, release: () => embedded.stop() };
}
