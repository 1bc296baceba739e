import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@evisa/contracts';
import { englishContractMessages } from './contract-messages';

const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

function readNamespace(language: string, namespace: string): Record<string, string> | null {
  if (language === DEFAULT_LANGUAGE && namespace === 'messages') return englishContractMessages();
  try {
    return flatten(JSON.parse(readFileSync(`${localesDir}${language}/${namespace}.json`, 'utf8')) as Tree);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

// Every namespace file in any language folder, so a namespace added later is checked too.
const namespaces = [
  ...new Set(
    readdirSync(localesDir).flatMap((language) =>
      readdirSync(`${localesDir}${language}`)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, '')),
    ),
  ),
].sort();

/** `{{name}}` placeholders and `<tag>` markup must survive translation, or the sentence breaks. */
function tokens(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

describe('locale files', () => {
  it('are found for every language', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home', 'messages', 'status']));
  });

  describe.each(namespaces)('namespace "%s"', (namespace) => {
    const byLanguage = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, readNamespace(language, namespace)]));
    const allKeys = [...new Set(Object.values(byLanguage).flatMap((keys) => Object.keys(keys ?? {})))].sort();

    it.each([...LANGUAGE_CODES])('has every key in %s', (language) => {
      const keys = byLanguage[language];
      expect(keys).not.toBeNull();
      const missing = allKeys.filter((key) => !(key in keys!) || keys![key]!.trim() === '');
      expect(missing).toEqual([]);
    });

    it.each(LANGUAGE_CODES.filter((l) => l !== DEFAULT_LANGUAGE))('keeps the placeholders of English in %s', (language) => {
      const english = byLanguage[DEFAULT_LANGUAGE] ?? {};
      const translated = byLanguage[language] ?? {};
      const broken = Object.keys(english).filter((key) => key in translated && tokens(english[key]!).join() !== tokens(translated[key]!).join());
      expect(broken).toEqual([]);
    });

    it.each(LANGUAGE_CODES.filter((l) => l !== DEFAULT_LANGUAGE))('is really translated into %s, not copied from English', (language) => {
      const english = byLanguage[DEFAULT_LANGUAGE] ?? {};
      const translated = byLanguage[language] ?? {};
      const keys = Object.keys(english);
      // Names and short terms ("Hagia Sophia", "3D Secure") may match; sentences of four or more words must not.
      const isSentence = (text: string) => text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 4;
      const copied = keys.filter((key) => translated[key] === english[key] && isSentence(english[key]!));
      expect(copied).toEqual([]);
    });
  });
});
