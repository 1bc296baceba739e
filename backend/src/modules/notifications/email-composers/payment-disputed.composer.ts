import type { PaymentDisputed } from '@evisa/contracts/events';
import { formatDateTime, formatMoney } from '../templates/format.js';
import { PAYMENT_DISPUTE_STAFF_TEXT as t } from '../templates/payment-dispute.templates.js';
import type { EmailComposer } from './email-composer.js';
import { composeLetter, SUPPORT_INBOX } from './letter.js';

/**
 * A chargeback, to the support inbox: when it opens (staff must submit evidence in the Stripe
 * dashboard before its deadline, or the money is lost) and when it closes, won or lost. The payment
 * domain records each once, so a redelivered notice composes nothing. In Turkish, the staff's
 * language; it names the application, the amount and Stripe's reason, and no card or personal data
 * (staff find the rest in the panel). It needs no order context, so it is composed even for an order
 * whose person is erased; like every message of an order, an erasure that follows deletes it.
 */
export const paymentDisputedComposer: EmailComposer = {
  name: 'payment-disputed',
  eventTypes: ['PaymentDisputed'],

  compose(event, order) {
    const dispute = event.data as unknown as PaymentDisputed['data'];
    const status = dispute.status;
    const kind: Array<[string, string]> = order ? [[t.kind, t.kinds[order.orderKind]]] : [];
    return composeLetter({
      to: SUPPORT_INBOX,
      language: 'tr',
      subject: t.subject[status](dispute.orderId),
      greeting: t.greeting,
      intro: t.intro[status],
      detailsHeading: t.detailsHeading,
      details: [
        [t.applicationNumber, dispute.orderId],
        ...kind,
        [t.amount, formatMoney(dispute.amountCents, 'tr')],
        [t.currency, 'USD'],
        [t.reason, t.reasons[dispute.reason] ? `${t.reasons[dispute.reason]} (${dispute.reason})` : dispute.reason],
        [t.status, t.statuses[status]],
        [t.disputeId, dispute.disputeId],
        // The deadline matters while it is open; events recorded before it was kept have none.
        ...(status === 'open' && dispute.evidenceDueBy ? [[t.evidenceDueBy, formatDateTime(dispute.evidenceDueBy, 'tr')] as [string, string]] : []),
        [t.at, formatDateTime(dispute.at, 'tr')],
      ],
      paragraphs: [...t.paragraphs[status], t.noPersonalData],
      closing: t.closing,
      attachments: [],
    });
  },
};
