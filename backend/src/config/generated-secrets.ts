import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file, in the data folder, that keeps every secret the app generated for itself (mode 0600). */
export function generatedSecretsFile(dataDir: string): string {
  return join(dataDir, 'secrets.json');
}

/**
 * The named generated secrets from `<dataDir>/secrets.json`; any missing are generated once and added
 * (the others are kept as they are), so one file serves the app's keys and the embedded Postgres
 * password, whichever asks first. Written to a temporary file (mode 0600) and renamed into place.
 */
export function loadOrCreateGeneratedSecrets<K extends string>(dataDir: string, generators: Readonly<Record<K, () => string>>): Record<K, string> {
  const file = generatedSecretsFile(dataDir);
  const stored: Record<string, unknown> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const missing = (Object.keys(generators) as K[]).filter((name) => typeof stored[name] !== 'string' || stored[name] === '');
  if (missing.length > 0) {
    for (const name of missing) stored[name] = generators[name]();
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(stored, null, 2), { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  }
  return Object.fromEntries((Object.keys(generators) as K[]).map((name) => [name, stored[name] as string])) as Record<K, string>;
}
