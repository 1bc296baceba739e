import { useEffect } from 'react';
import { COMPANY } from './company';

/** The tab title a page sets: the brand is appended so bookmarks and history stay recognisable. */
export function documentTitle(title: string, { withBrand = true }: { withBrand?: boolean } = {}): string {
  return withBrand ? `${title} | ${COMPANY.brandName}` : title;
}

/**
 * Sets the tab title and, when given, the page's meta description (what search results and shared
 * links show under the title), in the page's language. The description is put back as it was when
 * the page goes, so a page without one of its own never shows the last page's.
 */
export function useDocumentTitle(title: string, { withBrand = true, description }: { withBrand?: boolean; description?: string } = {}): void {
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
