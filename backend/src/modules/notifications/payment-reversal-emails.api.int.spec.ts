import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { COMPANY } from '@evisa/contracts';
import { signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { checkoutEvent, deliverStripeWebhook, disputeEvent, fakeStripe, refundEvent, WEBHOOK_SECRET } from '../../test-support/stripe-webhooks.js';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { outboxMessageId } from '../../projections/outbox/outbox.projection.js';
import { rebuildProjections } from '../../projections/rebuild/rebuild-projections.js';
import { EraseApplicantDataCommand } from '../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';
import type { LetterContent } from './email-composers/email-composer.js';
import { EmailSender } from './mailer/email-sender.js';
import { formatMoney } from './templates/format.js';
import { projectionTables } from '../../test-support/projection-tables.js';

interface Message {
  id: string;
  composer: string;
  to_address: string;
  language: string;
  subject: string;
  content: LetterContent;
  stream_version: number;
}

describe('emails on Stripe refunds and chargebacks, and revenue after them (real Postgres, Stripe-signed webhooks)', () => {
  let t: TestApp;
  let agent: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({ paymentProvider: fakeStripe, config: { stripeWebhookSecret: WEBHOOK_SECRET } });
    // The app's own sender would only mark messages delivered; the outbox rows are what is asserted.
    await t.app.get(EmailSender).stop();
    agent = await signedInAs(t, 'agent');
  });
  afterAll(async () => {
    await t.close();
  });

  const deliver = async (payload: string) => (await deliverStripeWebhook(t, payload).expect(200)).body as { recorded: boolean };
  /** An application in `language`, paid at Stripe ($184) by payer@example.com. */
  const paidOrder = async (language = 'en') => {
    const orderId = (await request(t.http).post('/api/applications').send(visaPayload({ language })).expect(201)).body.applicationNumber as string;
    await request(t.http)
      .post('/api/payment/create')
      .send({ amount: '184', currency: 'USD', description: 'Turkey e-Visa', customerEmail: 'payer@example.com', customerName: 'Asha Patel', orderId })
      .expect(200);
    expect(await deliver(checkoutEvent('checkout.session.completed', orderId))).toEqual({ received: true, recorded: true });
    return orderId;
  };
  const messages = async (orderId: string, composer: string) => {
    await t.runner.waitForCatchUp();
    return (
      await t.db.query<Message>(
        'SELECT id, composer, to_address, language, subject, content, stream_version FROM outbox_messages WHERE order_id = $1 AND composer = $2 ORDER BY stream_version',
        [orderId, composer],
      )
    ).rows;
  };
  const revenueCents = async () => {
    await t.runner.waitForCatchUp();
    return Math.round(((await agent.agent.get('/api/admin/stats').expect(200)).body.totalRevenue as number) * 100);
  };

  it('emails the payer once per refund that adds money, in the order’s language, and nothing on a redelivery or an older total', async () => {
    const orderId = await paidOrder('es');
    expect(await messages(orderId, 'payment-refunded')).toEqual([]);

    const partial = refundEvent(orderId, 5050);
    expect((await deliver(partial)).recorded).toBe(true);
    expect((await deliver(partial)).recorded).toBe(false);
    const [first, ...others] = await messages(orderId, 'payment-refunded');
    expect(others).toEqual([]);
    expect(first).toMatchObject({ to_address: 'payer@example.com', language: 'es', subject: `Reembolso realizado – pedido ${orderId}` });
    // Its id follows from its event, so a rebuild queues the same message (and the sender's log keeps it from going twice).
    expect(first!.id).toBe(outboxMessageId('payment-refunded', { streamId: `payment-${orderId}`, streamVersion: first!.stream_version }));
    expect(first!.content.details).toEqual(
      expect.arrayContaining([
        ['Número de pedido', orderId],
        ['Reembolsado ahora', formatMoney(5050, 'es')],
        ['Total reembolsado', formatMoney(5050, 'es')],
        ['Moneda', 'USD (dólar estadounidense)'],
      ]),
    );
    expect(first!.content.paragraphs.join(' ')).toContain('5 a 10 días hábiles');
    expect(first!.content.paragraphs.join(' ')).toContain(COMPANY.supportEmail);

    // The rest, then the same total again and an older one: one more message, saying it is refunded in full.
    expect((await deliver(refundEvent(orderId, 18400))).recorded).toBe(true);
    expect((await deliver(refundEvent(orderId, 18400))).recorded).toBe(false);
    expect((await deliver(refundEvent(orderId, 5050))).recorded).toBe(false);
    const all = await messages(orderId, 'payment-refunded');
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toBe(`Su pago ha sido reembolsado en su totalidad – pedido ${orderId}`);
    expect(all[1]!.content.intro).toContain(formatMoney(13350, 'es'));
    expect(all[1]!.content.intro).toContain('Su pedido queda reembolsado en su totalidad.');
    expect(all[1]!.content.details).toContainEqual(['Total reembolsado', formatMoney(18400, 'es')]);
    // Staff hear of chargebacks, not of refunds they made themselves.
    expect(await messages(orderId, 'payment-disputed')).toEqual([]);
  });

  it('tells the support inbox in Turkish when a chargeback opens and when it closes, once each, naming no one', async () => {
    const orderId = await paidOrder('ar');
    const opened = disputeEvent('charge.dispute.created', orderId, 'needs_response', { evidenceDueBy: Date.parse('2026-12-05T23:59:59Z') / 1000 });
    expect((await deliver(opened)).recorded).toBe(true);
    expect((await deliver(opened)).recorded).toBe(false);
    const [open, ...none] = await messages(orderId, 'payment-disputed');
    expect(none).toEqual([]);
    expect(open).toMatchObject({ to_address: COMPANY.supportEmail, language: 'tr', subject: `Ödemeye itiraz açıldı (chargeback) – başvuru ${orderId}: Stripe'ta yanıt verin` });
    expect(open!.content.details).toEqual(
      expect.arrayContaining([
        ['Başvuru numarası', orderId],
        ['İtiraz edilen tutar', '$184,00'],
        ['İtiraz nedeni', 'Sahtecilik: kart sahibi ödemeyi tanımıyor (fraudulent)'],
        // The evidence deadline Stripe set, kept on the event.
        ['Kanıt için son tarih', expect.stringMatching(/5 Aralık 2026.*23:59 UTC/)],
      ]),
    );
    expect(open!.content.paragraphs.join(' ')).toContain('Kanıt Stripe panelinde sunulmalıdır');
    expect(JSON.stringify(open)).not.toMatch(/Asha|Patel|payer@|asha@/);

    const closed = disputeEvent('charge.dispute.closed', orderId, 'lost');
    expect((await deliver(closed)).recorded).toBe(true);
    expect((await deliver(closed)).recorded).toBe(false);
    const both = await messages(orderId, 'payment-disputed');
    expect(both.map((m) => m.subject)).toEqual([open!.subject, `Ödeme itirazı kaybedildi – başvuru ${orderId}`]);
    // The traveller gets no refund email for a chargeback: their bank tells them.
    expect(await messages(orderId, 'payment-refunded')).toEqual([]);
  });

  it('takes refunds and lost chargebacks off revenue, never more than an order was charged', async () => {
    const before = await revenueCents();
    // Refunded $50.50, then a chargeback of all $184 lost: $184 gone, not $234.50.
    const refundedThenLost = await paidOrder();
    await deliver(refundEvent(refundedThenLost, 5050));
    expect(await revenueCents()).toBe(before + 18400 - 5050);
    await deliver(disputeEvent('charge.dispute.created', refundedThenLost, 'needs_response'));
    expect(await revenueCents()).toBe(before + 18400 - 5050);
    await deliver(disputeEvent('charge.dispute.closed', refundedThenLost, 'lost'));
    expect(await revenueCents()).toBe(before);

    // A $100 chargeback lost, then a full refund: $184 gone.
    const lostThenRefunded = await paidOrder();
    await deliver(disputeEvent('charge.dispute.closed', lostThenRefunded, 'lost', { amount: 10000 }));
    expect(await revenueCents()).toBe(before + 8400);
    await deliver(refundEvent(lostThenRefunded, 18400));
    expect(await revenueCents()).toBe(before);

    // A won chargeback takes nothing; a partial refund takes what it returned.
    const won = await paidOrder();
    await deliver(disputeEvent('charge.dispute.created', won, 'needs_response'));
    await deliver(disputeEvent('charge.dispute.closed', won, 'won'));
    const partly = await paidOrder();
    await deliver(refundEvent(partly, 5000));
    expect(await revenueCents()).toBe(before + 18400 + 13400);
  });

  it('deletes the refund email of an erased applicant, and writes none for a refund after the erasure', async () => {
    const orderId = await paidOrder('fr');
    await deliver(refundEvent(orderId, 5000));
    expect(await messages(orderId, 'payment-refunded')).toHaveLength(1);
    await t.app.get(CommandBus).execute(new EraseApplicantDataCommand(orderId, 'erasure-request', { kind: 'staff', id: 'test' }));
    expect(await messages(orderId, 'payment-refunded')).toEqual([]);
    expect((await deliver(refundEvent(orderId, 9000))).recorded).toBe(true);
    expect(await messages(orderId, 'payment-refunded')).toEqual([]);
  });

  it('rebuilds the outbox and the revenue identical to the live ones after refunds, chargebacks and an erasure', async () => {
    await t.runner.waitForCatchUp();
    const snapshot = () => projectionTables(t.db);
    const live = await snapshot();
    const composers = (live.outbox_messages as Array<{ composer: string }>).map((m) => m.composer);
    expect(composers).toEqual(expect.arrayContaining(['payment-refunded', 'payment-disputed']));
    expect((live.admin_stats_payments as Array<{ lost_disputes: Record<string, number> }>).filter((row) => Object.keys(row.lost_disputes).length > 0)).toHaveLength(3);
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    expect(await snapshot()).toEqual(live);
    // Again writing after every few events, so an order's money is written, read back and changed across flushes.
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS, { batchEvents: 3, flushRows: 1 });
    expect(await snapshot()).toEqual(live);
  });
});
