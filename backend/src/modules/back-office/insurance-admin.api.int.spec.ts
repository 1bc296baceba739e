import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { ADMIN_MESSAGES, LIMITS } from '@evisa/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { pdfDataUrl, samplePdf, signedInAs, submitApplication, type SignedIn } from '../../test-support/back-office.js';
import { payInsurance, sampleJpeg, seedInsuranceApplication } from '../../test-support/insurance.js';

describe('staff side of insurance (real Postgres)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let agent: SignedIn;
  let auditor: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
    agent = await signedInAs(t, 'agent');
    auditor = await signedInAs(t, 'auditor');
  });
  afterAll(async () => {
    await t.close();
  });

  const decide = (s: SignedIn, number: string, body: Record<string, unknown>) =>
    s.agent.patch(`/api/admin/insurance-applications/${number}/status`).set('X-CSRF-Token', s.csrfToken).send(body);
  const list = async (query = '') => {
    await t.runner.waitForCatchUp();
    return (await auditor.agent.get(`/api/admin/insurance-applications${query}`).expect(200)).body;
  };
  const paidInsurance = async (options: Parameters<typeof seedInsuranceApplication>[1] = {}) => {
    const { applicationNumber } = await seedInsuranceApplication(t, options);
    await payInsurance(t, applicationNumber);
    return applicationNumber;
  };
  const numbersOf = (page: { applications: { applicationNumber: string }[] }) => page.applications.map((a) => a.applicationNumber);

  it('lists insurance applications (not visa ones) newest first, with the trip, plan and photos, paged and searchable', async () => {
    const unique = `Elif${Date.now()}`;
    const first = await seedInsuranceApplication(t, { firstName: unique, lastName: 'Yılmaz', email: `${unique.toLowerCase()}@mail.example`, minor: true });
    const second = (await seedInsuranceApplication(t)).applicationNumber;
    await payInsurance(t, second);
    const page = await list('?page=1&limit=50');
    expect(numbersOf(page).slice(0, 2)).toEqual([second, first.applicationNumber]);
    const row = page.applications[1];
    expect(row).toMatchObject({
      id: first.applicationNumber,
      applicationNumber: first.applicationNumber,
      firstName: unique,
      lastName: 'Yılmaz',
      email: `${unique.toLowerCase()}@mail.example`,
      passportNumber: 'Z1234567',
      nationality: 'IND',
      countryOfOrigin: 'India',
      destination: 'Turkey',
      productId: 1,
      productName: 'Turkey Travel Health Insurance - 7 Days',
      tripDurationDays: 7,
      totalAmount: '114',
      status: 'pending',
      paymentStatus: 'pending',
      decidedAt: null,
      decidedBy: null,
      hasDocument: false,
      minor: true,
      parentIdPhotos: [{ hash: first.photos[0]!.hash, name: 'parent-1.jpg', contentType: 'image/jpeg' }],
      personalDataErased: false,
    });
    expect(row.travelDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.applications[0]).toMatchObject({ paymentStatus: 'completed', minor: false, parentIdPhotos: [] });
    expect(page).toMatchObject({ totalCount: 2, currentPage: 1, totalPages: 1 });
    for (const search of [unique.toUpperCase(), `${unique.toLowerCase()}@mail`, first.applicationNumber.toLowerCase(), 'yılmaz'.slice(1)]) {
      expect([search, numbersOf(await list(`?search=${encodeURIComponent(search)}`))]).toEqual([search, [first.applicationNumber]]);
    }
    const paged = await list('?page=2&limit=1');
    expect(paged).toMatchObject({ totalCount: 2, currentPage: 2, totalPages: 2 });
    expect(numbersOf(paged)).toEqual([first.applicationNumber]);
    // The visa list does not show them.
    const visa = (await auditor.agent.get('/api/admin/applications').expect(200)).body;
    expect(numbersOf(visa)).not.toContain(first.applicationNumber);
    await auditor.agent.get('/api/admin/insurance-applications?page=0').expect(400);
    await auditor.agent.get('/api/admin/insurance-applications?limit=abc').expect(400);
  });

  it("takes the traveller's own routes end to end: a minor's application with a photo, paid by card, listed, photo viewed, approved", async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const photo = sampleJpeg('journey parent ID');
    const submitted = await request(t.http)
      .post('/api/insurance/applications')
      .send({
        productId: 1,
        firstName: 'Mina',
        lastName: 'Kaya',
        email: 'mina.family@example.com',
        phone: '+91 98765 43210',
        passportNumber: 'K7654321',
        nationality: 'IND',
        countryOfOrigin: 'India',
        travelDate: inDays(30),
        returnDate: inDays(36),
        dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-15`,
        totalAmount: '114',
        parentIdPhotos: [{ name: 'mother-id.jpg', dataUrl: `data:image/jpeg;base64,${photo.toString('base64')}` }],
        privacyPolicyAccepted: true,
        termsOfServiceAccepted: true,
        language: 'fr',
      })
      .expect(201);
    const number = submitted.body.applicationNumber as string;
    await request(t.http)
      .post('/api/payment/create')
      .send({ amount: '114', currency: 'USD', description: 'Travel insurance', customerEmail: 'parent@example.com', customerName: 'Parent Kaya', orderId: number })
      .expect(200);
    const settled = await request(t.http).post('/api/simulated-provider/checkout').send({ order: number, amount: '114', outcome: 'completed', cardLast4: '4242' }).expect(200);
    await request(t.http).post('/api/payment/simulated/confirm').send({ payload: settled.body.payload }).expect(200);

    const [row] = (await list(`?search=${number}`)).applications;
    expect(row).toMatchObject({ applicationNumber: number, firstName: 'Mina', minor: true, paymentStatus: 'completed', parentIdPhotos: [{ name: 'mother-id.jpg', contentType: 'image/jpeg' }] });
    const viewed = await auditor.agent.get(`/api/admin/insurance-applications/${number}/parent-id-photos/${row.parentIdPhotos[0].hash}`).buffer(true).expect(200);
    expect(Buffer.from(viewed.body).equals(photo)).toBe(true);
    await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf('journey policy')) }).expect(200);
    expect((await request(t.http).get(`/api/insurance/applications/${number}`).expect(200)).body).toMatchObject({ status: 'approved', hasDocument: true });
    await t.runner.waitForCatchUp();
    const { rows } = await t.db.query<{ composer: string; language: string }>('SELECT composer, language FROM outbox_messages WHERE order_id = $1 ORDER BY event_position', [number]);
    expect(rows).toEqual([
      { composer: 'payment-confirmation', language: 'fr' },
      { composer: 'insurance-approved', language: 'fr' },
    ]);
  });

  it('approves a paid application with the policy PDF, stored sealed for the applicant, and answers the updated row', async () => {
    const number = await paidInsurance();
    const pdf = samplePdf('policy Asha Patel');
    const res = await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(pdf) }).expect(200);
    expect(res.body.application).toMatchObject({ applicationNumber: number, status: 'approved', paymentStatus: 'completed', hasDocument: true, decidedBy: agent.staff.email, productId: 1 });
    const stored = await t.db.query<{ content: Buffer; encrypted: boolean }>('SELECT content, encrypted FROM documents WHERE subject_id = $1', [`insurance-application-${number}`]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.encrypted).toBe(true);
    expect(stored.rows[0]!.content.includes(Buffer.from('policy Asha Patel'))).toBe(false);
    const events = await t.store.readStream(t.db, `insurance-application-${number}`);
    expect(events.map((e) => e.type)).toEqual(['InsuranceApplicationSubmitted', 'InsuranceApplicationApproved']);
    expect(events[1]!.metadata.actor).toEqual({ kind: 'staff', id: agent.staff.id });
    // Decided once: the second decision is a conflict.
    const again = await decide(admin, number, { status: 'rejected' }).expect(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.alreadyDecided('approved'));
  });

  it('checks the policy PDF by content and size (spec messages), takes one of almost 5 MB, and the traveller downloads it', async () => {
    const number = await paidInsurance();
    const notPdf = await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(Buffer.from('GIF89a fake'), 'application/pdf') }).expect(400);
    expect(notPdf.body.message).toBe('Lütfen sadece PDF dosyası seçin.');
    const big = Buffer.concat([samplePdf(), Buffer.alloc(LIMITS.pdfMaxBytes + 1 - samplePdf().length, 32)]);
    expect((await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(big) }).expect(400)).body.message).toBe('PDF dosyası çok büyük. Maksimum 5MB olmalı.');
    expect((await t.store.readStream(t.db, `insurance-application-${number}`)).map((e) => e.type)).toEqual(['InsuranceApplicationSubmitted']);
    const policy = Buffer.concat([samplePdf('policy'), Buffer.alloc(LIMITS.pdfMaxBytes - samplePdf('policy').length, 32)]);
    await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(policy, 'application/octet-stream') }).expect(200);
    const download = await request(t.http)
      .get(`/api/download/insurance/${number}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.body as Buffer, policy)).toBe(0);
  });

  it('rejects, refuses an unpaid application (409), a PDF on a rejection (400), an unknown number (404)', async () => {
    const number = await paidInsurance();
    const res = await decide(admin, number, { status: 'rejected', reason: 'Duplicate' }).expect(200);
    expect(res.body.application).toMatchObject({ status: 'rejected', hasDocument: false, decidedBy: admin.staff.email });
    const unpaid = (await seedInsuranceApplication(t)).applicationNumber;
    expect((await decide(agent, unpaid, { status: 'approved' }).expect(409)).body.message).toBe(ADMIN_MESSAGES.notPaid);
    await payInsurance(t, unpaid, { complete: false });
    await decide(agent, unpaid, { status: 'approved' }).expect(409);
    const other = await paidInsurance();
    await decide(agent, other, { status: 'rejected', pdfAttachment: pdfDataUrl(samplePdf()) }).expect(400);
    await decide(agent, other, { status: 'approved', pdfAttachment: pdfDataUrl(Buffer.from('not a pdf')) }).expect(400);
    await decide(agent, other, { status: 'maybe' }).expect(400);
    expect((await decide(agent, 'ABC1234567890XYZ', { status: 'approved' }).expect(404)).body.message).toBe('Application not found');
    await decide(agent, 'not-a-number', { status: 'approved' }).expect(404);
    // A visa number is not an insurance application.
    await decide(agent, await submitApplication(t), { status: 'rejected' }).expect(404);
    expect((await t.store.readStream(t.db, `insurance-application-${other}`)).map((e) => e.type)).toEqual(['InsuranceApplicationSubmitted']);
  });

  it('lets admins and agents decide, not auditors (403), and never without the CSRF token (403)', async () => {
    const number = await paidInsurance();
    await decide(auditor, number, { status: 'approved' }).expect(403);
    await agent.agent.patch(`/api/admin/insurance-applications/${number}/status`).send({ status: 'approved' }).expect(403);
    await request(t.http).patch(`/api/admin/insurance-applications/${number}/status`).send({ status: 'approved' }).expect(401);
    expect((await t.store.readStream(t.db, `insurance-application-${number}`)).map((e) => e.type)).toEqual(['InsuranceApplicationSubmitted']);
    await decide(admin, number, { status: 'approved' }).expect(200);
  });

  it('two staff deciding at once: one wins, the other gets 409', async () => {
    const number = await paidInsurance();
    const results = await Promise.all([decide(agent, number, { status: 'approved' }), decide(admin, number, { status: 'rejected' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('shows a parent ID photo inline to every staff role, never cached; 404 for unknown hashes, non-photos and erased applicants', async () => {
    const jpeg = sampleJpeg('photo of the parent');
    const { applicationNumber: number, photos } = await seedInsuranceApplication(t, { minor: true, photos: [jpeg] });
    const path = `/api/admin/insurance-applications/${number}/parent-id-photos/${photos[0]!.hash}`;
    for (const s of [admin, agent, auditor]) {
      const res = await s.agent.get(path).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(res.body).equals(jpeg)).toBe(true);
    }
    await request(t.http).get(path).expect(401);
    await auditor.agent.get(`/api/admin/insurance-applications/${number}/parent-id-photos/${'0'.repeat(64)}`).expect(404);
    await auditor.agent.get(`/api/admin/insurance-applications/${number}/parent-id-photos/not-a-hash`).expect(404);
    await auditor.agent.get(`/api/admin/insurance-applications/ABC1234567890XYZ/parent-id-photos/${photos[0]!.hash}`).expect(404);
    // The policy PDF is the applicant's document too, but not a photo: this route never serves it.
    await payInsurance(t, number);
    const pdf = samplePdf('policy');
    await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(pdf) }).expect(200);
    await auditor.agent.get(`/api/admin/insurance-applications/${number}/parent-id-photos/${createHash('sha256').update(pdf).digest('hex')}`).expect(404);
    // Erased: the photo is gone.
    await admin.agent.post(`/api/admin/insurance-applications/${number}/erase-personal-data`).set('X-CSRF-Token', admin.csrfToken).expect(200);
    await auditor.agent.get(path).expect(404);
  });

  it('queues the payment receipt and the decision emails in the applicant language, the policy PDF attached', async () => {
    const approved = await paidInsurance({ language: 'tr', firstName: 'Şule', lastName: 'Yıldız', email: 'sule.insured@example.com' });
    const pdf = samplePdf(`policy-${approved}`);
    await decide(agent, approved, { status: 'approved', pdfAttachment: pdfDataUrl(pdf) }).expect(200);
    const rejected = await paidInsurance({ language: 'de', email: 'versicherung.abgelehnt@example.com' });
    await decide(agent, rejected, { status: 'rejected', reason: 'internal note' }).expect(200);
    await t.runner.waitForCatchUp();

    const messagesOf = async (orderId: string) =>
      (await t.db.query<{ id: string; composer: string; to_address: string; language: string; subject: string; attachments: { filename: string }[] }>(
        'SELECT id, composer, to_address, language, subject, attachments FROM outbox_messages WHERE order_id = $1 ORDER BY event_position',
        [orderId],
      )).rows;
    const approvedMessages = await messagesOf(approved);
    expect(approvedMessages.map((m) => [m.composer, m.language, m.attachments.map((a) => a.filename)])).toEqual([
      ['payment-confirmation', 'tr', [`receipt-${approved}.pdf`]],
      ['insurance-approved', 'tr', [`insurance-policy-${approved}.pdf`]],
    ]);
    // The receipt goes to the payer as typed at checkout, the policy to the applicant.
    expect(approvedMessages.map((m) => m.to_address)).toEqual(['asha@example.com', 'sule.insured@example.com']);
    expect(approvedMessages[1]!.subject).toBe(`Türkiye seyahat sağlık sigortası poliçeniz (${approved})`);
    const approval = (await auditor.agent.get(`/api/admin/outbox/${approvedMessages[1]!.id}`).expect(200)).body;
    expect(approval.text).toContain('Sayın Şule Yıldız');
    expect(approval.text).toMatch(/poliçeniz bu e-postaya PDF/);
    const attachment = await auditor.agent
      .get(`/api/admin/outbox/${approvedMessages[1]!.id}/attachments/insurance-policy-${approved}.pdf`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(attachment.body as Buffer, pdf)).toBe(0);
    const receipt = (await auditor.agent.get(`/api/admin/outbox/${approvedMessages[0]!.id}`).expect(200)).body;
    expect(receipt.text).toMatch(/seyahat sağlık sigortanız için/);

    const rejectedMessages = await messagesOf(rejected);
    expect(rejectedMessages.map((m) => [m.composer, m.language, m.to_address])).toEqual([
      ['payment-confirmation', 'de', 'asha@example.com'],
      ['insurance-rejected', 'de', 'versicherung.abgelehnt@example.com'],
    ]);
    const rejection = (await auditor.agent.get(`/api/admin/outbox/${rejectedMessages[1]!.id}`).expect(200)).body;
    expect(rejection.text).toContain('nicht genehmigt');
    expect(rejection.text).not.toContain('internal note');

    // Erasing the person takes their queued messages with them.
    await admin.agent.post(`/api/admin/insurance-applications/${rejected}/erase-personal-data`).set('X-CSRF-Token', admin.csrfToken).expect(200);
    await t.runner.waitForCatchUp();
    expect(await messagesOf(rejected)).toEqual([]);
  });

  it('counts insurance submissions, their pending decisions and their completed payments in the stats', async () => {
    await t.runner.waitForCatchUp();
    const before = (await auditor.agent.get('/api/admin/stats').expect(200)).body;
    const paid = await paidInsurance();
    await seedInsuranceApplication(t);
    await t.runner.waitForCatchUp();
    const after = (await auditor.agent.get('/api/admin/stats').expect(200)).body;
    expect(after).toEqual({
      totalApplications: before.totalApplications,
      totalInsuranceApplications: before.totalInsuranceApplications + 2,
      totalRevenue: before.totalRevenue + 114,
      pendingApplications: before.pendingApplications + 2,
    });
    await decide(agent, paid, { status: 'approved' }).expect(200);
    await t.runner.waitForCatchUp();
    expect((await auditor.agent.get('/api/admin/stats').expect(200)).body.pendingApplications).toBe(before.pendingApplications + 1);
  });

  it('erases an insurance applicant on request (admin only): personal fields and photos gone, history kept, the second time answered as done', async () => {
    const { applicationNumber: number, photos } = await seedInsuranceApplication(t, { minor: true, firstName: 'Forget', email: 'forget.me@example.com' });
    await payInsurance(t, number);
    const erase = (s: SignedIn) => s.agent.post(`/api/admin/insurance-applications/${number}/erase-personal-data`).set('X-CSRF-Token', s.csrfToken);
    await erase(agent).expect(403);
    const res = await erase(admin).expect(200);
    expect(res.body.application).toMatchObject({
      applicationNumber: number,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      passportNumber: null,
      dateOfBirth: null,
      parentIdPhotos: [],
      personalDataErased: true,
      paymentStatus: 'completed',
      productId: 1,
    });
    expect(photos).toHaveLength(1);
    expect((await t.db.query('SELECT 1 FROM documents WHERE subject_id = $1', [`insurance-application-${number}`])).rows).toHaveLength(0);
    expect((await erase(admin).expect(200)).body).toEqual(res.body);
    await admin.agent.post('/api/admin/insurance-applications/ABC1234567890XYZ/erase-personal-data').set('X-CSRF-Token', admin.csrfToken).expect(404);
    expect(numbersOf(await list('?search=forget'))).toEqual([]);
    const history = (await auditor.agent.get(`/api/admin/applications/${number}/history`).expect(200)).body;
    expect(history.events.map((e: { type: string }) => e.type)).toEqual(['InsuranceApplicationSubmitted', 'PaymentCreated', 'PaymentCompleted', 'InsuranceApplicantDataErased']);
    expect(history.events[0].data.pii).toBe('erased');
    expect(JSON.stringify(history)).not.toMatch(/forget/i);
  });

  it('answers the history and state-as-of routes for insurance numbers (its stream and its payment)', async () => {
    const number = await paidInsurance({ firstName: 'Timeline' });
    await decide(agent, number, { status: 'approved' }).expect(200);
    const history = (await auditor.agent.get(`/api/admin/applications/${number}/history`).expect(200)).body;
    expect(history.events.map((e: { type: string }) => e.type)).toEqual(['InsuranceApplicationSubmitted', 'PaymentCreated', 'PaymentCompleted', 'InsuranceApplicationApproved']);
    expect(history.events[0].data.pii.firstName).toBe('Timeline');
    expect(history.events[3].actor).toMatchObject({ kind: 'staff', id: agent.staff.id, email: agent.staff.email });
    const [submitted, , completed, approved] = history.events as { position: string }[];
    expect((await auditor.agent.get(`/api/admin/applications/${number}/state-as-of/${submitted!.position}`).expect(200)).body).toMatchObject({
      eventType: 'InsuranceApplicationSubmitted',
      status: 'pending',
      paymentStatus: 'pending',
      personalDataErased: false,
    });
    expect((await auditor.agent.get(`/api/admin/applications/${number}/state-as-of/${completed!.position}`).expect(200)).body).toMatchObject({ status: 'pending', paymentStatus: 'completed' });
    expect((await auditor.agent.get(`/api/admin/applications/${number}/state-as-of/${approved!.position}`).expect(200)).body).toMatchObject({ status: 'approved', paymentStatus: 'completed' });
  });
});
