import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_MESSAGES,
  APPLICATION_NUMBER_PATTERN,
  LIMITS,
  PARENT_ID_PHOTO_TYPES,
  type AdminApplicationRow,
  type AdminHistory,
  type AdminInsuranceApplicationRow,
  type AdminPage,
  type AdminStateAsOf,
  type AdminStats,
} from '@evisa/contracts';
import type { InsuranceApplicationSubmittedData } from '@evisa/contracts/events';
import { AdminListQueryDto, AssignVisaTypeDto, UpdateApplicationStatusDto } from '@evisa/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { insuranceApplicationStreamId } from '../../domain/insurance-application/insurance-application.js';
import { DomainError, invalid } from '../../domain/shared/domain-error.js';
import { Database } from '../../infrastructure/database/database.js';
import { refuseRequestBody } from '../../infrastructure/http/no-request-body.js';
import { requestContext } from '../../infrastructure/http/request-context.js';
import { EventStore } from '../../event-store/event-store.js';
import { retryOnConflict } from '../../event-store/retry-on-conflict.js';
import { adminApplicationsProjector } from '../../projections/admin-applications/admin-applications.projection.js';
import { waitForProjection } from '../../projections/wait-for-projection.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../documents/document-storage.port.js';
import { CurrentSession, DECIDE_ROLES, READ_ROLES, StaffRoles } from '../staff/auth/staff-access.decorators.js';
import type { StaffSession } from '../staff/auth/session-store.js';
import { EraseApplicantDataCommand, type EraseApplicantDataResult } from '../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';
import { findAdminRow, type AdminKind, type AdminRowOf } from './admin-application-rows.js';
import { AssignVisaTypeCommand } from './commands/assign-visa-type.js';
import { DecideApplicationCommand } from './commands/decide-application.js';
import { EraseInsuranceApplicantDataCommand } from './commands/erase-insurance-applicant-data.js';
import { GetAdminStatsQuery, GetApplicationHistoryQuery, GetStateAsOfQuery, ListAdminApplicationsQuery } from './queries/admin-queries.js';

/** An application number from the path, normalised; anything that cannot be one is simply not found. */
export function applicationNumberParam(raw: string): string {
  const number = raw.trim().toUpperCase();
  if (!APPLICATION_NUMBER_PATTERN.test(number)) throw new DomainError('not-found', ADMIN_MESSAGES.applicationNotFound);
  return number;
}

/**
 * An erasure a person asked for (visa or insurance): runs the kind's erase command and answers the
 * staff row once the list shows it. Data already erased answers the same way, erasing and recording
 * nothing: a retry after the first answer was lost (a dropped connection, a gateway that gave up
 * waiting) is told it is done, which it is. The history keeps the one erasure, by whom and why
 * (an earlier request, or the retention sweep); a refusal would add nothing to it. A call that
 * races another change to the stream (the first erasure still on its way) is run once more
 * against what won.
 */
async function eraseOnRequest<K extends AdminKind>(
  commands: CommandBus,
  db: Database,
  command: EraseApplicantDataCommand | EraseInsuranceApplicantDataCommand,
  kind: K,
  number: string,
): Promise<AdminRowOf<K> | null> {
  const result = await retryOnConflict(() => commands.execute<typeof command, EraseApplicantDataResult>(command), {
    attempts: 2,
    onExhausted: () => new DomainError('conflict', ADMIN_MESSAGES.decidedConcurrently),
  });
  await waitForProjection(db, adminApplicationsProjector.name, result.checkpoint);
  return findAdminRow(db, kind, number);
}

@ApiTags('admin')
@Controller('api/admin/stats')
@StaffRoles(...READ_ROLES)
export class AdminStatsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Stats cards: applications, insurance applications, revenue (USD, completed payments less refunds), pending' })
  stats(): Promise<AdminStats> {
    return this.queries.execute(new GetAdminStatsQuery());
  }
}

@ApiTags('admin')
@Controller('api/admin/applications')
export class AdminApplicationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Database) private readonly db: Database,
  ) {}

  @Get()
  @StaffRoles(...READ_ROLES)
  @ApiOperation({ summary: 'Visa applications, newest first, 50 a page, searchable by number, name, email or passport' })
  list(@Query() query: AdminListQueryDto): Promise<AdminPage<AdminApplicationRow>> {
    return this.queries.execute(new ListAdminApplicationsQuery('visa', query.page ?? 1, query.limit ?? LIMITS.adminPageSize, query.search ?? ''));
  }

  @Patch(':id/status')
  @StaffRoles(...DECIDE_ROLES)
  @ApiOperation({ summary: 'Approve (optionally with the e-visa PDF as a data URL) or reject a paid, pending application; the same decision sent again (a retry) answers 200 and records nothing, a different one is 409' })
  decide(
    @Param('id') id: string,
    @Body() body: UpdateApplicationStatusDto,
    @CurrentSession() session: StaffSession,
    @Req() request: FastifyRequest,
  ): Promise<{ application: AdminApplicationRow | null }> {
    return this.commands.execute(
      new DecideApplicationCommand(applicationNumberParam(id), body.status, body.pdfAttachment, body.reason, session.staff.id, requestContext(request).correlationId, 'visa'),
    );
  }

  @Post(':id/visa-type')
  @HttpCode(200)
  @StaffRoles(...DECIDE_ROLES)
  @ApiOperation({ summary: 'Record the visa or residence permit the applicant holds (choices depend on the country of origin)' })
  assignVisaType(
    @Param('id') id: string,
    @Body() body: AssignVisaTypeDto,
    @CurrentSession() session: StaffSession,
    @Req() request: FastifyRequest,
  ): Promise<{ application: AdminApplicationRow | null }> {
    return this.commands.execute(new AssignVisaTypeCommand(applicationNumberParam(id), body.visaType, session.staff.id, requestContext(request).correlationId));
  }

  @Post(':id/erase-personal-data')
  @HttpCode(200)
  @StaffRoles('admin')
  @ApiOperation({
    summary: "Erase the applicant's personal data on their request (GDPR/KVKK right to erasure; admin only, irreversible)",
    description:
      "Crypto-shreds the application's data key and deletes its documents (the e-visa PDF), then records VisaApplicantDataErased " +
      "(reason erasure-request, by the signed-in admin). Names, passport and contact details become permanently unreadable; the " +
      'application, its payment and decisions stay in the history. No request body. Data already erased (a retry, or the retention ' +
      'sweep came first) answers 200 with the row and records nothing.',
  })
  async erasePersonalData(
    @Param('id') id: string,
    @CurrentSession() session: StaffSession,
    @Req() request: FastifyRequest,
  ): Promise<{ application: AdminApplicationRow | null }> {
    const number = applicationNumberParam(id);
    refuseRequestBody(request, 'POST /api/admin/applications/:id/erase-personal-data');
    const command = new EraseApplicantDataCommand(number, 'erasure-request', { kind: 'staff', id: session.staff.id }, requestContext(request).correlationId);
    return { application: await eraseOnRequest(this.commands, this.db, command, 'visa', number) };
  }

  @Get(':id/history')
  @StaffRoles(...READ_ROLES)
  @ApiOperation({ summary: 'Every event of the application and its payment, with actor and (decrypted or "erased") data' })
  history(@Param('id') id: string): Promise<AdminHistory> {
    return this.queries.execute(new GetApplicationHistoryQuery(applicationNumberParam(id)));
  }

  @Get(':id/state-as-of/:position')
  @StaffRoles(...READ_ROLES)
  @ApiOperation({ summary: 'The status and payment status the application had right after the event at this position' })
  stateAsOf(@Param('id') id: string, @Param('position') position: string): Promise<AdminStateAsOf> {
    if (!/^[1-9]\d{0,17}$/.test(position)) throw invalid('position must be an event position (a positive integer)');
    return this.queries.execute(new GetStateAsOfQuery(applicationNumberParam(id), position));
  }
}

/** A photo's SHA-256 from the path; anything else is simply not found. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Insurance applications: the staff list (the admin projection's insurance rows), decisions with the policy PDF, parent ID photos. */
@ApiTags('admin')
@Controller('api/admin/insurance-applications')
export class AdminInsuranceApplicationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DOCUMENT_STORAGE) private readonly documents: DocumentStorage,
  ) {}

  @Get()
  @StaffRoles(...READ_ROLES)
  @ApiOperation({ summary: 'Insurance applications, newest first, 50 a page, searchable by number, name, email or passport' })
  list(@Query() query: AdminListQueryDto): Promise<AdminPage<AdminInsuranceApplicationRow>> {
    return this.queries.execute(new ListAdminApplicationsQuery('insurance', query.page ?? 1, query.limit ?? LIMITS.adminPageSize, query.search ?? ''));
  }

  @Patch(':id/status')
  @StaffRoles(...DECIDE_ROLES)
  @ApiOperation({ summary: 'Approve (optionally with the insurance policy PDF as a data URL) or reject a paid, pending insurance application; the same decision sent again (a retry) answers 200 and records nothing, a different one is 409' })
  decide(
    @Param('id') id: string,
    @Body() body: UpdateApplicationStatusDto,
    @CurrentSession() session: StaffSession,
    @Req() request: FastifyRequest,
  ): Promise<{ application: AdminInsuranceApplicationRow | null }> {
    return this.commands.execute(
      new DecideApplicationCommand(applicationNumberParam(id), body.status, body.pdfAttachment, body.reason, session.staff.id, requestContext(request).correlationId, 'insurance'),
    );
  }

  @Post(':id/erase-personal-data')
  @HttpCode(200)
  @StaffRoles('admin')
  @ApiOperation({
    summary: "Erase the insurance applicant's personal data on their request (GDPR/KVKK right to erasure; admin only, irreversible)",
    description:
      "As for visa applications: crypto-shreds the application's data key and deletes its documents (parent ID photos, policy PDF), " +
      'then records InsuranceApplicantDataErased (reason erasure-request, by the signed-in admin). No request body. Already erased: 200 with the row, nothing recorded.',
  })
  async erasePersonalData(
    @Param('id') id: string,
    @CurrentSession() session: StaffSession,
    @Req() request: FastifyRequest,
  ): Promise<{ application: AdminInsuranceApplicationRow | null }> {
    const number = applicationNumberParam(id);
    refuseRequestBody(request, 'POST /api/admin/insurance-applications/:id/erase-personal-data');
    const command = new EraseInsuranceApplicantDataCommand(number, 'erasure-request', { kind: 'staff', id: session.staff.id }, requestContext(request).correlationId);
    return { application: await eraseOnRequest(this.commands, this.db, command, 'insurance', number) };
  }

  @Get(':id/parent-id-photos/:hash')
  @StaffRoles(...READ_ROLES)
  @ApiProduces(...PARENT_ID_PHOTO_TYPES)
  @ApiOperation({
    summary: "A parent ID photo of an applicant under 18, shown inline to staff (never cached); 404 when unknown or erased",
  })
  async parentIdPhoto(@Param('id') id: string, @Param('hash') hash: string, @Res({ passthrough: true }) response: FastifyReply): Promise<StreamableFile> {
    const number = applicationNumberParam(id);
    const notFound = new DomainError('not-found', 'Photo not found');
    if (!SHA256_HEX.test(hash)) throw notFound;
    // The stream, not the list projection: a photo is viewable as soon as the application exists, and
    // its reference is part of the personal data (null once the applicant's key is shredded).
    const streamId = insuranceApplicationStreamId(number);
    const submitted = (await this.store.readStream(this.db, streamId)).find((e) => e.type === 'InsuranceApplicationSubmitted');
    const photo = (submitted?.data as unknown as InsuranceApplicationSubmittedData | undefined)?.pii?.parentIdPhotos?.find((p) => p.hash === hash);
    if (!photo) throw notFound;
    const document = await this.documents.get(streamId, hash);
    if (!document || !(PARENT_ID_PHOTO_TYPES as readonly string[]).includes(document.contentType)) throw notFound;
    response.header('Content-Type', document.contentType);
    response.header('Content-Disposition', 'inline');
    response.header('Cache-Control', 'private, no-store');
    response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(document.content);
  }
}
