import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InfrastructureModule, type InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { ReferenceDataModule } from './modules/reference-data/reference-data.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { RetentionModule } from './modules/retention/retention.module.js';
import { VisaApplicationsModule } from './modules/visa-applications/visa-applications.module.js';

@Module({})
export class AppModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot(options),
        HealthModule,
        ReferenceDataModule,
        VisaApplicationsModule,
        RetentionModule,
        PaymentsModule,
      ],
    };
  }
}
