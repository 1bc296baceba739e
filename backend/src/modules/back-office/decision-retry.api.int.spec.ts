import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { paidApplication, pdfDataUrl, samplePdf, signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { payInsurance, seedInsuranceApplication } from '../../test-support/insurance.js';

/**
 * A staff decision sent again after its answer was lost (network drop, timeout): the same decision
 * answers 200 with the row as decided, records nothing twice and emails once; a different one is
 * refused with a 409 that says what the application already holds. And what a decision may carry:
 * a reason only with a rejection, a PDF only with an approval (400 on the field otherwise).
 */
describe('a staff decision sent again, and what a decision may carry (real Postgres)', () => {
  let t: TestApp;
  let agent: SignedIn;
  let colleague: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedInAs(t, 'agent');
    colleague = await signedInAs(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const decide = (s: SignedIn, number: string, body: Record<string, unknown>, kind: 'applications' | 'insurance-applications' = 'applications') =>
    s.agent.patch(`/api/admin/${kind}/${number}/status`).set('X-CSRF-Token', s.csrfToken).send(body);
  const decisionsOf = async (streamId: string) =>
    (await t.db.query<{ type: string }>(`SELECT event_type AS type FROM events WHERE stream_id = $1 AND event_type ~ '(Approved|Rejected)$'`, [streamId])).rows.map((r) => r.type);
  /** The emails the decisions made, once the outbox projection has read every event. */
  const emailsOf = async (number: string) => {
    await t.runner.waitForCatchUp();
    const { rows } = await t.db.query<{ composer: string }>(`SELECT composer FROM outbox_messages WHERE order_id = $1 AND composer <> 'payment-confirmation'`, [number]);
    return rows.map((r) => r.composer);
  };

  it('answers the same approval again with the approved row, one event, one stored PDF and one email', async () => {
    const number = await paidApplication(t);
    const body = { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf(`retry ${number}`)) };
    const first = await decide(agent, number, body).expect(200);
    const again = await decide(agent, number, body).expect(200);
    expect(again.body.application).toMatchObject({ applicationNumber: number, status: 'approved', hasDocument: true, decidedBy: agent.staff.email });
    expect(again.body.application.decidedAt).toBe(first.body.application.decidedAt);
    expect(await decisionsOf(`visa-application-${number}`)).toEqual(['VisaApplicationApproved']);
    const documents = await t.db.query('SELECT 1 FROM documents WHERE subject_id = $1', [`visa-application-${number}`]);
    expect(documents.rows).toHaveLength(1);
    expect(await emailsOf(number)).toEqual(['application-approved']);
  });

  it('refuses (409) a rejection, another PDF or none after an approval, recording nothing', async () => {
    const number = await paidApplication(t);
    await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf(`first ${number}`)) }).expect(200);
    const otherPdf = await decide(agent, number, { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf(`second ${number}`)) }).expect(409);
    expect(otherPdf.body.message).toBe(ADMIN_MESSAGES.approvedWithOtherDocument);
    expect((await decide(agent, number, { status: 'approved' }).expect(409)).body.message).toBe(ADMIN_MESSAGES.approvedWithOtherDocument);
    expect((await decide(colleague, number, { status: 'rejected' }).expect(409)).body.message).toBe(ADMIN_MESSAGES.alreadyDecided('approved'));
    expect(await decisionsOf(`visa-application-${number}`)).toEqual(['VisaApplicationApproved']);
    expect(await emailsOf(number)).toEqual(['application-approved']);
  });

  it('answers the same rejection (same reason) again once; another reason or an approval is refused (409)', async () => {
    const number = await paidApplication(t);
    await decide(agent, number, { status: 'rejected', reason: 'Passport scan unreadable' }).expect(200);
    const again = await decide(agent, number, { status: 'rejected', reason: ' Passport scan unreadable ' }).expect(200);
    expect(again.body.application).toMatchObject({ applicationNumber: number, status: 'rejected' });
    const otherReason = await decide(agent, number, { status: 'rejected', reason: 'Wrong nationality' }).expect(409);
    expect(otherReason.body.message).toBe(ADMIN_MESSAGES.rejectedWithOtherReason);
    expect((await decide(agent, number, { status: 'approved' }).expect(409)).body.message).toBe(ADMIN_MESSAGES.alreadyDecided('rejected'));
    expect(await decisionsOf(`visa-application-${number}`)).toEqual(['VisaApplicationRejected']);
    expect(await emailsOf(number)).toEqual(['application-rejected']);
  });

  it('gives both 200 and records once when the retry arrives while the first call is still deciding', async () => {
    for (let round = 0; round < 3; round++) {
      const number = await paidApplication(t);
      const body = { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf(`race ${number}`)) };
      const answers = await Promise.all([decide(agent, number, body), decide(agent, number, body)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await decisionsOf(`visa-application-${number}`)).toEqual(['VisaApplicationApproved']);
      expect(await emailsOf(number)).toEqual(['application-approved']);
    }
  });

  it('does the same for an insurance approval: one event, one email', async () => {
    const { applicationNumber: number } = await seedInsuranceApplication(t);
    await payInsurance(t, number);
    const body = { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf(`policy ${number}`)) };
    await decide(agent, number, body, 'insurance-applications').expect(200);
    const again = await decide(agent, number, body, 'insurance-applications').expect(200);
    expect(again.body.application).toMatchObject({ applicationNumber: number, status: 'approved', hasDocument: true });
    expect(await decisionsOf(`insurance-application-${number}`)).toEqual(['InsuranceApplicationApproved']);
    expect(await emailsOf(number)).toEqual(['insurance-approved']);
  });

  it('answers the same approval again after the applicant was erased, storing no document again (visa and insurance)', async () => {
    const visa = await paidApplication(t);
    const { applicationNumber: insurance } = await seedInsuranceApplication(t);
    await payInsurance(t, insurance);
    for (const [number, kind, event] of [
      [visa, 'applications', 'VisaApplicationApproved'],
      [insurance, 'insurance-applications', 'InsuranceApplicationApproved'],
    ] as const) {
      const subject = `${kind === 'applications' ? 'visa' : 'insurance'}-application-${number}`;
      const body = { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf(`erased ${number}`)) };
      await decide(agent, number, body, kind).expect(200);
      await colleague.agent.post(`/api/admin/${kind}/${number}/erase-personal-data`).set('X-CSRF-Token', colleague.csrfToken).expect(200);
      // The retry whose answer was lost while the data was erased: the decision stands, and the PDF, which names the applicant, stays erased.
      const again = await decide(agent, number, body, kind).expect(200);
      expect(again.body.application).toMatchObject({ applicationNumber: number, status: 'approved', personalDataErased: true });
      expect((await t.db.query('SELECT 1 FROM documents WHERE subject_id = $1', [subject])).rows).toHaveLength(0);
      expect((await decide(agent, number, { status: 'approved' }, kind).expect(409)).body.message).toBe(ADMIN_MESSAGES.approvedWithOtherDocument);
      expect(await decisionsOf(subject)).toEqual([event]);
    }
  });

  it('refuses (400) a reason with an approval and a PDF with a rejection, on their fields, recording nothing; a blank reason is no reason', async () => {
    const number = await paidApplication(t);
    const reason = await decide(agent, number, { status: 'approved', reason: 'Checked the passport twice' }).expect(400);
    expect(reason.body).toMatchObject({ message: ADMIN_MESSAGES.reasonOnlyForRejection, errors: { reason: [ADMIN_MESSAGES.reasonOnlyForRejection] } });
    const pdf = await decide(agent, number, { status: 'rejected', pdfAttachment: pdfDataUrl(samplePdf(`reject ${number}`)) }).expect(400);
    expect(pdf.body).toMatchObject({ message: ADMIN_MESSAGES.pdfOnlyForApproval, errors: { pdfAttachment: [ADMIN_MESSAGES.pdfOnlyForApproval] } });
    expect(await decisionsOf(`visa-application-${number}`)).toEqual([]);
    await decide(agent, number, { status: 'approved', reason: '  ' }).expect(200);
    expect(await decisionsOf(`visa-application-${number}`)).toEqual(['VisaApplicationApproved']);
  });
});
