import { createHash } from 'node:crypto';
import type { Sql } from '../../infrastructure/database/database.js';
import type { PiiCipher } from '../../event-store/pii-cipher.js';
import type { DocumentStorage, StoredDocument } from './document-storage.port.js';

export const sha256Hex = (content: Buffer) => createHash('sha256').update(content).digest('hex');

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** What a sealed document is bound to: a sealed file moved to another subject or hash does not open. */
const sealContext = (subjectId: string, hash: string) => `document\n${subjectId}\n${hash}`;

interface DocumentRow {
  content: Buffer;
  content_type: string;
  size: number;
  encrypted: boolean;
  wrapped_key: Buffer | null;
}

/**
 * Documents as `bytea` rows keyed by (subject, SHA-256), sealed with the subject's data key. Rows
 * stored before documents were sealed (`encrypted` false) are read as they are; erasure deletes
 * those too.
 */
export class PostgresDocumentStorage implements DocumentStorage {
  constructor(
    private readonly db: Sql,
    private readonly cipher: PiiCipher,
  ) {}

  async put(subjectId: string, content: Buffer, contentType: string, tx?: Sql): Promise<string> {
    const sql = tx ?? this.db;
    const hash = sha256Hex(content);
    // The subject's key exists from their first event with personal data; a document never creates
    // one (that would bring back a subject whose key was shredded).
    const key = (await this.cipher.loadKeys(sql, [subjectId])).get(subjectId);
    if (!key) throw new Error(`No data key for ${subjectId}: a document cannot be stored for a subject without one`);
    await sql.query(
      `INSERT INTO documents (subject_id, hash, content, content_type, size, encrypted) VALUES ($1, $2, $3, $4, $5, true)
       ON CONFLICT (subject_id, hash) DO NOTHING`,
      [subjectId, hash, this.cipher.sealFile(key, sealContext(subjectId, hash), content), contentType, content.length],
    );
    return hash;
  }

  async get(subjectId: string, hash: string): Promise<StoredDocument | null> {
    if (!SHA256_HEX.test(hash)) return null;
    const { rows } = await this.db.query<DocumentRow>(
      `SELECT d.content, d.content_type, d.size, d.encrypted, k.wrapped_key
       FROM documents d LEFT JOIN subject_keys k ON k.subject_id = d.subject_id
       WHERE d.subject_id = $1 AND d.hash = $2`,
      [subjectId, hash],
    );
    const row = rows[0];
    if (!row) return null;
    const stored = { hash, contentType: row.content_type, size: row.size };
    if (!row.encrypted) return { ...stored, content: row.content };
    // The subject's key is gone: erased.
    if (!row.wrapped_key) return null;
    const key = this.cipher.unwrapKey(subjectId, row.wrapped_key);
    return { ...stored, content: this.cipher.openFile(key, sealContext(subjectId, hash), row.content) };
  }

  async eraseSubject(tx: Sql, subjectId: string): Promise<void> {
    await tx.query('DELETE FROM documents WHERE subject_id = $1', [subjectId]);
  }
}
