import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatCentsAsAmount, MESSAGES, type ApplicationStatus, type InsuranceApplicationStatusView } from '@evisa/contracts';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { Database } from '../../../infrastructure/database/database.js';
import { RateLimit } from '../../staff/auth/rate-limit.js';
import { parseApplicationNumber } from '../../visa-applications/queries/get-application-status/get-application-status.http.controller.js';

export class GetInsuranceApplicationStatusQuery {
  constructor(readonly applicationNumber: string) {}
}

interface Row {
  application_number: string;
  status: ApplicationStatus;
  payment_status: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
  travel_date: string;
  return_date: string;
  total_cents: number;
  processing_type: string;
  has_document: boolean;
}

/** An insurance application's public status; a visa number is not found here (kind is part of the lookup). */
@QueryHandler(GetInsuranceApplicationStatusQuery)
export class GetInsuranceApplicationStatusHandler implements IQueryHandler<GetInsuranceApplicationStatusQuery, InsuranceApplicationStatusView> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ applicationNumber }: GetInsuranceApplicationStatusQuery): Promise<InsuranceApplicationStatusView> {
    const { rows } = await this.db.prepared<Row>(
      'insurance-status-by-number',
      `SELECT application_number, status, payment_status, first_name, last_name, created_at, travel_date, return_date, total_cents, processing_type,
         status = 'approved' AND document_hash IS NOT NULL AS has_document
       FROM application_status WHERE application_number = $1 AND kind = 'insurance'`,
      [applicationNumber],
    );
    const row = rows[0];
    if (!row) throw new DomainError('not-found', MESSAGES.applicationNotFound);
    return {
      applicationNumber: row.application_number,
      status: row.status,
      paymentStatus: row.payment_status,
      firstName: row.first_name,
      lastName: row.last_name,
      createdAt: row.created_at.toISOString(),
      travelDate: row.travel_date,
      returnDate: row.return_date,
      totalAmount: formatCentsAsAmount(row.total_cents),
      processingType: row.processing_type,
      hasDocument: row.has_document,
    };
  }
}

@ApiTags('insurance')
@Controller('api/insurance/applications')
export class GetInsuranceApplicationStatusController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':number')
  @RateLimit('status-lookup')
  @ApiOperation({ summary: 'Status of an insurance application by its number' })
  status(@Param('number') number: string): Promise<InsuranceApplicationStatusView> {
    return this.queries.execute(new GetInsuranceApplicationStatusQuery(parseApplicationNumber(number)));
  }
}
