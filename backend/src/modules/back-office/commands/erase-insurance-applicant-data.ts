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
import { PiiCipher } from '../../../event-store/pii-cipher.js';
import type { Actor } from '../../../event-store/event-store.types.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../documents/document-storage.port.js';
import { eraseApplicantData, type EraseApplicantDataResult } from '../../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';

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
 * Crypto-shredding of an insurance applicant, as for visa applicants (`eraseApplicantData`): the
 * subject's key, its documents (the parent ID photos and the policy PDF) and the erasure event, in one
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
    const applicant = {
      streamId: insuranceApplicationStreamId(applicationNumber),
      streamType: INSURANCE_APPLICATION_STREAM,
      evolve: evolveInsuranceApplication,
      initial: initialInsuranceApplicationState,
      decide: decideEraseInsuranceApplicantData,
    };
    return this.db.transaction((tx) => eraseApplicantData(tx, { store: this.store, cipher: this.cipher, documents: this.documents }, applicant, { reason, actor, correlationId }));
  }
}
