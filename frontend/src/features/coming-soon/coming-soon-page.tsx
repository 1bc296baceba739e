import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Screens not available yet (their titles are `common:pages.<key>`; `admin` titles the staff area). */
export type ComingSoonPageKey = 'chatAdmin' | 'mobileTest';

/** An honest placeholder for screens that are registered in the router but not yet available. */
export function ComingSoonPage({ page }: { page: ComingSoonPageKey }) {
  const { t } = useTranslation('common');
  const title = t(`pages.${page}`);
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-slate-700">{t('comingSoon.body')}</p>
          <Button asChild variant="outline" className="self-start">
            <Link to="/">{t('actions.goHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
