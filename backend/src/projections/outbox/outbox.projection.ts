import { createHash } from 'node:crypto';
import type { Sql } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import type { EmailComposer } from '../../modules/notifications/email-composers/email-composer.js';
import { EMAIL_COMPOSERS } from '../../modules/notifications/email-composers/index.js';
import type { Projector } from '../projector.js';
import { evolveOrderContext, ORDER_CONTEXT_EVENT_TYPES, orderIdOf, type OrderContext } from './order-context.js';

interface ContextRow {
  order_id: string;
  context: OrderContext;
  stream_versions: Record<string, number>;
}

export interface OutboxMessageRow {
  id: string;
  composer: string;
  order_id: string | null;
  stream_id: string;
  stream_version: number;
  event_position: string;
  created_at: string;
  to_address: string;
  to_name: string | null;
  language: string;
  subject: string;
  body_text: string;
  body_html: string;
  attachments: unknown;
}

/**
 * A message's id follows from what caused it (composer, stream, version), never from when it was
 * projected: a rebuild re-creates the same ids, and the sender's deliveries (kept outside the
 * projection, by id) keep every message from going out twice.
 */
export function outboxMessageId(composer: string, event: Pick<RecordedEvent, 'streamId' | 'streamVersion'>): string {
  const hex = createHash('sha256').update(`${composer}\n${event.streamId}\n${event.streamVersion}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The outbox: one row per email to send, composed from events by the registered composers. It
 * keeps each order's context (language, who paid, price lines) in its own table so a composer
 * sees it when the triggering event arrives. Erasing a person deletes the messages to them, so a
 * rebuild (which can no longer read their address) gives the same rows as the live projection.
 */
export function createOutboxProjector(composers: readonly EmailComposer[]): Projector {
  const handled = new Set<string>([...ORDER_CONTEXT_EVENT_TYPES, ...composers.flatMap((c) => c.eventTypes)]);
  return {
    name: 'outbox',
    tables: ['outbox_order_context', 'outbox_messages'],
    inline: false,
    handles: (type) => handled.has(type),
    async applyBatch(sql: Sql, events: readonly RecordedEvent[]) {
      const orderIds = [...new Set(events.map(orderIdOf).filter((id): id is string => id !== null))];
      const { rows } = orderIds.length
        ? await sql.query<ContextRow>('SELECT order_id, context, stream_versions FROM outbox_order_context WHERE order_id = ANY($1) FOR UPDATE', [orderIds])
        : { rows: [] as ContextRow[] };
      const contexts = new Map(rows.map((r) => [r.order_id, r]));
      const changed = new Set<string>();
      const erased = new Set<string>();
      const messages = new Map<string, OutboxMessageRow>();

      for (const event of events) {
        const orderId = orderIdOf(event);
        const current = orderId ? contexts.get(orderId) : undefined;
        if (current && (current.stream_versions[event.streamId] ?? 0) >= event.streamVersion) continue;
        let context: OrderContext | null = current?.context ?? null;
        if (orderId) {
          context = evolveOrderContext(context, event);
          if (context) {
            contexts.set(orderId, { order_id: orderId, context, stream_versions: { ...current?.stream_versions, [event.streamId]: event.streamVersion } });
            changed.add(orderId);
          }
          if (event.type === 'VisaApplicantDataErased') {
            erased.add(orderId);
            for (const [id, message] of messages) if (message.order_id === orderId) messages.delete(id);
          }
        }
        for (const composer of composers) {
          if (!composer.eventTypes.includes(event.type)) continue;
          const draft = composer.compose(event, context);
          if (!draft) continue;
          const id = outboxMessageId(composer.name, event);
          messages.set(id, {
            id,
            composer: composer.name,
            order_id: orderId,
            stream_id: event.streamId,
            stream_version: event.streamVersion,
            event_position: event.position,
            created_at: event.occurredAt,
            to_address: draft.to,
            to_name: draft.toName,
            language: draft.language,
            subject: draft.subject,
            body_text: draft.text,
            body_html: draft.html,
            attachments: draft.attachments,
          });
        }
      }

      if (changed.size > 0) {
        await sql.query(
          `INSERT INTO outbox_order_context SELECT * FROM jsonb_populate_recordset(NULL::outbox_order_context, $1::jsonb)
           ON CONFLICT (order_id) DO UPDATE SET context = EXCLUDED.context, stream_versions = EXCLUDED.stream_versions`,
          [JSON.stringify([...changed].map((id) => contexts.get(id)))],
        );
      }
      if (erased.size > 0) await sql.query('DELETE FROM outbox_messages WHERE order_id = ANY($1)', [[...erased]]);
      if (messages.size > 0) {
        await sql.query(
          `INSERT INTO outbox_messages SELECT * FROM jsonb_populate_recordset(NULL::outbox_messages, $1::jsonb) ON CONFLICT (id) DO NOTHING`,
          [JSON.stringify([...messages.values()])],
        );
      }
    },
  };
}

export const outboxProjector = createOutboxProjector(EMAIL_COMPOSERS);
