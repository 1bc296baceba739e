import type { LanguageCode } from '@evisa/contracts';

export interface PaymentRefundText {
  /** `full`: the order is now refunded in full. */
  subject(orderId: string, full: boolean): string;
  greeting(name: string | null): string;
  /** What this refund returned, for an e-visa application or for an insurance order. */
  refunded(amount: string, orderId: string): string;
  insuranceRefunded(amount: string, orderId: string): string;
  fullyRefunded: string;
  detailsHeading: string;
  orderNumber: string;
  refundedNow: string;
  refundedTotal: string;
  currency: string;
  /** How the currency reads in the details ("USD (US dollar)"). */
  usd: string;
  refundDate: string;
  toCard: string;
  support(email: string): string;
  closing: string;
}

/** The refund email to the payer, in each of the six languages. */
export const PAYMENT_REFUND_TEXT: Record<LanguageCode, PaymentRefundText> = {
  en: {
    subject: (order, full) => (full ? `Your payment has been refunded in full – order ${order}` : `Refund issued – order ${order}`),
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    refunded: (amount, order) => `We have refunded ${amount} of your payment for your Turkey e-Visa application ${order}.`,
    insuranceRefunded: (amount, order) => `We have refunded ${amount} of your payment for your travel health insurance for Türkiye, order ${order}.`,
    fullyRefunded: 'Your order is now refunded in full.',
    detailsHeading: 'Refund details',
    orderNumber: 'Order number',
    refundedNow: 'Refunded now',
    refundedTotal: 'Total refunded',
    currency: 'Currency',
    usd: 'USD (US dollar)',
    refundDate: 'Refund date',
    toCard:
      'The money goes back to the card you paid with. It typically reaches your account within 5–10 business days, depending on your bank.',
    support: (email) => `If you have any questions, please write to our support team at ${email} or use the live chat on our website, quoting your order number.`,
    closing: 'Kind regards,',
  },
  tr: {
    subject: (order, full) => (full ? `Ödemenizin tamamı iade edildi – sipariş ${order}` : `İade yapıldı – sipariş ${order}`),
    greeting: (name) => (name ? `Sayın ${name},` : 'Merhaba,'),
    refunded: (amount, order) => `${order} numaralı Türkiye e-Vize başvurunuz için yaptığınız ödemenin ${amount} tutarındaki kısmını iade ettik.`,
    insuranceRefunded: (amount, order) => `${order} numaralı Türkiye seyahat sağlık sigortası siparişiniz için yaptığınız ödemenin ${amount} tutarındaki kısmını iade ettik.`,
    fullyRefunded: 'Siparişinizin tamamı iade edilmiştir.',
    detailsHeading: 'İade bilgileri',
    orderNumber: 'Sipariş numarası',
    refundedNow: 'Bu iadenin tutarı',
    refundedTotal: 'Toplam iade edilen',
    currency: 'Para birimi',
    usd: 'USD (ABD doları)',
    refundDate: 'İade tarihi',
    toCard:
      'Tutar, ödeme yaptığınız karta iade edilir. Bankanıza bağlı olarak genellikle 5–10 iş günü içinde hesabınıza yansır.',
    support: (email) => `Sorularınız için sipariş numaranızı belirterek ${email} adresinden destek ekibimize yazabilir ya da web sitemizdeki canlı destek sohbetini kullanabilirsiniz.`,
    closing: 'Saygılarımızla,',
  },
  fr: {
    subject: (order, full) => (full ? `Votre paiement a été intégralement remboursé – commande ${order}` : `Remboursement effectué – commande ${order}`),
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    refunded: (amount, order) => `Nous vous avons remboursé ${amount} sur votre paiement pour votre demande d'e-Visa pour la Türkiye ${order}.`,
    insuranceRefunded: (amount, order) => `Nous vous avons remboursé ${amount} sur votre paiement pour votre assurance santé voyage pour la Türkiye, commande ${order}.`,
    fullyRefunded: 'Votre commande est désormais intégralement remboursée.',
    detailsHeading: 'Détails du remboursement',
    orderNumber: 'Numéro de commande',
    refundedNow: 'Remboursé cette fois',
    refundedTotal: 'Total remboursé',
    currency: 'Devise',
    usd: 'USD (dollar américain)',
    refundDate: 'Date du remboursement',
    toCard:
      "L'argent est reversé sur la carte utilisée pour le paiement. Il apparaît généralement sur votre compte sous 5 à 10 jours ouvrés, selon votre banque.",
    support: (email) => `Pour toute question, écrivez à notre équipe d'assistance à ${email} ou utilisez le chat en direct de notre site, en indiquant votre numéro de commande.`,
    closing: 'Cordialement,',
  },
  de: {
    subject: (order, full) => (full ? `Ihre Zahlung wurde vollständig erstattet – Bestellung ${order}` : `Erstattung veranlasst – Bestellung ${order}`),
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    refunded: (amount, order) => `Wir haben Ihnen ${amount} Ihrer Zahlung für Ihren Antrag auf ein e-Visum für die Türkiye ${order} erstattet.`,
    insuranceRefunded: (amount, order) => `Wir haben Ihnen ${amount} Ihrer Zahlung für Ihre Reisekrankenversicherung für die Türkiye, Bestellung ${order}, erstattet.`,
    fullyRefunded: 'Ihre Bestellung ist damit vollständig erstattet.',
    detailsHeading: 'Details der Erstattung',
    orderNumber: 'Bestellnummer',
    refundedNow: 'Jetzt erstattet',
    refundedTotal: 'Insgesamt erstattet',
    currency: 'Währung',
    usd: 'USD (US-Dollar)',
    refundDate: 'Erstattungsdatum',
    toCard:
      'Das Geld geht auf die Karte zurück, mit der Sie bezahlt haben. Je nach Bank ist es in der Regel innerhalb von 5–10 Werktagen auf Ihrem Konto.',
    support: (email) => `Bei Fragen schreiben Sie unter Angabe Ihrer Bestellnummer an unser Support-Team (${email}) oder nutzen Sie den Live-Chat auf unserer Website.`,
    closing: 'Mit freundlichen Grüßen',
  },
  es: {
    subject: (order, full) => (full ? `Su pago ha sido reembolsado en su totalidad – pedido ${order}` : `Reembolso realizado – pedido ${order}`),
    greeting: (name) => (name ? `Estimado/a ${name}:` : 'Hola:'),
    refunded: (amount, order) => `Le hemos reembolsado ${amount} de su pago por su solicitud de e-Visa para Türkiye ${order}.`,
    insuranceRefunded: (amount, order) => `Le hemos reembolsado ${amount} de su pago por su seguro médico de viaje para Türkiye, pedido ${order}.`,
    fullyRefunded: 'Su pedido queda reembolsado en su totalidad.',
    detailsHeading: 'Detalles del reembolso',
    orderNumber: 'Número de pedido',
    refundedNow: 'Reembolsado ahora',
    refundedTotal: 'Total reembolsado',
    currency: 'Moneda',
    usd: 'USD (dólar estadounidense)',
    refundDate: 'Fecha del reembolso',
    toCard:
      'El dinero se devuelve a la tarjeta con la que pagó. Normalmente llega a su cuenta en un plazo de 5 a 10 días hábiles, según su banco.',
    support: (email) => `Si tiene alguna pregunta, escriba a nuestro equipo de atención al cliente a ${email} o utilice el chat en directo de nuestro sitio web, indicando su número de pedido.`,
    closing: 'Atentamente,',
  },
  ar: {
    subject: (order, full) => (full ? `تم ردّ المبلغ المدفوع بالكامل – الطلب ${order}` : `تم إصدار استرداد – الطلب ${order}`),
    greeting: (name) => (name ? `عزيزي/عزيزتي ${name}،` : 'مرحبًا،'),
    refunded: (amount, order) => `لقد رددنا إليك ${amount} من المبلغ الذي دفعته مقابل طلب التأشيرة الإلكترونية إلى تركيا رقم ${order}.`,
    insuranceRefunded: (amount, order) => `لقد رددنا إليك ${amount} من المبلغ الذي دفعته مقابل تأمينك الصحي للسفر إلى تركيا، الطلب رقم ${order}.`,
    fullyRefunded: 'تم ردّ كامل مبلغ طلبك.',
    detailsHeading: 'تفاصيل الاسترداد',
    orderNumber: 'رقم الطلب',
    refundedNow: 'المبلغ المسترد هذه المرة',
    refundedTotal: 'إجمالي المبلغ المسترد',
    currency: 'العملة',
    usd: 'USD (دولار أمريكي)',
    refundDate: 'تاريخ الاسترداد',
    toCard:
      'يُعاد المبلغ إلى البطاقة التي دفعت بها. يصل عادةً إلى حسابك خلال 5 إلى 10 أيام عمل حسب البنك الذي تتعامل معه.',
    support: (email) => `إذا كانت لديك أي أسئلة، فيرجى مراسلة فريق الدعم على ${email} أو استخدام الدردشة المباشرة على موقعنا، مع ذكر رقم طلبك.`,
    closing: 'مع أطيب التحيات،',
  },
};
