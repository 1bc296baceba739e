import type { Sql } from '../../infrastructure/database/database.js';

export interface StoredDocument {
  readonly hash: string;
  readonly content: Buffer;
  readonly contentType: string;
  readonly size: number;
}

/**
 * Documents of a subject (the person an application is about, e.g. the e-visa PDF staff attach),
 * addressed by the SHA-256 of their content, to which events refer. Each is sealed with the
 * subject's data key, so erasing the subject (crypto-shredding) makes its documents unreadable
 * like its events, and `eraseSubject` deletes them outright. Postgres today; object storage can
 * replace it behind this port.
 */
export interface DocumentStorage {
  /** Stores the content for the subject (a no-op when already there), in the caller's transaction when given one. */
  put(subjectId: string, content: Buffer, contentType: string, tx?: Sql): Promise<string>;
  /** The subject's document, or null when unknown or erased. */
  get(subjectId: string, hash: string): Promise<StoredDocument | null>;
  /** Deletes every document of the subject, in the erasure's transaction. */
  eraseSubject(tx: Sql, subjectId: string): Promise<void>;
}

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');
