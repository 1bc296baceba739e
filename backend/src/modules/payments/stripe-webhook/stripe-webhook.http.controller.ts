import { Controller, Headers, HttpCode, Inject, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { DomainError, invalid } from '../../../domain/shared/domain-error.js';
import { APP_CONFIG, LOGGER } from '../../../infrastructure/infrastructure.module.js';
import type { AppConfig } from '../../../config/app-config.js';
import { RecordProviderResultCommand, type RecordProviderResultAnswer } from '../commands/record-provider-result.handler.js';
import { RecordPaymentReversalCommand, type PaymentReversal, type RecordPaymentReversalAnswer } from '../commands/record-payment-reversal.handler.js';
import { interpretStripeEvent, type StripeEventMeaning } from './stripe-event-mapping.js';

/**
 * Stripe's webhook: the only way a Stripe payment changes. The signature is checked over the exact
 * bytes received (hence Nest's `rawBody`), with the SDK's own verification and its replay window.
 * Recording is idempotent by provider transaction id, so Stripe's redeliveries append nothing.
 */
@Controller('api/payment/stripe')
export class StripeWebhookController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true; recorded?: boolean }> {
    const secret = this.config.stripeWebhookSecret;
    if (!secret || !signature || !request.rawBody) {
      this.logger.warn({ ip: request.ip, configured: Boolean(secret), signed: Boolean(signature) }, 'refused a Stripe webhook without signature or secret');
      throw invalid('Invalid Stripe webhook');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.rawBody, signature, secret);
    } catch (error) {
      this.logger.warn({ ip: request.ip, error: String(error) }, 'refused a Stripe webhook with an invalid signature');
      throw invalid('Invalid Stripe webhook');
    }

    const meaning = interpretStripeEvent(event);
    if (meaning.kind === 'ignored') {
      this.logger.info({ eventId: event.id, type: event.type, reason: meaning.reason }, 'Stripe event ignored');
      return { received: true };
    }
    if (meaning.kind === 'refund' || meaning.kind === 'dispute') return this.recordReversal(event, meaning);
    try {
      const answer: RecordProviderResultAnswer = await this.commands.execute(
        new RecordProviderResultCommand(
          meaning.orderId,
          meaning.outcome,
          meaning.providerTransactionId,
          meaning.amountCents,
          { providerSessionId: meaning.providerSessionId, ...(meaning.reason && { reason: meaning.reason }) },
          'stripe',
        ),
      );
      return { received: true, recorded: answer.recorded };
    } catch (error) {
      // An expiry of a session that is no longer the open one changes nothing; acknowledging it stops
      // Stripe's retries. Anything else (a paid amount that disagrees) keeps failing loudly for staff.
      if (meaning.outcome === 'cancelled' && error instanceof DomainError && error.code === 'conflict') {
        this.logger.info({ eventId: event.id, orderId: meaning.orderId }, 'Stripe expiry for a closed session ignored');
        return { received: true, recorded: false };
      }
      this.logger.error({ eventId: event.id, orderId: meaning.orderId, err: error }, 'Stripe payment result could not be recorded');
      throw error;
    }
  }

  /**
   * A refund or dispute made at Stripe. One for a payment we do not know is acknowledged and logged;
   * one that arrives before the payment's completion is recorded answers 409, so Stripe sends it again.
   */
  private async recordReversal(event: Stripe.Event, meaning: Extract<StripeEventMeaning, { kind: 'refund' | 'dispute' }>): Promise<{ received: true; recorded: boolean }> {
    const { orderId, providerTransactionId } = meaning;
    const reversal: PaymentReversal =
      meaning.kind === 'refund'
        ? { kind: 'refund', refundedCents: meaning.refundedCents, fullyRefunded: meaning.fullyRefunded }
        : { kind: 'dispute', disputeId: meaning.disputeId, amountCents: meaning.amountCents, reason: meaning.reason, status: meaning.status, evidenceDueBy: meaning.evidenceDueBy };
    try {
      const answer: RecordPaymentReversalAnswer = await this.commands.execute(new RecordPaymentReversalCommand(orderId, providerTransactionId, reversal, 'stripe'));
      if (answer.orderId === null) {
        this.logger.info({ eventId: event.id, type: event.type, transactionId: providerTransactionId }, 'Stripe event ignored: no order of ours was paid by this transaction');
      }
      return { received: true, recorded: answer.recorded };
    } catch (error) {
      this.logger.warn({ eventId: event.id, type: event.type, orderId, transactionId: providerTransactionId, err: error }, 'Stripe refund or dispute not recorded yet');
      throw error;
    }
  }
}
