import { createHash } from 'node:crypto';
import type { Sql } from '../../infrastructure/database/database.js';
import type { DocumentStorage, StoredDocument } from './document-storage.port.js';

export const sha256Hex = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Documents as `bytea` rows keyed by their SHA-256; the same PDF uploaded twice is stored once. */
export class PostgresDocumentStorage implements DocumentStorage {
  constructor(private readonly db: Sql) {}

  async put(content: Buffer, contentType: string, tx?: Sql): Promise<string> {
    const hash = sha256Hex(content);
    await (tx ?? this.db).query(
      'INSERT INTO documents (hash, content, content_type, size) VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO NOTHING',
      [hash, content, contentType, content.length],
    );
    return hash;
  }

  async get(hash: string): Promise<StoredDocument | null> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    const { rows } = await this.db.query<{ content: Buffer; content_type: string; size: number }>(
      'SELECT content, content_type, size FROM documents WHERE hash = $1',
      [hash],
    );
    const row = rows[0];
    return row ? { hash, content: row.content, contentType: row.content_type, size: row.size } : null;
  }
}
