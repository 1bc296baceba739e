import type { AppConfig } from '../config/app-config.js';
import { embeddedAppPassword, prepareAppDatabase } from '../infrastructure/database/embedded-app-role.js';
import { embeddedPostgresPassword, findRunningServer, serverUrl, startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres.js';
import { runMigrations } from '../infrastructure/database/migrate.js';

/**
 * For command-line tools: DATABASE_URL, else the embedded Postgres of a running app (shared, not
 * stopped), else an embedded Postgres started just for this command and stopped after it. On the
 * embedded cluster they connect as the app's own role, as the app does: what they create (the
 * rebuild's fresh tables) stays the app's.
 */
export async function connectForCli(config: AppConfig): Promise<{ url: string; release(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const running = findRunningServer(config.dataDir);
  if (running && !running.orphaned) {
    const url = await prepareAppDatabase(serverUrl(running.port, embeddedPostgresPassword(config.dataDir)), embeddedAppPassword(config.dataDir));
    return { url, release: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
  const url = await prepareAppDatabase(embedded.url, embeddedAppPassword(config.dataDir));
  await runMigrations(url);
  return { url, release: () => embedded.stop() };
}
