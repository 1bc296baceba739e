import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { paidApplication, signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { payInsurance, seedInsuranceApplication } from '../../test-support/insurance.js';
import { EraseApplicantDataCommand } from '../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';

/**
 * An admin's erasure sent again after its answer was lost (network drop, a gateway that gave up
 * waiting): the data is erased, so the repeat answers 200 with the same row as the first call, and
 * nothing is erased or recorded twice (the history keeps one erasure event, by its first actor).
 */
describe('an erasure sent again (real Postgres)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
    colleague = await signedInAs(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const erase = (s: SignedIn, number: string, kind: 'applications' | 'insurance-applications' = 'applications') =>
    s.agent.post(`/api/admin/${kind}/${number}/erase-personal-data`).set('X-CSRF-Token', s.csrfToken);
  const eventsOf = async (streamId: string) =>
    (await t.db.query<{ type: string; actor: unknown }>(`SELECT event_type AS type, metadata->'actor' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId])).rows;
  /** The staff list's row, once the projection has read every event. */
  const listedRow = async (number: string) => {
    await t.runner.waitForCatchUp();
    const { rows } = await t.db.query<{ personal_data_erased: boolean }>('SELECT personal_data_erased FROM admin_applications WHERE application_number = $1', [number]);
    return rows;
  };

  it('answers a visa erasure again with the same erased row (200), appending nothing', async () => {
    const number = await paidApplication(t);
    const stream = `visa-application-${number}`;
    const first = await erase(admin, number).expect(200);
    const recorded = await eventsOf(stream);
    expect(recorded.map((e) => e.type)).toEqual(['VisaApplicationSubmitted', 'VisaApplicantDataErased']);

    const again = await erase(admin, number).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.application).toMatchObject({ applicationNumber: number, firstName: null, email: null, passportNumber: null, personalDataErased: true });
    // Another admin pressing it (a second tab, a colleague) is told the same; the history still names the first.
    expect((await erase(colleague, number).expect(200)).body).toEqual(first.body);
    expect(await eventsOf(stream)).toEqual(recorded);
    expect(recorded[1]!.actor).toEqual({ kind: 'staff', id: admin.staff.id });
    expect(await listedRow(number)).toEqual([{ personal_data_erased: true }]);
  });

  it('answers an insurance erasure again the same way: one erasure event', async () => {
    const { applicationNumber: number } = await seedInsuranceApplication(t, { minor: true });
    await payInsurance(t, number);
    const stream = `insurance-application-${number}`;
    const first = await erase(admin, number, 'insurance-applications').expect(200);
    const again = await erase(admin, number, 'insurance-applications').expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.application).toMatchObject({ applicationNumber: number, firstName: null, parentIdPhotos: [], personalDataErased: true });
    expect((await eventsOf(stream)).map((e) => e.type)).toEqual(['InsuranceApplicationSubmitted', 'InsuranceApplicantDataErased']);
  });

  it('answers done (200) when the retention sweep erased it first, keeping its one event with reason retention', async () => {
    const number = await paidApplication(t);
    const stream = `visa-application-${number}`;
    await t.app.get(CommandBus).execute(new EraseApplicantDataCommand(number, 'retention', { kind: 'system', id: 'retention' }));
    const res = await erase(admin, number).expect(200);
    expect(res.body.application).toMatchObject({ applicationNumber: number, firstName: null, personalDataErased: true });
    const events = await t.store.readStream(t.db, stream);
    expect(events.map((e) => e.type)).toEqual(['VisaApplicationSubmitted', 'VisaApplicantDataErased']);
    expect(events[1]!.data).toMatchObject({ reason: 'retention' });
  });

  it('gives both 200 and erases once when the retry arrives while the first call is still erasing', async () => {
    for (let round = 0; round < 3; round++) {
      const number = await paidApplication(t);
      const answers = await Promise.all([erase(admin, number), erase(admin, number)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      expect((await eventsOf(`visa-application-${number}`)).map((e) => e.type)).toEqual(['VisaApplicationSubmitted', 'VisaApplicantDataErased']);
    }
  });
});
