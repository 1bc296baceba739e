import type { Sql } from '../../infrastructure/database/database.js';

export interface StoredDocument {
  readonly hash: string;
  readonly content: Buffer;
  readonly contentType: string;
  readonly size: number;
}

/**
 * Content-addressed document storage: a document is stored once under its SHA-256 and events refer
 * to it by that hash. Postgres today; object storage can replace it behind this port.
 */
export interface DocumentStorage {
  /** Stores the content (a no-op when it is already there) in the caller's transaction when given one. */
  put(content: Buffer, contentType: string, tx?: Sql): Promise<string>;
  get(hash: string): Promise<StoredDocument | null>;
}

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');
