import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { toIsoDate } from '@evisa/contracts';
import { findCountryById } from '@evisa/contracts/countries';
import { VISA_APPLICATION_STREAM } from '@evisa/contracts/events';
import { decideSubmitVisaApplication } from '../../../../domain/visa-application/submit-visa-application.js';
import { initialVisaApplicationState, visaApplicationStreamId } from '../../../../domain/visa-application/visa-application.js';
import { Database } from '../../../../infrastructure/database/database.js';
import { EventStore } from '../../../../event-store/event-store.js';
import { NO_STREAM } from '../../../../event-store/event-store.types.js';
import { requestHash, startStreamIdempotently, type IdempotentResult } from '../../../../event-store/idempotency.js';
import { generateApplicationNumber } from '../../application-number.js';
import { SubmitVisaApplicationCommand, type SubmitVisaApplicationResult } from './submit-visa-application.command.js';

@CommandHandler(SubmitVisaApplicationCommand)
export class SubmitVisaApplicationHandler implements ICommandHandler<SubmitVisaApplicationCommand> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ form, context }: SubmitVisaApplicationCommand): Promise<IdempotentResult<SubmitVisaApplicationResult>> {
    const now = new Date();
    const applicationNumber = generateApplicationNumber();
    // A fresh random number names a new stream, so there is nothing to load: its state is the initial one,
    // and expected version 0 makes the store refuse the (astronomically unlikely) reuse of a number.
    const events = decideSubmitVisaApplication(
      { applicationNumber, form, country: findCountryById(form.countryId), today: toIsoDate(now), now: now.toISOString(), requestIp: context.requestIp },
      initialVisaApplicationState,
    );
    const streamId = visaApplicationStreamId(applicationNumber);
    const request = {
      streamId,
      streamType: VISA_APPLICATION_STREAM,
      expectedVersion: NO_STREAM,
      events,
      metadata: {
        actor: { kind: 'customer' as const },
        subjectId: streamId,
        correlationId: context.correlationId,
        idempotencyKey: context.idempotencyKey,
        // No request IP here: metadata is not encrypted, so it could never be erased (it is in the pii block).
      },
    };
    // The interface language only chooses the emails' language: the same key sent after the traveller
    // switched it (a retry from the payment issue screen) is the same application, answered as the first.
    // Keys stored before 0abf847 hashed the whole form, language included: a retry across that deploy still matches.
    const { language: _language, ...application } = form;
    return startStreamIdempotently(
      this.db,
      this.store,
      request,
      { scope: 'POST /api/applications', key: context.idempotencyKey, hash: [requestHash(application), requestHash(form)] },
      { statusCode: 201, body: { applicationNumber } },
    );
  }
}
