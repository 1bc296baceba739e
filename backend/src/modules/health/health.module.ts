import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module.js';
import { HealthController } from './health.http.controller.js';

/** The health route; StaffModule for the session check that decides how much the answer says. */
@Module({ imports: [StaffModule], controllers: [HealthController] })
export class HealthModule {}
