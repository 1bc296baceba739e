import { Inject, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { DocumentsModule } from '../documents/documents.module.js';
import { RateLimits } from '../staff/auth/rate-limit.js';
import { StaffModule } from '../staff/staff.module.js';
import { useInsuranceUploadLimits } from './insurance-http.js';
import { SubmitInsuranceApplicationController, SubmitInsuranceApplicationHandler } from './commands/submit-insurance-application/submit-insurance-application.js';
import { GetInsuranceApplicationStatusController, GetInsuranceApplicationStatusHandler } from './queries/get-insurance-application-status.js';
import { ListInsuranceProductsController, ListInsuranceProductsHandler } from './queries/list-insurance-products.js';

/** The traveller's side of travel insurance: the plans, applying, and the status lookup. */
@Module({
  imports: [DocumentsModule, StaffModule],
  controllers: [ListInsuranceProductsController, SubmitInsuranceApplicationController, GetInsuranceApplicationStatusController],
  providers: [ListInsuranceProductsHandler, SubmitInsuranceApplicationHandler, GetInsuranceApplicationStatusHandler],
})
export class InsuranceApplicationsModule {
  constructor(@Inject(RateLimits) limits: RateLimits, @Inject(HttpAdapterHost) adapterHost: HttpAdapterHost) {
    // Large submissions are counted before their body is read: see insurance-http.ts.
    const instance = adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (instance) useInsuranceUploadLimits(instance, limits);
  }
}
