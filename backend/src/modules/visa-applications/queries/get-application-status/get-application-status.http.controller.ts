import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APPLICATION_NUMBER_LENGTH, MESSAGES, STATUS_SEARCH_MIN_LENGTH } from '@evisa/contracts';
import { DomainError, invalid } from '../../../../domain/shared/domain-error.js';
import { GetApplicationStatusQuery, type ApplicationStatusView } from './get-application-status.query.js';
import { RateLimit } from '../../../staff/auth/rate-limit.js';

/**
 * Normalises a typed-in number as the status page does: capitals, no spaces or hyphens anywhere (a
 * number read off a phone is often typed in groups, 'ABCD 1234 …'; numbers are letters and digits
 * only, so nothing is lost). Anything that cannot be one is refused before it reaches the database.
 */
export function parseApplicationNumber(raw: string): string {
  const number = raw.replace(/[\s\-\u2010-\u2015\u2212]+/g, '').toUpperCase();
  if (number.length < STATUS_SEARCH_MIN_LENGTH) throw invalid(MESSAGES.statusNumberTooShort);
  if (number.length > APPLICATION_NUMBER_LENGTH || !/^[A-Z0-9]+$/.test(number)) {
    throw new DomainError('not-found', MESSAGES.applicationNotFound);
  }
  return number;
}

@ApiTags('visa applications')
@Controller('api/applications')
export class GetApplicationStatusController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':number')
  @RateLimit('status-lookup')
  @ApiOperation({ summary: 'Status of a visa application by its number' })
  status(@Param('number') number: string): Promise<ApplicationStatusView> {
    return this.queries.execute(new GetApplicationStatusQuery(parseApplicationNumber(number), 'visa'));
  }
}
