import { CHAT_LIMITS, CHAT_SESSION_ID_PATTERN } from '@evisa/contracts';
import type { ChatEntry, ChatPostRequest, ChatSendFailure, TravellerEntry } from './chat-conversation';

/**
 * What of the traveller's conversation has not reached the server: the draft in the message box
 * and their messages still queued, in flight or failed. Kept across a reload or a full page load
 * (chat-unsent-store.ts), so nothing typed is lost; everything the server has comes back from it.
 * Pure functions: the machine decides what to keep, the store only keeps it.
 */
export interface UnsentRecord {
  /** The conversation the messages belong to (their frozen requests name it); null before one exists. */
  conversation: string | null;
  draft: string;
  entries: TravellerEntry[];
}

/** The record to keep, or null when there is nothing unsent (the stored one is then removed). */
export function unsentOf(conversation: string | null, draft: string, entries: readonly ChatEntry[]): UnsentRecord | null {
  const unsent = entries.filter((entry): entry is TravellerEntry => entry.kind === 'traveller' && entry.status !== 'sent');
  if (!draft.trim() && unsent.length === 0) return null;
  return { conversation, draft, entries: unsent.map(({ restored: _restored, ...entry }) => entry) };
}

const FAILURES: readonly ChatSendFailure[] = ['tooFast', 'tooLong', 'invalid', 'sessionLost', 'offline', 'server'];
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isRequest(value: unknown): value is ChatPostRequest {
  if (!value || typeof value !== 'object') return false;
  const request = value as Record<string, unknown>;
  return (
    typeof request.message === 'string' &&
    (request.sessionId === undefined || (typeof request.sessionId === 'string' && CHAT_SESSION_ID_PATTERN.test(request.sessionId))) &&
    optionalString(request.customerName) &&
    optionalString(request.customerEmail) &&
    optionalString(request.language)
  );
}

/** Only what the widget itself wrote: anything else (an older release, a hand edit) is dropped, not sent. */
function isUnsentEntry(value: unknown): value is TravellerEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    entry.kind === 'traveller' &&
    typeof entry.key === 'string' &&
    entry.key.length > 0 &&
    entry.id === null &&
    typeof entry.text === 'string' &&
    entry.text.length > 0 &&
    entry.text.length <= CHAT_LIMITS.messageMax &&
    typeof entry.timestamp === 'string' &&
    (entry.status === 'queued' || entry.status === 'sending' || entry.status === 'failed') &&
    (entry.failure === null || FAILURES.includes(entry.failure as ChatSendFailure)) &&
    (entry.request === null || isRequest(entry.request))
  );
}

/**
 * What a new page takes over from the stored record, for the conversation it has (`sessionId`).
 * A message that was in flight is queued again with its key and frozen request: the server answers
 * a repeat of that Idempotency-Key from its record, so it is recorded once whether or not the first
 * attempt arrived. A failed one stays failed, with its Try again. Messages of another conversation
 * (another tab started or left one meanwhile) are dropped: their requests name a conversation this
 * page does not show. The draft is no conversation's yet and always comes back.
 */
export function restoreUnsent(stored: unknown, sessionId: string | null): { draft: string; entries: TravellerEntry[] } {
  if (!stored || typeof stored !== 'object') return { draft: '', entries: [] };
  const record = stored as Record<string, unknown>;
  const draft = typeof record.draft === 'string' ? record.draft : '';
  const sameConversation = record.conversation === sessionId;
  const entries = sameConversation && Array.isArray(record.entries) && record.entries.every(isUnsentEntry) ? (record.entries as TravellerEntry[]) : [];
  return {
    draft,
    entries: entries.map((entry) => ({ ...entry, status: entry.status === 'sending' ? 'queued' : entry.status, restored: true })),
  };
}

/** Whether a restored record has messages to send (then the widget wakes up to send them without being opened). */
export function hasUnsentToSend(stored: unknown, sessionId: string | null): boolean {
  return restoreUnsent(stored, sessionId).entries.some((entry) => entry.status === 'queued');
}
