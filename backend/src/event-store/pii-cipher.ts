import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Sql } from '../infrastructure/database/database.js';

/** What an encrypted `pii` block looks like at rest. */
export interface EncryptedPii {
  readonly $enc: 'aes-256-gcm';
  readonly iv: string;
  readonly tag: string;
  readonly ct: string;
}

export function isEncryptedPii(value: unknown): value is EncryptedPii {
  return typeof value === 'object' && value !== null && (value as EncryptedPii).$enc === 'aes-256-gcm';
}

function seal(key: Buffer, plaintext: Buffer, aad: string): { iv: Buffer; tag: Buffer; ct: Buffer } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ct };
}

function open(key: Buffer, iv: Buffer, tag: Buffer, ct: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ct), decipher.final()]);
}

/**
 * Per-subject encryption of personal data (crypto-shredding). Each subject has its own random
 * data key, stored wrapped by the key-encryption key; deleting the row makes every event's
 * personal block for that subject unreadable while the events themselves remain.
 * Keys are never cached across requests, so a shred on one instance takes effect on all at once.
 */
export class PiiCipher {
  constructor(private readonly keyEncryptionKey: Buffer) {}

  /** The subject's data key, created in the caller's transaction when it does not exist yet. */
  async keyForWriting(tx: Sql, subjectId: string): Promise<Buffer> {
    const existing = await this.loadKeys(tx, [subjectId]);
    const found = existing.get(subjectId);
    if (found) return found;
    const { dataKey, wrappedKey } = this.newSubjectKey(subjectId);
    await tx.query('INSERT INTO subject_keys (subject_id, wrapped_key) VALUES ($1, $2)', [subjectId, wrappedKey]);
    return dataKey;
  }

  /** A fresh data key for a new subject, and its wrapped form for `subject_keys.wrapped_key`; the caller stores it. */
  newSubjectKey(subjectId: string): { dataKey: Buffer; wrappedKey: Buffer } {
    const dataKey = randomBytes(32);
    const wrapped = seal(this.keyEncryptionKey, dataKey, subjectId);
    return { dataKey, wrappedKey: Buffer.concat([wrapped.iv, wrapped.tag, wrapped.ct]) };
  }

  /** Data keys of the given subjects that still exist (shredded subjects are simply absent). */
  async loadKeys(sql: Sql, subjectIds: readonly string[]): Promise<Map<string, Buffer>> {
    const keys = new Map<string, Buffer>();
    if (subjectIds.length === 0) return keys;
    const { rows } = await sql.query<{ subject_id: string; wrapped_key: Buffer }>(
      'SELECT subject_id, wrapped_key FROM subject_keys WHERE subject_id = ANY($1)',
      [subjectIds],
    );
    for (const row of rows) keys.set(row.subject_id, this.unwrapKey(row.subject_id, row.wrapped_key));
    return keys;
  }

  /** A subject's data key from its stored (wrapped) form. */
  unwrapKey(subjectId: string, wrapped: Buffer): Buffer {
    return open(this.keyEncryptionKey, wrapped.subarray(0, 12), wrapped.subarray(12, 28), wrapped.subarray(28), subjectId);
  }

  encrypt(dataKey: Buffer, subjectId: string, pii: unknown): EncryptedPii {
    const { iv, tag, ct } = seal(dataKey, Buffer.from(JSON.stringify(pii)), subjectId);
    return { $enc: 'aes-256-gcm', iv: iv.toString('base64'), tag: tag.toString('base64'), ct: ct.toString('base64') };
  }

  /** The plaintext block, or null when the subject's key has been shredded. */
  decrypt(dataKey: Buffer | undefined, subjectId: string, envelope: EncryptedPii): unknown {
    if (!dataKey) return null;
    const plaintext = open(
      dataKey,
      Buffer.from(envelope.iv, 'base64'),
      Buffer.from(envelope.tag, 'base64'),
      Buffer.from(envelope.ct, 'base64'),
      subjectId,
    );
    return JSON.parse(plaintext.toString('utf8'));
  }

  /**
   * Seals a file (e.g. an e-visa PDF) with the subject's data key, bound to `context` (who and
   * which file), so that shredding the key makes it unreadable like the subject's events.
   * Laid out as iv (12 bytes) | tag (16) | ciphertext.
   */
  sealFile(dataKey: Buffer, context: string, content: Buffer): Buffer {
    const { iv, tag, ct } = seal(dataKey, content, context);
    return Buffer.concat([iv, tag, ct]);
  }

  /** The file `sealFile` sealed with the same key and context; throws when either differs. */
  openFile(dataKey: Buffer, context: string, sealed: Buffer): Buffer {
    return open(dataKey, sealed.subarray(0, 12), sealed.subarray(12, 28), sealed.subarray(28), context);
  }

  /** Erases a subject's data key; returns whether a key existed. */
  async shred(tx: Sql, subjectId: string): Promise<boolean> {
    const result = await tx.query('DELETE FROM subject_keys WHERE subject_id = $1', [subjectId]);
    return (result.rowCount ?? 0) > 0;
  }
}
