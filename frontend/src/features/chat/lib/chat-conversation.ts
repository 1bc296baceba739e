import { isAcceptedEmail, LIMITS, type ChatMessageView } from '@evisa/contracts';
import { historyAcknowledgements } from './chat-acknowledgements';

/**
 * The conversation as the traveller's widget shows it: their own messages (with how far each got),
 * support's replies, and the widget's automatic acknowledgements. Pure functions over an immutable
 * list, so the machine stays a description of states and the rules are tested on their own.
 */

/** Why a message did not reach the server; each has its own words on screen. */
export type ChatSendFailure = 'tooFast' | 'tooLong' | 'invalid' | 'sessionLost' | 'offline' | 'server';

/**
 * What a traveller's message sends. Frozen at its first attempt, so that a retry with the same
 * Idempotency-Key is the same request and the server answers it from its record instead of
 * recording it twice.
 */
export interface ChatPostRequest {
  message: string;
  sessionId?: string;
  customerName?: string;
  customerEmail?: string;
  /** The traveller's interface language, told to support when the conversation starts. */
  language?: string;
}

export interface TravellerEntry {
  kind: 'traveller';
  /** The entry's own id and the Idempotency-Key of its POST (kept across retries). */
  key: string;
  /** The server's message id once known. */
  id: string | null;
  text: string;
  /** ISO 8601: when it was typed, then the server's time once sent. */
  timestamp: string;
  /** queued: waiting its turn; sending: its POST is in flight. */
  status: 'queued' | 'sending' | 'sent' | 'failed';
  failure: ChatSendFailure | null;
  /** Null until the first attempt. */
  request: ChatPostRequest | null;
  /** Brought back from the tab's storage after a reload (see chat-unsent.ts). */
  restored?: boolean;
}

export interface AgentEntry {
  kind: 'agent';
  key: string;
  id: string;
  text: string;
  timestamp: string;
}

/** The widget's own automatic answer (spec section 5): shown only here, never sent to the server. */
export interface AcknowledgementEntry {
  kind: 'acknowledgement';
  key: string;
  timestamp: string;
}

export type ChatEntry = TravellerEntry | AgentEntry | AcknowledgementEntry;

export type ContactProblem = 'nameTooLong' | 'emailInvalid';

/**
 * The optional name and email of a first message; both may stay empty. An email is checked as the
 * server's @IsEmail checks it (isAcceptedEmail), so a typo is flagged under the field instead of the
 * first message being refused.
 */
export function contactProblem(contact: { name: string; email: string }): ContactProblem | null {
  if (contact.name.trim().length > LIMITS.nameMax) return 'nameTooLong';
  const email = contact.email.trim();
  if (email && (email.length > LIMITS.emailMax || !isAcceptedEmail(email))) return 'emailInvalid';
  return null;
}

export function newTravellerEntry(key: string, text: string, now: Date): TravellerEntry {
  return { kind: 'traveller', key, id: null, text: text.trim(), timestamp: now.toISOString(), status: 'queued', failure: null, request: null };
}

export function nextQueued(entries: readonly ChatEntry[]): TravellerEntry | undefined {
  return entries.find((entry): entry is TravellerEntry => entry.kind === 'traveller' && entry.status === 'queued');
}

function updateTraveller(entries: readonly ChatEntry[], key: string, change: (entry: TravellerEntry) => TravellerEntry): ChatEntry[] {
  return entries.map((entry) => (entry.kind === 'traveller' && entry.key === key ? change(entry) : entry));
}

export function markSending(entries: readonly ChatEntry[], key: string, request: ChatPostRequest): ChatEntry[] {
  return updateTraveller(entries, key, (entry) => ({ ...entry, status: 'sending', failure: null, request }));
}

/**
 * The server recorded the message: it takes the server's id and time. A poll or the socket may
 * have delivered the same message first (under an id the widget did not know yet); that copy goes.
 */
export function markSent(entries: readonly ChatEntry[], key: string, message: ChatMessageView): ChatEntry[] {
  return inServerOrder(
    updateTraveller(entries, key, (entry) => ({ ...entry, id: message.id, timestamp: message.timestamp, status: 'sent', failure: null })).filter(
      (entry) => !(entry.key !== key && 'id' in entry && entry.id === message.id),
    ),
    key,
  );
}

/** An entry the server has recorded: its timestamp is the server's, and orders it. */
function onServer(entry: ChatEntry | undefined): entry is TravellerEntry | AgentEntry {
  return entry !== undefined && (entry.kind === 'agent' || (entry.kind === 'traveller' && entry.id !== null));
}

/**
 * Moves the entry `key`, just recorded or just arrived, among the recorded entries next to it into
 * the server's order (its time). A message typed while support's reply was on its way, recorded after
 * it, came before it on this page and after it for staff and after a reload; a reply recorded before
 * the traveller's message but delivered after its answer, the other way round. Only past recorded
 * neighbours: a message not sent yet or an acknowledgement stays where it is, and so stops the move.
 */
function inServerOrder(entries: ChatEntry[], key: string): ChatEntry[] {
  let index = entries.findIndex((entry) => entry.key === key);
  const moving = entries[index];
  if (!onServer(moving)) return entries;
  const at = Date.parse(moving.timestamp);
  const list = [...entries];
  const swap = (a: number, b: number) => ([list[a], list[b]] = [list[b]!, list[a]!]);
  for (let next = list[index + 1]; onServer(next) && Date.parse(next.timestamp) < at; next = list[index + 1]) swap(index, ++index);
  for (let previous = list[index - 1]; onServer(previous) && Date.parse(previous.timestamp) > at; previous = list[index - 1]) swap(index, --index);
  return list;
}

/**
 * The POST failed. A lost session (unknown or erased on the server) means the retry will start a
 * new conversation: a different request, so it gets a fresh key and is frozen again at its next attempt.
 */
export function markFailed(entries: readonly ChatEntry[], key: string, failure: ChatSendFailure, freshKey: string): ChatEntry[] {
  return updateTraveller(entries, key, (entry) => {
    // A poll already found it on the server: it was recorded, only the answer went missing.
    if (entry.status === 'sent') return entry;
    return failure === 'sessionLost'
      ? { ...entry, key: freshKey, status: 'failed', failure, request: null }
      : { ...entry, status: 'failed', failure };
  });
}

/** The traveller asked to try a failed message again: it rejoins the queue with its key and request. */
export function requeue(entries: readonly ChatEntry[], key: string): ChatEntry[] {
  return updateTraveller(entries, key, (entry) => (entry.status === 'failed' ? { ...entry, status: 'queued', failure: null } : entry));
}

/** Every queued message waits for a new conversation now: their frozen requests name the old one. */
export function forgetSessionInRequests(entries: readonly ChatEntry[]): ChatEntry[] {
  return entries.map((entry) => (entry.kind === 'traveller' && entry.status === 'queued' && entry.request?.sessionId ? { ...entry, request: null } : entry));
}

function knows(entries: readonly ChatEntry[], id: string): boolean {
  return entries.some((entry) => entry.kind !== 'acknowledgement' && entry.id === id);
}

/**
 * Adds the server's messages (a poll's answer or a socket event) that the widget does not show yet,
 * and says how many of them are support's replies. A traveller's message the widget did not know
 * by id is its own message whose answer has not arrived (in flight, or failed after the server had
 * recorded it): the earliest such entry with the same words takes the id instead of being shown twice.
 * Any other is from another tab of the same conversation.
 */
export function mergeServerMessages(entries: readonly ChatEntry[], messages: readonly ChatMessageView[]): { entries: ChatEntry[]; newReplies: number } {
  let merged = [...entries];
  let newReplies = 0;
  for (const message of messages) {
    if (knows(merged, message.id)) continue;
    if (message.sender === 'agent') {
      merged = inServerOrder([...merged, serverEntry(message)], message.id);
      newReplies += 1;
      continue;
    }
    const unanswered = merged.find(
      (entry): entry is TravellerEntry =>
        entry.kind === 'traveller' && entry.id === null && (entry.status === 'sending' || entry.status === 'failed') && entry.text === message.text,
    );
    if (unanswered) {
      merged = inServerOrder(
        updateTraveller(merged, unanswered.key, (entry) => ({ ...entry, id: message.id, timestamp: message.timestamp, status: 'sent', failure: null })),
        unanswered.key,
      );
    } else {
      merged = inServerOrder([...merged, serverEntry(message)], message.id);
    }
  }
  return { entries: merged, newReplies };
}

function serverEntry(message: ChatMessageView): TravellerEntry | AgentEntry {
  return message.sender === 'agent'
    ? { kind: 'agent', key: message.id, id: message.id, text: message.text, timestamp: message.timestamp }
    : { kind: 'traveller', key: message.id, id: message.id, text: message.text, timestamp: message.timestamp, status: 'sent', failure: null, request: null };
}

/**
 * The conversation's history, read for the first time by this page (after a reload, or on another
 * page), put together with what the page already holds: the server's messages in the server's
 * order (an entry the page knows keeps its key; one of its own still unanswered takes the id, as in
 * mergeServerMessages), with the acknowledgements the widget showed in it (chat-acknowledgements.ts),
 * then whatever the server does not have yet: unsent messages stay at the end.
 *
 * Messages restored from before a reload are not matched by their words: the history is all unknown
 * to a new page, so an earlier message with the same words ("ok") would be taken for them. Their
 * resend with the same Idempotency-Key answers with the message itself, and markSent then drops
 * the history's copy. The acknowledgements of the history are all there are: the widget gives none
 * live before it has the history (see the machine's `burstUnacknowledged`), or only ones this rule
 * places again.
 */
export function loadHistory(entries: readonly ChatEntry[], messages: readonly ChatMessageView[]): ChatEntry[] {
  const own = entries.filter((entry): entry is TravellerEntry | AgentEntry => entry.kind !== 'acknowledgement');
  const placed = new Set<string>();
  const history: ChatEntry[] = [];
  for (const message of messages) {
    const known = own.find((entry) => entry.id === message.id);
    const unanswered =
      known ??
      (message.sender === 'user'
        ? own.find(
            (entry): entry is TravellerEntry =>
              entry.kind === 'traveller' &&
              !entry.restored &&
              !placed.has(entry.key) &&
              entry.id === null &&
              (entry.status === 'sending' || entry.status === 'failed') &&
              entry.text === message.text,
          )
        : undefined);
    if (known) history.push(known);
    else if (unanswered?.kind === 'traveller') history.push({ ...unanswered, id: message.id, timestamp: message.timestamp, status: 'sent', failure: null });
    else history.push(serverEntry(message));
    if (unanswered) placed.add(unanswered.key);
  }
  const acknowledgements = historyAcknowledgements(messages);
  const withAcknowledgements = history.flatMap((entry) => {
    const acknowledgement = entry.kind !== 'acknowledgement' && entry.id !== null ? acknowledgements.get(entry.id) : undefined;
    return acknowledgement ? [entry, acknowledgement] : [entry];
  });
  return [...withAcknowledgements, ...own.filter((entry) => !placed.has(entry.key))];
}

/** The newest server message id the widget holds: where the next poll starts (`after`). */
export function lastServerId(messages: readonly ChatMessageView[], previous: string | null): string | null {
  return messages.length ? messages[messages.length - 1]!.id : previous;
}
