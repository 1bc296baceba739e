import { TIMINGS } from '@evisa/contracts';
import type { TFunction } from 'i18next';
import { COMPANY } from '../../../lib/company';

/**
 * What a payment failure toast says once the 3 retries are used (it has no Retry then): "try again"
 * would send the traveller to a button that does nothing more, so it names the support address instead.
 */
export function paymentRetriesUsedText(t: TFunction): string {
  return t('payment:retry.exhaustedToast', { max: TIMINGS.paymentRetryMax, email: COMPANY.supportEmail });
}
