import { Module } from '@nestjs/common';
import { HealthController } from './health.http.controller.js';

@Module({ controllers: [HealthController] })
export class HealthModule {}
