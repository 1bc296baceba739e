import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { AdminApplicationsController, AdminInsuranceApplicationsController, AdminStatsController } from './admin-applications.http.controller.js';
import { AdminOutboxController } from './admin-outbox.http.controller.js';
import { AssignVisaTypeHandler } from './commands/assign-visa-type.js';
import { DecideApplicationHandler } from './commands/decide-application.js';
import { EraseInsuranceApplicantDataHandler } from './commands/erase-insurance-applicant-data.js';
import { GetAdminStatsHandler, GetApplicationHistoryHandler, GetStateAsOfHandler, ListAdminApplicationsHandler } from './queries/admin-queries.js';

/** The staff back office: lists, stats, decisions, visa types, insurance erasure, history and state-as-of (access: StaffModule's guard). */
@Module({
  imports: [DocumentsModule],
  controllers: [AdminStatsController, AdminApplicationsController, AdminInsuranceApplicationsController, AdminOutboxController],
  providers: [DecideApplicationHandler, EraseInsuranceApplicantDataHandler, AssignVisaTypeHandler, GetAdminStatsHandler, ListAdminApplicationsHandler, GetApplicationHistoryHandler, GetStateAsOfHandler],
})
export class BackOfficeModule {}
