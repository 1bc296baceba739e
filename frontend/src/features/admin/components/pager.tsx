import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export interface PagerProps {
  page: number;
  totalPages: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** True while the next page loads and the previous one stays on screen. */
  busy?: boolean;
  label: string;
}

export function Pager({ page, totalPages, totalCount, onPageChange, busy, label }: PagerProps) {
  const { t } = useTranslation('admin');
  const pages = Math.max(totalPages, 1);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('pager.summary', { page, pages, total: totalCount })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" disabled={busy || page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Button variant="outline" disabled={busy || page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
