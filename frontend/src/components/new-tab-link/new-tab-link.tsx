import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link that opens in a new tab (another site, or one of our legal pages from the footer, so a form
 * in progress here is not lost), and says
 * so: WCAG G201 asks that a new window be announced, or keyboard and screen-reader users lose their
 * way back (the Back button does nothing in the new tab). The words are for screen readers; the
 * arrow is the visible hint, pointing ahead in right-to-left text too. The arrow is plain inline
 * text so it never wraps onto a line of its own (an inline-block would give the line a place to
 * break). `noopener noreferrer`: the other site gets neither `window.opener` nor the page we came from.
 */
export function NewTabLink({ children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  const { t, i18n } = useTranslation('common');
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span aria-hidden="true">{i18n.dir() === 'rtl' ? '↖' : '↗'}</span>
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
