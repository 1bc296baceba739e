import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, LIMITS } from '@evisa/contracts';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { rebuildProjections } from '../../projections/rebuild/rebuild-projections.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { nextIp, paidApplication, pdfDataUrl, samplePdf, signedInAs, submitApplication, type SignedIn } from '../../test-support/back-office.js';
import { EraseApplicantDataCommand } from '../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';
import { formatHistory, loadApplicationHistory } from './application-history.js';
import { projectionTables } from '../../test-support/projection-tables.js';

describe('staff back office API (real Postgres)', () => {
  let t: TestApp;
  let agent: SignedIn;
  let auditor: SignedIn;

  beforeAll(async () => {
    t = await startTestApp({ config: { staff: { ...loadStaffConfig({}), downloadsPerMinute: 5, statusLookupsPerMinute: 8 } } });
    agent = await signedInAs(t, 'agent');
    auditor = await signedInAs(t, 'auditor');
  });
  afterAll(async () => {
    await t.close();
  });

  const decide = (s: SignedIn, number: string, body: Record<string, unknown>) =>
    s.agent.patch(`/api/admin/applications/${number}/status`).set('X-CSRF-Token', s.csrfToken).send(body);
  const download = (number: string, ip = nextIp()) => request(t.http).get(`/api/download/visa/${number}`).set('X-Forwarded-For', ip);
  const list = async (query: string) => {
    await t.runner.waitForCatchUp();
    return (await auditor.agent.get(`/api/admin/applications${query}`).expect(200)).body;
  };

  it('lists applications newest first from the projection, searchable by number, name, email and passport', async () => {
    const unique = `Zeynep${Date.now()}`;
    const first = await submitApplication(t, { firstName: unique, lastName: 'Öztürk', email: `${unique.toLowerCase()}@mail.example`, passportNumber: `P${Date.now()}` });
    const second = await submitApplication(t);
    const page = await list('?page=1&limit=50');
    expect(page.applications[0].applicationNumber).toBe(second);
    expect(page.applications[1]).toMatchObject({
      id: first,
      applicationNumber: first,
      firstName: unique,
      lastName: 'Öztürk',
      countryOfOrigin: 'India',
      countryCode: 'IND',
      documentType: 'ordinary',
      processingType: 'standard',
      supportingDocument: { kind: 'visa', country: 'SCHENGEN' },
      totalAmount: '184',
      status: 'pending',
      paymentStatus: 'pending',
      visaType: null,
      decidedAt: null,
      decidedBy: null,
      hasDocument: false,
      personalDataErased: false,
    });
    expect(page).toMatchObject({ totalCount: 2, currentPage: 1, totalPages: 1 });
    for (const search of [unique.toUpperCase(), `${unique.toLowerCase()}@mail`, first.toLowerCase(), 'öztürk'.slice(1)]) {
      const found = await list(`?search=${encodeURIComponent(search)}`);
      expect([search, found.applications.map((a: { applicationNumber: string }) => a.applicationNumber)]).toEqual([search, [first]]);
    }
    expect((await list('?search=%25')).totalCount).toBe(0);
    const paged = await list('?page=2&limit=1');
    expect(paged).toMatchObject({ totalCount: 2, currentPage: 2, totalPages: 2 });
    expect(paged.applications.map((a: { applicationNumber: string }) => a.applicationNumber)).toEqual([first]);
    await auditor.agent.get('/api/admin/applications?page=0').expect(400);
    await auditor.agent.get('/api/admin/applications?limit=abc').expect(400);
    await auditor.agent.get('/api/admin/applications?sort=evil').expect(400);
  });

  it('answers the insurance list empty while there are none (visa rows are not in it), and an unknown insurance decision 404', async () => {
    const res = await auditor.agent.get('/api/admin/insurance-applications').expect(200);
    expect(res.body).toEqual({ applications: [], totalCount: 0, currentPage: 1, totalPages: 1 });
    const decided = await agent.agent.patch('/api/admin/insurance-applications/ABC1234567890XYZ/status').set('X-CSRF-Token', agent.csrfToken).send({ status: 'approved' }).expect(404);
    expect(decided.body.message).toBe('Application not found');
  });

  it('decides only paid, pending applications (409 otherwise) and only with a valid body', async () => {
    const unpaid = await submitApplication(t);
    const res = await decide(agent, unpaid, { status: 'approved' }).expect(409);
    expect(res.body.message).toBe('Only applications whose payment is completed can be approved or rejected');
    await decide(agent, unpaid, { status: 'processing' }).expect(400);
    await decide(agent, unpaid, { status: 'approved', extra: 1 }).expect(400);
    await decide(agent, 'ZZZ1234567890XYZ', { status: 'approved' }).expect(404);
    await decide(agent, 'not-a-number', { status: 'approved' }).expect(404);
  });

  it('checks the PDF by content and size with the spec messages, appending nothing', async () => {
    const number = await paidApplication(t);
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
    const before = await count();
    const notPdf = await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(Buffer.from('GIF89a fake'), 'application/pdf') }).expect(400);
    expect(notPdf.body.message).toBe('Lütfen sadece PDF dosyası seçin.');
    await decide(agent, number, { status: 'approved', pdfAttachment: 'not a data url' }).expect(400);
    await decide(agent, number, { status: 'approved', pdfAttachment: 'data:application/pdf;base64,%%%%' }).expect(400);
    const big = Buffer.concat([samplePdf(), Buffer.alloc(LIMITS.pdfMaxBytes + 1 - samplePdf().length, 32)]);
    const tooBig = await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(big) }).expect(400);
    expect(tooBig.body.message).toBe('PDF dosyası çok büyük. Maksimum 5MB olmalı.');
    const onReject = await decide(agent, number, { status: 'rejected', pdfAttachment: pdfDataUrl(samplePdf()) }).expect(400);
    expect(onReject.body.message).toMatch(/only be attached to an approval/);
    expect(await count()).toBe(before);
    // Other routes keep the 100 kb JSON limit.
    await agent.agent.post(`/api/admin/applications/${number}/visa-type`).set('X-CSRF-Token', agent.csrfToken).send({ visaType: 'x'.repeat(200_000) }).expect(413);
  });

  it('approves with a PDF of almost 5 MB declared with any type: stored sealed for the applicant, downloadable byte for byte', async () => {
    const number = await paidApplication(t);
    const pdf = Buffer.concat([samplePdf(number), Buffer.alloc(LIMITS.pdfMaxBytes - samplePdf(number).length - 10, 65)]);
    const res = await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(pdf, 'application/octet-stream') }).expect(200);
    expect(res.body.application).toMatchObject({ applicationNumber: number, status: 'approved', paymentStatus: 'completed', hasDocument: true, decidedBy: agent.staff.email });
    expect(Date.parse(res.body.application.decidedAt)).not.toBeNaN();
    const [event] = (await t.db.query<{ data: { documentHash: string }; actor: { kind: string; id: string } }>(
      `SELECT data, metadata->'actor' AS actor FROM events WHERE stream_id = $1 AND event_type = 'VisaApplicationApproved'`,
      [`visa-application-${number}`],
    )).rows;
    expect(event!.actor).toEqual({ kind: 'staff', id: agent.staff.id });
    expect(event!.data.documentHash).toMatch(/^[0-9a-f]{64}$/);
    const file = await download(number).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="e-visa-${number}.pdf"`);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    const status = await request(t.http).get(`/api/applications/${number}`).set('X-Forwarded-For', nextIp()).expect(200);
    expect(status.body.status).toBe('approved');
    const again = await decide(agent, number, { status: 'rejected' }).expect(409);
    expect(again.body.message).toBe('This application has already been approved');
    // Stored sealed with the applicant's key: the plaintext is nowhere in the table.
    const sealed = await t.db.query<{ subject_id: string; content: Buffer; encrypted: boolean }>('SELECT subject_id, content, encrypted FROM documents WHERE hash = $1', [
      event!.data.documentHash,
    ]);
    expect(sealed.rows).toHaveLength(1);
    expect(sealed.rows[0]).toMatchObject({ subject_id: `visa-application-${number}`, encrypted: true });
    expect(sealed.rows[0]!.content.includes(samplePdf(number))).toBe(false);
    // The same PDF approved for another application is that applicant's own copy, under their own key.
    const other = await paidApplication(t);
    await decide(agent, other, { status: 'approved', pdfAttachment: pdfDataUrl(pdf) }).expect(200);
    const stored = await t.db.query<{ subject_id: string }>('SELECT subject_id FROM documents WHERE hash = $1 ORDER BY subject_id', [event!.data.documentHash]);
    expect(stored.rows.map((r) => r.subject_id).sort()).toEqual([`visa-application-${number}`, `visa-application-${other}`].sort());
  });

  it('gives one winner and one 409 when two staff decide at once', async () => {
    const other = await signedInAs(t, 'admin');
    for (let round = 0; round < 3; round++) {
      const number = await paidApplication(t);
      const [a, b] = await Promise.all([decide(agent, number, { status: 'approved' }), decide(other, number, { status: 'rejected' })]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.message).toMatch(/Another staff member changed this application at the same time|already been/);
      const decisions = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type IN ('VisaApplicationApproved', 'VisaApplicationRejected')`,
        [`visa-application-${number}`],
      );
      expect(decisions.rows[0]!.n).toBe(1);
    }
  });

  it('downloads only approved documents: unknown, pending, rejected and document-less approvals are 404', async () => {
    const pending = await paidApplication(t);
    const rejected = await paidApplication(t);
    await decide(agent, rejected, { status: 'rejected', reason: 'Passport photo unreadable' }).expect(200);
    const noDocument = await paidApplication(t);
    await decide(agent, noDocument, { status: 'approved' }).expect(200);
    for (const number of [pending, rejected, noDocument, 'ZZZ1234567890XYZ', 'short']) {
      const res = await download(number).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Document not found' });
    }
    await request(t.http).get(`/api/download/insurance/${pending}`).set('X-Forwarded-For', nextIp()).expect(404);
  });

  it('rate-limits downloads and status lookups per IP (429)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await download('ZZZ1234567890XYZ', ip).expect(404);
    await download('ZZZ1234567890XYZ', ip).expect(429);
    const lookupIp = nextIp();
    for (let i = 0; i < 8; i++) await request(t.http).get('/api/applications/ZZZ1234567890XYZ').set('X-Forwarded-For', lookupIp).expect(404);
    await request(t.http).get('/api/applications/ZZZ1234567890XYZ').set('X-Forwarded-For', lookupIp).expect(429);
  });

  it('assigns visa types by origin (Egypt: Schengen and GBR only) as events by the staff member', async () => {
    const egyptian = await submitApplication(t, { countryId: 818, countryOfOrigin: 'Egypt' });
    const assign = (visaType: string) => agent.agent.post(`/api/admin/applications/${egyptian}/visa-type`).set('X-CSRF-Token', agent.csrfToken).send({ visaType });
    const refused = await assign('USA').expect(400);
    expect(refused.body.message).toBe('This visa type cannot be chosen for an applicant from Egypt');
    await assign('MARS').expect(400);
    const ok = await assign('GBR').expect(200);
    expect(ok.body.application).toMatchObject({ applicationNumber: egyptian, visaType: 'GBR' });
    await assign('RESIDENCE_DEU').expect(200);
    const indian = await submitApplication(t);
    await agent.agent.post(`/api/admin/applications/${indian}/visa-type`).set('X-CSRF-Token', agent.csrfToken).send({ visaType: 'USA' }).expect(200);
    const events = await t.db.query<{ event_type: string; actor: string }>(
      `SELECT event_type, metadata->'actor'->>'id' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [`visa-application-${egyptian}`],
    );
    expect(events.rows.map((r) => r.event_type)).toEqual(['VisaApplicationSubmitted', 'VisaTypeAssigned', 'VisaTypeAssigned']);
    expect(events.rows[1]!.actor).toBe(agent.staff.id);
  });

  it('shows the full history of both streams with actors, the state as of each event, and "erased" after shredding', async () => {
    const number = await paidApplication(t, { firstName: 'Historia' });
    await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf()) }).expect(200);
    const history = (await auditor.agent.get(`/api/admin/applications/${number}/history`).expect(200)).body;
    expect(history.applicationNumber).toBe(number);
    expect(history.events.map((e: { type: string }) => e.type)).toEqual([
      'VisaApplicationSubmitted',
      'PaymentCreated',
      'PaymentRedirected',
      'PaymentCompleted',
      'VisaApplicationApproved',
    ]);
    const [submitted, created, , completed, approved] = history.events;
    expect(submitted).toMatchObject({ streamId: `visa-application-${number}`, streamType: 'visa-application', version: 1, actor: { kind: 'customer' } });
    expect(submitted.data.pii.firstName).toBe('Historia');
    expect(created).toMatchObject({ streamId: `payment-${number}`, version: 1 });
    expect(created.data.pii.customerEmail).toBe('asha@example.com');
    expect(completed.actor).toEqual({ kind: 'provider', id: 'simulated' });
    expect(approved.actor).toEqual({ kind: 'staff', id: agent.staff.id, email: agent.staff.email });

    const asOf = async (position: string) => (await auditor.agent.get(`/api/admin/applications/${number}/state-as-of/${position}`).expect(200)).body;
    expect(await asOf(submitted.position)).toMatchObject({ status: 'pending', paymentStatus: 'pending', eventType: 'VisaApplicationSubmitted' });
    expect(await asOf(completed.position)).toMatchObject({ status: 'pending', paymentStatus: 'completed' });
    expect(await asOf(approved.position)).toMatchObject({ status: 'approved', paymentStatus: 'completed', applicationNumber: number });
    await auditor.agent.get(`/api/admin/applications/${number}/state-as-of/1`).expect(404);
    await auditor.agent.get(`/api/admin/applications/${number}/state-as-of/abc`).expect(400);
    await auditor.agent.get('/api/admin/applications/ZZZ1234567890XYZ/history').expect(404);

    const printed = formatHistory(number, await loadApplicationHistory(t.db, t.store, number));
    expect(printed).toContain(`History of application ${number} (5 events)`);
    expect(printed).toMatch(/VisaApplicationApproved {2}by staff:.*\n {4}status after: approved, payment: completed/);

    await download(number).expect(200);
    await t.app.get(CommandBus).execute(new EraseApplicantDataCommand(number, 'erasure-request', { kind: 'staff', id: agent.staff.id }));
    // The e-visa names the applicant: it goes with their data.
    expect((await download(number).expect(404)).body).toEqual({ statusCode: 404, message: 'Document not found' });
    const documents = await t.db.query('SELECT 1 FROM documents WHERE subject_id = $1', [`visa-application-${number}`]);
    expect(documents.rowCount).toBe(0);
    const erased = (await auditor.agent.get(`/api/admin/applications/${number}/history`).expect(200)).body;
    expect(erased.events[0].data.pii).toBe('erased');
    expect(erased.events[1].data.pii).toBe('erased');
    expect(erased.events.at(-1).type).toBe('VisaApplicantDataErased');
    const row = (await list(`?search=${number}`)).applications[0];
    expect(row).toMatchObject({ firstName: null, lastName: null, email: null, passportNumber: null, personalDataErased: true, status: 'approved', hasDocument: false });
    expect((await list('?search=historia')).totalCount).toBe(0);
  });

  it("lets only an admin erase an applicant's personal data on request: once only (a repeat answered as done), 403 for agents, auditors and without CSRF", async () => {
    const admin = await signedInAs(t, 'admin');
    const unique = `Erasmus${Date.now()}`;
    const number = await paidApplication(t, { firstName: unique, lastName: 'Rotterdam' });
    await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf(number)) }).expect(200);
    const path = (n: string) => `/api/admin/applications/${n}/erase-personal-data`;
    const erase = (s: SignedIn, n = number) => s.agent.post(path(n)).set('X-CSRF-Token', s.csrfToken);
    const eventsOf = async () =>
      (await t.db.query<{ event_type: string }>('SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`visa-application-${number}`])).rows.map(
        (r) => r.event_type,
      );
    const before = await eventsOf();
    expect(before).toEqual(['VisaApplicationSubmitted', 'VisaApplicationApproved']);

    // Refused, with nothing appended: other roles, no or a wrong CSRF token, no session, a body.
    expect((await erase(agent).expect(403)).body.message).toBe(ADMIN_MESSAGES.roleForbidden);
    expect((await erase(auditor).expect(403)).body.message).toBe(ADMIN_MESSAGES.roleForbidden);
    expect((await admin.agent.post(path(number)).expect(403)).body.message).toBe(ADMIN_MESSAGES.csrfInvalid);
    expect((await admin.agent.post(path(number)).set('X-CSRF-Token', agent.csrfToken).expect(403)).body.message).toBe(ADMIN_MESSAGES.csrfInvalid);
    await request(t.http).post(path(number)).expect(401);
    expect((await erase(admin).send({ reason: 'asked by phone' }).expect(400)).body.message).toMatch(/takes no request body/);
    expect(await eventsOf()).toEqual(before);
    expect((await list(`?search=${unique}`)).totalCount).toBe(1);
    await download(number).expect(200);

    const res = await erase(admin).set('X-Correlation-Id', `erase-${number}`).expect(200);
    // Read after the projection has caught up: already erased in the answer itself.
    expect(res.body.application).toMatchObject({
      applicationNumber: number,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      passportNumber: null,
      dateOfBirth: null,
      placeOfBirth: null,
      personalDataErased: true,
      status: 'approved',
      paymentStatus: 'completed',
    });
    expect((await list(`?search=${unique}`)).totalCount).toBe(0);
    expect((await list(`?search=${number}`)).applications[0]).toMatchObject({ applicationNumber: number, firstName: null, personalDataErased: true });
    expect((await download(number).expect(404)).body).toEqual({ statusCode: 404, message: 'Document not found' });

    const history = (await auditor.agent.get(`/api/admin/applications/${number}/history`).expect(200)).body;
    const erased = history.events.at(-1);
    expect(erased).toMatchObject({
      type: 'VisaApplicantDataErased',
      actor: { kind: 'staff', id: admin.staff.id, email: admin.staff.email },
      data: { applicationNumber: number, reason: 'erasure-request' },
    });
    expect(history.events[0].data.pii).toBe('erased');
    const [metadata] = (await t.db.query<{ metadata: { correlationId?: string } }>(
      `SELECT metadata FROM events WHERE stream_id = $1 AND event_type = 'VisaApplicantDataErased'`,
      [`visa-application-${number}`],
    )).rows;
    expect(metadata!.metadata.correlationId).toBe(`erase-${number}`);

    // Once only: a repeat (a retry after a lost answer) is answered as done, with nothing appended.
    expect((await erase(admin).expect(200)).body).toEqual(res.body);
    expect(await eventsOf()).toEqual([...before, 'VisaApplicantDataErased']);

    for (const unknown of ['ZZZ1234567890XYZ', 'not-a-number']) {
      expect((await erase(admin, unknown).expect(404)).body.message).toBe(ADMIN_MESSAGES.applicationNotFound);
    }
  });

  it('emails the decision to the applicant in their language, the e-visa PDF attached; staff read it in the outbox', async () => {
    const approved = await paidApplication(t, { language: 'tr', firstName: 'Şule', lastName: 'Yıldız', email: 'sule@example.com' });
    const pdf = samplePdf(`outbox-${approved}`);
    await decide(agent, approved, { status: 'approved', pdfAttachment: pdfDataUrl(pdf) }).expect(200);
    const rejected = await paidApplication(t, { language: 'de', email: 'abgelehnt@example.com' });
    await decide(agent, rejected, { status: 'rejected', reason: 'internal note' }).expect(200);
    await t.runner.waitForCatchUp();

    const outbox = (await auditor.agent.get('/api/admin/outbox').expect(200)).body;
    const approval = outbox.items.find((m: { composer: string; orderId: string }) => m.composer === 'application-approved' && m.orderId === approved);
    expect(approval).toMatchObject({ to: 'sule@example.com', language: 'tr', attachments: [{ filename: `e-visa-${approved}.pdf`, contentType: 'application/pdf' }] });
    expect(approval.subject).toBe(`${approved} numaralı Türkiye e-Vize başvurunuz onaylandı`);
    const message = (await auditor.agent.get(`/api/admin/outbox/${approval.id}`).expect(200)).body;
    expect(message.text).toContain('Sayın Şule Yıldız');
    expect(message.text).toMatch(/PDF/);
    // The status link as it went out: absolute, on the site's public address.
    expect(message.text).toContain(`http://localhost:3000/status?ref=${approved}`);
    expect(message.html).toContain(`href="http://localhost:3000/status?ref=${approved}"`);
    const attachment = await auditor.agent
      .get(`/api/admin/outbox/${approval.id}/attachments/e-visa-${approved}.pdf`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(attachment.body as Buffer, pdf)).toBe(0);

    const rejection = outbox.items.find((m: { composer: string; orderId: string }) => m.composer === 'application-rejected' && m.orderId === rejected);
    expect(rejection).toMatchObject({ to: 'abgelehnt@example.com', language: 'de', attachments: [] });
    const rejectionText = (await auditor.agent.get(`/api/admin/outbox/${rejection.id}`).expect(200)).body.text;
    expect(rejectionText).toContain('nicht genehmigt');
    expect(rejectionText).not.toContain('internal note');
    await auditor.agent.get('/api/admin/outbox/00000000-0000-0000-0000-000000000000').expect(404);
    await auditor.agent.get(`/api/admin/outbox/${approval.id}/attachments/other.pdf`).expect(404);
  });

  it('counts stats from the projection (revenue in dollars from completed payments)', async () => {
    await t.runner.waitForCatchUp();
    const counts = await t.db.query<{ total: number; pending: number; paid_cents: string }>(
      `SELECT (SELECT count(*)::int FROM admin_applications WHERE kind = 'visa') AS total,
              (SELECT count(*)::int FROM admin_applications WHERE kind = 'visa' AND status = 'pending') AS pending,
              (SELECT coalesce(sum(total_cents), 0)::text FROM admin_applications WHERE payment_status = 'completed') AS paid_cents`,
    );
    const expected = counts.rows[0]!;
    const stats = (await auditor.agent.get('/api/admin/stats').expect(200)).body;
    expect(stats).toEqual({ totalApplications: expected.total, totalInsuranceApplications: 0, totalRevenue: Number(expected.paid_cents) / 100, pendingApplications: expected.pending });
    expect(stats.totalRevenue).toBeGreaterThan(0);
    expect(stats.totalRevenue % 184).toBe(0);
  });

  it('rebuilds every projection identical to the live one after decisions, visa types and erasures', async () => {
    await t.runner.waitForCatchUp();
    const snapshot = () => projectionTables(t.db);
    const live = await snapshot();
    expect((live.admin_applications as unknown[]).length).toBeGreaterThan(10);
    expect((live.staff_accounts as unknown[]).length).toBeGreaterThanOrEqual(3);
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    expect(await snapshot()).toEqual(live);
    // One event per batch and a write after every row: each later event of a stream then finds its
    // row already written by the rebuild, and must read it back rather than start from nothing.
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS, { batchEvents: 1, flushRows: 1 });
    expect(await snapshot()).toEqual(live);
  });
});
