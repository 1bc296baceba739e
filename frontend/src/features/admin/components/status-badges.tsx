import { APPLICATION_STATUSES, isPaymentCompleted, type PaymentDisputeStatus } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, statusBadgeColour, type BadgeColour } from '../../../components/ui/badge';
import { currentLanguage } from '../../../i18n/i18n';
import { formatAmount } from '../../../lib/format';
import { formatAdminDate } from '../lib/format';

/** The application status in the spec's badge colours; unknown values show as they come, in grey. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('common');
  return (
    <Badge colour={statusBadgeColour(status)}>{(APPLICATION_STATUSES as readonly string[]).includes(status) ? t(`statuses.${status}`) : status}</Badge>
  );
}

export function PaymentBadge({ paymentStatus }: { paymentStatus: string }) {
  const { t } = useTranslation('common');
  if (isPaymentCompleted(paymentStatus)) return <Badge colour="green">{t('paymentStatuses.completed')}</Badge>;
  if (paymentStatus === 'failed') return <Badge colour="red">{t('paymentStatuses.failed')}</Badge>;
  if (paymentStatus === 'refunded') return <Badge colour="red">{t('paymentStatuses.refunded')}</Badge>;
  if (paymentStatus === 'pending') return <Badge colour="grey">{t('paymentStatuses.pending')}</Badge>;
  return <Badge colour="grey">{paymentStatus}</Badge>;
}

const DISPUTE_COLOURS: Record<PaymentDisputeStatus, BadgeColour> = { open: 'yellow', lost: 'red', won: 'green' };

/** What the reversal badges read of a visa or insurance row. */
export interface PaymentReversalRow {
  paymentStatus: string;
  refundedAmount: string | null;
  disputeStatus: PaymentDisputeStatus | null;
  disputeEvidenceDueBy: string | null;
}

/**
 * Money that went back after payment: a partial refund with its amount (a full one is the payment
 * badge itself) and the chargeback, if any, open, lost or won. Next to an open one, the provider's
 * deadline for our evidence: past it the dispute is lost by default.
 */
export function PaymentReversalBadges({ row }: { row: PaymentReversalRow }) {
  const { t, i18n } = useTranslation('admin');
  const partlyRefunded = row.refundedAmount !== null && row.paymentStatus !== 'refunded';
  if (!partlyRefunded && row.disputeStatus === null) return null;
  const evidenceDueBy = row.disputeStatus === 'open' ? row.disputeEvidenceDueBy : null;
  return (
    <>
      {partlyRefunded && <Badge colour="yellow">{t('payment.partiallyRefunded', { amount: formatAmount(row.refundedAmount!, currentLanguage(i18n)) })}</Badge>}
      {row.disputeStatus && <Badge colour={DISPUTE_COLOURS[row.disputeStatus]}>{t(`payment.dispute.${row.disputeStatus}`)}</Badge>}
      {evidenceDueBy && (
        <time dateTime={evidenceDueBy} className="text-xs text-slate-700">
          {t('payment.evidenceDueBy', { date: formatAdminDate(evidenceDueBy) })}
        </time>
      )}
    </>
  );
}
