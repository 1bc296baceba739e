import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
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
    <div className="mx-auto flex max-w-xl px-4 py-16">
      <Card className="w-full">
        <CardContent className="flex flex-col gap-4 pt-6 sm:pt-6">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <span aria-hidden="true" className="text-red-600">⚠</span>
            {t('routeError.title')}
          </h1>
          <p className="text-sm text-slate-600">{t('routeError.hint')}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={() => window.location.reload()}>
              {t('actions.retry')}
            </Button>
            <Button asChild variant="outline">
              <Link to="/">{t('actions.goHome')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
