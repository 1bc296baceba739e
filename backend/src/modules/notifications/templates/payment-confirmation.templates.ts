import type { LanguageCode } from '@evisa/contracts';

export interface PaymentConfirmationText {
  subject(orderId: string): string;
  greeting(name: string | null): string;
  received(amount: string): string;
  detailsHeading: string;
  orderNumber: string;
  amountPaid: string;
  /** The currency, named in full: "$" alone is also the Canadian, Australian or Mexican currency's sign. */
  currency: string;
  usd: string;
  paymentDate: string;
  transactionId: string;
  receiptAttached: string;
  nextSteps: string;
  /** The same two sentences for an insurance order (travel health insurance instead of an e-visa). */
  insuranceReceived(amount: string): string;
  insuranceNextSteps: string;
  /** The link to the order's status page. */
  statusLink: string;
  /** An insurance order's trip and plan, as labels of the payment details. */
  travelDates: string;
  coverDays: string;
  closing: string;
}

/** The payment confirmation email, in each of the six languages. */
export const PAYMENT_CONFIRMATION_TEXT: Record<LanguageCode, PaymentConfirmationText> = {
  en: {
    subject: (order) => `Payment received – order ${order}`,
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    received: (amount) => `Thank you: we have received your payment of ${amount} for your Turkey e-Visa application.`,
    detailsHeading: 'Payment details',
    orderNumber: 'Order number',
    travelDates: 'Travel dates',
    coverDays: 'Days of cover',
    amountPaid: 'Amount paid',
    currency: 'Currency',
    usd: 'USD (US dollar)',
    paymentDate: 'Payment date',
    transactionId: 'Transaction ID',
    receiptAttached: 'Your receipt is attached to this email as a PDF file.',
    nextSteps:
      'What happens next: we check your application and submit it to the authorities. We will email you again when there is a decision. You can check the status at any time on our website with your order number.',
    insuranceReceived: (amount) => `Thank you: we have received your payment of ${amount} for your travel health insurance for Türkiye.`,
    insuranceNextSteps:
      'What happens next: we check your application and issue your policy. We will email you the policy document when it is ready. You can check the status at any time on our website with your order number.',
    statusLink: 'Check your application status',
    closing: 'Kind regards,',
  },
  tr: {
    subject: (order) => `Ödemeniz alındı – sipariş ${order}`,
    greeting: (name) => (name ? `Sayın ${name},` : 'Merhaba,'),
    received: (amount) => `Teşekkür ederiz: Türkiye e-Vize başvurunuz için ${amount} tutarındaki ödemenizi aldık.`,
    detailsHeading: 'Ödeme bilgileri',
    orderNumber: 'Sipariş numarası',
    travelDates: 'Seyahat tarihleri',
    coverDays: 'Teminat gün sayısı',
    amountPaid: 'Ödenen tutar',
    currency: 'Para birimi',
    usd: 'USD (ABD doları)',
    paymentDate: 'Ödeme tarihi',
    transactionId: 'İşlem numarası',
    receiptAttached: 'Makbuzunuz bu e-postaya PDF dosyası olarak eklenmiştir.',
    nextSteps:
      'Sonraki adımlar: Başvurunuzu kontrol edip yetkili makamlara iletiyoruz. Bir karar verildiğinde size yeniden e-posta göndereceğiz. Başvurunuzun durumunu sipariş numaranızla web sitemizden dilediğiniz zaman sorgulayabilirsiniz.',
    insuranceReceived: (amount) => `Teşekkür ederiz: Türkiye seyahat sağlık sigortanız için ${amount} tutarındaki ödemenizi aldık.`,
    insuranceNextSteps:
      'Sonraki adımlar: Başvurunuzu kontrol edip poliçenizi düzenliyoruz. Poliçe belgeniz hazır olduğunda size e-postayla göndereceğiz. Başvurunuzun durumunu sipariş numaranızla web sitemizden dilediğiniz zaman sorgulayabilirsiniz.',
    statusLink: 'Başvurunuzun durumunu sorgulayın',
    closing: 'Saygılarımızla,',
  },
  fr: {
    subject: (order) => `Paiement reçu – commande ${order}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    received: (amount) => `Merci : nous avons bien reçu votre paiement de ${amount} pour votre demande d'e-Visa pour la Türkiye.`,
    detailsHeading: 'Détails du paiement',
    orderNumber: 'Numéro de commande',
    travelDates: 'Dates du voyage',
    coverDays: 'Jours de couverture',
    amountPaid: 'Montant payé',
    currency: 'Devise',
    usd: 'USD (dollar américain)',
    paymentDate: 'Date du paiement',
    transactionId: 'Identifiant de transaction',
    receiptAttached: 'Votre reçu est joint à cet e-mail au format PDF.',
    nextSteps:
      "Prochaines étapes : nous vérifions votre demande et la transmettons aux autorités. Nous vous écrirons de nouveau dès qu'une décision sera prise. Vous pouvez suivre l'état de votre demande à tout moment sur notre site avec votre numéro de commande.",
    insuranceReceived: (amount) => `Merci : nous avons bien reçu votre paiement de ${amount} pour votre assurance santé voyage pour la Türkiye.`,
    insuranceNextSteps:
      "Prochaines étapes : nous vérifions votre demande et émettons votre police. Nous vous enverrons le document de police par e-mail dès qu'il sera prêt. Vous pouvez suivre l'état de votre demande à tout moment sur notre site avec votre numéro de commande.",
    statusLink: "Suivre l'état de votre demande",
    closing: 'Cordialement,',
  },
  de: {
    subject: (order) => `Zahlung erhalten – Bestellung ${order}`,
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    received: (amount) => `Vielen Dank: Wir haben Ihre Zahlung über ${amount} für Ihren Antrag auf ein e-Visum für die Türkiye erhalten.`,
    detailsHeading: 'Zahlungsdetails',
    orderNumber: 'Bestellnummer',
    travelDates: 'Reisezeitraum',
    coverDays: 'Versicherte Tage',
    amountPaid: 'Gezahlter Betrag',
    currency: 'Währung',
    usd: 'USD (US-Dollar)',
    paymentDate: 'Zahlungsdatum',
    transactionId: 'Transaktions-ID',
    receiptAttached: 'Ihre Quittung finden Sie als PDF-Datei im Anhang dieser E-Mail.',
    nextSteps:
      'Wie es weitergeht: Wir prüfen Ihren Antrag und reichen ihn bei den Behörden ein. Sobald eine Entscheidung vorliegt, schreiben wir Ihnen erneut. Den Status können Sie jederzeit mit Ihrer Bestellnummer auf unserer Website abfragen.',
    insuranceReceived: (amount) => `Vielen Dank: Wir haben Ihre Zahlung über ${amount} für Ihre Reisekrankenversicherung für die Türkiye erhalten.`,
    insuranceNextSteps:
      'Wie es weitergeht: Wir prüfen Ihren Antrag und stellen Ihre Police aus. Sobald das Policendokument bereit ist, senden wir es Ihnen per E-Mail. Den Status können Sie jederzeit mit Ihrer Bestellnummer auf unserer Website abfragen.',
    statusLink: 'Status Ihres Antrags abfragen',
    closing: 'Mit freundlichen Grüßen',
  },
  es: {
    subject: (order) => `Pago recibido – pedido ${order}`,
    greeting: (name) => (name ? `Estimado/a ${name}:` : 'Hola:'),
    received: (amount) => `Gracias: hemos recibido su pago de ${amount} por su solicitud de e-Visa para Türkiye.`,
    detailsHeading: 'Detalles del pago',
    orderNumber: 'Número de pedido',
    travelDates: 'Fechas del viaje',
    coverDays: 'Días de cobertura',
    amountPaid: 'Importe pagado',
    currency: 'Moneda',
    usd: 'USD (dólar estadounidense)',
    paymentDate: 'Fecha de pago',
    transactionId: 'ID de transacción',
    receiptAttached: 'Adjuntamos su recibo en formato PDF.',
    nextSteps:
      'Próximos pasos: revisamos su solicitud y la presentamos a las autoridades. Le escribiremos de nuevo cuando haya una decisión. Puede consultar el estado en cualquier momento en nuestro sitio web con su número de pedido.',
    insuranceReceived: (amount) => `Gracias: hemos recibido su pago de ${amount} por su seguro médico de viaje para Türkiye.`,
    insuranceNextSteps:
      'Próximos pasos: revisamos su solicitud y emitimos su póliza. Le enviaremos el documento de la póliza por correo electrónico en cuanto esté listo. Puede consultar el estado en cualquier momento en nuestro sitio web con su número de pedido.',
    statusLink: 'Consultar el estado de su solicitud',
    closing: 'Atentamente,',
  },
  ar: {
    subject: (order) => `تم استلام الدفعة – الطلب ${order}`,
    greeting: (name) => (name ? `عزيزي/عزيزتي ${name}،` : 'مرحبًا،'),
    received: (amount) => `شكرًا لك: لقد استلمنا دفعتك البالغة ${amount} مقابل طلب التأشيرة الإلكترونية إلى تركيا.`,
    detailsHeading: 'تفاصيل الدفع',
    orderNumber: 'رقم الطلب',
    travelDates: 'تواريخ السفر',
    coverDays: 'عدد أيام التغطية',
    amountPaid: 'المبلغ المدفوع',
    currency: 'العملة',
    usd: 'USD (دولار أمريكي)',
    paymentDate: 'تاريخ الدفع',
    transactionId: 'رقم المعاملة',
    receiptAttached: 'إيصالك مرفق بهذه الرسالة كملف PDF.',
    nextSteps:
      'الخطوات التالية: نراجع طلبك ونقدّمه إلى السلطات، وسنراسلك مجددًا عند صدور القرار. يمكنك الاطلاع على حالة طلبك في أي وقت عبر موقعنا باستخدام رقم طلبك.',
    insuranceReceived: (amount) => `شكرًا لك: لقد استلمنا دفعتك البالغة ${amount} مقابل تأمينك الصحي للسفر إلى تركيا.`,
    insuranceNextSteps:
      'الخطوات التالية: نراجع طلبك ونصدر وثيقة التأمين، وسنرسلها إليك بالبريد الإلكتروني فور جاهزيتها. يمكنك الاطلاع على حالة طلبك في أي وقت عبر موقعنا باستخدام رقم طلبك.',
    statusLink: 'الاطلاع على حالة طلبك',
    closing: 'مع أطيب التحيات،',
  },
};
