/** What the cells of visa and insurance rows show alike. */
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import type { ApplicationKind } from '../api/admin-types';
import { formatAmount } from '../../../lib/format';
import { formatAdminDate } from '../lib/format';
import { PaymentBadge, StatusBadge } from './status-badges';

/** The amount and whether it has been paid. */
export function AmountAndPayment({ row }: { row: { totalAmount: string; paymentStatus: string } }) {
  const { i18n } = useTranslation('admin');
  return (
    <>
      <p className="font-semibold text-slate-900">{formatAmount(row.totalAmount, currentLanguage(i18n))}</p>
      <PaymentBadge paymentStatus={row.paymentStatus} />
    </>
  );
}

/** The application status and, once decided, when and by whom. */
export function DecisionStatus({ row }: { row: { status: string; decidedAt?: string | null; decidedBy?: string | null } }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <StatusBadge status={row.status} />
      {row.decidedAt && (
        <p className="mt-1 text-xs text-slate-600">{t('row.decided', { date: formatAdminDate(row.decidedAt), by: row.decidedBy ?? '' })}</p>
      )}
    </>
  );
}

/** The link to the approved application's document; nothing before approval or without a document. */
export function ApprovedDocumentLink({ kind, row }: { kind: ApplicationKind; row: { applicationNumber: string; status: string; hasDocument?: boolean } }) {
  const { t } = useTranslation('admin');
  if (!row.hasDocument || row.status !== 'approved') return null;
  return (
    <a
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
      href={`/api/download/${kind}/${encodeURIComponent(row.applicationNumber)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('row.openDocument')}
    </a>
  );
}
