import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreatePaymentDto } from '@evisa/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@evisa/contracts';
import { requestContext } from '../../infrastructure/http/request-context.js';
import { StartPaymentCommand, type StartPaymentResult } from './commands/start-payment.handler.js';

@ApiTags('payments')
@Controller('api/payment')
export class PaymentsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Open (or return the open) card payment for an application; the amount must equal its server total' })
  create(@Body() body: CreatePaymentDto, @Req() request: FastifyRequest): Promise<StartPaymentResult> {
    const context = requestContext(request);
    return this.commands.execute(
      new StartPaymentCommand(body.orderId, body.amount, body.description, { customerName: body.customerName.trim(), customerEmail: body.customerEmail.trim() }, body.language ?? DEFAULT_LANGUAGE, context.correlationId),
    );
  }
}
