/**
 * Shapes of the staff API (`/api/admin/*`) as the panel reads them. Those the server shares through
 * `@evisa/contracts` come from there; the rest (the outbox) are declared here.
 */
import type { AdminApplicationRow, AdminHistoryEvent, AdminInsuranceApplicationRow, AdminPage, AdminStateAsOf, StaffAccountView, StaffSessionView, StaffView } from '@evisa/contracts';

export type { AdminHistory, AdminStats, StaffRole } from '@evisa/contracts';
export type AdminSession = StaffSessionView;
/** GET /api/admin/auth/me: the session, or `{ staff: null }` when nobody is signed in. */
export type AdminSessionAnswer = AdminSession | { staff: null };
export type StaffMember = StaffView;
export type StaffAccount = StaffAccountView;
export type VisaApplicationRow = AdminApplicationRow;
export type InsuranceApplicationRow = AdminInsuranceApplicationRow;
export type PagedApplications<TRow> = AdminPage<TRow>;
export type HistoryEvent = AdminHistoryEvent;
export type EventActor = AdminHistoryEvent['actor'];
export type StateAsOf = AdminStateAsOf;

export type ApplicationKind = 'visa' | 'insurance';

export interface OutboxDelivery {
  /** queued, sending, sent, local-outbox, failed or not-sent. */
  status?: string;
  transport: string | null;
  deliveredAt: string | null;
  error: string | null;
}

export interface OutboxMessageSummary {
  id: string;
  to: string;
  subject: string;
  kind: string;
  language: string;
  createdAt: string;
  delivery: OutboxDelivery | null;
  attachments: Array<{ name: string }>;
}

export interface OutboxMessage extends OutboxMessageSummary {
  text?: string | null;
  html?: string | null;
}

export interface PagedOutbox {
  messages: OutboxMessageSummary[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
}
