import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { SubmitVisaApplicationController } from './commands/submit-visa-application/submit-visa-application.http.controller.js';
import { SubmitVisaApplicationHandler } from './commands/submit-visa-application/submit-visa-application.handler.js';
import { EraseApplicantDataHandler } from './commands/erase-applicant-data/erase-applicant-data.handler.js';
import { GetApplicationStatusController } from './queries/get-application-status/get-application-status.http.controller.js';
import { GetApplicationStatusHandler } from './queries/get-application-status/get-application-status.handler.js';

@Module({
  imports: [DocumentsModule],
  controllers: [SubmitVisaApplicationController, GetApplicationStatusController],
  providers: [SubmitVisaApplicationHandler, GetApplicationStatusHandler, EraseApplicantDataHandler],
})
export class VisaApplicationsModule {}
