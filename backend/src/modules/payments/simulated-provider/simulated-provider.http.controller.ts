import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SimulatedCheckoutDto } from '@evisa/contracts/dto';
import { formatCentsAsAmount, parseAmountToCents } from '@evisa/contracts';
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { Database } from '../../../infrastructure/database/database.js';
import { APP_CONFIG } from '../../../infrastructure/infrastructure.module.js';
import type { AppConfig } from '../../../config/app-config.js';
import { encodePayload, signResult } from './simulated-signature.js';

/**
 * The simulated provider's own server side: it settles an open checkout session once and signs the
 * outcome. The browser sends no card data here, only the outcome and the last four digits.
 */
@ApiTags('simulated payment provider')
@Controller('api/simulated-provider')
export class SimulatedProviderController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('checkout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Settle a simulated checkout; returns the signed result and where to send the traveller' })
  async checkout(@Body() body: SimulatedCheckoutDto): Promise<{ payload: string; redirectUrl: string }> {
    const amountCents = parseAmountToCents(body.amount);
    const { rows } = await this.db.query<{ session_id: string; return_url: string; cancel_url: string }>(
      `UPDATE simulated_provider_sessions SET settled_at = now()
       WHERE session_id = (SELECT session_id FROM simulated_provider_sessions
                           WHERE order_id = $1 AND amount_cents = $2 AND settled_at IS NULL
                           ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING session_id, return_url, cancel_url`,
      [body.order.toUpperCase(), amountCents],
    );
    const session = rows[0];
    if (!session) throw new DomainError('not-found', 'No open checkout for this order and amount');
    const completed = body.outcome === 'completed';
    const result = signResult(this.config.paymentSigningSecret, {
      status: body.outcome,
      transactionId: `gpay_${randomBytes(10).toString('hex')}`,
      ref: session.session_id,
      amount: formatCentsAsAmount(amountCents!),
      orderId: body.order.toUpperCase(),
      ...(completed ? { cardLast4: body.cardLast4 ?? '0000', timestamp: new Date().toISOString() } : { reason: 'Cancelled by the card holder' }),
    });
    const payload = encodePayload(result);
    const target = new URLSearchParams(
      completed
        ? { payment: 'success', order: result.orderId, transaction: result.transactionId, test: 'true', payload }
        : { payment: 'cancelled', order: result.orderId, payload },
    );
    return { payload, redirectUrl: `${completed ? session.return_url : session.cancel_url}?${target.toString()}` };
  }
}
