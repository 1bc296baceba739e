import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INSURANCE_APPLICATION_STREAM } from '@evisa/contracts/events';
import { decideEraseInsuranceApplicantData } from '../../../domain/insurance-application/decide-insurance-application.js';
import {
  evolveInsuranceApplication,
  initialInsuranceApplicationState,
  insuranceApplicationStreamId,
} from '../../../domain/insurance-application/insurance-application.js';
import { Database } from '../../../infrastructure/database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import { loadAggregate } from '../../../event-store/load-aggregate.js';
import { PiiCipher } from '../../../event-store/pii-cipher.js';
import type { Actor } from '../../../event-store/event-store.types.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../documents/document-storage.port.js';
import type { EraseApplicantDataResult } from '../../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';

export class EraseInsuranceApplicantDataCommand {
  constructor(
    readonly applicationNumber: string,
    readonly reason: 'retention' | 'erasure-request',
    readonly actor: Actor,
    /** The staff request's correlation id, when a person asked for it (the retention sweep has none). */
    readonly correlationId?: string,
  ) {}
}

/**
 * Crypto-shredding of an insurance applicant, as for visa applicants: deletes the subject's data key
 * and its documents (the parent ID photos and the policy PDF) and records the erasure, in one
 * transaction. Its payment's personal block was sealed with the same key, so it goes too.
 */
@CommandHandler(EraseInsuranceApplicantDataCommand)
export class EraseInsuranceApplicantDataHandler implements ICommandHandler<EraseInsuranceApplicantDataCommand, EraseApplicantDataResult> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PiiCipher) private readonly cipher: PiiCipher,
    @Inject(DOCUMENT_STORAGE) private readonly documents: DocumentStorage,
  ) {}

  execute({ applicationNumber, reason, actor, correlationId }: EraseInsuranceApplicantDataCommand): Promise<EraseApplicantDataResult> {
    const streamId = insuranceApplicationStreamId(applicationNumber);
    return this.db.transaction(async (tx): Promise<EraseApplicantDataResult> => {
      const { state, version } = await loadAggregate(this.store, tx, streamId, evolveInsuranceApplication, initialInsuranceApplicationState);
      const events = decideEraseInsuranceApplicantData({ reason, now: new Date().toISOString() }, state);
      if (events.length === 0) return { erased: false, checkpoint: null };
      await this.cipher.shred(tx, streamId);
      await this.documents.eraseSubject(tx, streamId);
      const recorded = await this.store.append(tx, {
        streamId,
        streamType: INSURANCE_APPLICATION_STREAM,
        expectedVersion: version,
        events,
        metadata: correlationId ? { actor, correlationId } : { actor },
      });
      const last = recorded[recorded.length - 1]!;
      return { erased: true, checkpoint: { transactionId: last.transactionId, position: last.position } };
    });
  }
}
