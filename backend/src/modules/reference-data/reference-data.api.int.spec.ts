import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { COUNTRIES } from '@evisa/contracts/countries';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { Database } from '../../infrastructure/database/database.js';

describe('reference data and docs API (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every country sorted by name with its policy and eligibility', async () => {
    const res = await request(t.http).get('/api/countries').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.body).toHaveLength(COUNTRIES.length);
    const india = res.body.find((c: { code: string }) => c.code === 'IND');
    expect(india).toEqual({ id: 356, code: 'IND', name: 'India', isEligible: true, visaPolicy: 'conditional' });
    expect(res.body.find((c: { code: string }) => c.code === 'DEU')).toMatchObject({ isEligible: false, visaPolicy: 'exempt' });
    const names = res.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('seeds idempotently: a repeat is a 200 no-op', async () => {
    const first = await request(t.http).post('/api/seed').expect(200);
    expect(first.body).toEqual({ seeded: false, countries: COUNTRIES.length, insuranceProducts: 7 });
    await t.db.query(`UPDATE countries SET name = 'Tampered' WHERE id = 356`);
    expect((await request(t.http).post('/api/seed').expect(200)).body.seeded).toBe(true);
    expect((await request(t.http).post('/api/seed').expect(200)).body.seeded).toBe(false);
    const { rows } = await t.db.query<{ name: string; price_cents: number }>('SELECT name, price_cents FROM insurance_products ORDER BY id');
    expect(rows[0]).toEqual({ name: 'Turkey Travel Health Insurance - 7 Days', price_cents: 11400 });
    expect(rows).toHaveLength(7);
  });

  it('takes no row lock when there is nothing to seed (the web app calls it on every wizard load, signed out): the rows are left untouched and a held lock does not stop it', async () => {
    await request(t.http).post('/api/seed').expect(200);
    const xmax = async () => (await t.db.query<{ x: string }>('SELECT md5(string_agg(xmax::text, \',\' ORDER BY id)) AS x FROM countries')).rows[0]!.x;
    const before = await xmax();
    for (let i = 0; i < 3; i++) expect((await request(t.http).post('/api/seed').expect(200)).body.seeded).toBe(false);
    expect(await xmax()).toBe(before);
    // A transaction holding a country's row (as a staff edit or a slow seed would): the no-op seed still answers at once.
    const holder = Database.connect(t.database.url, 1);
    try {
      await holder.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM countries WHERE id = 356 FOR UPDATE');
        const res = await request(t.http).post('/api/seed').timeout(3000);
        expect([res.status, res.body.seeded]).toEqual([200, false]);
      });
    } finally {
      await holder.close();
    }
  });

  it('publishes OpenAPI docs with the contracts DTO as the submission schema', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    expect(res.body.paths['/api/applications'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/CreateVisaApplicationDto');
    expect(res.body.components.schemas.CreateVisaApplicationDto.properties.address.minLength).toBe(10);
    expect(res.body.paths['/api/insurance/applications'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/CreateInsuranceApplicationDto');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(t.http).get('/api/nope').expect(404);
    expect(res.body.statusCode).toBe(404);
  });
});
