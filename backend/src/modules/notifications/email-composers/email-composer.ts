import type { LanguageCode } from '@evisa/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.types.js';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import type { DocumentStorage } from '../../documents/document-storage.port.js';

/**
 * An attachment as the outbox stores it: not the file, but the JSON its renderer turns into the
 * file whenever the message is sent or viewed. Rebuilding the outbox stays cheap, and the bytes
 * are the same each time.
 */
export interface AttachmentRef {
  readonly filename: string;
  readonly contentType: string;
  /** Key into the composing composer's `renderers`. */
  readonly renderer: string;
  readonly data: Record<string, unknown>;
}

/**
 * The words of one email: what differs between our emails. The outbox stores these, and
 * `renderLetter` lays them out as plain text and as HTML, with the company's signature and the
 * disclaimer, whenever the message is sent or viewed, as attachments are rendered from their data.
 * A message is then a few hundred bytes rather than 3 kB of bodies, which Postgres parsed and
 * compressed again on every rebuild (half of a rebuild's time went to the outbox's emails).
 */
export interface LetterContent {
  readonly greeting: string;
  readonly intro: string;
  readonly detailsHeading: string;
  readonly details: ReadonlyArray<readonly [string, string]>;
  readonly paragraphs: readonly string[];
  /**
   * Where the reader goes next on our site (the status page of their application), laid out after
   * the paragraphs as a link. The path is relative (`/status?ref=...`): the site's address is added
   * when the message is sent or viewed, so the stored words do not depend on where the site runs.
   */
  readonly link?: { readonly label: string; readonly path: string };
  readonly closing: string;
}

/** One email as the outbox row holds it: to whom, about what, its words and its attachments. */
export interface EmailDraft {
  readonly to: string;
  readonly toName: string | null;
  readonly language: LanguageCode;
  readonly subject: string;
  readonly content: LetterContent;
  readonly attachments: readonly AttachmentRef[];
}

export interface RenderContext {
  /** For renderers that embed stored files (e.g. an e-visa document uploaded by staff). */
  readonly documents: DocumentStorage;
  /** The stream of the event the message was composed from: whose documents they are. */
  readonly subjectId: string;
}

export type AttachmentRenderer = (data: Record<string, unknown>, context: RenderContext) => Promise<Buffer>;

/**
 * How an email comes to exist. To add one (e.g. application approved, with the e-visa PDF):
 * write `<name>.composer.ts` exporting an `EmailComposer`, and add it to `EMAIL_COMPOSERS` in
 * `index.ts`. The outbox projection calls `compose` for every event of `eventTypes`, in store order.
 *
 * - `compose` is pure: the same event and order context always give the same draft (rebuilds
 *   must equal the live rows). Return null for "no email" (e.g. the recipient's data is erased).
 * - `order` is the event's order context after the event was applied (null for events about no
 *   order); facts it lacks are added in `projections/outbox/order-context.ts`.
 * - `name` is part of every message id: never rename a composer that has sent mail, or the
 *   next rebuild would queue its messages again under new ids.
 * - One message per composer per event.
 */
export interface EmailComposer {
  readonly name: string;
  readonly eventTypes: readonly string[];
  compose(event: RecordedEvent, order: OrderContext | null): EmailDraft | null;
  /**
   * At most one message of this composer per this many milliseconds of event time: an event that
   * occurred sooner after the event of the composer's last message composes none. The outbox
   * decides from the events alone (in store order), so a rebuild keeps exactly the same messages.
   */
  readonly atMostOncePerMs?: number;
  /** Renderers for this composer's attachments, by `AttachmentRef.renderer`. */
  readonly renderers?: Readonly<Record<string, AttachmentRenderer>>;
}
