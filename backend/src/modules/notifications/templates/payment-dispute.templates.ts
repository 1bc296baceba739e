import type { PaymentDisputeStatus } from '@evisa/contracts';

/**
 * The chargeback notice to the support inbox, in Turkish like the rest of the staff's texts. Stripe's
 * dispute reasons are named in Turkish with their code, so staff can match them in the dashboard;
 * an unknown code is shown as it came.
 */
export const PAYMENT_DISPUTE_STAFF_TEXT = {
  subject: {
    open: (order: string) => `Ödemeye itiraz açıldı (chargeback) – başvuru ${order}: Stripe'ta yanıt verin`,
    won: (order: string) => `Ödeme itirazı kazanıldı – başvuru ${order}`,
    lost: (order: string) => `Ödeme itirazı kaybedildi – başvuru ${order}`,
  } satisfies Record<PaymentDisputeStatus, (order: string) => string>,
  greeting: 'Merhaba destek ekibi,',
  intro: {
    open: "Müşterinin bankası bir ödemeye itiraz etti (chargeback). İtirazın son tarihinden önce Stripe'ta kanıt sunmazsak itiraz kaybedilir ve tutar müşteriye döner.",
    won: 'Banka ödeme itirazını lehimize sonuçlandırdı: itiraz edilen tutar hesabımıza geri döndü.',
    lost: 'Banka ödeme itirazını müşteri lehine sonuçlandırdı: itiraz edilen tutar müşteriye döndü ve gelirden düşüldü.',
  } satisfies Record<PaymentDisputeStatus, string>,
  detailsHeading: 'İtiraz',
  applicationNumber: 'Başvuru numarası',
  kind: 'Başvuru türü',
  kinds: { visa: 'e-Vize', insurance: 'Seyahat sağlık sigortası' },
  amount: 'İtiraz edilen tutar',
  currency: 'Para birimi',
  reason: 'İtiraz nedeni',
  status: 'Durum',
  statuses: { open: 'Açık, yanıt bekliyor', won: 'Kazanıldı', lost: 'Kaybedildi' } satisfies Record<PaymentDisputeStatus, string>,
  disputeId: "Stripe'taki itiraz numarası",
  at: 'Kayıt zamanı',
  evidenceDueBy: 'Kanıt için son tarih',
  reasons: {
    bank_cannot_process: 'Banka işlemi gerçekleştiremedi',
    credit_not_processed: 'İade yapılmadığı iddiası',
    customer_initiated: 'Müşteri tarafından başlatıldı',
    debit_not_authorized: 'Yetkisiz çekim',
    duplicate: 'Mükerrer çekim',
    fraudulent: 'Sahtecilik: kart sahibi ödemeyi tanımıyor',
    general: 'Genel',
    incorrect_account_details: 'Hatalı hesap bilgisi',
    insufficient_funds: 'Yetersiz bakiye',
    product_not_received: 'Hizmet alınmadı',
    product_unacceptable: 'Hizmet kabul edilemez bulundu',
    subscription_canceled: 'Abonelik iptal edildi',
    unrecognized: 'Ödeme tanınmadı',
  } as Readonly<Record<string, string>>,
  paragraphs: {
    open: [
      'Kanıt Stripe panelinde sunulmalıdır: Stripe Dashboard → Payments → Disputes bölümünde bu itirazı açın (itiraz numarasıyla arayabilirsiniz) ve son tarihten önce kanıt gönderin. Son tarih yukarıda (Stripe bildirdiyse) ve itirazın Stripe sayfasında yazar; sonrasında kanıt kabul edilmez.',
      'Başvuruyu ve geçmişini yönetim panelinde başvuru numarasıyla bulabilirsiniz; kanıtı hazırlarken oradan yararlanın.',
      'İtiraz açıkken bu başvuru onaylanamaz (reddedebilirsiniz).',
    ],
    won: ['Bu itiraz kapandı; başka bir işlem gerekmez. Başvuru başka bir engel yoksa yeniden onaylanabilir.'],
    lost: ['Bu itiraz kapandı ve sonuç kesindir. Bu başvuru onaylanamaz (reddedebilirsiniz).'],
  } satisfies Record<PaymentDisputeStatus, readonly string[]>,
  noPersonalData: 'Bu e-posta kart bilgisi veya kişisel veri içermez; ayrıntılar yönetim panelinde ve Stripe panelindedir.',
  closing: 'Teşekkürler,',
} as const;
