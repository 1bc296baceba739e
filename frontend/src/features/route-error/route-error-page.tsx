import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ProblemPage } from '../../components/layout/problem-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * What a page that failed shows inside the site's layout (header, footer and chat stay): most often
 * its code could not be downloaded (a dropped connection; the router has already reloaded once for
 * a file a new release replaced), else an error while drawing it. Try again loads the page anew.
 */
export function RouteErrorPage(_props: ErrorComponentProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('routeError.title'));
  return (
    <ProblemPage title={t('routeError.title')} hint={t('routeError.hint')}>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('actions.goHome')}</Link>
        </Button>
      </div>
    </ProblemPage>
  );
}
