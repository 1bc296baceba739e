import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { rebuildProjections } from '../../projections/rebuild/rebuild-projections.js';
import { signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { checkoutEvent, deliverStripeWebhook, disputeEvent, fakeStripe, WEBHOOK_SECRET } from '../../test-support/stripe-webhooks.js';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { projectionTables } from '../../test-support/projection-tables.js';

/** Stripe's `evidence_details.due_by` is Unix seconds. */
const DUE_BY = '2026-12-05T23:59:59.000Z';
const dueBySeconds = Date.parse(DUE_BY) / 1000;

describe("an open chargeback's evidence deadline on the staff list (real Postgres, Stripe-signed webhooks)", () => {
  let t: TestApp;
  let auditor: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({ paymentProvider: fakeStripe, config: { stripeWebhookSecret: WEBHOOK_SECRET } });
    auditor = await signedInAs(t, 'auditor');
  });
  afterAll(async () => {
    await t.close();
  });

  const deliver = (payload: string) => deliverStripeWebhook(t, payload).expect(200);
  const paidOrder = async () => {
    const orderId = (await request(t.http).post('/api/applications').send(visaPayload()).expect(201)).body.applicationNumber as string;
    await request(t.http)
      .post('/api/payment/create')
      .send({ amount: '184', currency: 'USD', description: 'Turkey e-Visa', customerEmail: 'asha@example.com', customerName: 'Asha Patel', orderId })
      .expect(200);
    await deliver(checkoutEvent('checkout.session.completed', orderId));
    return orderId;
  };
  const adminRow = async (orderId: string) => {
    await t.runner.waitForCatchUp();
    const rows = (await auditor.agent.get(`/api/admin/applications?search=${orderId}`).expect(200)).body.applications as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('shows the deadline Stripe gave while the dispute is open, and none once it is closed', async () => {
    const orderId = await paidOrder();
    expect(await adminRow(orderId)).toMatchObject({ disputeStatus: null, disputeEvidenceDueBy: null });
    await deliver(disputeEvent('charge.dispute.created', orderId, 'needs_response', { evidenceDueBy: dueBySeconds }));
    expect(await adminRow(orderId)).toMatchObject({ disputeStatus: 'open', disputeEvidenceDueBy: DUE_BY });
    // Stripe's closing notice carries the same deadline; a closed dispute has none left to meet.
    await deliver(disputeEvent('charge.dispute.closed', orderId, 'lost', { evidenceDueBy: dueBySeconds }));
    expect(await adminRow(orderId)).toMatchObject({ disputeStatus: 'lost', disputeEvidenceDueBy: null });
  });

  it('shows no deadline for an open dispute Stripe gave none for', async () => {
    const orderId = await paidOrder();
    await deliver(disputeEvent('charge.dispute.created', orderId, 'needs_response'));
    expect(await adminRow(orderId)).toMatchObject({ disputeStatus: 'open', disputeEvidenceDueBy: null });
  });

  it('rebuilds the staff list identical to the live one, deadlines included', async () => {
    const stillOpen = await paidOrder();
    await deliver(disputeEvent('charge.dispute.created', stillOpen, 'needs_response', { evidenceDueBy: dueBySeconds }));
    await t.runner.waitForCatchUp();
    const snapshot = () => projectionTables(t.db);
    const live = await snapshot();
    const due = (live.admin_applications as Array<{ application_number: string; dispute_evidence_due_by: Date | null }>).filter((row) => row.dispute_evidence_due_by !== null);
    expect(due.map((row) => [row.application_number, row.dispute_evidence_due_by!.toISOString()])).toEqual([[stillOpen, DUE_BY]]);
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    expect(await snapshot()).toEqual(live);
  });
});
