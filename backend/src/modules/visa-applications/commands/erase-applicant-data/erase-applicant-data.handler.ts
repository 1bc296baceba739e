import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VISA_APPLICATION_STREAM } from '@evisa/contracts/events';
import { decideEraseApplicantData, type EraseApplicantData } from '../../../../domain/visa-application/erase-applicant-data.js';
import { evolveVisaApplication, initialVisaApplicationState, visaApplicationStreamId } from '../../../../domain/visa-application/visa-application.js';
import { Database } from '../../../../infrastructure/database/database.js';
import { EventStore } from '../../../../event-store/event-store.js';
import { loadAggregate } from '../../../../event-store/load-aggregate.js';
import { PiiCipher } from '../../../../event-store/pii-cipher.js';
import type { Actor, Checkpoint } from '../../../../event-store/event-store.types.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../../documents/document-storage.port.js';

export class EraseApplicantDataCommand {
  constructor(
    readonly applicationNumber: string,
    readonly reason: EraseApplicantData['reason'],
    readonly actor: Actor,
    /** The staff request's correlation id, when a person asked for it (the retention sweep has none). */
    readonly correlationId?: string,
  ) {}
}

/** `erased: false` when the data was already erased; otherwise where the erasure event was appended (for read-your-writes). */
export type EraseApplicantDataResult = { readonly erased: false; readonly checkpoint: null } | { readonly erased: true; readonly checkpoint: Checkpoint };

/**
 * Crypto-shredding: deletes the subject's data key and its documents (the e-visa PDF), and records
 * the erasure, in one transaction. Every past event keeps its place in the history, its personal
 * block now unreadable.
 */
@CommandHandler(EraseApplicantDataCommand)
export class EraseApplicantDataHandler implements ICommandHandler<EraseApplicantDataCommand, EraseApplicantDataResult> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PiiCipher) private readonly cipher: PiiCipher,
    @Inject(DOCUMENT_STORAGE) private readonly documents: DocumentStorage,
  ) {}

  execute({ applicationNumber, reason, actor, correlationId }: EraseApplicantDataCommand): Promise<EraseApplicantDataResult> {
    const streamId = visaApplicationStreamId(applicationNumber);
    return this.db.transaction(async (tx): Promise<EraseApplicantDataResult> => {
      const { state, version } = await loadAggregate(this.store, tx, streamId, evolveVisaApplication, initialVisaApplicationState);
      const events = decideEraseApplicantData({ reason, now: new Date().toISOString() }, state);
      if (events.length === 0) return { erased: false, checkpoint: null };
      await this.cipher.shred(tx, streamId);
      await this.documents.eraseSubject(tx, streamId);
      const recorded = await this.store.append(tx, {
        streamId,
        streamType: VISA_APPLICATION_STREAM,
        expectedVersion: version,
        events,
        metadata: correlationId ? { actor, correlationId } : { actor },
      });
      const last = recorded[recorded.length - 1]!;
      return { erased: true, checkpoint: { transactionId: last.transactionId, position: last.position } };
    });
  }
}
