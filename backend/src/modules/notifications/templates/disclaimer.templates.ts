import { COMPANY, type LanguageCode } from '@evisa/contracts';

/**
 * The private-service disclaimer (PRODUCT.md decision 1), worded as on the website's
 * `disclaimer.full`, for emails.
 */
export function emailDisclaimer(language: LanguageCode): string {
  const company = COMPANY.legalName;
  const site = COMPANY.officialEvisaHost;
  switch (language) {
    case 'tr':
      return `Bağımsız özel hizmet. ${company} özel bir şirkettir; Türkiye Cumhuriyeti veya Dışişleri Bakanlığı ile bağlantılı değildir, onlar tarafından onaylanmamıştır ve onlar adına hareket etmez. e-Vize için doğrudan resmi ${site} sitesinden başvurup yalnızca devlet harcını ödeyebilirsiniz; fiyatımız, başvurunuzu kontrol edip iletmemizin hizmet bedelini içerir. Makamların kararını etkileyemeyiz ve Türkiye'ye giriş hiçbir zaman garanti edilmez.`;
    case 'fr':
      return `Service privé indépendant. ${company} est une société privée ; elle n'est ni affiliée à la République de Türkiye ou à son ministère des Affaires étrangères, ni approuvée par eux, et n'agit pas en leur nom. Vous pouvez demander un e-Visa directement sur le site officiel ${site} en ne payant que les frais officiels ; notre prix comprend des frais de service pour la vérification et l'envoi de votre demande. Nous ne pouvons pas influencer la décision des autorités et l'entrée en Türkiye n'est jamais garantie.`;
    case 'de':
      return `Unabhängiger privater Dienst. ${company} ist ein privates Unternehmen; es ist weder mit der Republik Türkiye oder ihrem Außenministerium verbunden noch von ihnen autorisiert und handelt nicht in ihrem Auftrag. Sie können ein e-Visum direkt auf der offiziellen Website ${site} beantragen und zahlen nur die staatliche Gebühr; unser Preis enthält eine Servicegebühr für die Prüfung und Einreichung Ihres Antrags. Wir können die Entscheidung der Behörden nicht beeinflussen, und die Einreise in die Türkiye ist nie garantiert.`;
    case 'es':
      return `Servicio privado independiente. ${company} es una empresa privada; no está afiliada a la República de Türkiye ni a su Ministerio de Asuntos Exteriores, no cuenta con su respaldo ni actúa en su nombre. Puede solicitar una e-Visa directamente en el sitio oficial ${site} pagando solo la tasa oficial; nuestro precio incluye una tarifa de servicio por revisar y presentar su solicitud. No podemos influir en la decisión de las autoridades y la entrada en Türkiye nunca está garantizada.`;
    case 'ar':
      return `خدمة خاصة مستقلة. ${company} شركة خاصة، وهي غير تابعة لجمهورية تركيا أو وزارة خارجيتها، ولا تحظى باعتمادهما ولا تعمل نيابةً عنهما. يمكنك التقديم على التأشيرة الإلكترونية مباشرةً عبر الموقع الرسمي ${site} ودفع الرسوم الحكومية فقط؛ ويشمل سعرنا رسوم خدمة لمراجعة طلبك وتقديمه. لا يمكننا التأثير في قرار السلطات، ولا يُضمن الدخول إلى تركيا في أي حال.`;
    case 'en':
      return `Independent private service. ${company} is a private company and is not affiliated with, endorsed by or acting for the Republic of Türkiye or its Ministry of Foreign Affairs. You can apply for an e-Visa directly at the official site ${site} and pay only the government fee; our price includes a service fee for checking and submitting your application. We cannot influence the authorities' decision, and entry to Türkiye is never guaranteed.`;
    default: {
      const unexpected: never = language;
      return unexpected;
    }
  }
}
