import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedInAs, submitApplication, type SignedIn } from '../../test-support/back-office.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { searchKeyOf } from '../../projections/admin-applications/admin-applications.projection.js';

/**
 * The staff search as a Turkish back office uses it: names typed in capitals from a passport's
 * machine-readable zone (no Turkish letters there: YILMAZ, OZTURK), or without accents on another
 * keyboard, find the applicant whose name was entered with them.
 */
describe('staff search without case, accents or dotted/dotless i mattering (real Postgres)', () => {
  let t: TestApp;
  let auditor: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    auditor = await signedInAs(t, 'auditor');
  });
  afterAll(async () => {
    await t.close();
  });

  const found = async (search: string): Promise<string[]> => {
    await t.runner.waitForCatchUp();
    const res = await auditor.agent.get('/api/admin/applications').query({ search }).expect(200);
    return res.body.applications.map((a: { applicationNumber: string }) => a.applicationNumber);
  };

  it('keys text by case, accents and Turkish i alike', () => {
    expect(searchKeyOf('Yılmaz')).toBe('yilmaz');
    expect(searchKeyOf('YILMAZ')).toBe('yilmaz');
    expect(searchKeyOf('İSTANBUL')).toBe('istanbul');
    expect(searchKeyOf('Şule Çağlar Öztürk')).toBe('sule caglar ozturk');
    expect(searchKeyOf('François Müller')).toBe('francois muller');
    expect(searchKeyOf('QA2@Example.COM')).toBe('qa2@example.com');
  });

  it('finds Zeynep Yılmaz and Şükrü Öztürk however the name is typed', async () => {
    const yilmaz = await submitApplication(t, { firstName: 'Zeynep', lastName: 'Yılmaz', email: 'zeynep@mail.example' });
    const ozturk = await submitApplication(t, { firstName: 'Şükrü', lastName: 'Öztürk', email: 'sukru@mail.example' });
    for (const search of ['Yılmaz', 'yılmaz', 'YILMAZ', 'yilmaz', 'Yilmaz', 'ZEYNEP YILMAZ', 'zeynep yılmaz']) expect([search, await found(search)]).toEqual([search, [yilmaz]]);
    for (const search of ['Öztürk', 'OZTURK', 'ozturk', 'ŞÜKRÜ', 'Sukru', 'sükrü öztürk']) expect([search, await found(search)]).toEqual([search, [ozturk]]);
    expect(await found('Yilmazlar')).toEqual([]);
  });

  it('still finds rows projected before search keys (lower-cased only) by the name as written', async () => {
    const older = await submitApplication(t, { firstName: 'Ayşe', lastName: 'Güler', email: 'ayse@mail.example' });
    await t.runner.waitForCatchUp();
    // How the projection wrote search_text until now: the fields lower-cased, accents kept.
    await t.db.query(`UPDATE admin_applications SET search_text = lower(application_number || ' Ayşe Güler ayse@mail.example') WHERE application_number = $1`, [older]);
    for (const search of ['Güler', 'ayşe güler', 'AYŞE']) expect([search, await found(search)]).toEqual([search, [older]]);
  });
});
