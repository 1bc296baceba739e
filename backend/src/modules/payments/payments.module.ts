import { type DynamicModule, Module } from '@nestjs/common';
import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.js';
import { Database } from '../../infrastructure/database/database.js';
import { APP_CONFIG } from '../../infrastructure/infrastructure.module.js';
import { PaymentsController } from './payments.http.controller.js';
import { StartPaymentHandler } from './commands/start-payment.handler.js';
import { RecordProviderResultHandler } from './commands/record-provider-result.handler.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider.port.js';
import { StripePaymentProvider } from './providers/stripe-payment-provider.js';
import { SimulatedPaymentProvider } from './simulated-provider/simulated-payment-provider.js';
import { SimulatedProviderController } from './simulated-provider/simulated-provider.http.controller.js';
import { StripeWebhookController } from './stripe-webhook/stripe-webhook.http.controller.js';

/** Stripe Checkout when a secret key is configured; otherwise the simulated provider (no keys needed). */
function configuredProvider(db: Database, config: AppConfig): PaymentProvider {
  if (config.stripeSecretKey) return new StripePaymentProvider(new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2 }), config.publicBaseUrl);
  return new SimulatedPaymentProvider(db);
}

@Module({})
export class PaymentsModule {
  /** `provider` replaces the configured one (tests). */
  static forRoot(provider?: PaymentProvider): DynamicModule {
    return {
      module: PaymentsModule,
      controllers: [PaymentsController, SimulatedProviderController, StripeWebhookController],
      providers: [
        StartPaymentHandler,
        RecordProviderResultHandler,
        provider
          ? { provide: PAYMENT_PROVIDER, useValue: provider }
          : { provide: PAYMENT_PROVIDER, useFactory: configuredProvider, inject: [Database, APP_CONFIG] },
      ],
    };
  }
}
