import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadOrCreateGeneratedSecrets } from '../../config/generated-secrets.js';

/** The role the app itself connects as on its embedded cluster: no superuser, owner of its database. */
export const APP_ROLE = 'evisa';
export const APP_DATABASE = 'evisa';

/** The app role's password, generated once and kept in `<dataDir>/secrets.json` (mode 0600). */
export function embeddedAppPassword(dataDir: string): string {
  return loadOrCreateGeneratedSecrets(dataDir, { embeddedAppPassword: () => randomBytes(24).toString('hex') }).embeddedAppPassword;
}

export function appDatabaseUrl(port: number, password: string): string {
  return `postgres://${APP_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Objects of the app's schemas still owned by another role (a database the superuser built), extensions' own excepted. */
const FOREIGN_OWNED = `
  WITH app AS (SELECT oid FROM pg_roles WHERE rolname = $1),
       user_schema AS (SELECT oid, nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'),
       in_extension AS (SELECT objid, classid FROM pg_depend WHERE deptype = 'e')
  SELECT 'SCHEMA' AS kind, quote_ident(s.nspname) AS name, 0 AS rank FROM user_schema s JOIN pg_namespace n ON n.oid = s.oid
   WHERE n.nspowner NOT IN ((SELECT oid FROM app), 'pg_database_owner'::regrole)
  UNION ALL
  SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, quote_ident(s.nspname) || '.' || quote_ident(c.relname), CASE WHEN c.relkind = 'S' THEN 2 ELSE 1 END
    FROM pg_class c JOIN user_schema s ON s.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND c.relowner <> (SELECT oid FROM app)
     AND NOT EXISTS (SELECT 1 FROM in_extension e WHERE e.objid = c.oid AND e.classid = 'pg_class'::regclass)
  UNION ALL
  SELECT CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, quote_ident(s.nspname) || '.' || quote_ident(t.typname), 3
    FROM pg_type t JOIN user_schema s ON s.oid = t.typnamespace
   WHERE t.typtype IN ('e', 'd') AND t.typowner <> (SELECT oid FROM app)
     AND NOT EXISTS (SELECT 1 FROM in_extension e WHERE e.objid = t.oid AND e.classid = 'pg_type'::regclass)
  UNION ALL
  SELECT CASE WHEN p.prokind = 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END, p.oid::regprocedure::text, 4
    FROM pg_proc p JOIN user_schema s ON s.oid = p.pronamespace
   WHERE p.prokind IN ('f', 'p') AND p.proowner <> (SELECT oid FROM app)
     AND NOT EXISTS (SELECT 1 FROM in_extension e WHERE e.objid = p.oid AND e.classid = 'pg_proc'::regclass)
  ORDER BY 3, 2`;

/**
 * Prepares the app's database on the embedded cluster, connected as its superuser (`serverUrl`): the
 * login role `evisa` (NOSUPERUSER, NOCREATEDB, NOCREATEROLE; password from secrets.json), the `evisa`
 * database owned by it, and every object of an existing database that the superuser created (a data
 * folder from before this role) handed over to it. Returns the URL the app connects with: as a
 * database owner it runs the migrations (pg_trgm is a trusted extension) and the projection rebuild's
 * schema swap, but cannot read files, run programs or touch other databases.
 */
export async function prepareAppDatabase(serverUrl: string, appPassword: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    const password = admin.escapeLiteral(appPassword);
    await admin.query(`${role.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${ident(APP_ROLE)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${password}`);
    const database = await admin.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [APP_DATABASE]);
    if (database.rowCount === 0) await admin.query(`CREATE DATABASE ${ident(APP_DATABASE)} OWNER ${ident(APP_ROLE)}`);
    else if (database.rows[0]!.owner !== APP_ROLE) await admin.query(`ALTER DATABASE ${ident(APP_DATABASE)} OWNER TO ${ident(APP_ROLE)}`);
  } finally {
    await admin.end();
  }

  const url = new URL(serverUrl);
  url.pathname = `/${APP_DATABASE}`;
  const owner = new pg.Client({ connectionString: url.toString() });
  await owner.connect();
  try {
    const { rows } = await owner.query<{ kind: string; name: string }>(FOREIGN_OWNED, [APP_ROLE]);
    if (rows.length > 0) {
      await owner.query('BEGIN');
      // Tables first: their owned sequences (identity, serial) follow them, and only the rest are moved on their own.
      for (const { kind, name } of rows) {
        if (kind === 'SEQUENCE') {
          const still = await owner.query(`SELECT 1 FROM pg_class WHERE oid = $1::regclass AND relowner <> (SELECT oid FROM pg_roles WHERE rolname = $2)`, [name, APP_ROLE]);
          if (still.rowCount === 0) continue;
        }
        await owner.query(`ALTER ${kind} ${name} OWNER TO ${ident(APP_ROLE)}`);
      }
      await owner.query('COMMIT');
    }
  } catch (error) {
    await owner.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await owner.end();
  }
  return appDatabaseUrl(Number(url.port), appPassword);
}
