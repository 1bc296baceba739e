import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES, parseAmountToCents } from '@evisa/contracts';
import { PAYMENT_STREAM, type PaymentCustomerPii } from '@evisa/contracts/events';
import type { Logger } from 'pino';
import { decideRecordProviderFailure, decideRecordRedirect, decideStartPayment } from '../../../domain/payment/payment-decisions.js';
import { evolvePayment, paymentStreamId, type PaymentState } from '../../../domain/payment/payment.js';
import { Database } from '../../../infrastructure/database/database.js';
import { LOGGER } from '../../../infrastructure/infrastructure.module.js';
import { ConcurrencyError } from '../../../event-store/concurrency-error.js';
import { EventStore } from '../../../event-store/event-store.js';
import type { EventMetadata, NewEvent } from '../../../event-store/event-store.types.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.port.js';
import { loadOrder, loadPayment } from '../payment-repository.js';

export class StartPaymentCommand {
  constructor(
    readonly orderId: string,
    readonly amount: number | string,
    readonly description: string,
    readonly customer: PaymentCustomerPii,
    readonly language: string,
    readonly correlationId: string,
  ) {}
}

export interface StartPaymentResult {
  readonly success: boolean;
  readonly paymentUrl: string | null;
  readonly error: string | null;
}

const OPEN_PAYMENT_WAIT_MS = 5000;

/**
 * Creates (or returns the open) payment of an order: decide, append PaymentCreated, ask the provider
 * for a checkout outside any transaction, then append PaymentRedirected or PaymentFailed.
 * Two concurrent requests for one order: one creates, the other waits for its URL. Never two charges.
 */
@CommandHandler(StartPaymentCommand)
export class StartPaymentHandler implements ICommandHandler<StartPaymentCommand, StartPaymentResult> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: StartPaymentCommand): Promise<StartPaymentResult> {
    const order = await loadOrder(this.store, this.db, command.orderId.toUpperCase());
    const streamId = paymentStreamId(order.orderId);
    const metadata: EventMetadata = { actor: { kind: 'customer' }, subjectId: order.subjectId, correlationId: command.correlationId };
    const requested = parseAmountToCents(String(command.amount)) ?? -1;

    const deadline = Date.now() + OPEN_PAYMENT_WAIT_MS;
    for (;;) {
      const { state, version } = await loadPayment(this.store, this.db, order.orderId);
      const created = decideStartPayment(
        {
          orderId: order.orderId,
          orderKind: order.kind,
          orderTotalCents: order.totalCents,
          requestedAmountCents: requested,
          description: command.description,
          customer: command.customer,
          provider: this.provider.name,
          language: command.language,
          orderStartsOn: order.startsOn,
          today: new Date().toISOString().slice(0, 10),
          now: new Date().toISOString(),
        },
        state,
      );
      if (created.length === 0) {
        if (state.status === 'redirected' && state.paymentUrl) return { success: true, paymentUrl: state.paymentUrl, error: null };
        // Another request is opening this payment right now: wait for its URL rather than open a second.
        if (Date.now() > deadline) return { success: false, paymentUrl: null, error: MESSAGES.paymentInitFailed };
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      try {
        await this.append(streamId, version, created, metadata);
      } catch (error) {
        if (error instanceof ConcurrencyError) continue;
        throw error;
      }
      // The state after our own PaymentCreated is derived, not read back.
      const opened = created.reduce(evolvePayment, state);
      return this.openCheckout(order.orderId, order.totalCents, command, opened, version + 1, metadata);
    }
  }

  private async openCheckout(
    orderId: string,
    amountCents: number,
    command: StartPaymentCommand,
    state: PaymentState,
    version: number,
    metadata: EventMetadata,
  ): Promise<StartPaymentResult> {
    const streamId = paymentStreamId(orderId);
    const now = () => new Date().toISOString();
    try {
      const session = await this.provider.createCheckout({
        orderId,
        amountCents,
        currency: 'USD',
        description: command.description,
        customerEmail: command.customer.customerEmail,
        returnUrl: '/payment/success',
        cancelUrl: '/payment/cancel',
      });
      await this.append(streamId, version, decideRecordRedirect({ orderId, providerSessionId: session.sessionId, paymentUrl: session.paymentUrl, now: now() }, state), metadata);
      return { success: true, paymentUrl: session.paymentUrl, error: null };
    } catch (error) {
      this.logger.error({ err: error, orderId }, 'payment provider refused the checkout');
      await this.append(streamId, version, decideRecordProviderFailure({ orderId, reason: 'Payment provider unavailable', now: now() }, state), metadata);
      return { success: false, paymentUrl: null, error: 'Payment initialization failed: the payment provider is unavailable' };
    }
  }

  private append(streamId: string, expectedVersion: number, events: readonly NewEvent[], metadata: EventMetadata) {
    return this.db.transaction((tx) => this.store.append(tx, { streamId, streamType: PAYMENT_STREAM, expectedVersion, events, metadata }));
  }
}
