import { createHash } from 'node:crypto';
import type { Database, Sql } from '../infrastructure/database/database.js';
import { isUniqueViolation } from '../infrastructure/database/database.js';

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
 * Runs `work` in one transaction and stores its answer under (scope, key) in the same transaction.
 * A repeat, even a concurrent one, gets the first answer and appends nothing: the second
 * transaction blocks on the key's unique index until the first commits, then rolls back its own work.
 */
export async function runIdempotent<T>(
  db: Database,
  scope: string,
  key: string | undefined,
  hash: string,
  work: (tx: Sql) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  if (!key) return { ...(await db.transaction(work)), replayed: false };
  try {
    const result = await db.transaction(async (tx) => {
      const answer = await work(tx);
      await tx.query(
        'INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response) VALUES ($1, $2, $3, $4, $5)',
        [scope, key, hash, answer.statusCode, JSON.stringify(answer.body)],
      );
      return answer;
    });
    return { ...result, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const { rows } = await db.query<{ request_hash: string; status_code: number; response: T }>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    const stored = rows[0];
    if (!stored) throw error;
    if (stored.request_hash !== hash) throw new IdempotencyKeyReusedError();
    return { statusCode: stored.status_code, body: stored.response, replayed: true };
  }
}
