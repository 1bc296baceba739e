import { Controller, Get, Header, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { refuseRequestBody } from '../../infrastructure/http/no-request-body.js';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListCountriesQuery, type CountryView } from './list-countries.handler.js';
import { SeedReferenceDataCommand } from './seed-reference-data.handler.js';
import type { SeedResult } from './seed-reference-data.js';

@ApiTags('reference data')
@Controller('api')
export class ReferenceDataController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('countries')
  @Header('Cache-Control', 'public, max-age=600')
  @ApiOperation({ summary: 'Every country with its e-visa policy for Türkiye' })
  countries(): Promise<CountryView[]> {
    return this.queries.execute(new ListCountriesQuery());
  }

  @Post('seed')
  @HttpCode(200)
  @ApiOperation({ summary: 'Idempotently seed reference data (countries, insurance products)' })
  seed(@Req() request: FastifyRequest): Promise<SeedResult> {
    refuseRequestBody(request, 'POST /api/seed');
    return this.commands.execute(new SeedReferenceDataCommand());
  }
}
