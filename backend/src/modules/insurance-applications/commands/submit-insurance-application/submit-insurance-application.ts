import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { findInsuranceProduct, toIsoDate } from '@evisa/contracts';
import { findCountryByCode } from '@evisa/contracts/countries';
import { CreateInsuranceApplicationDto } from '@evisa/contracts/dto';
import { INSURANCE_APPLICATION_STREAM } from '@evisa/contracts/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { initialInsuranceApplicationState, insuranceApplicationStreamId } from '../../../../domain/insurance-application/insurance-application.js';
import { decideSubmitInsuranceApplication } from '../../../../domain/insurance-application/submit-insurance-application.js';
import { Database } from '../../../../infrastructure/database/database.js';
import { requestContext, type RequestContext } from '../../../../infrastructure/http/request-context.js';
import { EventStore, type AppendRequest } from '../../../../event-store/event-store.js';
import { NO_STREAM } from '../../../../event-store/event-store.types.js';
import { requestHash, runIdempotent, startStreamIdempotently, type IdempotentResult } from '../../../../event-store/idempotency.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../../documents/document-storage.port.js';
import { generateApplicationNumber } from '../../../visa-applications/application-number.js';
import { decodeParentIdPhotos } from './parent-id-photos.js';
import { RateLimit } from '../../../staff/auth/rate-limit.js';

export const SUBMIT_INSURANCE_ROUTE = '/api/insurance/applications';
const IDEMPOTENCY_SCOPE = `POST ${SUBMIT_INSURANCE_ROUTE}`;

export class SubmitInsuranceApplicationCommand {
  constructor(
    readonly payload: CreateInsuranceApplicationDto,
    readonly context: RequestContext,
  ) {}
}

export interface SubmitInsuranceApplicationResult {
  readonly applicationNumber: string;
}

@CommandHandler(SubmitInsuranceApplicationCommand)
export class SubmitInsuranceApplicationHandler implements ICommandHandler<SubmitInsuranceApplicationCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DOCUMENT_STORAGE) private readonly documents: DocumentStorage,
  ) {}

  async execute({ payload, context }: SubmitInsuranceApplicationCommand): Promise<IdempotentResult<SubmitInsuranceApplicationResult>> {
    const { privacyPolicyAccepted: _privacy, termsOfServiceAccepted: _terms, parentIdPhotos, ...form } = payload;
    const now = new Date();
    const applicationNumber = generateApplicationNumber();
    const photos = decodeParentIdPhotos(parentIdPhotos);
    // A fresh random number names a new stream: nothing to load, the state is the initial one.
    const events = decideSubmitInsuranceApplication(
      {
        applicationNumber,
        form,
        photos: photos?.map((p) => p.upload) ?? null,
        country: findCountryByCode(form.nationality),
        product: findInsuranceProduct(form.productId),
        today: toIsoDate(now),
        now: now.toISOString(),
        requestIp: context.requestIp,
      },
      initialInsuranceApplicationState,
    );
    const streamId = insuranceApplicationStreamId(applicationNumber);
    const request: AppendRequest = {
      streamId,
      streamType: INSURANCE_APPLICATION_STREAM,
      expectedVersion: NO_STREAM,
      events,
      // No request IP in the (unencrypted) metadata: it is in the pii block, erased with the applicant.
      metadata: { actor: { kind: 'customer' }, subjectId: streamId, correlationId: context.correlationId, idempotencyKey: context.idempotencyKey },
    };
    // The interface language only chooses the emails' language: the same key sent after the traveller
    // switched it (a retry from the payment issue screen) is the same application, answered as the first.
    // Keys stored before 1c4b626 hashed the whole payload, language included: a retry across that deploy still matches.
    const { language: _language, ...application } = payload;
    const idempotency = { scope: IDEMPOTENCY_SCOPE, key: context.idempotencyKey, hash: [requestHash(application), requestHash(payload)] as const };
    const answer = { statusCode: 201, body: { applicationNumber } };
    if (!photos) return startStreamIdempotently(this.db, this.store, request, idempotency, answer);
    // With photos: one transaction for the events, the photos and the idempotency answer, so a submission
    // is all or nothing. The append creates the subject's key, which the documents store seals them with.
    return runIdempotent(this.db, idempotency.scope, idempotency.key, idempotency.hash, async (tx) => {
      await this.store.append(tx, request);
      for (const photo of photos) await this.documents.put(streamId, photo.bytes, photo.upload.detectedType!, tx);
      return answer;
    });
  }
}

@ApiTags('insurance')
@Controller(SUBMIT_INSURANCE_ROUTE.slice(1))
export class SubmitInsuranceApplicationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @RateLimit('submission')
  @ApiOperation({ summary: 'Submit a travel insurance application (parent ID photos for an applicant under 18); returns the application number' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A repeat with the same key returns the first answer' })
  async submit(@Body() body: CreateInsuranceApplicationDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const result = await this.commands.execute<SubmitInsuranceApplicationCommand, IdempotentResult<SubmitInsuranceApplicationResult>>(
      new SubmitInsuranceApplicationCommand(body, requestContext(request)),
    );
    response.status(result.statusCode);
    if (result.replayed) response.header('Idempotent-Replayed', 'true');
    return result.body;
  }
}
