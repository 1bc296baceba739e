import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VisaPolicy } from '@evisa/contracts';
import { Database } from '../../infrastructure/database/database.js';

export class ListCountriesQuery {}

/** Linguistic order ("Côte d'Ivoire" between "Costa Rica" and "Croatia"), whatever the database collation. */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

export interface CountryView {
  id: number;
  code: string;
  name: string;
  isEligible: boolean;
  visaPolicy: VisaPolicy;
}

@QueryHandler(ListCountriesQuery)
export class ListCountriesHandler implements IQueryHandler<ListCountriesQuery, CountryView[]> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute(): Promise<CountryView[]> {
    const { rows } = await this.db.query<CountryView>(
      `SELECT id, code, name, is_eligible AS "isEligible", visa_policy AS "visaPolicy" FROM countries`,
    );
    return rows.sort((a, b) => byName.compare(a.name, b.name));
  }
}
