import { Controller, Get, Header, Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { sortInsuranceProducts, type InsuranceProductView } from '@evisa/contracts';
import { Database } from '../../../infrastructure/database/database.js';

export class ListInsuranceProductsQuery {}

/** The seeded plans, shortest first (spec section 3), each priced in dollars as the spec's "price". */
@QueryHandler(ListInsuranceProductsQuery)
export class ListInsuranceProductsHandler implements IQueryHandler<ListInsuranceProductsQuery, InsuranceProductView[]> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute(): Promise<InsuranceProductView[]> {
    const { rows } = await this.db.query<{ id: number; name: string; durationDays: number; priceCents: number }>(
      'SELECT id, name, duration_days AS "durationDays", price_cents AS "priceCents" FROM insurance_products',
    );
    return sortInsuranceProducts(rows).map(({ id, name, durationDays, priceCents }) => ({ id, name, durationDays, price: priceCents / 100 }));
  }
}

@ApiTags('insurance')
@Controller('api/insurance')
export class ListInsuranceProductsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('products')
  // Reference data, cached for 10 minutes like the countries (spec section 9).
  @Header('Cache-Control', 'public, max-age=600')
  @ApiOperation({ summary: 'The travel insurance plans, shortest cover first' })
  products(): Promise<InsuranceProductView[]> {
    return this.queries.execute(new ListInsuranceProductsQuery());
  }
}
