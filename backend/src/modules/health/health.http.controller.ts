import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Database } from '../../infrastructure/database/database.js';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { Projections } from '../../projections/projections.js';

/**
 * A projector with an event waiting longer than this is stalled: batches take milliseconds, so it is
 * failing on an event (see the runner's 'projector failing' log) or no instance runs it.
 */
export const STALLED_AFTER_SECONDS = 60;

@ApiTags('operations')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Projections) private readonly runner: Projections,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Database reachability and each projector’s lag behind the event store',
    description:
      `status is 'degraded' (still 200: travellers are served, and a restart would not help) when a projector has had an event waiting for more than ${STALLED_AFTER_SECONDS} s; ` +
      'that projector is marked stalled, and the log says where it stopped.',
  })
  async health(@Res({ passthrough: true }) response: FastifyReply) {
    try {
      const { rows } = await this.db.query<{ projector: string; lag_events: string; updated_at: Date; stalled: boolean }>(
        `SELECT p.projector, (SELECT count(*) FROM events e WHERE e.global_position > p.global_position)::text AS lag_events, p.updated_at,
                EXISTS (SELECT 1 FROM events e WHERE e.global_position > p.global_position AND e.occurred_at < now() - make_interval(secs => $2)) AS stalled
         FROM projection_checkpoints p WHERE p.projector = ANY($1)`,
        [ALL_PROJECTORS.map((p) => p.name), STALLED_AFTER_SECONDS],
      );
      const projections = ALL_PROJECTORS.map((p) => {
        const row = rows.find((r) => r.projector === p.name);
        return {
          name: p.name,
          runningHere: this.runner.isRunning(p.name),
          lagEvents: row ? Number(row.lag_events) : null,
          stalled: row?.stalled ?? false,
          checkpointUpdatedAt: row?.updated_at.toISOString() ?? null,
        };
      });
      return { status: projections.some((p) => p.stalled) ? 'degraded' : 'ok', database: 'up', projections };
    } catch {
      response.status(503);
      return { status: 'error', database: 'down' };
    }
  }
}
