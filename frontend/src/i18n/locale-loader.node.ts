/**
 * Test double of locale-loader.ts for Jest, which has no import.meta.glob: reads the same files
 * from disk. Wired in through frontend/jest.config.js moduleNameMapper.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));

export const availableNamespaces: readonly string[] = [
  ...new Set(
    readdirSync(localesDir).flatMap((language) =>
      readdirSync(`${localesDir}${language}`)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length)),
    ),
  ),
];

export async function loadLocale(language: string, namespace: string): Promise<Record<string, unknown> | null> {
  const file = `${localesDir}${language}/${namespace}.json`;
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
