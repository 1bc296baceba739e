import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { extractPdfText } from '../../test-support/pdf-text.js';
import { rebuildProjection } from '../../projections/rebuild/rebuild-projections.js';
import { outboxProjector } from '../../projections/outbox/outbox.projection.js';
import { EraseApplicantDataCommand } from '../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../documents/document-storage.port.js';
import { EmailSender } from './mailer/email-sender.js';
import type { MailTransport, OutgoingEmail } from './mailer/mail-transport.js';
import { getOutboxMessage, listOutbox, renderAttachment } from './outbox-queries.js';

describe('payment confirmation emails through the outbox (real Postgres)', () => {
  let t: TestApp;
  let documents: DocumentStorage;
  beforeAll(async () => {
    t = await startTestApp();
    documents = t.app.get(DOCUMENT_STORAGE);
    // The app's own sender would race the assertions below; each test drives delivery itself.
    await t.app.get(EmailSender).stop();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Applies in Turkish, pays on the simulated provider as `payer@example.com`; returns the order id. */
  const paidOrder = async (overrides: Record<string, unknown> = {}) => {
    const orderId = (await request(t.http).post('/api/applications').send(visaPayload({ language: 'tr', ...overrides })).expect(201)).body.applicationNumber as string;
    await request(t.http)
      .post('/api/payment/create')
      .send({ amount: '184', currency: 'USD', description: 'Turkey e-Visa', customerEmail: 'payer@example.com', customerName: 'Şule Yıldız', orderId })
      .expect(200);
    const { payload } = (await request(t.http).post('/api/simulated-provider/checkout').send({ order: orderId, amount: '184', outcome: 'completed', cardLast4: '4242' }).expect(200)).body;
    await request(t.http).post('/api/payment/simulated/confirm').send({ payload }).expect(200);
    return { orderId, payload: payload as string };
  };
  const messagesOf = async (orderId: string) => (await t.db.query<{ id: string }>('SELECT id FROM outbox_messages WHERE order_id = $1', [orderId])).rows;
  const outboxTables = async () => ({
    messages: (await t.db.query('SELECT * FROM outbox_messages ORDER BY id')).rows,
    contexts: (await t.db.query('SELECT * FROM outbox_order_context ORDER BY order_id')).rows,
  });

  it('queues one confirmation to the checkout email, in the applicant’s language, with a PDF receipt', async () => {
    const { orderId } = await paidOrder();
    await t.runner.waitForCatchUp();

    const { items } = await listOutbox(t.db, { page: 1, limit: 50 });
    const mine = items.filter((m) => m.orderId === orderId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      composer: 'payment-confirmation',
      to: 'payer@example.com',
      toName: 'Şule Yıldız',
      language: 'tr',
      subject: `Ödemeniz alındı – sipariş ${orderId}`,
      attachments: [{ filename: `receipt-${orderId}.pdf`, contentType: 'application/pdf' }],
      delivery: { status: 'queued', transport: null, deliveredAt: null, attempts: 0, error: null },
    });
    const message = (await getOutboxMessage(t.db, mine[0]!.id))!;
    expect(message.text).toContain('$184,00');
    expect(message.html).toContain('lang="tr"');

    const attachment = (await renderAttachment(t.db, documents, message.id, `receipt-${orderId}.pdf`))!;
    expect(attachment.contentType).toBe('application/pdf');
    const pdf = attachment.content;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = extractPdfText(pdf).join('\n');
    expect(text).toContain(orderId);
    expect(text).toContain('$184,00');
    expect(text).toContain('$69,00');
    expect(text).toContain('$115,00');
    expect(text).toContain('Travel Desk Services Ltd');
    expect(await renderAttachment(t.db, documents, message.id, 'other.pdf')).toBeNull();
    expect(await getOutboxMessage(t.db, 'not-a-uuid')).toBeNull();
  });

  it('adds no second message when the payment result is replayed', async () => {
    const { orderId, payload } = await paidOrder();
    await t.runner.waitForCatchUp();
    const replay = await request(t.http).post('/api/payment/simulated/confirm').send({ payload }).expect(200);
    expect(replay.body.recorded).toBe(false);
    await t.runner.waitForCatchUp();
    expect(await messagesOf(orderId)).toHaveLength(1);
  });

  it('keeps messages in the local outbox without SMTP, and sends each once through a transport', async () => {
    const { orderId } = await paidOrder();
    await t.runner.waitForCatchUp();
    const [{ id }] = (await messagesOf(orderId)) as [{ id: string }];

    const sent: OutgoingEmail[] = [];
    const transport: MailTransport = { name: 'smtp', send: async (email) => (sent.push(email), { providerMessageId: `<${email.id}@example.com>` }) };
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const site = 'https://visa.example.com';
    const smtp = new EmailSender(t.db, documents, transport, 'Test <no-reply@example.com>', quiet as never, 1000, site);
    await Promise.all([smtp.sendPending(), smtp.sendPending(), smtp.sendPending()]);
    const mine = sent.filter((e) => e.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: { name: 'Şule Yıldız', address: 'payer@example.com' }, replyTo: 'Türkiye Travel Desk <support@traveldesk-turkiye.com>', language: 'tr' });
    // The bodies are laid out from the stored words when sent, the same as staff see them.
    const shown = (await getOutboxMessage(t.db, id, site))!;
    expect(mine[0]).toMatchObject({ subject: shown.subject, text: shown.text, html: shown.html });
    expect(mine[0]!.text).toContain('$184,00');
    // The link to the order's status page carries the site's public address.
    expect(mine[0]!.text).toContain(`: ${site}/status?ref=${orderId}\n`);
    expect(mine[0]!.html).toContain(`href="${site}/status?ref=${orderId}"`);
    expect(mine[0]!.html).toContain('lang="tr"');
    expect(mine[0]!.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await getOutboxMessage(t.db, id))!.delivery).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });

    const next = await paidOrder();
    await t.runner.waitForCatchUp();
    await new EmailSender(t.db, documents, null, 'x', quiet as never).sendPending();
    const [{ id: localId }] = (await messagesOf(next.orderId)) as [{ id: string }];
    expect((await getOutboxMessage(t.db, localId))!.delivery).toMatchObject({ status: 'local-outbox', transport: 'local-outbox' });

    // A rebuild re-creates the same messages and sends none of them again.
    await rebuildProjection(t.db, t.store, outboxProjector);
    expect(await smtp.sendPending()).toBe(0);
    expect(sent.filter((e) => e.id === id)).toHaveLength(1);
  });

  it('retries a failed send, up to a limit', async () => {
    const { orderId } = await paidOrder();
    await t.runner.waitForCatchUp();
    const [{ id }] = (await messagesOf(orderId)) as [{ id: string }];
    await t.db.query('INSERT INTO email_deliveries (message_id, transport) SELECT id, $2 FROM outbox_messages WHERE id <> $1 ON CONFLICT DO NOTHING', [id, 'test-skip']);
    const failing: MailTransport = { name: 'smtp', send: async () => Promise.reject(new Error('421 try later')) };
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await new EmailSender(t.db, documents, failing, 'x', quiet as never).sendPending();
    expect((await getOutboxMessage(t.db, id))!.delivery).toMatchObject({ status: 'failed', attempts: 1, error: '421 try later' });
    await t.db.query(`UPDATE email_deliveries SET claimed_at = now() - interval '1 hour' WHERE message_id = $1`, [id]);
    const sent: string[] = [];
    await new EmailSender(t.db, documents, { name: 'smtp', send: async (e) => (sent.push(e.id), { providerMessageId: null }) }, 'x', quiet as never).sendPending();
    expect(sent).toEqual([id]);
    expect((await getOutboxMessage(t.db, id))!.delivery).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('stores and logs no address of a refused recipient, only the codes and a redacted message', async () => {
    const { orderId } = await paidOrder();
    await t.runner.waitForCatchUp();
    const [{ id }] = (await messagesOf(orderId)) as [{ id: string }];
    await t.db.query('INSERT INTO email_deliveries (message_id, transport) SELECT id, $2 FROM outbox_messages WHERE id <> $1 ON CONFLICT DO NOTHING', [id, 'test-skip']);
    const response = '550 5.1.1 <payer@example.com>: Recipient address rejected: User unknown';
    const refusing: MailTransport = {
      name: 'smtp',
      send: async () =>
        Promise.reject(
          Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
            code: 'EENVELOPE', response, responseCode: 550, command: 'RCPT TO', rejected: ['payer@example.com'], rejectedErrors: [new Error(response)],
          }),
        ),
    };
    const logged: unknown[] = [];
    const logger = { info: () => undefined, warn: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(args) };
    await new EmailSender(t.db, documents, refusing, 'x', logger as never).sendPending();
    const { rows } = await t.db.query<{ error: string }>('SELECT error FROM email_deliveries WHERE message_id = $1', [id]);
    expect(rows[0]!.error).toBe("EENVELOPE 550 RCPT TO: Can't send mail - all recipients were rejected: 550 5.1.1 <[redacted]>: Recipient address rejected: User unknown");
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toMatch(/payer|example\.com/);
    expect(JSON.stringify(logged)).toContain('EENVELOPE');
  });

  it('rebuilds identical outbox rows', async () => {
    await paidOrder();
    await t.runner.waitForCatchUp();
    const live = await outboxTables();
    expect(live.messages.length).toBeGreaterThanOrEqual(5);
    await rebuildProjection(t.db, t.store, outboxProjector);
    expect(await outboxTables()).toEqual(live);
  });

  it('keeps no email address of a shredded applicant, live or rebuilt', async () => {
    const { orderId } = await paidOrder({ email: 'shred-me@example.com' });
    await t.runner.waitForCatchUp();
    expect(await messagesOf(orderId)).toHaveLength(1);

    await t.app.get(CommandBus).execute(new EraseApplicantDataCommand(orderId, 'erasure-request', { kind: 'staff', id: 'test' }));
    await t.runner.waitForCatchUp();
    const live = await outboxTables();
    const mentions = async () =>
      (await t.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM outbox_messages m WHERE m::text ILIKE '%' || $1 || '%' OR m.order_id = $2)
              + (SELECT count(*) FROM outbox_order_context c WHERE c::text ILIKE '%shred-me%' OR (c.order_id = $2 AND c::text ILIKE '%payer@%'))::int AS n`,
        ['shred-me', orderId],
      )).rows[0]!.n;
    expect(Number(await mentions())).toBe(0);

    await rebuildProjection(t.db, t.store, outboxProjector);
    expect(Number(await mentions())).toBe(0);
    expect(await outboxTables()).toEqual(live);
  });
});
