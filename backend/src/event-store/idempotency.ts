import { createHash } from 'node:crypto';
import type { Database, Sql } from '../infrastructure/database/database.js';
import { isUniqueViolation } from '../infrastructure/database/database.js';
import { IDEMPOTENCY_KEY_CONSTRAINT, type AppendRequest, type EventStore } from './event-store.js';

export interface IdempotentResult<T> {
  readonly statusCode: number;
  readonly body: T;
  /** True when this is the stored answer of an earlier identical request. */
  readonly replayed: boolean;
}

export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('This Idempotency-Key was already used with a different request body');
    this.name = 'IdempotencyKeyReusedError';
  }
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}

/**
 * A request's hash, or its hash followed by the hashes an earlier version of the server stored for
 * the same request (when what counts as "the same request" changed): the first is stored for a new
 * key, and a repeat whose stored hash is any of them gets the first answer, so a retry that spans the
 * deploy of such a change is not refused.
 */
export type RequestHashes = string | readonly [string, ...string[]];

const storedHash = (hash: RequestHashes): string => (typeof hash === 'string' ? hash : hash[0]);
const sameRequest = (hash: RequestHashes, stored: string): boolean => (typeof hash === 'string' ? hash === stored : hash.includes(stored));

/**
 * Runs `work` in one transaction and stores its answer under (scope, key) in the same transaction.
 * A repeat, even a concurrent one, gets the first answer and appends nothing: the second
 * transaction blocks on the key's unique index until the first commits, then rolls back its own work.
 */
export async function runIdempotent<T>(
  db: Database,
  scope: string,
  key: string | undefined,
  hash: RequestHashes,
  work: (tx: Sql) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  if (!key) return { ...(await db.transaction(work)), replayed: false };
  try {
    const result = await db.transaction(async (tx) => {
      const answer = await work(tx);
      await tx.query(
        'INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response) VALUES ($1, $2, $3, $4, $5)',
        [scope, key, storedHash(hash), answer.statusCode, JSON.stringify(answer.body)],
      );
      return answer;
    });
    return { ...result, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return storedAnswer(db, scope, key, hash, error);
  }
}

/**
 * Starts a new stream and answers with `answer`, idempotently under (scope, key): the same contract
 * as `runIdempotent`, in one round trip when the store's single-statement path applies (a
 * submission), else through `runIdempotent` and a normal append.
 */
export async function startStreamIdempotently<T>(
  db: Database,
  store: EventStore,
  request: AppendRequest,
  idempotency: { scope: string; key: string | undefined; hash: RequestHashes },
  answer: { statusCode: number; body: T },
): Promise<IdempotentResult<T>> {
  const { scope, key, hash } = idempotency;
  try {
    const record = key ? { scope, key, requestHash: storedHash(hash), statusCode: answer.statusCode, response: answer.body } : undefined;
    if (await store.appendNewStream(db, request, record)) return { ...answer, replayed: false };
  } catch (error) {
    if (!key || !isUniqueViolation(error, IDEMPOTENCY_KEY_CONSTRAINT)) throw error;
    return storedAnswer(db, scope, key, hash, error);
  }
  return runIdempotent(db, scope, key, hash, async (tx) => {
    await store.append(tx, request);
    return answer;
  });
}

/** The first answer given under a key whose insert just failed as a repeat; refuses a different body. */
async function storedAnswer<T>(db: Database, scope: string, key: string, hash: RequestHashes, violation: unknown): Promise<IdempotentResult<T>> {
  const { rows } = await db.query<{ request_hash: string; status_code: number; response: T }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  const stored = rows[0];
  if (!stored) throw violation;
  if (!sameRequest(hash, stored.request_hash)) throw new IdempotencyKeyReusedError();
  return { statusCode: stored.status_code, body: stored.response, replayed: true };
}
