import { loadConfig } from '../config/app-config.js';
import { Database } from '../infrastructure/database/database.js';
import { EventStore } from '../event-store/event-store.js';
import { PiiCipher } from '../event-store/pii-cipher.js';
import { ALL_PROJECTORS } from '../projections/all-projectors.js';
import { REBUILD_POOL_SIZE, rebuildProjections } from '../projections/rebuild/rebuild-projections.js';
import { connectForCli } from './connect.js';

/** `npm run projections:rebuild`: replays the whole event store into every projection, printing the rate. */
async function main(): Promise<void> {
  const config = loadConfig();
  const connection = await connectForCli(config);
  const db = Database.connect(connection.url, REBUILD_POOL_SIZE);
  const store = new EventStore(new PiiCipher(config.dataEncryptionKey));
  try {
    const started = performance.now();
    const events = await rebuildProjections(db, store, ALL_PROJECTORS);
    const seconds = (performance.now() - started) / 1000;
    const names = ALL_PROJECTORS.map((p) => p.name).join(', ');
    console.log(`Rebuilt ${names}: replayed ${events} events in ${seconds.toFixed(2)} s (${Math.round(events / Math.max(seconds, 1e-9))} events/s)`);
  } finally {
    await db.close();
    await connection.release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
