import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ProblemPage } from '../../components/layout/problem-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Keeps this address out of search results while the page shows. The server answers every path
 * with the app (status 200), so without it an unknown address would be indexed as a page of ours
 * (a "soft 404"); the tag goes when the visitor moves on to a real page.
 */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'), { withBrand: false });
  useNoIndex();
  return (
    <ProblemPage title={t('notFound.title')} hint={t('notFound.hint')}>
      <Button asChild className="self-start">
        <Link to="/">{t('actions.goHome')}</Link>
      </Button>
    </ProblemPage>
  );
}
