import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../infrastructure/database/database.js';
import { seedReferenceData, type SeedResult } from './seed-reference-data.js';

export class SeedReferenceDataCommand {}

@CommandHandler(SeedReferenceDataCommand)
export class SeedReferenceDataHandler implements ICommandHandler<SeedReferenceDataCommand, SeedResult> {
  constructor(@Inject(Database) private readonly db: Database) {}

  execute(): Promise<SeedResult> {
    return this.db.transaction((tx) => seedReferenceData(tx));
  }
}
