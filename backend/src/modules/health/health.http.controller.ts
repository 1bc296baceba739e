import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Database } from '../../infrastructure/database/database.js';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { Projections } from '../../projections/projections.js';
import { SessionStore } from '../staff/auth/session-store.js';
import { STAFF_COOKIE_NAMES, type StaffCookieNames } from '../staff/auth/staff-cookie-names.js';
import { checkStaffSession } from '../staff/auth/staff-session-check.js';

/**
 * A projector with an event waiting longer than this is stalled: batches take milliseconds, so it is
 * failing on an event (see the runner's 'projector failing' log) or no instance runs it.
 */
export const STALLED_AFTER_SECONDS = 60;

/** What anyone gets: enough for a load balancer, a compose healthcheck or an uptime monitor. */
export interface PublicHealth {
  readonly status: 'ok' | 'degraded' | 'error';
}

/**
 * GET /api/health is public (load balancers and the container healthcheck call it without a
 * session), so everyone gets the status code and `status` alone; the database state and the
 * projectors by name with their lag, which map the system's insides for nobody's benefit outside,
 * go only to a signed-in staff member (any role; the same session cookie as the staff routes).
 */
@ApiTags('operations')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Projections) private readonly runner: Projections,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(STAFF_COOKIE_NAMES) private readonly cookies: StaffCookieNames,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Whether the service is up: 200 with status ok or degraded, 503 with status error when the database is down',
    description:
      `status is 'degraded' (still 200: travellers are served, and a restart would not help) when a projector has had an event waiting for more than ${STALLED_AFTER_SECONDS} s. ` +
      'A signed-in staff member (session cookie) also gets database and projections: each projector with its lag, the stalled one marked, and the log says where it stopped.',
  })
  async health(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const detail = await this.detail(response);
    // With the database down no session can be checked, and the 503 with status error says it all.
    if (detail.status === 'error' || !(await this.askedByStaff(request))) return { status: detail.status } satisfies PublicHealth;
    return detail;
  }

  /** Only a request carrying a staff session cookie costs a session lookup; one that fails counts as nobody. */
  private async askedByStaff(request: FastifyRequest): Promise<boolean> {
    try {
      return 'session' in (await checkStaffSession(this.sessions, this.cookies.session, 'GET', request.headers));
    } catch {
      return false;
    }
  }

  private async detail(response: FastifyReply) {
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
      return { status: projections.some((p) => p.stalled) ? ('degraded' as const) : ('ok' as const), database: 'up', projections };
    } catch {
      response.status(503);
      return { status: 'error' as const, database: 'down' };
    }
  }
}
