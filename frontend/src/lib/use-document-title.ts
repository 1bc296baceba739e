import { useEffect } from 'react';
import { COMPANY } from './company';

/** Sets the tab title; the brand is appended so bookmarks and history stay recognisable. */
export function useDocumentTitle(title: string, { withBrand = true }: { withBrand?: boolean } = {}): void {
  useEffect(() => {
    document.title = withBrand ? `${title} | ${COMPANY.brandName}` : title;
  }, [title, withBrand]);
}
