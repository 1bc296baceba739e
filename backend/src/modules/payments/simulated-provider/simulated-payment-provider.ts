import { randomBytes } from 'node:crypto';
import { COMPANY, formatCentsAsAmount } from '@evisa/contracts';
import type { Database } from '../../../infrastructure/database/database.js';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from '../providers/payment-provider.port.js';

/** The merchant the card holder sees: the name on their statement. */
export const SIMULATED_MERCHANT = COMPANY.cardStatementName;

/**
 * The default provider (no keys needed): a checkout on our `/mock-gpay-payment` page, whose result
 * the provider side signs; only a verified signature changes a payment.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated' as const;

  constructor(private readonly db: Database) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = `sim_${randomBytes(12).toString('hex')}`;
    await this.db.query(
      'INSERT INTO simulated_provider_sessions (session_id, order_id, amount_cents, return_url, cancel_url) VALUES ($1, $2, $3, $4, $5)',
      [sessionId, request.orderId, request.amountCents, request.returnUrl, request.cancelUrl],
    );
    const query = new URLSearchParams({
      order: request.orderId,
      amount: formatCentsAsAmount(request.amountCents),
      merchant: SIMULATED_MERCHANT,
      return: request.returnUrl,
      cancel: request.cancelUrl,
    });
    return { sessionId, paymentUrl: `/mock-gpay-payment?${query.toString()}` };
  }
}
