import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Database } from '../../infrastructure/database/database.js';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { Projections } from '../../projections/projections.js';

@ApiTags('operations')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Projections) private readonly runner: Projections,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Database reachability and each projector’s lag behind the event store' })
  async health(@Res({ passthrough: true }) response: FastifyReply) {
    try {
      const { rows } = await this.db.query<{ projector: string; lag_events: string; updated_at: Date }>(
        `SELECT p.projector, (SELECT count(*) FROM events e WHERE e.global_position > p.global_position)::text AS lag_events, p.updated_at
         FROM projection_checkpoints p WHERE p.projector = ANY($1)`,
        [ALL_PROJECTORS.map((p) => p.name)],
      );
      return {
        status: 'ok',
        database: 'up',
        projections: ALL_PROJECTORS.map((p) => {
          const row = rows.find((r) => r.projector === p.name);
          return {
            name: p.name,
            runningHere: this.runner.isRunning(p.name),
            lagEvents: row ? Number(row.lag_events) : null,
            checkpointUpdatedAt: row?.updated_at.toISOString() ?? null,
          };
        }),
      };
    } catch {
      response.status(503);
      return { status: 'error', database: 'down' };
    }
  }
}
