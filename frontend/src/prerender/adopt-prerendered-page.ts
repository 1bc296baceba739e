/**
 * index.html holds the home page (in #root) and the other prerendered pages (in `<template>`s),
 * all in English. This runs inline right after them, before the first paint (the `prerender`
 * plugin of vite.config.ts serialises it with Function.prototype.toString, so it must not use
 * anything from outside its own body), and puts the visited page's markup into #root when it is
 * exactly what React's first render of this visit will produce; main.tsx then hydrates it.
 *
 * It leaves the home page's markup in #root (React renders afresh) for another language, for a page
 * without a template, for the wizard when this tab has saved progress beyond an untouched first
 * step (a restored session renders that step and its answers, not the empty form), and for the
 * insurance page when the wizard sent the traveller there with their country (`?country=`: the page
 * then opens with what that nationality means for the visa). index.html's
 * head script hides #root while a template may be adopted (`data-prerender-stale="adopting"`), so
 * the home markup is not laid out for nothing; when none is, only the main area stays hidden ('page').
 */
export function adoptPrerenderedPage(doc: Document, path: string, search: string, storage: Pick<Storage, 'getItem'> | null, wizardProgressKey: string): void {
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
  if (fits && path === '/insurance') fits = !/[?&]country=/.test(search);
  if (fits && root && template) {
    root.replaceChildren(template.content);
    root.setAttribute('data-prerendered', path);
    html.removeAttribute('data-prerender-stale');
  } else if (html.getAttribute('data-prerender-stale') === 'adopting') {
    html.setAttribute('data-prerender-stale', 'page');
  }
}
