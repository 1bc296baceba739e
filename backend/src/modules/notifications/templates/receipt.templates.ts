import type { LanguageCode } from '@evisa/contracts';

export interface ReceiptText {
  title: string;
  subtitle: string;
  orderNumber: string;
  /** An insurance order's trip and plan; their values (dates, a number) are drawn in runs of their own. */
  travelDates: string;
  coverDays: string;
  paymentDate: string;
  transactionId: string;
  /** Its value is the code, USD ("$" alone is also other dollars' and pesos' sign). */
  currency: string;
  card: string;
  billedTo: string;
  description: string;
  amount: string;
  lines: Record<string, string>;
  total: string;
  paid: string;
  seller: string;
  registration: string;
  address: string;
  cardStatement: string;
  support: string;
  officialSite: string;
  /** No names or addresses in it: an Arabic line must not mix scripts (the PDF shapes each line as one run). */
  disclaimer: string;
}

/** The PDF receipt/invoice's wording, in each of the six languages. */
export const RECEIPT_TEXT: Record<LanguageCode, ReceiptText> = {
  en: {
    title: 'Receipt',
    subtitle: 'Invoice and proof of payment',
    orderNumber: 'Order number',
    travelDates: 'Travel dates',
    coverDays: 'Days of cover',
    paymentDate: 'Payment date',
    transactionId: 'Transaction ID',
    currency: 'Currency',
    card: 'Card',
    billedTo: 'Billed to',
    description: 'Description',
    amount: 'Amount',
    lines: { 'visa-fee': 'Visa fee', 'service-fee': 'Service fee (checking and submitting your application)', 'insurance-plan': 'Travel health insurance for Türkiye' },
    total: 'Total paid',
    paid: 'Paid in full by card. Thank you.',
    seller: 'Seller',
    registration: 'Company number (England and Wales)',
    address: 'Registered address',
    cardStatement: 'Shown on card statements as',
    support: 'Support',
    officialSite: 'Official e-Visa website',
    disclaimer:
      "We are a private company, not affiliated with the Republic of Türkiye or its Ministry of Foreign Affairs. Travellers can apply directly on the official e-Visa website for the government fee alone; our price includes a service fee. We cannot influence the authorities' decision, and entry is never guaranteed.",
  },
  tr: {
    title: 'Makbuz',
    subtitle: 'Fatura ve ödeme belgesi',
    orderNumber: 'Sipariş numarası',
    travelDates: 'Seyahat tarihleri',
    coverDays: 'Teminat gün sayısı',
    paymentDate: 'Ödeme tarihi',
    transactionId: 'İşlem numarası',
    currency: 'Para birimi',
    card: 'Kart',
    billedTo: 'Fatura edilen',
    description: 'Açıklama',
    amount: 'Tutar',
    lines: { 'visa-fee': 'Vize harcı', 'service-fee': 'Hizmet bedeli (başvurunuzun kontrolü ve iletilmesi)', 'insurance-plan': 'Türkiye seyahat sağlık sigortası' },
    total: 'Ödenen toplam',
    paid: 'Kartla tamamı ödenmiştir. Teşekkür ederiz.',
    seller: 'Satıcı',
    registration: 'Şirket sicil numarası (İngiltere ve Galler)',
    address: 'Kayıtlı adres',
    cardStatement: 'Kart ekstresinde görünen ad',
    support: 'Destek',
    officialSite: 'Resmi e-Vize sitesi',
    disclaimer:
      'Özel bir şirketiz; Türkiye Cumhuriyeti veya Dışişleri Bakanlığı ile bağlantımız yoktur. Yolcular yalnızca devlet harcını ödeyerek doğrudan resmi e-Vize sitesinden başvurabilir; fiyatımız bir hizmet bedeli içerir. Makamların kararını etkileyemeyiz ve giriş hiçbir zaman garanti edilmez.',
  },
  fr: {
    title: 'Reçu',
    subtitle: 'Facture et preuve de paiement',
    orderNumber: 'Numéro de commande',
    travelDates: 'Dates du voyage',
    coverDays: 'Jours de couverture',
    paymentDate: 'Date du paiement',
    transactionId: 'Identifiant de transaction',
    currency: 'Devise',
    card: 'Carte',
    billedTo: 'Facturé à',
    description: 'Description',
    amount: 'Montant',
    lines: { 'visa-fee': 'Frais de visa', 'service-fee': 'Frais de service (vérification et envoi de votre demande)', 'insurance-plan': 'Assurance santé voyage pour la Türkiye' },
    total: 'Total payé',
    paid: 'Payé intégralement par carte. Merci.',
    seller: 'Vendeur',
    registration: "Numéro d'immatriculation (Angleterre et pays de Galles)",
    address: 'Siège social',
    cardStatement: 'Libellé sur les relevés de carte',
    support: 'Assistance',
    officialSite: "Site officiel de l'e-Visa",
    disclaimer:
      "Nous sommes une société privée, sans lien avec la République de Türkiye ni avec son ministère des Affaires étrangères. Les voyageurs peuvent faire leur demande directement sur le site officiel de l'e-Visa en ne payant que les frais officiels ; notre prix comprend des frais de service. Nous ne pouvons pas influencer la décision des autorités et l'entrée n'est jamais garantie.",
  },
  de: {
    title: 'Quittung',
    subtitle: 'Rechnung und Zahlungsbeleg',
    orderNumber: 'Bestellnummer',
    travelDates: 'Reisezeitraum',
    coverDays: 'Versicherte Tage',
    paymentDate: 'Zahlungsdatum',
    transactionId: 'Transaktions-ID',
    currency: 'Währung',
    card: 'Karte',
    billedTo: 'Rechnungsempfänger',
    description: 'Beschreibung',
    amount: 'Betrag',
    lines: { 'visa-fee': 'Visumgebühr', 'service-fee': 'Servicegebühr (Prüfung und Einreichung Ihres Antrags)', 'insurance-plan': 'Reisekrankenversicherung für die Türkiye' },
    total: 'Gezahlter Gesamtbetrag',
    paid: 'Vollständig per Karte bezahlt. Vielen Dank.',
    seller: 'Verkäufer',
    registration: 'Handelsregisternummer (England und Wales)',
    address: 'Eingetragene Anschrift',
    cardStatement: 'Name auf der Kartenabrechnung',
    support: 'Support',
    officialSite: 'Offizielle e-Visum-Website',
    disclaimer:
      'Wir sind ein privates Unternehmen und stehen in keiner Verbindung zur Republik Türkiye oder ihrem Außenministerium. Reisende können direkt auf der offiziellen e-Visum-Website beantragen und zahlen dort nur die staatliche Gebühr; unser Preis enthält eine Servicegebühr. Wir können die Entscheidung der Behörden nicht beeinflussen, und die Einreise ist nie garantiert.',
  },
  es: {
    title: 'Recibo',
    subtitle: 'Factura y justificante de pago',
    orderNumber: 'Número de pedido',
    travelDates: 'Fechas del viaje',
    coverDays: 'Días de cobertura',
    paymentDate: 'Fecha de pago',
    transactionId: 'ID de transacción',
    currency: 'Moneda',
    card: 'Tarjeta',
    billedTo: 'Facturado a',
    description: 'Descripción',
    amount: 'Importe',
    lines: { 'visa-fee': 'Tasa de visado', 'service-fee': 'Tarifa de servicio (revisión y presentación de su solicitud)', 'insurance-plan': 'Seguro médico de viaje para Türkiye' },
    total: 'Total pagado',
    paid: 'Pagado íntegramente con tarjeta. Gracias.',
    seller: 'Vendedor',
    registration: 'Número de empresa (Inglaterra y Gales)',
    address: 'Domicilio social',
    cardStatement: 'Nombre en el extracto de la tarjeta',
    support: 'Atención al cliente',
    officialSite: 'Sitio oficial de la e-Visa',
    disclaimer:
      'Somos una empresa privada, sin relación con la República de Türkiye ni con su Ministerio de Asuntos Exteriores. Los viajeros pueden solicitarla directamente en el sitio oficial de la e-Visa pagando solo la tasa oficial; nuestro precio incluye una tarifa de servicio. No podemos influir en la decisión de las autoridades y la entrada nunca está garantizada.',
  },
  ar: {
    title: 'إيصال',
    subtitle: 'فاتورة وإثبات دفع',
    orderNumber: 'رقم الطلب',
    travelDates: 'تواريخ السفر',
    coverDays: 'عدد أيام التغطية',
    paymentDate: 'تاريخ الدفع',
    transactionId: 'رقم المعاملة',
    currency: 'العملة',
    card: 'البطاقة',
    billedTo: 'صادرة باسم',
    description: 'الوصف',
    amount: 'المبلغ',
    lines: { 'visa-fee': 'رسوم التأشيرة', 'service-fee': 'رسوم الخدمة: مراجعة طلبك وتقديمه', 'insurance-plan': 'تأمين صحي للسفر إلى تركيا' },
    total: 'إجمالي المبلغ المدفوع',
    paid: 'تم الدفع بالكامل بالبطاقة. شكرًا لك.',
    seller: 'البائع',
    registration: 'رقم تسجيل الشركة في إنجلترا وويلز',
    address: 'العنوان المسجل',
    cardStatement: 'الاسم الظاهر في كشف البطاقة',
    support: 'الدعم',
    officialSite: 'الموقع الرسمي للتأشيرة الإلكترونية',
    disclaimer:
      'نحن شركة خاصة لا تتبع جمهورية تركيا ولا وزارة خارجيتها. يمكن للمسافرين التقديم مباشرةً عبر الموقع الرسمي للتأشيرة الإلكترونية مقابل الرسوم الحكومية فقط، ويشمل سعرنا رسوم خدمة. لا يمكننا التأثير في قرار السلطات، ولا يُضمن الدخول في أي حال.',
  },
};
