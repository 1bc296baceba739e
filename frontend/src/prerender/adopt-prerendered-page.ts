/** What the insurance page's `?country=` needs (see prerender.tsx's adoptScript). */
export interface VisaSituations {
  /** Every country with its visa policy (contracts' COUNTRIES). */
  countries: ReadonlyArray<{ code: string; name: string; visaPolicy: string }>;
  /** The page's own lookup (features/insurance/lib/visa-country.ts), so both find the same country. */
  find: (countries: VisaSituations['countries'], param: string | undefined) => { name: string; visaPolicy: string } | undefined;
  /** The stand-in name the build rendered each policy's section with. */
  placeholder: string;
}

/**
 * index.html holds the home page (in #root) and the other prerendered pages (in `<template>`s),
 * all in English. This runs inline right after them, before the first paint (the `prerender`
 * plugin of vite.config.ts serialises it with Function.prototype.toString, so it must not use
 * anything from outside its own body), and puts the visited page's markup into #root when it is
 * exactly what React's first render of this visit will produce; main.tsx then hydrates it.
 *
 * It leaves the home page's markup in #root (React renders afresh) for another language, for a page
 * without a template, and for the wizard when this tab has saved progress beyond an untouched first
 * step (a restored session renders that step and its answers, not the empty form).
 * The insurance page opens with what the nationality in `?country=` means for the visa when the
 * wizard sent the traveller there (a full page load): the build renders that section once per visa
 * policy with a stand-in name, as templates nested in the page's (prerender.tsx), and this puts the
 * one for that country, with its name, where React renders it. index.html's
 * head script hides #root while a template may be adopted (`data-prerender-stale="adopting"`), so
 * the home markup is not laid out for nothing; when none is, only the main area stays hidden ('page').
 */
export function adoptPrerenderedPage(
  doc: Document,
  path: string,
  search: string,
  storage: Pick<Storage, 'getItem'> | null,
  wizardProgressKey: string,
  visaSituations: VisaSituations | null,
): void {
  const html = doc.documentElement;
  const root = doc.getElementById('root');
  const template = Array.prototype.find.call(
    doc.querySelectorAll('template[data-prerendered]'),
    (candidate: Element) => candidate.getAttribute('data-prerendered') === path,
  ) as HTMLTemplateElement | undefined;
  let fits = !!root && !!template && html.lang === 'en';
  if (fits && path === '/application') {
    type SavedProgress = { form?: { country?: unknown; documentType?: unknown } | null } | null;
    const read = (): SavedProgress => {
      try {
        return JSON.parse(storage?.getItem(wizardProgressKey) ?? 'null') as SavedProgress;
      } catch {
        return null; // unreadable progress is ignored by the wizard too
      }
    };
    const saved = read();
    fits = !(saved && saved.form && (saved.form.country || saved.form.documentType));
  }
  if (fits && template && path === '/insurance') {
    const content = template.content;
    const sections = Array.prototype.slice.call(content.querySelectorAll('template[data-visa-policy]')) as HTMLTemplateElement[];
    for (const section of sections) section.remove(); // never part of the page itself
    // `?country=` as the router reads it (TanStack's search parsing, then routes/search-params.ts):
    // the only value, JSON-decoded when it looks like JSON, trimmed.
    const values = new URLSearchParams(search).getAll('country');
    let param: unknown = values.length === 1 ? values[0] : undefined;
    if (typeof param === 'string' && /^(?:\s|["[{\d-]|fa|nu|tr)/.test(param)) {
      try {
        param = JSON.parse(param);
      } catch {
        // kept as written, as the router keeps it
      }
    }
    if (typeof param === 'number') param = String(param);
    const country =
      visaSituations && typeof param === 'string' && param.trim() !== '' ? visaSituations.find(visaSituations.countries, param.trim()) : undefined;
    if (country && visaSituations) {
      const section = sections.find((candidate) => candidate.getAttribute('data-visa-policy') === country.visaPolicy);
      const notice = content.getElementById('insurance-legal-title')?.closest('section');
      fits = !!section && !!notice;
      if (section && notice) {
        // The name goes in as text only, never as markup.
        const texts = doc.createTreeWalker(section.content, 4 /* NodeFilter.SHOW_TEXT */);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          node.nodeValue = (node.nodeValue ?? '').split(visaSituations.placeholder).join(country.name);
        }
        notice.after(section.content);
      }
    }
  }
  if (fits && root && template) {
    root.replaceChildren(template.content);
    root.setAttribute('data-prerendered', path);
    html.removeAttribute('data-prerender-stale');
  } else if (html.getAttribute('data-prerender-stale') === 'adopting') {
    html.setAttribute('data-prerender-stale', 'page');
  }
}
