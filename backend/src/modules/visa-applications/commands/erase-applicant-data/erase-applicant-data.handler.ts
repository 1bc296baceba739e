import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VISA_APPLICATION_STREAM } from '@evisa/contracts/events';
import { decideEraseApplicantData, type EraseApplicantData } from '../../../../domain/visa-application/erase-applicant-data.js';
import { evolveVisaApplication, initialVisaApplicationState, visaApplicationStreamId } from '../../../../domain/visa-application/visa-application.js';
import { Database } from '../../../../infrastructure/database/database.js';
import { EventStore } from '../../../../event-store/event-store.js';
import { foldStream } from '../../../../event-store/load-aggregate.js';
import { PiiCipher } from '../../../../event-store/pii-cipher.js';
import type { Actor, Checkpoint, NewEvent } from '../../../../event-store/event-store.types.js';
import type { Sql } from '../../../../infrastructure/database/database.js';
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

/**
 * `erased: false` when the data was already erased (nothing was done); `checkpoint` is where the erasure
 * event was appended, or the stream's last event when it was already erased (for read-your-writes).
 */
export interface EraseApplicantDataResult {
  readonly erased: boolean;
  readonly checkpoint: Checkpoint;
}

/** What erasing differs in between kinds of application: the stream (its id is the subject), its type, and the pure decide over its state. */
export interface ErasableApplicant<S, E> {
  readonly streamId: string;
  readonly streamType: string;
  readonly evolve: (state: S, event: E) => S;
  readonly initial: S;
  readonly decide: (command: { reason: EraseApplicantData['reason']; now: string }, state: S) => NewEvent[];
}

/**
 * Crypto-shredding of an applicant (visa or insurance): deletes the subject's data key and its
 * documents (e-visa or policy PDF, parent ID photos), and records the erasure, in the caller's
 * transaction. Every past event keeps its place in the history, its personal block now unreadable;
 * the payment's, sealed with the same key, too.
 */
export async function eraseApplicantData<S, E>(
  tx: Sql,
  deps: { store: EventStore; cipher: PiiCipher; documents: DocumentStorage },
  applicant: ErasableApplicant<S, E>,
  command: { reason: EraseApplicantData['reason']; actor: Actor; correlationId?: string },
): Promise<EraseApplicantDataResult> {
  const { streamId, streamType } = applicant;
  const history = await deps.store.readStream(tx, streamId);
  const events = applicant.decide({ reason: command.reason, now: new Date().toISOString() }, foldStream(history, applicant.evolve, applicant.initial));
  if (events.length === 0) {
    // Already erased: decide only answers so for a submitted application, so the stream has events.
    const last = history[history.length - 1]!;
    return { erased: false, checkpoint: { transactionId: last.transactionId, position: last.position } };
  }
  await deps.cipher.shred(tx, streamId);
  await deps.documents.eraseSubject(tx, streamId);
  const { actor, correlationId } = command;
  const recorded = await deps.store.append(tx, { streamId, streamType, expectedVersion: history.length, events, metadata: correlationId ? { actor, correlationId } : { actor } });
  const last = recorded[recorded.length - 1]!;
  return { erased: true, checkpoint: { transactionId: last.transactionId, position: last.position } };
}

/** Erases a visa applicant (see `eraseApplicantData`), in one transaction. */
@CommandHandler(EraseApplicantDataCommand)
export class EraseApplicantDataHandler implements ICommandHandler<EraseApplicantDataCommand, EraseApplicantDataResult> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PiiCipher) private readonly cipher: PiiCipher,
    @Inject(DOCUMENT_STORAGE) private readonly documents: DocumentStorage,
  ) {}

  execute({ applicationNumber, reason, actor, correlationId }: EraseApplicantDataCommand): Promise<EraseApplicantDataResult> {
    const applicant = {
      streamId: visaApplicationStreamId(applicationNumber),
      streamType: VISA_APPLICATION_STREAM,
      evolve: evolveVisaApplication,
      initial: initialVisaApplicationState,
      decide: decideEraseApplicantData,
    };
    return this.db.transaction((tx) => eraseApplicantData(tx, { store: this.store, cipher: this.cipher, documents: this.documents }, applicant, { reason, actor, correlationId }));
  }
}
