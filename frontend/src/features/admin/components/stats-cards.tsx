import { useEffect, useRef } from 'react';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { currentLanguage } from '../../../i18n/i18n';
import { useAdminStats } from '../api/admin-stats';
import type { AdminStats } from '../api/admin-types';
import { useErrorMessage } from '../hooks/use-error-message';
import { RetryButton } from './list-state-rows';
import { formatAmount } from '../../../lib/format';

const STATS: ReadonlyArray<keyof AdminStats> = ['totalApplications', 'totalInsuranceApplications', 'totalRevenue', 'pendingApplications'];

export function StatsCards() {
  const { t, i18n } = useTranslation('admin');
  const locale = currentLanguage(i18n);
  const stats = useAdminStats();
  const messageOf = useErrorMessage();
  // Try again leaves with the error: once the cards are back they take the focus, not the page's start.
  const section = useRef<HTMLElement>(null);
  const retried = useRef(false);
  const loaded = stats.data !== undefined && !stats.isError;
  useEffect(() => {
    if (!retried.current || !loaded) return;
    retried.current = false;
    section.current?.focus({ preventScroll: true });
  }, [loaded]);
  if (stats.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        <p role="alert">
          <strong>{ADMIN_MESSAGES.error}</strong>: {messageOf(stats.error)}
        </p>
        <RetryButton
          load={stats}
          onRetry={() => {
            retried.current = true;
          }}
        />
      </div>
    );
  }
  const format = (key: keyof AdminStats, value: number | string) =>
    key === 'totalRevenue' ? formatAmount(value, locale) : new Intl.NumberFormat(locale).format(Number(value));
  return (
    <section ref={section} tabIndex={-1} aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 outline-none lg:grid-cols-4">
      {STATS.map((key) => (
        <Card key={key} className="p-4">
          <h2 className="text-sm font-medium text-slate-600">{t(`stats.${key}`)}</h2>
          {stats.data ? (
            <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
              {format(key, stats.data[key])}
            </p>
          ) : (
            <Skeleton className="mt-2 h-8 w-20" />
          )}
        </Card>
      ))}
    </section>
  );
}
