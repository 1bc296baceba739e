import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../lib/company';
import { useHydrating } from '../../lib/use-hydrating';
import { LanguageSelect } from './language-select';
import { NAV_LINKS } from './nav-links';

export function Header() {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The prerendered button does nothing until React has adopted the page: disabled until then (as the
  // chat launcher), so a tap that early is visibly not taken rather than silently lost.
  const hydrating = useHydrating();

  // Escape closes the open menu from anywhere on the page and hands the keyboard back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2 sm:gap-3">
        {/* min-w-0: on the narrowest phones (320 px) the brand wraps instead of pushing the page wider. */}
        <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg" onClick={close}>
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-lg text-white">
            ✈
          </span>
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="font-bold text-slate-900">{COMPANY.brandName}</span>
            <span className="hidden text-xs text-slate-600 min-[400px]:block">{t('brand.tagline')}</span>
          </span>
        </Link>

        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
                  activeProps={{ className: 'text-brand-700', 'aria-current': 'page' }}
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <LanguageSelect />
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 text-xl disabled:cursor-wait lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            disabled={hydrating}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '×' : '☰'}</span>
          </button>
        </div>
      </div>

      <nav id="mobile-menu" aria-label={t('nav.label')} hidden={!menuOpen} className="border-t border-slate-200 lg:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={close}
                className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
