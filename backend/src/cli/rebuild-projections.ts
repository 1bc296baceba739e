import { loadConfig } from '../config/app-config.js';
import { Database } from '../infrastructure/database/database.js';
import { EventStore } from '../event-store/event-store.js';
import { PiiCipher } from '../event-store/pii-cipher.js';
import { ALL_PROJECTORS } from '../projections/all-projectors.js';
import { REBUILD_POOL_SIZE, rebuildProjections, type RebuildPhase } from '../projections/rebuild/rebuild-projections.js';
import { connectForCli } from './connect.js';

/** What one rebuild took; `--json` prints it as one line (the bench reads it). */
interface RebuildReport {
  events: number;
  seconds: number;
  phases: Partial<Record<RebuildPhase, number>>;
  /** This process's CPU time (user + system) during the rebuild, in milliseconds. */
  cpuMs: number;
}

/**
 * `npm run projections:rebuild`: replays the whole event store into every projection, printing the
 * rate and where the time went (the package script runs it with a larger young generation: see
 * docs/performance.md).
 */
async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const config = loadConfig();
  const connection = await connectForCli(config);
  const db = Database.connect(connection.url, REBUILD_POOL_SIZE);
  const store = new EventStore(new PiiCipher(config.dataEncryptionKey));
  try {
    const phases: RebuildReport['phases'] = {};
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const events = await rebuildProjections(db, store, ALL_PROJECTORS, { onPhase: (phase, ms) => (phases[phase] = ms / 1000) });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const report: RebuildReport = { events, seconds, phases, cpuMs: (cpu.user + cpu.system) / 1000 };
    if (json) {
      console.log(JSON.stringify(report));
      return;
    }
    const names = ALL_PROJECTORS.map((p) => p.name).join(', ');
    const where = Object.entries(phases)
      .map(([phase, s]) => `${phase} ${s.toFixed(2)} s`)
      .join(', ');
    console.log(`Rebuilt ${names}: replayed ${events} events in ${seconds.toFixed(2)} s (${Math.round(events / Math.max(seconds, 1e-9))} events/s; ${where})`);
  } finally {
    await db.close();
    await connection.release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
