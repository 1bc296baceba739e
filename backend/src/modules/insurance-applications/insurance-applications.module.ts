import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { SubmitInsuranceApplicationController, SubmitInsuranceApplicationHandler } from './commands/submit-insurance-application/submit-insurance-application.js';
import { GetInsuranceApplicationStatusController, GetInsuranceApplicationStatusHandler } from './queries/get-insurance-application-status.js';
import { ListInsuranceProductsController, ListInsuranceProductsHandler } from './queries/list-insurance-products.js';

/** The traveller's side of travel insurance: the plans, applying, and the status lookup. */
@Module({
  imports: [DocumentsModule],
  controllers: [ListInsuranceProductsController, SubmitInsuranceApplicationController, GetInsuranceApplicationStatusController],
  providers: [ListInsuranceProductsHandler, SubmitInsuranceApplicationHandler, GetInsuranceApplicationStatusHandler],
})
export class InsuranceApplicationsModule {}
