import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentCancelled, PaymentCompleted } from '@evisa/contracts/events';
import type { Logger } from 'pino';
import { decideCancelPayment, decideCompletePayment } from '../../../domain/payment/payment-decisions.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { Database } from '../../../infrastructure/database/database.js';
import { LOGGER } from '../../../infrastructure/infrastructure.module.js';
import { EventStore } from '../../../event-store/event-store.js';
import { decideOnPayment } from '../payment-repository.js';

/** A provider's verified word about a payment (signature already checked by the caller). */
export class RecordProviderResultCommand {
  constructor(
    readonly orderId: string,
    readonly outcome: 'completed' | 'cancelled',
    readonly providerTransactionId: string,
    readonly amountCents: number,
    readonly details: { cardLast4?: string | null; reason?: string; providerSessionId?: string },
    readonly source: 'simulated' | 'stripe',
  ) {}
}

export interface RecordProviderResultAnswer {
  readonly orderId: string;
  readonly status: 'completed' | 'cancelled' | 'failed' | 'pending';
  readonly transactionId: string;
  /** False when the result was already recorded (a replay): nothing changed. */
  readonly recorded: boolean;
}

/**
 * Appends PaymentCompleted/PaymentCancelled once per provider transaction: a replayed or concurrent
 * duplicate finds the transaction already recorded (or loses the version race and re-decides; see decideOnPayment).
 */
@CommandHandler(RecordProviderResultCommand)
export class RecordProviderResultHandler implements ICommandHandler<RecordProviderResultCommand, RecordProviderResultAnswer> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: RecordProviderResultCommand): Promise<RecordProviderResultAnswer> {
    const orderId = command.orderId.toUpperCase();
    const { state, appended } = await decideOnPayment(this.db, this.store, orderId, command.source, (state): Array<PaymentCompleted | PaymentCancelled> => {
      if (command.details.providerSessionId && state.providerSessionId && command.details.providerSessionId !== state.providerSessionId
        && !state.transactionIds.includes(command.providerTransactionId)) {
        this.logger.warn({ orderId, source: command.source }, 'payment result for a stale provider session ignored');
        throw new DomainError('conflict', 'This payment session is no longer open');
      }
      const now = new Date().toISOString();
      return command.outcome === 'completed'
        ? decideCompletePayment({ orderId, providerTransactionId: command.providerTransactionId, amountCents: command.amountCents, cardLast4: command.details.cardLast4 ?? null, now }, state)
        : decideCancelPayment({ orderId, providerTransactionId: command.providerTransactionId, reason: command.details.reason ?? 'cancelled', now }, state);
    });
    if (appended.length === 0) {
      this.logger.info({ orderId, transactionId: command.providerTransactionId, source: command.source }, 'payment result already recorded; nothing changed');
      return { orderId, status: statusOf(state.status), transactionId: command.providerTransactionId, recorded: false };
    }
    return { orderId, status: command.outcome, transactionId: command.providerTransactionId, recorded: true };
  }
}

function statusOf(status: string): RecordProviderResultAnswer['status'] {
  if (status === 'completed' || status === 'cancelled' || status === 'failed') return status;
  return 'pending';
}
