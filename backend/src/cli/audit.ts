import { loadConfig } from '../config/app-config.js';
import { Database } from '../infrastructure/database/database.js';
import { EventStore } from '../event-store/event-store.js';
import { PiiCipher } from '../event-store/pii-cipher.js';
import { formatHistory, loadApplicationHistory } from '../modules/back-office/application-history.js';
import { connectForCli } from './connect.js';

/** `npm run audit -- <applicationNumber>`: the application's full history as staff see it in /admin. */
async function main(): Promise<void> {
  const number = (process.argv[2] ?? '').trim().toUpperCase();
  if (!number) {
    console.error('Usage: npm run audit -- <applicationNumber>');
    process.exit(2);
  }
  const config = loadConfig();
  const connection = await connectForCli(config);
  const db = Database.connect(connection.url, 2);
  try {
    const history = await loadApplicationHistory(db, new EventStore(new PiiCipher(config.dataEncryptionKey)), number);
    if (history.length === 0) {
      console.error(`No application ${number} in the event store`);
      process.exitCode = 1;
      return;
    }
    console.log(formatHistory(number, history));
  } finally {
    await db.close();
    await connection.release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
