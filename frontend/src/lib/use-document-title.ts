import { createContext, useContext, useEffect } from 'react';
import { COMPANY } from './company';

/** The tab title a page sets: the brand is appended so bookmarks and history stay recognisable. */
export function documentTitle(title: string, { withBrand = true }: { withBrand?: boolean } = {}): string {
  return withBrand ? `${title} | ${COMPANY.brandName}` : title;
}

/** A page's head as it sets it: the whole tab title (brand included) and its meta description, if it has one. */
export interface PageHead {
  title: string;
  description?: string;
}

/**
 * Given only by the build (src/prerender/prerender.tsx): told, while a page renders, the head that
 * page sets once it runs, so the server can send each page with its own title and description to
 * crawlers and link previews that run no JavaScript. Nothing listens in the browser.
 */
export const PageHeadListener = createContext<((head: PageHead) => void) | null>(null);

/**
 * Sets the tab title and, when given, the page's meta description (what search results and shared
 * links show under the title), in the page's language. The description is put back as it was when
 * the page goes, so a page without one of its own never shows the last page's.
 */
export function useDocumentTitle(title: string, { withBrand = true, description }: { withBrand?: boolean; description?: string } = {}): void {
  useContext(PageHeadListener)?.({ title: documentTitle(title, { withBrand }), ...(description !== undefined && { description }) });
  useEffect(() => {
    document.title = documentTitle(title, { withBrand });
  }, [title, withBrand]);
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
