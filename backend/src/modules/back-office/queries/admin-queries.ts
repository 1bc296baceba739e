import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, LIMITS, type AdminHistory, type AdminPage, type AdminStateAsOf, type AdminStats } from '@evisa/contracts';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { Database } from '../../../infrastructure/database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import { listAdminRows, type AdminKind, type AdminRowOf } from '../admin-application-rows.js';
import { loadApplicationHistory } from '../application-history.js';

export class GetAdminStatsQuery {}

@QueryHandler(GetAdminStatsQuery)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStatsQuery, AdminStats> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute(): Promise<AdminStats> {
    const { rows } = await this.db.query<{ total_applications: number; total_insurance_applications: number; pending_applications: number; revenue_cents: string }>(
      'SELECT total_applications, total_insurance_applications, pending_applications, revenue_cents FROM admin_stats WHERE id = 1',
    );
    const row = rows[0];
    return {
      totalApplications: row?.total_applications ?? 0,
      totalInsuranceApplications: row?.total_insurance_applications ?? 0,
      totalRevenue: Number(row?.revenue_cents ?? 0) / 100,
      pendingApplications: row?.pending_applications ?? 0,
    };
  }
}

export class ListAdminApplicationsQuery<K extends AdminKind = AdminKind> {
  constructor(
    readonly kind: K,
    readonly page: number = 1,
    readonly limit: number = LIMITS.adminPageSize,
    readonly search: string = '',
  ) {}
}

/** Newest first, paged, searchable by number, name, email and passport (the admin list projection). */
@QueryHandler(ListAdminApplicationsQuery)
export class ListAdminApplicationsHandler implements IQueryHandler<ListAdminApplicationsQuery, AdminPage<AdminRowOf<AdminKind>>> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute<K extends AdminKind>({ kind, page, limit, search }: ListAdminApplicationsQuery<K>): Promise<AdminPage<AdminRowOf<K>>> {
    const { rows, totalCount } = await listAdminRows(this.db, kind, { page, limit, search });
    return { applications: rows, totalCount, currentPage: page, totalPages: Math.max(1, Math.ceil(totalCount / limit)) };
  }
}

export class GetApplicationHistoryQuery {
  constructor(readonly applicationNumber: string) {}
}

@QueryHandler(GetApplicationHistoryQuery)
export class GetApplicationHistoryHandler implements IQueryHandler<GetApplicationHistoryQuery, AdminHistory> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ applicationNumber }: GetApplicationHistoryQuery): Promise<AdminHistory> {
    const history = await loadApplicationHistory(this.db, this.store, applicationNumber);
    if (history.length === 0) throw new DomainError('not-found', ADMIN_MESSAGES.applicationNotFound);
    return { applicationNumber, events: history.map((h) => h.event) };
  }
}

export class GetStateAsOfQuery {
  constructor(
    readonly applicationNumber: string,
    readonly position: string,
  ) {}
}

/** The status the application had right after one of its events (a replay up to it). */
@QueryHandler(GetStateAsOfQuery)
export class GetStateAsOfHandler implements IQueryHandler<GetStateAsOfQuery, AdminStateAsOf> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ applicationNumber, position }: GetStateAsOfQuery): Promise<AdminStateAsOf> {
    const history = await loadApplicationHistory(this.db, this.store, applicationNumber);
    if (history.length === 0) throw new DomainError('not-found', ADMIN_MESSAGES.applicationNotFound);
    const entry = history.find((h) => h.event.position === position);
    if (!entry) throw new DomainError('not-found', `Event ${position} is not part of application ${applicationNumber}'s history`);
    return { applicationNumber, position, eventType: entry.event.type, occurredAt: entry.event.occurredAt, ...entry.view };
  }
}
