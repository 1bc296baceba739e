import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { reconciliationDue } from '../../domain/payment/payment-reconciliation.js';
import { Database } from '../../infrastructure/database/database.js';
import { LOGGER } from '../../infrastructure/infrastructure.module.js';
import { EventStore } from '../../event-store/event-store.js';
import { RecordProviderResultCommand, type RecordProviderResultAnswer } from './commands/record-provider-result.handler.js';
import { loadPayment } from './payment-repository.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider.port.js';
import { startPeriodicSweep } from '../../infrastructure/scheduling/periodic-sweep.js';

const SWEEP_EVERY_MS = 5 * 60_000;
const FIRST_SWEEP_DELAY_MS = 60_000;
/** Applications whose payment may still wait at the provider: a checkout expires within a day of being opened. */
const CANDIDATE_WINDOW_DAYS = 7;

export interface ReconciliationSweep {
  /** Checkouts looked up at the provider. */
  readonly lookedUp: number;
  /** Outcomes recorded from those look-ups (the webhook had not brought them). */
  readonly recorded: number;
}

/**
 * The provider's webhook is how a payment completes; this is the safety net for when it never comes
 * (an endpoint not subscribed, a secret rotated, an outage longer than the provider retries). Every
 * few minutes, each checkout still open on our side is looked up at the provider on the schedule of
 * `reconciliationDue` (at most three times), and an outcome found there is recorded through the same
 * command as the webhook's, so a webhook arriving too changes nothing. Several instances may sweep at
 * once: the command records each outcome once, and a look-up is harmless.
 */
@Injectable()
export class PaymentReconciliationService implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopSweeps: (() => void) | undefined;
  /** When each checkout (by session id) was last looked up by this instance. */
  private readonly lastLookedUp = new Map<string, Date>();

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.provider.lookUpCheckout) return;
    const sweep = () => void this.sweep(new Date()).catch((error) => this.logger.error({ err: error }, 'payment reconciliation sweep failed'));
    this.stopSweeps = startPeriodicSweep(sweep, FIRST_SWEEP_DELAY_MS, SWEEP_EVERY_MS);
  }

  onApplicationShutdown(): void {
    this.stopSweeps?.();
  }

  async sweep(now: Date): Promise<ReconciliationSweep> {
    const lookUp = this.provider.lookUpCheckout?.bind(this.provider);
    if (!lookUp) return { lookedUp: 0, recorded: 0 };
    const { rows } = await this.db.query<{ application_number: string }>(
      `SELECT application_number FROM application_status
       WHERE payment_status = 'pending' AND created_at > $1::timestamptz - make_interval(days => $2) ORDER BY created_at`,
      [now, CANDIDATE_WINDOW_DAYS],
    );
    let lookedUp = 0;
    let recorded = 0;
    for (const { application_number: orderId } of rows) {
      const { state } = await loadPayment(this.store, this.db, orderId);
      const sessionId = state.providerSessionId;
      if (!sessionId || !reconciliationDue(state, now, this.lastLookedUp.get(sessionId) ?? null)) continue;
      this.lastLookedUp.set(sessionId, now);
      lookedUp++;
      const outcome = await lookUp(sessionId).catch((error: unknown) => {
        this.logger.warn({ err: error, orderId }, 'payment reconciliation: the provider could not be asked; asking again at the next sweep');
        this.lastLookedUp.delete(sessionId);
        return null;
      });
      if (!outcome || outcome.kind === 'open') continue;
      if (outcome.orderId !== orderId) {
        this.logger.error({ orderId, sessionOrderId: outcome.orderId }, 'payment reconciliation: the provider names another order for this checkout; nothing recorded');
        continue;
      }
      // One order's refusal (a conflict, say) is logged and the sweep goes on with the next.
      const answer: RecordProviderResultAnswer | null = await this.commands
        .execute(
          new RecordProviderResultCommand(orderId, outcome.kind, outcome.providerTransactionId, outcome.amountCents, { providerSessionId: sessionId, reason: outcome.reason }, this.provider.name),
        )
        .catch((error: unknown) => {
          this.logger.error({ err: error, orderId }, 'payment reconciliation: the outcome found at the provider could not be recorded');
          return null;
        });
      if (answer?.recorded) {
        recorded++;
        this.logger.warn({ orderId, outcome: outcome.kind }, 'payment reconciliation: outcome found at the provider without its webhook; recorded (check the webhook endpoint)');
      }
    }
    for (const [sessionId, at] of this.lastLookedUp) if (now.getTime() - at.getTime() > CANDIDATE_WINDOW_DAYS * 86_400_000) this.lastLookedUp.delete(sessionId);
    return { lookedUp, recorded };
  }
}
