/**
 * Every `locales/<lang>/<namespace>.json` becomes its own lazily loaded chunk, so a visitor
 * downloads only the namespaces of the language they use. New namespace files (e.g. the
 * wizard's) are picked up without touching this file.
 */
type LocaleModule = { default: Record<string, unknown> };

const modules = import.meta.glob<LocaleModule>('../locales/*/*.json');

function keyOf(language: string, namespace: string): string {
  return `../locales/${language}/${namespace}.json`;
}

export const availableNamespaces: readonly string[] = [
  ...new Set(Object.keys(modules).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length))),
];

/** The namespace's resources, or null when that language has no such file (i18next then falls back). */
export async function loadLocale(language: string, namespace: string): Promise<Record<string, unknown> | null> {
  const load = modules[keyOf(language, namespace)];
  if (!load) return null;
  return (await load()).default;
}
