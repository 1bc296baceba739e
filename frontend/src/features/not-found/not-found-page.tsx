import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'), { withBrand: false });
  return (
    <div className="mx-auto flex max-w-xl px-4 py-16">
      <Card className="w-full">
        <CardContent className="flex flex-col gap-4 pt-6 sm:pt-6">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <span aria-hidden="true" className="text-red-600">⚠</span>
            {t('notFound.title')}
          </h1>
          <p className="text-sm text-slate-600">{t('notFound.hint')}</p>
          <Button asChild className="self-start">
            <Link to="/">{t('actions.goHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
