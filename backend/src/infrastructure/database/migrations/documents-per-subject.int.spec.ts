import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { PiiCipher } from '../../../event-store/pii-cipher.js';
import { PostgresDocumentStorage } from '../../../modules/documents/postgres-document-storage.js';
import { Database } from '../database.js';
import { runMigrations } from '../migrate.js';
import { MIGRATIONS } from './index.js';
import { DocumentsPerSubject1732300000040 } from './1732300000040-documents-per-subject.js';

const SHARED = 'a'.repeat(64);
const OF_ERASED = 'b'.repeat(64);
const ORPHAN = 'c'.repeat(64);

describe('the documents-per-subject migration on documents stored before they were sealed (real Postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    const before = new DataSource({
      type: 'postgres',
      url: database.url,
      migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(DocumentsPerSubject1732300000040)),
      logging: false,
    });
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.destroy();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Two applicants approved with the same PDF, one approved and since erased (no key), and a document no approval refers to.
    for (const [number, hash] of [['AAA0000000000001', SHARED], ['AAA0000000000002', SHARED], ['AAA0000000000003', OF_ERASED]] as const) {
      await client.query(
        `INSERT INTO events (stream_id, stream_type, stream_version, event_type, data) VALUES ($1, 'visa-application', 2, 'VisaApplicationApproved', $2)`,
        [`visa-application-${number}`, { applicationNumber: number, decidedAt: '2026-11-01T00:00:00.000Z', documentHash: hash }],
      );
    }
    await client.query(`INSERT INTO subject_keys (subject_id, wrapped_key) VALUES ('visa-application-AAA0000000000001', '\\x00'), ('visa-application-AAA0000000000002', '\\x00')`);
    for (const hash of [SHARED, OF_ERASED, ORPHAN]) {
      await client.query(`INSERT INTO documents (hash, content, content_type, size) VALUES ($1, $2, 'application/pdf', 9)`, [hash, Buffer.from(`%PDF-${hash.slice(0, 4)}`)]);
    }
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('gives each document to every applicant whose approval refers to it, and deletes the rest', async () => {
    // This migration first; later ones follow it (the app always runs them all).
    expect((await runMigrations(database.url))[0]).toBe('DocumentsPerSubject1732300000040');
    const rows = (await client.query<{ subject_id: string; hash: string; encrypted: boolean }>('SELECT subject_id, hash, encrypted FROM documents ORDER BY subject_id')).rows;
    expect(rows).toEqual([
      { subject_id: 'visa-application-AAA0000000000001', hash: SHARED, encrypted: false },
      { subject_id: 'visa-application-AAA0000000000002', hash: SHARED, encrypted: false },
    ]);
    const key = (await client.query<{ columns: string[] }>(
      `SELECT array_agg(a.attname::text ORDER BY a.attname) AS columns FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
       WHERE i.indrelid = 'documents'::regclass AND i.indisprimary`,
    )).rows[0]!.columns;
    expect(key).toEqual(['hash', 'subject_id']);

    // Unsealed documents are still served, and go with their applicant's data.
    const db = Database.connect(database.url, 2);
    try {
      const storage = new PostgresDocumentStorage(db, new PiiCipher(Buffer.alloc(32, 1)));
      expect((await storage.get('visa-application-AAA0000000000001', SHARED))?.content.toString()).toBe('%PDF-aaaa');
      await storage.eraseSubject(db, 'visa-application-AAA0000000000001');
      expect(await storage.get('visa-application-AAA0000000000001', SHARED)).toBeNull();
      expect(await storage.get('visa-application-AAA0000000000002', SHARED)).not.toBeNull();
      // A document never creates a subject's key: none is stored for a subject without one (e.g. erased).
      await expect(storage.put('visa-application-AAA0000000000003', Buffer.from('%PDF-new'), 'application/pdf')).rejects.toThrow(/No data key/);
      expect((await client.query(`SELECT count(*)::int AS n FROM subject_keys WHERE subject_id = 'visa-application-AAA0000000000003'`)).rows[0].n).toBe(0);
      expect((await client.query(`SELECT count(*)::int AS n FROM documents WHERE subject_id = 'visa-application-AAA0000000000003'`)).rows[0].n).toBe(0);
    } finally {
      await db.close();
    }
  });
});
