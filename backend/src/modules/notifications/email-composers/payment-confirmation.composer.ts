import type { PaymentCompleted } from '@evisa/contracts/events';
import { renderReceiptPdf, type ReceiptData } from '../receipts/receipt-pdf.js';
import { formatDateRange, formatDateTime, formatMoney } from '../templates/format.js';
import { PAYMENT_CONFIRMATION_TEXT } from '../templates/payment-confirmation.templates.js';
import type { EmailComposer } from './email-composer.js';
import { applicantOf, composeLetter, statusPagePath } from './letter.js';

/** The traveller's confirmation that we have their money (for an e-visa or an insurance order), with the receipt/invoice attached. */
export const paymentConfirmationComposer: EmailComposer = {
  name: 'payment-confirmation',
  eventTypes: ['PaymentCompleted'],

  compose(event, order) {
    // The payer first: the receipt is theirs (the decision emails go to the applicant first).
    const recipient = order?.customer ?? applicantOf(order);
    // Nobody to write to: the person's data is erased (or was never readable on this replay).
    if (!order || !recipient) return null;
    const paid = event.data as unknown as PaymentCompleted['data'];
    const language = order.language;
    const t = PAYMENT_CONFIRMATION_TEXT[language];
    const amount = formatMoney(paid.amountCents, language);
    const plan = order.insurancePlan;
    // What an insurance order bought, when its context knows (one stored before plans were does not).
    const planDetails: Array<[string, string]> = plan
      ? [
          [t.travelDates, formatDateRange(plan.travelDate, plan.returnDate, language)],
          [t.coverDays, String(plan.coverDays)],
        ]
      : [];
    const details: Array<[string, string]> = [
      [t.orderNumber, paid.orderId],
      ...planDetails,
      [t.amountPaid, amount],
      [t.currency, t.usd],
      [t.paymentDate, formatDateTime(paid.completedAt, language)],
      [t.transactionId, paid.providerTransactionId],
    ];
    const receipt: ReceiptData = {
      orderId: paid.orderId,
      language,
      paidAt: paid.completedAt,
      transactionId: paid.providerTransactionId,
      cardLast4: paid.cardLast4,
      billedTo: { name: recipient.name, email: recipient.email },
      lines: order.lines,
      totalCents: paid.amountCents,
      // Left out when unknown, so a visa's receipt data stays exactly as it was.
      ...(plan && { insurancePlan: plan }),
    };
    return composeLetter({
      to: recipient,
      language,
      subject: t.subject(paid.orderId),
      greeting: t.greeting(recipient.name),
      intro: order.orderKind === 'insurance' ? t.insuranceReceived(amount) : t.received(amount),
      detailsHeading: t.detailsHeading,
      details,
      paragraphs: [t.receiptAttached, order.orderKind === 'insurance' ? t.insuranceNextSteps : t.nextSteps],
      link: { label: t.statusLink, path: statusPagePath(paid.orderId, order.orderKind) },
      closing: t.closing,
      attachments: [{ filename: `receipt-${paid.orderId}.pdf`, contentType: 'application/pdf', renderer: 'receipt', data: { ...receipt } }],
    });
  },

  renderers: {
    receipt: (data) => renderReceiptPdf(data as unknown as ReceiptData),
  },
};
