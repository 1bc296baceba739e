import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { INSURANCE_APPLICATION_STREAM, VISA_APPLICATION_STREAM } from '@evisa/contracts/events';
import { decideInsuranceApplication } from '../../../domain/insurance-application/decide-insurance-application.js';
import {
  evolveInsuranceApplication,
  initialInsuranceApplicationState,
  insuranceApplicationStreamId,
} from '../../../domain/insurance-application/insurance-application.js';
import { disputeStatusOf, evolvePayment, initialPaymentState, paymentStreamId } from '../../../domain/payment/payment.js';
import type { DecideApplication } from '../../../domain/shared/staff-decision.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { decideVisaApplication } from '../../../domain/visa-application/decide-visa-application.js';
import {
  evolveVisaApplication,
  initialVisaApplicationState,
  visaApplicationStreamId,
} from '../../../domain/visa-application/visa-application.js';
import { Database, type Sql } from '../../../infrastructure/database/database.js';
import { EventStore, type AppendRequest } from '../../../event-store/event-store.js';
import { foldStream } from '../../../event-store/load-aggregate.js';
import { retryOnConflict } from '../../../event-store/retry-on-conflict.js';
import type { Checkpoint, EventMetadata, NewEvent, RecordedEvent } from '../../../event-store/event-store.types.js';
import { adminApplicationsProjector } from '../../../projections/admin-applications/admin-applications.projection.js';
import { waitForProjection } from '../../../projections/wait-for-projection.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../documents/document-storage.port.js';
import { parsePdfDataUrl } from '../../documents/pdf-attachment.js';
import { sha256Hex } from '../../documents/postgres-document-storage.js';
import { findAdminRow, type AdminKind, type AdminRowOf } from '../admin-application-rows.js';

export class DecideApplicationCommand<K extends AdminKind = AdminKind> {
  constructor(
    readonly applicationNumber: string,
    readonly decision: 'approved' | 'rejected',
    readonly pdfAttachment: string | undefined,
    readonly reason: string | undefined,
    readonly staffId: string,
    readonly correlationId: string,
    /** Which kind of application the route decides: a visa (the e-visa PDF) or an insurance (the policy PDF). */
    readonly kind: K,
  ) {}
}

type Decision = DecideApplication;

/** What differs between deciding a visa and an insurance application: the stream, and the pure decide over its history. */
const DECIDERS: Record<AdminKind, { streamId(number: string): string; streamType: string; decide(command: Decision, history: readonly RecordedEvent[]): NewEvent[] }> = {
  visa: {
    streamId: visaApplicationStreamId,
    streamType: VISA_APPLICATION_STREAM,
    decide: (command, history) => decideVisaApplication(command, foldStream(history, evolveVisaApplication, initialVisaApplicationState)),
  },
  insurance: {
    streamId: insuranceApplicationStreamId,
    streamType: INSURANCE_APPLICATION_STREAM,
    decide: (command, history) => decideInsuranceApplication(command, foldStream(history, evolveInsuranceApplication, initialInsuranceApplicationState)),
  },
};

/**
 * Approve or reject a visa or insurance application: load it and its payment, decide (pure), store
 * the PDF (e-visa or insurance policy) sealed for the applicant (the application's stream is its
 * subject) and append the decision at the version that was read. Answers once the staff list shows it.
 *
 * A retry is recognised by the application itself, not by an Idempotency-Key: when it already holds
 * this very decision (same PDF hash, same reason) nothing is stored or appended, so no second email,
 * and the answer is the row as for the first call. Two calls at once: the second append finds the
 * version taken and is decided once more against what won, so a repeat of the same decision still
 * gets its 200 and a different one the 409 that says what the application holds.
 */
@CommandHandler(DecideApplicationCommand)
export class DecideApplicationHandler implements ICommandHandler<DecideApplicationCommand, { application: AdminRowOf<AdminKind> | null }> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DOCUMENT_STORAGE) private readonly documents: DocumentStorage,
  ) {}

  async execute<K extends AdminKind>(command: DecideApplicationCommand<K>): Promise<{ application: AdminRowOf<K> | null }> {
    const { applicationNumber, kind } = command;
    const pdf = command.pdfAttachment !== undefined ? parsePdfDataUrl(command.pdfAttachment) : null;
    // Someone decided in between: decide again against what they recorded (a same-decision repeat is then a 200).
    const decided = await retryOnConflict(() => this.decideOnce(command, pdf), {
      attempts: 2,
      onExhausted: () => new DomainError('conflict', ADMIN_MESSAGES.decidedConcurrently),
    });
    await waitForProjection(this.db, adminApplicationsProjector.name, decided);
    return { application: await findAdminRow(this.db, kind, applicationNumber) };
  }

  /** One read-decide-append transaction; the checkpoint of the decision appended, or of the stream's last event when it was already so decided. */
  private decideOnce(command: DecideApplicationCommand, pdf: Buffer | null): Promise<Checkpoint> {
    const { applicationNumber, decision, kind } = command;
    const decider = DECIDERS[kind];
    const streamId = decider.streamId(applicationNumber);
    const metadata: EventMetadata = { actor: { kind: 'staff', id: command.staffId }, correlationId: command.correlationId };
    return this.db.transaction(async (tx) => {
      const [history, payments] = await Promise.all([this.store.readStream(tx, streamId), this.store.readStream(tx, paymentStreamId(applicationNumber))]);
      const payment = foldStream(payments, evolvePayment, initialPaymentState);
      const documentHash = pdf ? sha256Hex(pdf) : null;
      const events = decider.decide({ decision, paymentStatus: payment.status, paymentDispute: disputeStatusOf(payment), documentHash, reason: command.reason, now: new Date().toISOString() }, history);
      const last = events.length === 0 ? history[history.length - 1]! : await this.record(tx, { streamId, streamType: decider.streamType, expectedVersion: history.length, events, metadata }, pdf);
      return { transactionId: last.transactionId, position: last.position };
    });
  }

  private async record(tx: Sql, request: AppendRequest, pdf: Buffer | null): Promise<RecordedEvent> {
    if (pdf) await this.documents.put(request.streamId, pdf, 'application/pdf', tx);
    const recorded = await this.store.append(tx, request);
    return recorded[recorded.length - 1]!;
  }
}
