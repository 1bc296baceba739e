import { createHash } from 'node:crypto';
import type { Sql } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import type { EmailComposer, LetterContent } from '../../modules/notifications/email-composers/email-composer.js';
import { EMAIL_COMPOSERS } from '../../modules/notifications/email-composers/index.js';
import { WritesBehind, type ProjectionReplay, type Projector, type ReplaySql } from '../projector.js';
import { writeKeyedRows } from '../row-projection.js';
import { APPLICANT_ERASED_EVENT_TYPES, evolveOrderContext, ORDER_CONTEXT_EVENT_TYPES, orderIdOf, type OrderContext } from './order-context.js';

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
  /** The email's words; its bodies are laid out from them when it is sent or viewed (`renderLetter`). */
  content: LetterContent;
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
  const throttled = composers.filter((c) => c.atMostOncePerMs !== undefined);
  const throttledTypes = new Set(throttled.flatMap((c) => c.eventTypes));

  /**
   * When each throttled composer's latest message was caused (its event's time), from the outbox
   * itself: those messages are never deleted (they belong to no order), and their times only grow.
   */
  const loadLastComposed = async (sql: Sql, events: readonly RecordedEvent[]): Promise<Map<string, number>> => {
    if (!events.some((e) => throttledTypes.has(e.type))) return new Map();
    const last = new Map<string, number>();
    for (const composer of throttled) {
      // Walks the created_at index back from the newest message: a few rows, as this composer's are recent.
      const { rows } = await sql.query<{ created_at: Date }>('SELECT created_at FROM outbox_messages WHERE composer = $1 ORDER BY created_at DESC LIMIT 1', [composer.name]);
      if (rows[0]) last.set(composer.name, new Date(rows[0].created_at).getTime());
    }
    return last;
  };

  /**
   * Applies events to the order contexts in `work` (loaded beforehand) and drafts their messages
   * there; pure apart from the maps it fills.
   */
  const project = (work: OutboxWork, events: readonly RecordedEvent[]): void => {
    for (const event of events) {
      const orderId = orderIdOf(event);
      const current = orderId ? work.contexts.get(orderId) : undefined;
      if (current && (current.stream_versions[event.streamId] ?? 0) >= event.streamVersion) continue;
      let context: OrderContext | null = current?.context ?? null;
      if (orderId) {
        context = evolveOrderContext(context, event);
        if (context) {
          work.contexts.set(orderId, { order_id: orderId, context, stream_versions: { ...current?.stream_versions, [event.streamId]: event.streamVersion } });
          work.changed.add(orderId);
        }
        if (APPLICANT_ERASED_EVENT_TYPES.includes(event.type)) {
          work.erased.add(orderId);
          for (const [id, message] of work.messages) if (message.order_id === orderId) work.messages.delete(id);
        }
      }
      for (const composer of composers) {
        if (!composer.eventTypes.includes(event.type)) continue;
        const at = Date.parse(event.occurredAt);
        const last = work.lastComposed.get(composer.name);
        if (composer.atMostOncePerMs !== undefined && last !== undefined && at < last + composer.atMostOncePerMs) continue;
        const draft = composer.compose(event, context);
        if (!draft) continue;
        if (composer.atMostOncePerMs !== undefined) work.lastComposed.set(composer.name, at);
        const id = outboxMessageId(composer.name, event);
        work.messages.set(id, {
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
          content: draft.content,
          attachments: draft.attachments,
        });
      }
    }
  };

  const loadContexts = async (sql: Sql, orderIds: readonly string[], lock: 'FOR UPDATE' | ''): Promise<ContextRow[]> => {
    if (orderIds.length === 0) return [];
    const { rows } = await sql.query<ContextRow>(`SELECT order_id, context, stream_versions FROM outbox_order_context WHERE order_id = ANY($1) ${lock}`, [orderIds]);
    return rows;
  };

  /**
   * Writes the changed contexts (replacing those that may exist), the erasures, then the new messages,
   * one statement after another (a connection takes one at a time). What it writes is fixed when it
   * is called, so a replay may start it and go on with a new `work`. A replay passes its connection
   * as `replaying`: its contexts then go in as `writeKeyedRows` says, and its messages by
   * `insertRows` (a replay drafts each message once, into tables that start empty, so none exists yet).
   */
  const write = async (sql: Sql, work: OutboxWork, mayExist: (orderId: string) => boolean, replaying?: ReplaySql): Promise<void> => {
    const changed = [...work.changed].map((id) => work.contexts.get(id)!);
    const erased = [...work.erased].filter(mayExist);
    const messages = [...work.messages.values()];
    const erase = () => (erased.length > 0 ? sql.query('DELETE FROM outbox_messages WHERE order_id = ANY($1)', [erased]) : undefined);
    if (replaying) {
      // Every statement issued now, in order, as writeKeyedRows does: the replay's connection runs
      // them in that order, so a later write's erasure can never run before this write's messages
      // (which would leave an erased person's message in the rebuilt outbox).
      await Promise.all([writeKeyedRows(sql, 'outbox_order_context', 'order_id', changed, mayExist, replaying), erase(), replaying.insertRows('outbox_messages', 'id', messages)]);
      return;
    }
    await writeKeyedRows(sql, 'outbox_order_context', 'order_id', changed, mayExist);
    await erase();
    if (messages.length === 0) return;
    await sql.query(`INSERT INTO outbox_messages SELECT * FROM jsonb_populate_recordset(NULL::outbox_messages, $1::jsonb) ON CONFLICT (id) DO NOTHING`, [
      JSON.stringify(messages),
    ]);
  };

  return {
    name: 'outbox',
    tables: ['outbox_order_context', 'outbox_messages'],
    inline: false,
    handles: (type) => handled.has(type),
    async applyBatch(sql: Sql, events: readonly RecordedEvent[]) {
      const orderIds = [...new Set(events.map(orderIdOf).filter((id): id is string => id !== null))];
      const work = newWork(await loadContexts(sql, orderIds, 'FOR UPDATE'), await loadLastComposed(sql, events));
      project(work, events);
      await write(sql, work, () => true);
    },
    replay(flushRows): ProjectionReplay {
      // Contexts and messages since the last write, and the orders already written. The throttled
      // composers' last messages are followed through the whole replay (the tables start empty).
      const lastComposed = new Map<string, number>();
      let work = newWork([], lastComposed);
      const written = new Set<string>();
      const writes = new WritesBehind();
      const startWrite = (sql: ReplaySql) => {
        writes.start(write(sql, work, (orderId) => written.has(orderId), sql));
        for (const orderId of work.changed) written.add(orderId);
        // An erasure must also reach the messages of an order whose context was never stored.
        for (const message of work.messages.values()) if (message.order_id) written.add(message.order_id);
        work = newWork([], lastComposed);
      };
      return {
        async apply(sql, events) {
          writes.throwIfFailed();
          // Only orders written earlier in this rebuild can be in the table: read just those.
          const stored = [...new Set(events.map(orderIdOf))].filter((id): id is string => id !== null && written.has(id) && !work.contexts.has(id));
          for (const row of await loadContexts(sql, stored, '')) work.contexts.set(row.order_id, row);
          project(work, events);
          if (work.contexts.size + work.messages.size >= flushRows) startWrite(sql);
        },
        async flush(sql) {
          startWrite(sql);
          await writes.settled();
        },
      };
    },
  };
}

/** What a batch (or a replay between flushes) has loaded and changed. */
interface OutboxWork {
  readonly contexts: Map<string, ContextRow>;
  readonly changed: Set<string>;
  readonly erased: Set<string>;
  readonly messages: Map<string, OutboxMessageRow>;
  /** Event time of each throttled composer's latest message (see EmailComposer.atMostOncePerMs). */
  readonly lastComposed: Map<string, number>;
}

function newWork(loaded: readonly ContextRow[], lastComposed: Map<string, number>): OutboxWork {
  return { contexts: new Map(loaded.map((row) => [row.order_id, row])), changed: new Set(), erased: new Set(), messages: new Map(), lastComposed };
}

export const outboxProjector = createOutboxProjector(EMAIL_COMPOSERS);
