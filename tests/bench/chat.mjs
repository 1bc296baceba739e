// `npm run bench:chat`: the live chat's quality bar (PRODUCT.md section 3): a message from a
// traveller's socket reaches a staff socket with p99 under 50 ms while 500 travellers are connected.
// A throw-away embedded Postgres and the built app (`node backend/dist/main.js`, as deployed); each
// traveller starts a conversation over REST, then connects a socket to it; a signed-in staff member
// connects one socket. The travellers then send at a steady rate, each message through the whole
// path (socket, command, event append with encryption, inline projection, emit to the agents room),
// and the time runs from the traveller's emit to the staff socket's receipt, on one clock.
// It is a measurement: it exits 0 whatever the figures, non-zero only when it could not run.
//
// Settings (environment): BENCH_CHAT_CUSTOMERS (default 500), BENCH_CHAT_RATE (messages/s, default
// 100), BENCH_CHAT_SECONDS (default 10).
import { randomBytes, randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { CHAT_SOCKET_EVENTS, CHAT_SOCKET_PATH } from '@evisa/contracts';
import { Cleanup, createDatabase, loadBackend, sleep, startApp, startPostgres } from './support.mjs';

const CUSTOMERS = Number(process.env.BENCH_CHAT_CUSTOMERS ?? 500);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const TARGET_P99_MS = 50;
const ADMIN_EMAIL = 'bench-chat@example.com';

const log = (message) => console.log(`› ${message}`);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function signIn(url, password) {
  const res = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** A conversation started over REST, as the widget starts one; returns its session id. */
async function startConversation(url, i) {
  const res = await fetch(`${url}/api/chat/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ message: `Hello, traveller ${i} here` }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`starting conversation ${i}: ${res.status} ${JSON.stringify(body)}`);
  return body.sessionId;
}

function connect(url, options) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: CHAT_SOCKET_PATH, transports: ['websocket'], reconnection: false, ...options });
    const timer = setTimeout(() => reject(new Error('socket did not connect within 10 s')), 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once(CHAT_SOCKET_EVENTS.unauthorized, (payload) => reject(new Error(`socket refused: ${JSON.stringify(payload)}`)));
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Runs `work` for at most `limit` items at a time. */
async function inBatches(count, limit, work) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

async function main() {
  const cleanup = new Cleanup();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup.run().then(() => process.exit(130)));
  const sockets = [];
  cleanup.add('close sockets', () => sockets.forEach((s) => s.close()));
  try {
    const backend = await loadBackend();
    const pg = await startPostgres(backend, cleanup);
    const databaseUrl = await createDatabase(backend, pg.serverUrl, 'bench_chat');
    const password = randomBytes(18).toString('base64url');
    // Every traveller of the bench comes from 127.0.0.1: lift the per-address limit of new conversations.
    const app = await startApp({
      databaseUrl,
      dataDir: pg.dir,
      cleanup,
      env: { ADMIN_EMAIL, ADMIN_PASSWORD: password, CHAT_MESSAGES_PER_MINUTE_PER_IP: '100000000', CHAT_STARTS_PER_MINUTE_PER_IP: '100000000' },
    });
    const cookie = await signIn(app.url, password);

    let started = performance.now();
    const sessionIds = await inBatches(CUSTOMERS, 20, (i) => startConversation(app.url, i));
    log(`${CUSTOMERS} conversations started over REST in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const sentAt = new Map();
    const latencies = [];
    const agent = await connect(app.url, { extraHeaders: { cookie, origin: app.url } });
    sockets.push(agent);
    agent.on(CHAT_SOCKET_EVENTS.customerMessage, (message) => {
      const at = sentAt.get(message.text);
      if (at === undefined) return;
      latencies.push(performance.now() - at);
      sentAt.delete(message.text);
    });

    started = performance.now();
    const customers = await inBatches(CUSTOMERS, 50, (i) => connect(app.url, { auth: { sessionId: sessionIds[i] } }));
    sockets.push(...customers);
    log(`${CUSTOMERS} traveller sockets connected in ${((performance.now() - started) / 1000).toFixed(1)} s, plus 1 staff socket`);

    const total = RATE * SECONDS;
    const failures = [];
    const acks = [];
    started = performance.now();
    for (let n = 0; n < total; n++) {
      // A steady rate: message n leaves at n / RATE seconds after the start.
      const due = started + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const text = `Question ${n}: is my application on its way?`;
      sentAt.set(text, performance.now());
      const socket = customers[n % customers.length];
      acks.push(
        new Promise((resolve) => {
          socket.timeout(10_000).emit(CHAT_SOCKET_EVENTS.customerSend, { message: text, clientMessageId: randomUUID() }, (error, ack) => {
            if (error || !ack?.ok) failures.push(error?.message ?? JSON.stringify(ack));
            resolve();
          });
        }),
      );
    }
    await Promise.all(acks);
    const deadline = Date.now() + 10_000;
    while (sentAt.size > failures.length && Date.now() < deadline) await sleep(20);
    const elapsed = (performance.now() - started) / 1000;

    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    const lost = total - failures.length - latencies.length;
    console.log('');
    console.log(`Chat: ${total.toLocaleString('en-US')} messages at ${RATE}/s from ${CUSTOMERS} connected travellers over ${elapsed.toFixed(1)} s`);
    console.log(
      `  traveller socket → staff socket: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms (${latencies.length} received)`,
    );
    console.log(`  refused or failed: ${failures.length}${failures.length ? ` (first: ${failures[0]})` : ''}; never reached staff: ${lost}`);
    const pass = p99 < TARGET_P99_MS && failures.length === 0 && lost === 0;
    console.log(`  target p99 < ${TARGET_P99_MS} ms with ${CUSTOMERS} connected travellers: ${pass ? 'PASS' : 'BELOW TARGET'}`);
  } finally {
    await cleanup.run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
