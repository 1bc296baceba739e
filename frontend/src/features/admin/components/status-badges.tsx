import { APPLICATION_STATUSES, isPaymentCompleted } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, statusBadgeColour } from '../../../components/ui/badge';

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
  if (paymentStatus === 'pending') return <Badge colour="grey">{t('paymentStatuses.pending')}</Badge>;
  return <Badge colour="grey">{paymentStatus}</Badge>;
}
