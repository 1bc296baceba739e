// The baselines of `npm run bench` that go through HTTP, on a pg Pool of the app's size, run as a
// child process by bench.mjs like the app:
// - GET /api/applications/{number}: the same single-row query, prepared once per connection as the
//   app prepares it, with the same columns and the same JSON fields (the lookup baseline);
// - POST /plain-insert: the JSON body stored as one row of bench_plain with a single INSERT (an
//   informational ceiling for any HTTP-served submission on this machine).
import { formatCentsAsAmount } from '@evisa/contracts';
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 20) });
pool.on('error', () => undefined);

const SQL = `SELECT application_number, status, payment_status, first_name, last_name, created_at, arrival_date, total_cents, processing_type,
    status = 'approved' AND document_hash IS NOT NULL AS has_document
  FROM application_status WHERE application_number = $1 AND kind = 'visa'`;
const PREFIX = '/api/applications/';

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}

const server = createServer(async (req, res) => {
  if (req.method === 'GET' && req.url === '/health') return send(res, 200, { status: 'ok' });
  if (req.method === 'POST' && req.url === '/plain-insert') return plainInsert(req, res);
  if (req.method !== 'GET' || !req.url?.startsWith(PREFIX)) return send(res, 404, { statusCode: 404, message: 'Not found' });
  try {
    const number = decodeURIComponent(req.url.slice(PREFIX.length)).trim().toUpperCase();
    const { rows } = await pool.query({ name: 'application-status-by-number', text: SQL, values: [number] });
    const row = rows[0];
    if (!row) return send(res, 404, { statusCode: 404, message: 'Application not found' });
    send(res, 200, {
      applicationNumber: row.application_number,
      status: row.status,
      paymentStatus: row.payment_status,
      firstName: row.first_name,
      lastName: row.last_name,
      createdAt: row.created_at.toISOString(),
      arrivalDate: row.arrival_date,
      totalAmount: formatCentsAsAmount(row.total_cents),
      processingType: row.processing_type,
      hasDocument: row.has_document,
    });
  } catch {
    send(res, 500, { statusCode: 500, message: 'Internal server error' });
  }
});

let seq = 0;
const prefix = `BH${process.pid}X`;

async function plainInsert(req, res) {
  try {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const applicationNumber = `${prefix}${seq++}`;
    await pool.query('INSERT INTO bench_plain (application_number, data) VALUES ($1, $2)', [applicationNumber, body]);
    send(res, 201, { applicationNumber });
  } catch {
    send(res, 500, { statusCode: 500, message: 'Internal server error' });
  }
}

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
