import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ProblemPage } from '../../components/layout/problem-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'), { withBrand: false });
  return (
    <ProblemPage title={t('notFound.title')} hint={t('notFound.hint')}>
      <Button asChild className="self-start">
        <Link to="/">{t('actions.goHome')}</Link>
      </Button>
    </ProblemPage>
  );
}
