import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateVisaApplicationDto } from '@evisa/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotentResult } from '../../../../event-store/idempotency.js';
import { requestContext } from '../../../../infrastructure/http/request-context.js';
import { RateLimit } from '../../../staff/auth/rate-limit.js';
import { SubmitVisaApplicationCommand, type SubmitVisaApplicationResult } from './submit-visa-application.command.js';

@ApiTags('visa applications')
@Controller('api/applications')
export class SubmitVisaApplicationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @RateLimit('submission')
  @ApiOperation({ summary: 'Submit a visa application; the server computes the total and returns the application number' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A repeat with the same key returns the first answer' })
  async submit(@Body() body: CreateVisaApplicationDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const result = await this.commands.execute<SubmitVisaApplicationCommand, IdempotentResult<SubmitVisaApplicationResult>>(
      new SubmitVisaApplicationCommand(body, requestContext(request)),
    );
    response.status(result.statusCode);
    if (result.replayed) response.header('Idempotent-Replayed', 'true');
    return result.body;
  }
}
