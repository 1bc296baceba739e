import type { LanguageCode } from '@evisa/contracts';

export interface ApplicationDecisionText {
  approvedSubject(number: string): string;
  rejectedSubject(number: string): string;
  greeting(name: string | null): string;
  approvedIntro: string;
  rejectedIntro: string;
  detailsHeading: string;
  applicationNumber: string;
  decisionDate: string;
  documentAttached: string;
  documentOnline: string;
  travelAdvice: string;
  /** The approval's link to the status page, where the document is downloaded. */
  statusLink: string;
  rejectedNext: string;
  closing: string;
}

/** The decision emails (approved, rejected), in each of the six languages. */
export const APPLICATION_DECISION_TEXT: Record<LanguageCode, ApplicationDecisionText> = {
  en: {
    approvedSubject: (n) => `Your Turkey e-Visa application ${n} is approved`,
    rejectedSubject: (n) => `Your Turkey e-Visa application ${n} was not approved`,
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    approvedIntro: 'Good news: your Turkey e-Visa application has been approved.',
    rejectedIntro: 'We are sorry: your Turkey e-Visa application has not been approved.',
    detailsHeading: 'Application details',
    applicationNumber: 'Application number',
    decisionDate: 'Decision date',
    documentAttached: 'Your e-Visa is attached to this email as a PDF file. You can also download it on our status page with your application number.',
    documentOnline: 'You can download your e-Visa on our status page with your application number as soon as it is available.',
    travelAdvice: 'Print the e-Visa and carry it with the passport you applied with. The final decision on entry is always made by the border officials.',
    statusLink: 'Check your application status and download your e-Visa',
    rejectedNext: 'Please contact our support team, quoting your application number, to learn about your options.',
    closing: 'Kind regards,',
  },
  tr: {
    approvedSubject: (n) => `${n} numaralı Türkiye e-Vize başvurunuz onaylandı`,
    rejectedSubject: (n) => `${n} numaralı Türkiye e-Vize başvurunuz onaylanmadı`,
    greeting: (name) => (name ? `Sayın ${name},` : 'Merhaba,'),
    approvedIntro: 'Güzel haber: Türkiye e-Vize başvurunuz onaylandı.',
    rejectedIntro: 'Üzgünüz: Türkiye e-Vize başvurunuz onaylanmadı.',
    detailsHeading: 'Başvuru bilgileri',
    applicationNumber: 'Başvuru numarası',
    decisionDate: 'Karar tarihi',
    documentAttached: 'e-Vizeniz bu e-postaya PDF dosyası olarak eklenmiştir. Başvuru numaranızla durum sayfamızdan da indirebilirsiniz.',
    documentOnline: 'e-Vizeniz hazır olduğunda başvuru numaranızla durum sayfamızdan indirebilirsiniz.',
    travelAdvice: 'e-Vizenizi yazdırın ve başvurduğunuz pasaportla birlikte yanınızda taşıyın. Girişe ilişkin son karar her zaman sınır görevlilerine aittir.',
    statusLink: 'Başvurunuzun durumunu sorgulayın ve e-Vizenizi indirin',
    rejectedNext: 'Seçenekleriniz hakkında bilgi almak için lütfen başvuru numaranızla destek ekibimize ulaşın.',
    closing: 'Saygılarımızla,',
  },
  fr: {
    approvedSubject: (n) => `Votre demande d'e-Visa pour la Türkiye ${n} est approuvée`,
    rejectedSubject: (n) => `Votre demande d'e-Visa pour la Türkiye ${n} n'a pas été approuvée`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    approvedIntro: "Bonne nouvelle : votre demande d'e-Visa pour la Türkiye a été approuvée.",
    rejectedIntro: "Nous sommes désolés : votre demande d'e-Visa pour la Türkiye n'a pas été approuvée.",
    detailsHeading: 'Détails de la demande',
    applicationNumber: 'Numéro de demande',
    decisionDate: 'Date de la décision',
    documentAttached: 'Votre e-Visa est joint à cet e-mail au format PDF. Vous pouvez aussi le télécharger sur notre page de suivi avec votre numéro de demande.',
    documentOnline: 'Vous pourrez télécharger votre e-Visa sur notre page de suivi avec votre numéro de demande dès qu’il sera disponible.',
    travelAdvice: "Imprimez l'e-Visa et gardez-le avec le passeport utilisé pour la demande. La décision finale d'entrée appartient toujours aux agents de la frontière.",
    statusLink: 'Suivre votre demande et télécharger votre e-Visa',
    rejectedNext: 'Veuillez contacter notre service client en indiquant votre numéro de demande pour connaître vos options.',
    closing: 'Cordialement,',
  },
  de: {
    approvedSubject: (n) => `Ihr Antrag auf ein Türkei-e-Visum ${n} wurde genehmigt`,
    rejectedSubject: (n) => `Ihr Antrag auf ein Türkei-e-Visum ${n} wurde nicht genehmigt`,
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    approvedIntro: 'Gute Nachrichten: Ihr Antrag auf ein Türkei-e-Visum wurde genehmigt.',
    rejectedIntro: 'Es tut uns leid: Ihr Antrag auf ein Türkei-e-Visum wurde nicht genehmigt.',
    detailsHeading: 'Antragsdaten',
    applicationNumber: 'Antragsnummer',
    decisionDate: 'Datum der Entscheidung',
    documentAttached: 'Ihr e-Visum ist dieser E-Mail als PDF-Datei beigefügt. Sie können es auch auf unserer Statusseite mit Ihrer Antragsnummer herunterladen.',
    documentOnline: 'Sie können Ihr e-Visum auf unserer Statusseite mit Ihrer Antragsnummer herunterladen, sobald es verfügbar ist.',
    travelAdvice: 'Drucken Sie das e-Visum aus und führen Sie es mit dem Reisepass mit, mit dem Sie den Antrag gestellt haben. Über die Einreise entscheiden immer die Grenzbeamten.',
    statusLink: 'Antragsstatus abfragen und e-Visum herunterladen',
    rejectedNext: 'Bitte wenden Sie sich unter Angabe Ihrer Antragsnummer an unser Support-Team, um Ihre Möglichkeiten zu erfahren.',
    closing: 'Mit freundlichen Grüßen',
  },
  es: {
    approvedSubject: (n) => `Su solicitud de e-Visa para Türkiye ${n} ha sido aprobada`,
    rejectedSubject: (n) => `Su solicitud de e-Visa para Türkiye ${n} no ha sido aprobada`,
    greeting: (name) => (name ? `Estimado/a ${name}:` : 'Hola:'),
    approvedIntro: 'Buenas noticias: su solicitud de e-Visa para Türkiye ha sido aprobada.',
    rejectedIntro: 'Lo sentimos: su solicitud de e-Visa para Türkiye no ha sido aprobada.',
    detailsHeading: 'Datos de la solicitud',
    applicationNumber: 'Número de solicitud',
    decisionDate: 'Fecha de la decisión',
    documentAttached: 'Su e-Visa se adjunta a este correo en formato PDF. También puede descargarla en nuestra página de estado con su número de solicitud.',
    documentOnline: 'Podrá descargar su e-Visa en nuestra página de estado con su número de solicitud en cuanto esté disponible.',
    travelAdvice: 'Imprima la e-Visa y llévela junto con el pasaporte con el que la solicitó. La decisión final sobre la entrada corresponde siempre a los agentes fronterizos.',
    statusLink: 'Consultar su solicitud y descargar su e-Visa',
    rejectedNext: 'Póngase en contacto con nuestro equipo de soporte indicando su número de solicitud para conocer sus opciones.',
    closing: 'Atentamente,',
  },
  ar: {
    approvedSubject: (n) => `تمت الموافقة على طلب التأشيرة الإلكترونية لتركيا رقم ${n}`,
    rejectedSubject: (n) => `لم تتم الموافقة على طلب التأشيرة الإلكترونية لتركيا رقم ${n}`,
    greeting: (name) => (name ? `عزيزي/عزيزتي ${name}،` : 'مرحبًا،'),
    approvedIntro: 'أخبار سارة: تمت الموافقة على طلب التأشيرة الإلكترونية الخاص بك لتركيا.',
    rejectedIntro: 'نأسف لإبلاغك بأنه لم تتم الموافقة على طلب التأشيرة الإلكترونية الخاص بك لتركيا.',
    detailsHeading: 'تفاصيل الطلب',
    applicationNumber: 'رقم الطلب',
    decisionDate: 'تاريخ القرار',
    documentAttached: 'تجد تأشيرتك الإلكترونية مرفقة بهذه الرسالة كملف PDF، ويمكنك أيضًا تنزيلها من صفحة الحالة على موقعنا باستخدام رقم طلبك.',
    documentOnline: 'يمكنك تنزيل تأشيرتك الإلكترونية من صفحة الحالة على موقعنا باستخدام رقم طلبك فور توفرها.',
    travelAdvice: 'اطبع التأشيرة الإلكترونية واحملها مع جواز السفر الذي قدّمت به الطلب. القرار النهائي بشأن الدخول يعود دائمًا إلى موظفي الحدود.',
    statusLink: 'الاطلاع على حالة طلبك وتنزيل تأشيرتك الإلكترونية',
    rejectedNext: 'يرجى التواصل مع فريق الدعم لدينا مع ذكر رقم طلبك لمعرفة الخيارات المتاحة لك.',
    closing: 'مع أطيب التحيات،',
  },
};
