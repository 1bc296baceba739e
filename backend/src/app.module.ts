import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InfrastructureModule, type InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { ReferenceDataModule } from './modules/reference-data/reference-data.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import type { PaymentProvider } from './modules/payments/providers/payment-provider.port.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { RetentionModule } from './modules/retention/retention.module.js';
import { VisaApplicationsModule } from './modules/visa-applications/visa-applications.module.js';
import { InsuranceApplicationsModule } from './modules/insurance-applications/insurance-applications.module.js';
import { StaffModule } from './modules/staff/staff.module.js';
import { BackOfficeModule } from './modules/back-office/back-office.module.js';
import { DocumentsModule } from './modules/documents/documents.module.js';
import { ChatModule } from './modules/chat/chat.module.js';

export interface AppOptions extends InfrastructureOptions {
  /** Tests replace the configured card provider (a Stripe-shaped fake, no network). */
  readonly paymentProvider?: PaymentProvider;
}

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot(options),
        HealthModule,
        ReferenceDataModule,
        VisaApplicationsModule,
        InsuranceApplicationsModule,
        RetentionModule,
        PaymentsModule.forRoot(options.config, options.paymentProvider),
        NotificationsModule,
        StaffModule,
        DocumentsModule,
        BackOfficeModule,
        ChatModule,
      ],
    };
  }
}
