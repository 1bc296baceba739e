import { type DynamicModule, Global, Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { EventStore } from '../event-store/event-store.js';
import { PiiCipher } from '../event-store/pii-cipher.js';
import { ALL_PROJECTORS } from '../projections/all-projectors.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { ProjectionWorker } from '../projections/projection-worker.js';
import { Projections } from '../projections/projections.js';
import { Database } from './database/database.js';

export const APP_CONFIG = Symbol('APP_CONFIG');
export const LOGGER = Symbol('LOGGER');

export interface InfrastructureOptions {
  readonly config: AppConfig;
  readonly databaseUrl: string;
  readonly logger: Logger;
  /** Tests may run without the background runner to observe catch-up themselves. */
  readonly runProjections?: boolean;
  /**
   * Run the projections in a worker thread (the server does; needs the compiled code). Otherwise
   * they run on this thread, as in the Jest tests, which run the TypeScript sources.
   */
  readonly projectionThread?: boolean;
}

/** The shared plumbing: database pool, event store, projection runner, config and logger. */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(Projections) private readonly runner: Projections,
    @Inject(Database) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig & { runProjections?: boolean },
  ) {}

  static forRoot(options: InfrastructureOptions): DynamicModule {
    const db = Database.connect(options.databaseUrl);
    const cipher = new PiiCipher(options.config.dataEncryptionKey);
    const store = new EventStore(cipher, ALL_PROJECTORS.filter((p) => p.inline));
    const logger = {
      info: (message: string, context?: object) => options.logger.info(context ?? {}, message),
      error: (message: string, context?: object) => options.logger.error(context ?? {}, message),
    };
    const runner: Projections = options.projectionThread
      ? new ProjectionWorker(
          db,
          store,
          ALL_PROJECTORS.map((p) => p.name),
          { databaseUrl: options.databaseUrl, dataEncryptionKey: options.config.dataEncryptionKey.toString('base64'), logLevel: options.config.logLevel },
          logger,
        )
      : new ProjectionRunner(db, store, ALL_PROJECTORS, options.databaseUrl, logger);
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: { ...options.config, runProjections: options.runProjections ?? true } },
        { provide: LOGGER, useValue: options.logger },
        { provide: Database, useValue: db },
        { provide: PiiCipher, useValue: cipher },
        { provide: EventStore, useValue: store },
        { provide: Projections, useValue: runner },
      ],
      exports: [APP_CONFIG, LOGGER, Database, PiiCipher, EventStore, Projections],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.runProjections !== false) await this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
    await this.db.close();
  }
}
