import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@evisa/contracts';
import { currentLanguage } from '../../i18n/i18n';
import { LANGUAGE_SELECT_ATTRIBUTE } from '../../i18n/language-chosen-early';
import { cn } from '../../lib/cn';

/**
 * A native select keeps the language switch fully accessible on every phone and costs no
 * JavaScript on the home page; the choice is saved by the i18next detector's local-storage cache.
 */
export function LanguageSelect({ className, selectClassName }: { className?: string; selectClassName?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        {...{ [LANGUAGE_SELECT_ATTRIBUTE]: '' }}
        // The language comes from the saved preference, not from the browser's restored form state.
        autoComplete="off"
        value={currentLanguage(i18n)}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className={cn('min-h-11 cursor-pointer rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 hover:bg-slate-50', selectClassName)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {`${language.flag} ${language.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
