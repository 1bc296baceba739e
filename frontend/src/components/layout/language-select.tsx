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
    <div className={cn('relative flex items-center', className)}>
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
        // Its own arrow (as NativeSelect's) takes less room than the browser's, so the whole language name
        // fits beside the brand and the menu button on a 320 px phone.
        className={cn(
          'min-h-11 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white ps-2 pe-6 text-sm text-slate-900 hover:bg-slate-50',
          selectClassName,
        )}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {`${language.flag} ${language.name}`}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-2 flex items-center text-slate-500">
        ▾
      </span>
    </div>
  );
}
