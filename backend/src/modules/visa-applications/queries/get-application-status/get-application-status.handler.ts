import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { formatCentsAsAmount, MESSAGES } from '@evisa/contracts';
import { DomainError } from '../../../../domain/shared/domain-error.js';
import { Database } from '../../../../infrastructure/database/database.js';
import { GetApplicationStatusQuery, type ApplicationStatusView } from './get-application-status.query.js';

interface Row {
  application_number: string;
  status: string;
  payment_status: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
  arrival_date: string | null;
  total_cents: number;
  processing_type: string | null;
  has_document: boolean;
}

@QueryHandler(GetApplicationStatusQuery)
export class GetApplicationStatusHandler implements IQueryHandler<GetApplicationStatusQuery, ApplicationStatusView> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ applicationNumber, kind }: GetApplicationStatusQuery): Promise<ApplicationStatusView> {
    // The hottest public read: prepared once per connection.
    const { rows } = await this.db.prepared<Row>(
      'application-status-by-number',
      `SELECT application_number, status, payment_status, first_name, last_name, created_at, arrival_date, total_cents, processing_type,
         status = 'approved' AND document_hash IS NOT NULL AS has_document
       FROM application_status WHERE application_number = $1 AND kind = $2`,
      [applicationNumber, kind],
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
      arrivalDate: row.arrival_date,
      totalAmount: formatCentsAsAmount(row.total_cents),
      processingType: row.processing_type,
      hasDocument: row.has_document,
    };
  }
}
