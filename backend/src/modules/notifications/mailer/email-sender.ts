import type { Logger } from 'pino';
import type { Database } from '../../../infrastructure/database/database.js';
import { COMPANY, type LanguageCode } from '@evisa/contracts';
import type { AttachmentRef, LetterContent } from '../email-composers/email-composer.js';
import { renderLetter } from '../email-composers/letter.js';
import { renderAttachmentRef, SEND_WINDOW_HOURS } from '../outbox-queries.js';
import type { MailTransport } from './mail-transport.js';
import { describeSendFailure, sendFailureText } from './send-failure.js';
import type { DocumentStorage } from '../../documents/document-storage.port.js';

export const LOCAL_OUTBOX = 'local-outbox';
const MAX_ATTEMPTS = 5;
const RETRY_AFTER_SECONDS = 60;
const BATCH = 20;

interface MessageRow {
  id: string;
  composer: string;
  stream_id: string;
  to_address: string;
  to_name: string | null;
  language: LanguageCode;
  subject: string;
  content: LetterContent;
  attachments: AttachmentRef[];
}

/**
 * Delivers the outbox. Each message is claimed by inserting its delivery row first (the primary key
 * decides between instances), so it goes out at most once per claim, with any number of app
 * instances and across outbox rebuilds. A failed send is retried a few times, a minute apart per
 * attempt; a claim whose send never reported back (the process died mid-send) is left for staff
 * rather than risk a duplicate.
 */
export class EmailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    /** Where attachments that embed stored files (the e-visa PDF) read them. */
    private readonly documents: DocumentStorage,
    /** Null: no SMTP configured, messages stay in the local outbox. */
    private readonly transport: MailTransport | null,
    private readonly from: string,
    private readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>,
    private readonly pollMs = 1000,
    /** The site's public address (PUBLIC_BASE_URL): a letter's link to our status page is made absolute with it. */
    private readonly siteUrl?: string,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over what is due; returns how many messages it handled. */
  async sendPending(): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT m.id FROM outbox_messages m LEFT JOIN email_deliveries d ON d.message_id = m.id
       WHERE m.created_at > now() - make_interval(hours => $1)
         AND (d.message_id IS NULL
              OR (d.delivered_at IS NULL AND d.error IS NOT NULL AND d.attempts < $2
                  AND d.claimed_at < now() - make_interval(secs => $3 * d.attempts)))
       ORDER BY m.created_at, m.id LIMIT $4`,
      [SEND_WINDOW_HOURS, MAX_ATTEMPTS, RETRY_AFTER_SECONDS, BATCH],
    );
    for (const { id } of rows) await this.deliver(id);
    return rows.length;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sendPending()
        .then((handled) => this.schedule(handled > 0 ? 0 : this.pollMs))
        .catch((error) => {
          this.logger.error({ err: error }, 'email sender pass failed; retrying');
          this.schedule(this.pollMs);
        });
    }, delay);
  }

  private async deliver(id: string): Promise<void> {
    if (!this.transport) {
      await this.db.query(
        `INSERT INTO email_deliveries (message_id, transport, delivered_at) VALUES ($1, $2, now()) ON CONFLICT (message_id) DO NOTHING`,
        [id, LOCAL_OUTBOX],
      );
      return;
    }
    const claim = await this.db.query(
      `INSERT INTO email_deliveries (message_id, transport) VALUES ($1, $2)
       ON CONFLICT (message_id) DO UPDATE SET attempts = email_deliveries.attempts + 1, claimed_at = now(), error = NULL, transport = EXCLUDED.transport
         WHERE email_deliveries.delivered_at IS NULL AND email_deliveries.error IS NOT NULL AND email_deliveries.attempts < $3
       RETURNING attempts`,
      [id, this.transport.name, MAX_ATTEMPTS],
    );
    if (claim.rowCount !== 1) return;
    let recipient: { address?: string; name?: string | null } = {};
    try {
      const { rows } = await this.db.query<MessageRow>('SELECT * FROM outbox_messages WHERE id = $1', [id]);
      const message = rows[0];
      // Erased between the pass and the claim: the message must not go out.
      if (!message) throw new WithdrawnError();
      recipient = { address: message.to_address, name: message.to_name };
      const attachments = await Promise.all(
        message.attachments.map(async (a) => ({ filename: a.filename, contentType: a.contentType, content: await renderAttachmentRef(this.documents, message, a) })),
      );
      const { text, html } = renderLetter(message.language, message.content, this.siteUrl);
      const result = await this.transport.send({
        id,
        from: this.from,
        to: { name: message.to_name, address: message.to_address },
        replyTo: `${COMPANY.brandName} <${COMPANY.supportEmail}>`,
        subject: message.subject,
        text,
        html,
        language: message.language,
        attachments,
      });
      await this.db.query('UPDATE email_deliveries SET delivered_at = now(), provider_message_id = $2 WHERE message_id = $1', [id, result.providerMessageId]);
      this.logger.info({ messageId: id, composer: message.composer }, 'email sent');
    } catch (error) {
      const withdrawn = error instanceof WithdrawnError;
      // Codes and a redacted message only: the SMTP error quotes the recipient, and this row and the
      // logs outlive the person's erasure (send-failure.ts).
      const failure = describeSendFailure(error, recipient);
      await this.db.query('UPDATE email_deliveries SET error = $2, attempts = CASE WHEN $3 THEN $4 ELSE attempts END WHERE message_id = $1', [
        id,
        sendFailureText(failure),
        withdrawn,
        MAX_ATTEMPTS,
      ]);
      if (!withdrawn) this.logger.warn({ messageId: id, failure }, 'email not sent; will retry');
    }
  }
}

class WithdrawnError extends Error {
  constructor() {
    super('message withdrawn (personal data erased)');
  }
}
