import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

/** Holds the page's height while a lazy route or namespace loads, so the footer does not jump (CLS). */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[80dvh] justify-center p-8">
      <Spinner label={t('loading')} />
    </div>
  );
}
