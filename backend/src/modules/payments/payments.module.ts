import { Module } from '@nestjs/common';
import { Database } from '../../infrastructure/database/database.js';
import { PaymentsController } from './payments.http.controller.js';
import { StartPaymentHandler } from './commands/start-payment.handler.js';
import { RecordProviderResultHandler } from './commands/record-provider-result.handler.js';
import { PAYMENT_PROVIDER } from './providers/payment-provider.port.js';
import { SimulatedPaymentProvider } from './simulated-provider/simulated-payment-provider.js';
import { SimulatedProviderController } from './simulated-provider/simulated-provider.http.controller.js';

@Module({
  controllers: [PaymentsController, SimulatedProviderController],
  providers: [
    StartPaymentHandler,
    RecordProviderResultHandler,
    { provide: PAYMENT_PROVIDER, useFactory: (db: Database) => new SimulatedPaymentProvider(db), inject: [Database] },
  ],
})
export class PaymentsModule {}
