import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole, StaffView } from '@evisa/contracts';
import type { Database, Sql } from '../../../infrastructure/database/database.js';

export interface StaffSession {
  readonly staff: StaffView;
  readonly csrfToken: string;
  readonly tokenHash: string;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Sliding expiry is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_SECONDS = 60;

/**
 * Server-side staff sessions in Postgres. The cookie carries a random token; only its SHA-256 is
 * stored, so a copy of the table signs nobody in. A session ends at its absolute expiry, after the
 * idle timeout, on sign-out, or when the account is disabled.
 */
export class SessionStore {
  private readonly endedListeners = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly ttlMinutes: number,
    private readonly idleMinutes: number,
  ) {}

  /**
   * Told after this instance ends sessions (sign-out, account disabled), so that what holds on to a
   * session, such as a chat socket, can let go at once. Returns the unsubscribe.
   */
  onSessionsEnded(listener: () => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  async create(staffId: string, client: { ip?: string; userAgent?: string }): Promise<{ token: string; csrfToken: string; maxAgeMs: number }> {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO staff_sessions (token_hash, staff_id, csrf_token, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5, $6)`,
      [tokenHash(token), staffId, csrfToken, this.ttlMinutes, client.ip ?? null, client.userAgent?.slice(0, 300) ?? null],
    );
    return { token, csrfToken, maxAgeMs: this.ttlMinutes * 60_000 };
  }

  /** The live session of this token (and its account, which must still be enabled), or null. */
  async resolve(token: string): Promise<StaffSession | null> {
    const hash = tokenHash(token);
    const { rows } = await this.db.query<{ staff_id: string; email: string; name: string; role: StaffRole; csrf_token: string; stale: boolean }>(
      `SELECT s.staff_id, a.email, a.name, a.role, s.csrf_token,
              s.last_seen_at < now() - make_interval(secs => $3) AS stale
       FROM staff_sessions s JOIN staff_accounts a ON a.staff_id = s.staff_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
         AND s.last_seen_at > now() - make_interval(mins => $2) AND NOT a.disabled`,
      [hash, this.idleMinutes, TOUCH_EVERY_SECONDS],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.stale) await this.db.query('UPDATE staff_sessions SET last_seen_at = now() WHERE token_hash = $1', [hash]);
    return { staff: { id: row.staff_id, email: row.email, name: row.name, role: row.role }, csrfToken: row.csrf_token, tokenHash: hash };
  }

  async revoke(hash: string): Promise<void> {
    await this.db.query('UPDATE staff_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hash]);
    this.sessionsEnded();
  }

  /** Ends the session a cookie's token names, if it is one (a sign-in replaces the browser's earlier session). */
  async revokeToken(token: string): Promise<void> {
    await this.revoke(tokenHash(token));
  }

  async revokeAllOf(staffId: string): Promise<void> {
    await this.db.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [staffId]);
    this.sessionsEnded();
  }

  /**
   * Ends every live session of an account, except `keepTokenHash` when given, in the caller's
   * transaction (so it commits with the change that requires it). Call `sessionsEnded` after the commit.
   */
  static async revokeOthersIn(tx: Sql, staffId: string, keepTokenHash?: string): Promise<void> {
    await tx.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $2', [staffId, keepTokenHash ?? null]);
  }

  /** Tells the listeners (see onSessionsEnded) that sessions ended. */
  sessionsEnded(): void {
    for (const listener of this.endedListeners) listener();
  }

  /** Forgets sessions that ended more than a day ago. */
  async purgeEnded(): Promise<number> {
    const result = await this.db.query(
      `DELETE FROM staff_sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'
         OR last_seen_at < now() - make_interval(mins => $1) - interval '1 day'`,
      [this.idleMinutes],
    );
    return result.rowCount ?? 0;
  }
}
