import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents belong to a subject (the application they were attached to) and are sealed with its
 * data key, so erasing the applicant erases them too. New rows are sealed by the app; rows stored
 * before (`encrypted` false) cannot be sealed here (a migration has no key): each is given to every
 * application whose approval refers to it, and erasure deletes it with that applicant's data.
 * Documents no approval refers to, and those of applicants already erased, are deleted now.
 */
export class DocumentsPerSubject1732300000040 implements MigrationInterface {
  name = 'DocumentsPerSubject1732300000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE documents DROP CONSTRAINT documents_pkey');
    await q.query('ALTER TABLE documents ADD COLUMN subject_id text, ADD COLUMN encrypted boolean NOT NULL DEFAULT false');
    await q.query(`
      INSERT INTO documents (subject_id, hash, content, content_type, size, created_at, encrypted)
      SELECT DISTINCT ON (e.stream_id, d.hash) e.stream_id, d.hash, d.content, d.content_type, d.size, d.created_at, false
      FROM documents d
      JOIN events e ON e.event_type = 'VisaApplicationApproved' AND e.data->>'documentHash' = d.hash
      JOIN subject_keys k ON k.subject_id = e.stream_id
      WHERE d.subject_id IS NULL`);
    await q.query('DELETE FROM documents WHERE subject_id IS NULL');
    await q.query('ALTER TABLE documents ALTER COLUMN subject_id SET NOT NULL, ALTER COLUMN encrypted DROP DEFAULT');
    await q.query('ALTER TABLE documents ADD PRIMARY KEY (subject_id, hash)');
  }

  async down(q: QueryRunner): Promise<void> {
    // Sealed documents cannot be opened without the key: only the unsealed ones are kept.
    await q.query('DELETE FROM documents WHERE encrypted');
    await q.query('ALTER TABLE documents DROP CONSTRAINT documents_pkey');
    await q.query(`DELETE FROM documents d USING documents o WHERE d.hash = o.hash AND d.subject_id > o.subject_id`);
    await q.query('ALTER TABLE documents DROP COLUMN subject_id, DROP COLUMN encrypted');
    await q.query('ALTER TABLE documents ADD PRIMARY KEY (hash)');
  }
}
