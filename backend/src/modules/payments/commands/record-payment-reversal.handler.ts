import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentDisputed, PaymentRefunded } from '@evisa/contracts/events';
import type { PaymentDisputeStatus } from '@evisa/contracts';
import type { Logger } from 'pino';
import { decideRecordDispute, decideRecordRefund } from '../../../domain/payment/payment-decisions.js';
import type { PaymentState } from '../../../domain/payment/payment.js';
import { Database } from '../../../infrastructure/database/database.js';
import { LOGGER } from '../../../infrastructure/infrastructure.module.js';
import { EventStore } from '../../../event-store/event-store.js';
import { decideOnPayment, findOrderByProviderTransaction } from '../payment-repository.js';

/** Money of a completed payment going back, as the provider reports it: a refund, or a chargeback opened or closed. */
export type PaymentReversal =
  | { readonly kind: 'refund'; readonly refundedCents: number; readonly fullyRefunded: boolean }
  | {
      readonly kind: 'dispute';
      readonly disputeId: string;
      readonly amountCents: number;
      readonly reason: string;
      readonly status: PaymentDisputeStatus;
      readonly evidenceDueBy: string | null;
    };

/** A provider's verified notice (signature already checked by the caller); `orderId` null when it named none. */
export class RecordPaymentReversalCommand {
  constructor(
    readonly orderId: string | null,
    readonly providerTransactionId: string,
    readonly reversal: PaymentReversal,
    readonly source: 'stripe',
  ) {}
}

export interface RecordPaymentReversalAnswer {
  /** Null when no order of ours was paid by that transaction. */
  readonly orderId: string | null;
  /** False for a repeat, a stale notice, or an unknown order: nothing changed. */
  readonly recorded: boolean;
}

/**
 * Appends PaymentRefunded/PaymentDisputed when the notice tells something new. The order is the one
 * the notice names, else the one whose PaymentCompleted recorded that transaction. A notice for a
 * payment not (yet) recorded as completed is a conflict, so the provider delivers it again later.
 */
@CommandHandler(RecordPaymentReversalCommand)
export class RecordPaymentReversalHandler implements ICommandHandler<RecordPaymentReversalCommand, RecordPaymentReversalAnswer> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: RecordPaymentReversalCommand): Promise<RecordPaymentReversalAnswer> {
    const orderId = command.orderId?.toUpperCase() ?? (await findOrderByProviderTransaction(this.db, command.providerTransactionId));
    if (!orderId) return { orderId: null, recorded: false };
    const { state, appended } = await decideOnPayment(this.db, this.store, orderId, command.source, (state) =>
      state.status === 'none' ? [] : this.decide(orderId, command, state),
    );
    if (state.status === 'none') return { orderId: null, recorded: false };
    if (appended.length === 0) {
      this.logger.info({ orderId, transactionId: command.providerTransactionId, kind: command.reversal.kind }, 'payment reversal already recorded or stale; nothing changed');
      return { orderId, recorded: false };
    }
    return { orderId, recorded: true };
  }

  private decide(orderId: string, command: RecordPaymentReversalCommand, state: PaymentState): Array<PaymentRefunded | PaymentDisputed> {
    const now = new Date().toISOString();
    const { reversal, providerTransactionId } = command;
    return reversal.kind === 'refund'
      ? decideRecordRefund({ orderId, providerTransactionId, refundedCents: reversal.refundedCents, fullyRefunded: reversal.fullyRefunded, now }, state)
      : decideRecordDispute({ orderId, providerTransactionId, disputeId: reversal.disputeId, amountCents: reversal.amountCents, reason: reversal.reason, status: reversal.status, evidenceDueBy: reversal.evidenceDueBy, now }, state);
  }
}
