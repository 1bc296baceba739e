import { INSURANCE_PRODUCTS } from '@evisa/contracts';
import { COUNTRIES, isEligiblePolicy } from '@evisa/contracts/countries';
import type { Sql } from '../../infrastructure/database/database.js';

export interface SeedResult {
  readonly seeded: boolean;
  readonly countries: number;
  readonly insuranceProducts: number;
}

const COUNTRY_COLUMNS = 'c(id int, code text, alpha2 text, name text, visa_policy text, is_eligible boolean)';
const PRODUCT_COLUMNS = 'p(id int, name text, "durationDays" int, "priceCents" int)';

/**
 * Brings the reference tables in line with `contracts` (the one source of truth). Rows that already
 * match are left alone, so a repeat changes nothing and says so.
 *
 * Whether anything differs is asked first, read only: the web app calls POST /api/seed, which needs
 * no sign-in, on every wizard page load, and an upsert locks every row it meets even when its WHERE
 * leaves the row as it is (a lock record in the WAL per country, ~12 kB a call, and concurrent calls
 * queue on the locks). Only a seed that has something to change takes them.
 */
export async function seedReferenceData(sql: Sql): Promise<SeedResult> {
  const countries = COUNTRIES.map((c) => ({ ...c, is_eligible: isEligiblePolicy(c.visaPolicy), visa_policy: c.visaPolicy }));
  const result = { countries: countries.length, insuranceProducts: INSURANCE_PRODUCTS.length };
  const { rows } = await sql.query<{ differs: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS ${COUNTRY_COLUMNS} LEFT JOIN countries x ON x.id = c.id
                    WHERE (x.code, x.alpha2, x.name, x.visa_policy, x.is_eligible) IS DISTINCT FROM (c.code, c.alpha2, c.name, c.visa_policy, c.is_eligible))
         OR EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS ${PRODUCT_COLUMNS} LEFT JOIN insurance_products y ON y.id = p.id
                    WHERE (y.name, y.duration_days, y.price_cents) IS DISTINCT FROM (p.name, p."durationDays", p."priceCents")) AS differs`,
    [JSON.stringify(countries), JSON.stringify(INSURANCE_PRODUCTS)],
  );
  if (!rows[0]?.differs) return { seeded: false, ...result };
  const changedCountries = await sql.query(
    `INSERT INTO countries (id, code, alpha2, name, visa_policy, is_eligible)
     SELECT id, code, alpha2, name, visa_policy, is_eligible
     FROM jsonb_to_recordset($1::jsonb) AS ${COUNTRY_COLUMNS}
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, alpha2 = EXCLUDED.alpha2, name = EXCLUDED.name,
       visa_policy = EXCLUDED.visa_policy, is_eligible = EXCLUDED.is_eligible
     WHERE (countries.code, countries.alpha2, countries.name, countries.visa_policy, countries.is_eligible)
       IS DISTINCT FROM (EXCLUDED.code, EXCLUDED.alpha2, EXCLUDED.name, EXCLUDED.visa_policy, EXCLUDED.is_eligible)`,
    [JSON.stringify(countries)],
  );
  const changedProducts = await sql.query(
    `INSERT INTO insurance_products (id, name, duration_days, price_cents)
     SELECT id, name, "durationDays", "priceCents"
     FROM jsonb_to_recordset($1::jsonb) AS ${PRODUCT_COLUMNS}
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, duration_days = EXCLUDED.duration_days, price_cents = EXCLUDED.price_cents
     WHERE (insurance_products.name, insurance_products.duration_days, insurance_products.price_cents)
       IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.duration_days, EXCLUDED.price_cents)`,
    [JSON.stringify(INSURANCE_PRODUCTS)],
  );
  return { seeded: (changedCountries.rowCount ?? 0) + (changedProducts.rowCount ?? 0) > 0, ...result };
}
