import type { PaymentRefunded } from '@evisa/contracts/events';
import { COMPANY } from '@evisa/contracts';
import { formatDateTime, formatMoney } from '../templates/format.js';
import { PAYMENT_REFUND_TEXT } from '../templates/payment-refund.templates.js';
import type { EmailComposer } from './email-composer.js';
import { applicantOf, composeLetter } from './letter.js';

/**
 * "We refunded you", to the payer, in the order's language, for each refund the provider reports:
 * the payment domain records PaymentRefunded only when the refunded total grows, so a redelivered
 * notice composes nothing, and each increase one message (its id follows from the event).
 */
export const paymentRefundedComposer: EmailComposer = {
  name: 'payment-refunded',
  eventTypes: ['PaymentRefunded'],

  compose(event, order) {
    // The payer first, as for the receipt: the money goes back to them.
    const recipient = order?.customer ?? applicantOf(order);
    // Nobody to write to: the person's data is erased (or was never readable on this replay).
    if (!order || !recipient) return null;
    const refund = event.data as unknown as PaymentRefunded['data'];
    const language = order.language;
    const t = PAYMENT_REFUND_TEXT[language];
    const now = formatMoney(refund.increaseCents, language);
    return composeLetter({
      to: recipient,
      language,
      subject: t.subject(refund.orderId, refund.fullyRefunded),
      greeting: t.greeting(recipient.name),
      intro: `${order.orderKind === 'insurance' ? t.insuranceRefunded(now, refund.orderId) : t.refunded(now, refund.orderId)}${refund.fullyRefunded ? ` ${t.fullyRefunded}` : ''}`,
      detailsHeading: t.detailsHeading,
      details: [
        [t.orderNumber, refund.orderId],
        [t.refundedNow, now],
        [t.refundedTotal, formatMoney(refund.refundedCents, language)],
        [t.currency, t.usd],
        [t.refundDate, formatDateTime(refund.refundedAt, language)],
      ],
      paragraphs: [t.toCard, t.support(COMPANY.supportEmail)],
      closing: t.closing,
      attachments: [],
    });
  },
};
