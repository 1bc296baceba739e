import { type DynamicModule, Module } from '@nestjs/common';
import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.js';
import { Database } from '../../infrastructure/database/database.js';
import { APP_CONFIG } from '../../infrastructure/infrastructure.module.js';
import { PaymentsController } from './payments.http.controller.js';
import { StartPaymentHandler } from './commands/start-payment.handler.js';
import { RecordProviderResultHandler } from './commands/record-provider-result.handler.js';
import { RecordPaymentReversalHandler } from './commands/record-payment-reversal.handler.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider.port.js';
import { StripePaymentProvider } from './providers/stripe-payment-provider.js';
import { SimulatedPaymentProvider } from './simulated-provider/simulated-payment-provider.js';
import { SimulatedProviderController } from './simulated-provider/simulated-provider.http.controller.js';
import { SimulatedConfirmController } from './simulated-provider/simulated-confirm.http.controller.js';
import { SimulatedCheckoutPageController } from './simulated-provider/simulated-checkout-page.http.controller.js';
import { StripeWebhookController } from './stripe-webhook/stripe-webhook.http.controller.js';
import { PaymentReconciliationService } from './payment-reconciliation.service.js';

/** Stripe Checkout when a secret key is configured; otherwise the simulated provider (no keys needed). */
function configuredProvider(db: Database, config: AppConfig): PaymentProvider {
  if (config.stripeSecretKey) return new StripePaymentProvider(new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2 }), config.publicBaseUrl);
  return new SimulatedPaymentProvider(db);
}

/**
 * The simulated provider's routes settle and record any outcome their caller asks for, without a card:
 * they exist only while the simulated provider is the active one. With Stripe on they are not
 * registered at all (404), so a signed simulated result can never mark an application paid.
 */
function simulatedControllers(config: AppConfig, provider?: PaymentProvider) {
  const active = provider ? provider.name : config.stripeSecretKey ? 'stripe' : 'simulated';
  return active === 'simulated' ? [SimulatedProviderController, SimulatedConfirmController, SimulatedCheckoutPageController] : [];
}

@Module({})
export class PaymentsModule {
  /** `provider` replaces the configured one (tests). */
  static forRoot(config: AppConfig, provider?: PaymentProvider): DynamicModule {
    return {
      module: PaymentsModule,
      controllers: [PaymentsController, ...simulatedControllers(config, provider), StripeWebhookController],
      providers: [
        StartPaymentHandler,
        RecordProviderResultHandler,
        RecordPaymentReversalHandler,
        PaymentReconciliationService,
        provider
          ? { provide: PAYMENT_PROVIDER, useValue: provider }
          : { provide: PAYMENT_PROVIDER, useFactory: configuredProvider, inject: [Database, APP_CONFIG] },
      ],
    };
  }
}
