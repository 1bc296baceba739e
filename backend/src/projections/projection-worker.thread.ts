// Entry point of the projection worker thread (see ProjectionWorker): one ProjectionRunner for every
// projector, with its own connections, woken by the app's messages and by other instances' NOTIFY.
import { parentPort, workerData } from 'node:worker_threads';
import { EventStore } from '../event-store/event-store.js';
import { PiiCipher } from '../event-store/pii-cipher.js';
import { Database } from '../infrastructure/database/database.js';
import { createLogger } from '../infrastructure/logging/logger.js';
import { ALL_PROJECTORS } from './all-projectors.js';
import { ProjectionRunner } from './projection-runner.js';
import type { ProjectionAppMessage, ProjectionThreadData, ProjectionThreadMessage } from './projection-worker.js';

const data = workerData as ProjectionThreadData;
const port = parentPort!;
const post = (message: ProjectionThreadMessage) => port.postMessage(message);
const logger = createLogger(data.logLevel).child({ thread: 'projections' });
// The runner applies on its own connection; this pool serves its NOTIFY to other instances and
// merges the GIN pending lists (one connection each, so neither waits for the other).
const db = Database.connect(data.databaseUrl, 2);
// No inline projectors: this thread never appends.
const store = new EventStore(new PiiCipher(Buffer.from(data.dataEncryptionKey, 'base64')));
const runner = new ProjectionRunner(
  db,
  store,
  ALL_PROJECTORS,
  data.databaseUrl,
  { info: (message, context) => logger.info(context ?? {}, message), error: (message, context) => logger.error(context ?? {}, message) },
  { listenToStore: false, onOwnershipChange: (projectors) => post({ type: 'owned', projectors }) },
);

port.on('message', (message: ProjectionAppMessage) => {
  if (message === 'appended') runner.announceAppend();
  else if (message === 'stop') {
    void runner
      .stop()
      .then(() => db.close())
      .catch((error: unknown) => logger.error({ error: String(error) }, 'error while stopping the projection thread'))
      .finally(() => port.close());
  }
});

runner.start().then(
  () => post({ type: 'started' }),
  (error: unknown) => post({ type: 'failed', error: String(error) }),
);
