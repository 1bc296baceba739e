import { COMPANY } from '@evisa/contracts';
import type { PaymentCompleted } from '@evisa/contracts/events';
import { renderReceiptPdf, type ReceiptData } from '../receipts/receipt-pdf.js';
import { emailDisclaimer } from '../templates/disclaimer.templates.js';
import { formatDateTime, formatMoney } from '../templates/format.js';
import { renderEmailHtml } from '../templates/email-html.js';
import { PAYMENT_CONFIRMATION_TEXT } from '../templates/payment-confirmation.templates.js';
import type { EmailComposer } from './email-composer.js';

/** The traveller's confirmation that we have their money, with the receipt/invoice attached. */
export const paymentConfirmationComposer: EmailComposer = {
  name: 'payment-confirmation',
  eventTypes: ['PaymentCompleted'],

  compose(event, order) {
    const recipient = order?.customer ?? (order?.applicant && { name: `${order.applicant.firstName} ${order.applicant.lastName}`, email: order.applicant.email });
    // Nobody to write to: the person's data is erased (or was never readable on this replay).
    if (!order || !recipient) return null;
    const paid = event.data as unknown as PaymentCompleted['data'];
    const language = order.language;
    const t = PAYMENT_CONFIRMATION_TEXT[language];
    const amount = formatMoney(paid.amountCents, language);
    const details: Array<[string, string]> = [
      [t.orderNumber, paid.orderId],
      [t.amountPaid, amount],
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
    };
    const signature = [COMPANY.brandName, `${COMPANY.legalName} · ${COMPANY.registrationNumber} · ${COMPANY.address}`, COMPANY.supportEmail];
    const disclaimer = emailDisclaimer(language);
    const intro = t.received(amount);

    return {
      to: recipient.email,
      toName: recipient.name,
      language,
      subject: t.subject(paid.orderId),
      text: [
        t.greeting(recipient.name),
        '',
        intro,
        '',
        `${t.detailsHeading}:`,
        ...details.map(([label, value]) => `  ${label}: ${value}`),
        '',
        t.receiptAttached,
        '',
        t.nextSteps,
        '',
        t.closing,
        ...signature,
        '',
        '--',
        disclaimer,
      ].join('\n'),
      html: renderEmailHtml({ language, greeting: t.greeting(recipient.name), intro, paragraphs: [t.receiptAttached, t.nextSteps], detailsHeading: t.detailsHeading, details, closing: t.closing, signature, disclaimer }),
      attachments: [{ filename: `receipt-${paid.orderId}.pdf`, contentType: 'application/pdf', renderer: 'receipt', data: { ...receipt } }],
    };
  },

  renderers: {
    receipt: (data) => renderReceiptPdf(data as unknown as ReceiptData),
  },
};
