import { CommandBus } from '@nestjs/cqrs';
import type { StaffRole, StaffView } from '@evisa/contracts';
import request from 'supertest';
import { CreateStaffAccountCommand } from '../modules/staff/commands/create-staff-account.js';
import type { TestApp } from './test-app.js';
import { visaPayload } from './test-app.js';

export const STAFF_PASSWORD = 'correct horse battery staple';

let ipCounter = 0;
/** A distinct client IP per sign-in (the app trusts X-Forwarded-For from loopback), so per-IP limits stay out of the way. */
export const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export interface SignedIn {
  readonly agent: ReturnType<typeof request.agent>;
  readonly csrfToken: string;
  readonly staff: StaffView;
}

let staffCounter = 0;

/** Creates a staff account directly through the command bus (no admin session needed). */
export async function createStaff(t: TestApp, role: StaffRole, email = `${role}${staffCounter++}-${Date.now()}@example.com`): Promise<{ email: string; id: string }> {
  const created = await t.app
    .get(CommandBus)
    .execute<CreateStaffAccountCommand, { id: string; email: string }>(new CreateStaffAccountCommand({ email, name: `Test ${role}`, role, password: STAFF_PASSWORD }, { kind: 'system', id: 'test' }));
  return { email: created.email, id: created.id };
}

/** Signs in with a cookie-keeping agent; state-changing calls must add `X-CSRF-Token: csrfToken`. */
export async function signIn(t: TestApp, email: string, password = STAFF_PASSWORD): Promise<SignedIn> {
  const agent = request.agent(t.http);
  const res = await agent.post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, csrfToken: res.body.csrfToken, staff: res.body.staff };
}

export async function signedInAs(t: TestApp, role: StaffRole): Promise<SignedIn> {
  const { email } = await createStaff(t, role);
  return signIn(t, email);
}

/** A submitted visa application (Indian traveller, $184), unpaid. */
export async function submitApplication(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.http).post('/api/applications').send(visaPayload(overrides));
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.applicationNumber as string;
}

/** Pays an application through the simulated provider, as the traveller's browser would. */
export async function payApplication(t: TestApp, orderId: string, amount = '184'): Promise<void> {
  await request(t.http)
    .post('/api/payment/create')
    .send({ amount, currency: 'USD', description: 'Turkey e-Visa', customerEmail: 'asha@example.com', customerName: 'Asha Patel', orderId })
    .expect(200);
  const settled = await request(t.http).post('/api/simulated-provider/checkout').send({ order: orderId, amount, outcome: 'completed', cardLast4: '4242' }).expect(200);
  await request(t.http).post('/api/payment/simulated/confirm').send({ payload: settled.body.payload }).expect(200);
}

export async function paidApplication(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const number = await submitApplication(t, overrides);
  await payApplication(t, number);
  return number;
}

/** A small but real PDF (header, one empty page, trailer). */
export function samplePdf(label = 'e-visa'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

export const pdfDataUrl = (content: Buffer, type = 'application/pdf') => `data:${type};base64,${content.toString('base64')}`;
