import { Module } from '@nestjs/common';
import { ListCountriesHandler } from './list-countries.handler.js';
import { ReferenceDataController } from './reference-data.http.controller.js';
import { SeedReferenceDataHandler } from './seed-reference-data.handler.js';

@Module({
  controllers: [ReferenceDataController],
  providers: [SeedReferenceDataHandler, ListCountriesHandler],
})
export class ReferenceDataModule {}
