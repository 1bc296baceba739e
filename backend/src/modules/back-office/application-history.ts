import type { AdminHistoryEvent } from '@evisa/contracts';
import { insuranceApplicationStreamId } from '../../domain/insurance-application/insurance-application.js';
import { paymentStreamId } from '../../domain/payment/payment.js';
import { replayTimeline, type TimelineView } from '../../domain/visa-application/application-timeline.js';
import { visaApplicationStreamId } from '../../domain/visa-application/visa-application.js';
import type { Sql } from '../../infrastructure/database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { RecordedEvent } from '../../event-store/event-store.types.js';

export interface HistoryEntry {
  readonly event: AdminHistoryEvent;
  /** The application's state right after this event. */
  readonly view: TimelineView;
}

/** Staff see personal data decrypted; once the subject's key is shredded the block reads "erased". */
function presentData(data: Record<string, unknown>): Record<string, unknown> {
  return 'pii' in data && data.pii === null ? { ...data, pii: 'erased' } : data;
}

function byPosition(a: RecordedEvent, b: RecordedEvent): number {
  const d = BigInt(a.position) - BigInt(b.position);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * An application's whole history: its own stream (visa or insurance: a number names one of them) and
 * its payment's, in store order, each event with the state after it (replayed with the pure evolve
 * functions). Empty when the application is unknown.
 */
export async function loadApplicationHistory(sql: Sql, store: EventStore, applicationNumber: string): Promise<HistoryEntry[]> {
  const [visa, insurance, payment] = await Promise.all([
    store.readStream(sql, visaApplicationStreamId(applicationNumber)),
    store.readStream(sql, insuranceApplicationStreamId(applicationNumber)),
    store.readStream(sql, paymentStreamId(applicationNumber)),
  ]);
  const application = visa.length > 0 ? visa : insurance;
  if (application.length === 0) return [];
  const events = [...application, ...payment].sort(byPosition);
  const staffIds = [...new Set(events.filter((e) => e.metadata.actor?.kind === 'staff' && e.metadata.actor.id).map((e) => e.metadata.actor.id!))];
  const emails = new Map<string, string>();
  if (staffIds.length > 0) {
    const { rows } = await sql.query<{ staff_id: string; email: string }>('SELECT staff_id, email FROM staff_accounts WHERE staff_id = ANY($1)', [staffIds]);
    for (const row of rows) emails.set(row.staff_id, row.email);
  }
  return replayTimeline(events).map(({ event, view }) => ({
    event: {
      position: event.position,
      streamId: event.streamId,
      streamType: event.streamType,
      version: event.streamVersion,
      type: event.type,
      occurredAt: event.occurredAt,
      actor: { ...event.metadata.actor, ...(event.metadata.actor?.id && emails.has(event.metadata.actor.id) ? { email: emails.get(event.metadata.actor.id) } : {}) },
      data: presentData(event.data),
    },
    view,
  }));
}

function actorLabel(actor: HistoryEntry['event']['actor']): string {
  const who = actor.email ?? actor.id;
  return who ? `${actor.kind}:${who}` : actor.kind;
}

/** The printed form: one block per event, the state right after it, then the data (personal data decrypted or "erased"). */
export function formatHistory(applicationNumber: string, history: readonly HistoryEntry[]): string {
  const lines = [`History of application ${applicationNumber} (${history.length} events)`, ''];
  for (const { event, view } of history) {
    lines.push(`#${event.position}  ${event.occurredAt}  ${event.streamId} v${event.version}  ${event.type}  by ${actorLabel(event.actor)}`);
    lines.push(`    status after: ${view.status}, payment: ${view.paymentStatus}${view.visaType ? `, visa type: ${view.visaType}` : ''}${view.personalDataErased ? ', personal data erased' : ''}`);
    for (const line of JSON.stringify(event.data, null, 2).split('\n')) lines.push(`    ${line}`);
    lines.push('');
  }
  return lines.join('\n');
}

