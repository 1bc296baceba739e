import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConfirmSimulatedPaymentDto } from '@evisa/contracts/dto';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { parseAmountToCents } from '@evisa/contracts';
import { invalid } from '../../../domain/shared/domain-error.js';
import { APP_CONFIG, LOGGER } from '../../../infrastructure/infrastructure.module.js';
import type { AppConfig } from '../../../config/app-config.js';
import { RecordProviderResultCommand, type RecordProviderResultAnswer } from '../commands/record-provider-result.handler.js';
import { verifyPayload } from './simulated-signature.js';

/**
 * Records the simulated provider's signed result. Registered only while the simulated provider is the
 * active one (payments.module.ts): with Stripe on, a signed simulated result must not count as a payment.
 */
@ApiTags('payments')
@Controller('api/payment')
export class SimulatedConfirmController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post('simulated/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the simulated provider’s signed result (signature, order and amount verified); only when the simulated provider is active' })
  async confirm(@Body() body: ConfirmSimulatedPaymentDto, @Req() request: FastifyRequest): Promise<RecordProviderResultAnswer> {
    const result = verifyPayload(this.config.paymentSigningSecret, body.payload);
    if (!result) {
      this.logger.warn({ ip: request.ip }, 'refused a payment result with a missing or invalid signature');
      throw invalid('Invalid payment result');
    }
    const amountCents = parseAmountToCents(result.amount);
    if (amountCents === null) throw invalid('Invalid payment result');
    return this.commands.execute(
      new RecordProviderResultCommand(
        result.orderId,
        result.status,
        result.transactionId,
        amountCents,
        { cardLast4: result.cardLast4 ?? null, reason: result.reason, providerSessionId: result.ref },
        'simulated',
      ),
    );
  }
}
