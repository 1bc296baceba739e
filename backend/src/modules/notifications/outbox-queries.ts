import type { Sql } from '../../infrastructure/database/database.js';
import type { LanguageCode } from '@evisa/contracts';
import type { AttachmentRef, LetterContent } from './email-composers/email-composer.js';
import { EMAIL_COMPOSERS } from './email-composers/index.js';
import { renderLetter } from './email-composers/letter.js';
import type { DocumentStorage } from '../documents/document-storage.port.js';

/** How long after its event a queued message is still sent; older ones (e.g. composed by a rebuild for a new composer) never are. */
export const SEND_WINDOW_HOURS = 72;

export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'local-outbox' | 'failed' | 'not-sent';

export interface DeliveryState {
  readonly status: DeliveryStatus;
  readonly transport: string | null;
  readonly deliveredAt: string | null;
  readonly attempts: number;
  readonly error: string | null;
}

export interface OutboxMessageSummary {
  readonly id: string;
  readonly composer: string;
  readonly orderId: string | null;
  readonly to: string;
  readonly toName: string | null;
  readonly language: string;
  readonly subject: string;
  readonly createdAt: string;
  readonly attachments: ReadonlyArray<{ readonly filename: string; readonly contentType: string }>;
  readonly delivery: DeliveryState;
}

export interface OutboxMessage extends OutboxMessageSummary {
  readonly text: string;
  readonly html: string;
}

interface JoinedRow {
  id: string;
  composer: string;
  order_id: string | null;
  to_address: string;
  to_name: string | null;
  language: LanguageCode;
  subject: string;
  content?: LetterContent;
  created_at: Date;
  attachments: AttachmentRef[];
  transport: string | null;
  delivered_at: Date | null;
  attempts: number | null;
  error: string | null;
  claimed: boolean;
  in_window: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SELECT = (withBodies: boolean) => `
  SELECT m.id, m.composer, m.order_id, m.to_address, m.to_name, m.language, m.subject, m.created_at, m.attachments,
         ${withBodies ? 'm.content,' : ''}
         d.transport, d.delivered_at, d.attempts, d.error, d.message_id IS NOT NULL AS claimed,
         m.created_at > now() - make_interval(hours => ${SEND_WINDOW_HOURS}) AS in_window
  FROM outbox_messages m LEFT JOIN email_deliveries d ON d.message_id = m.id`;

function deliveryOf(row: JoinedRow): DeliveryState {
  const base = { transport: row.transport, deliveredAt: row.delivered_at?.toISOString() ?? null, attempts: row.attempts ?? 0, error: row.error };
  if (!row.claimed) return { ...base, status: row.in_window ? 'queued' : 'not-sent' };
  if (row.delivered_at) return { ...base, status: row.transport === 'local-outbox' ? 'local-outbox' : 'sent' };
  return { ...base, status: row.error ? 'failed' : 'sending' };
}

function summaryOf(row: JoinedRow): OutboxMessageSummary {
  return {
    id: row.id,
    composer: row.composer,
    orderId: row.order_id,
    to: row.to_address,
    toName: row.to_name,
    language: row.language,
    subject: row.subject,
    createdAt: row.created_at.toISOString(),
    attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
    delivery: deliveryOf(row),
  };
}

/** Newest first, for the staff outbox page. */
export async function listOutbox(sql: Sql, options: { page: number; limit: number }): Promise<{ items: OutboxMessageSummary[]; total: number; page: number; limit: number }> {
  const limit = Math.min(Math.max(Math.trunc(options.limit) || 20, 1), 100);
  const page = Math.max(Math.trunc(options.page) || 1, 1);
  const [{ rows }, count] = await Promise.all([
    sql.query<JoinedRow>(`${SELECT(false)} ORDER BY m.created_at DESC, m.id LIMIT $1 OFFSET $2`, [limit, (page - 1) * limit]),
    sql.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages'),
  ]);
  return { items: rows.map(summaryOf), total: count.rows[0]!.n, page, limit };
}

/**
 * One message with its bodies (laid out now from its words, as when it is sent) and delivery state; null when there is none with this id.
 * `siteUrl` makes its link absolute as the sender does; without it the link shows as its path.
 */
export async function getOutboxMessage(sql: Sql, id: string, siteUrl?: string): Promise<OutboxMessage | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await sql.query<JoinedRow>(`${SELECT(true)} WHERE m.id = $1`, [id]);
  const row = rows[0];
  return row ? { ...summaryOf(row), ...renderLetter(row.language, row.content!, siteUrl) } : null;
}

/** An attachment as sent: its name and type, and its file rendered now from the row's data. */
export interface RenderedAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** The attachment, rendered now from the row's data (PDFs are not stored); null when unknown. */
export async function renderAttachment(sql: Sql, documents: DocumentStorage, id: string, attachmentName: string): Promise<RenderedAttachment | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await sql.query<AttachingRow>('SELECT composer, stream_id, attachments FROM outbox_messages WHERE id = $1', [id]);
  const row = rows[0];
  const attachment = row?.attachments.find((a) => a.filename === attachmentName);
  if (!row || !attachment) return null;
  return { filename: attachment.filename, contentType: attachment.contentType, content: await renderAttachmentRef(documents, row, attachment) };
}

/** What of an outbox row its attachments are rendered with. */
export interface AttachingRow {
  readonly composer: string;
  readonly stream_id: string;
  readonly attachments: AttachmentRef[];
}

export function renderAttachmentRef(documents: DocumentStorage, message: AttachingRow, attachment: AttachmentRef): Promise<Buffer> {
  const renderer = EMAIL_COMPOSERS.find((c) => c.name === message.composer)?.renderers?.[attachment.renderer];
  if (!renderer) throw new Error(`No renderer ${attachment.renderer} for composer ${message.composer}`);
  return renderer(attachment.data, { documents, subjectId: message.stream_id });
}
