import type { ApplicationStatus, PaymentDisputeStatus } from './statuses.js';

/** Staff roles (PRODUCT.md decision 2): admin does everything, agent reviews and decides, auditor only reads. */
export const STAFF_ROLES = ['admin', 'agent', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Session, CSRF and device cookie names and the CSRF header of the staff API. These are the names
 * over plain http (local development, tests); when the cookies are Secure (production) the session
 * and CSRF names carry STAFF_HOST_COOKIE_PREFIX and the device cookie STAFF_SECURE_COOKIE_PREFIX.
 */
export const STAFF_SESSION_COOKIE = 'evisa_session';
export const STAFF_CSRF_COOKIE = 'evisa_csrf';
/** Marks a browser that has signed in to a staff account before (httpOnly, sent to /api/admin/auth only). */
export const STAFF_DEVICE_COOKIE = 'evisa_staff_device';
/**
 * `__Host-`: the browser keeps such a cookie only if this exact host set it over HTTPS with Path=/
 * and no Domain, so neither a sibling subdomain nor a network attacker on http can plant or
 * overwrite a staff session or CSRF cookie (cookie tossing).
 */
export const STAFF_HOST_COOKIE_PREFIX = '__Host-';
/** `__Secure-`: set over HTTPS only; for the device cookie, whose path (/api/admin/auth) `__Host-` does not allow. */
export const STAFF_SECURE_COOKIE_PREFIX = '__Secure-';
/** The staff cookies' names when Secure (production, over HTTPS): what the browser holds there, and what the privacy policy names. */
export const SECURE_STAFF_COOKIE_NAMES = {
  session: `${STAFF_HOST_COOKIE_PREFIX}${STAFF_SESSION_COOKIE}`,
  csrf: `${STAFF_HOST_COOKIE_PREFIX}${STAFF_CSRF_COOKIE}`,
  device: `${STAFF_SECURE_COOKIE_PREFIX}${STAFF_DEVICE_COOKIE}`,
} as const;
/** How long the staff device cookie lasts, in days (the server's Max-Age and expiry; the privacy policy states it). */
export const STAFF_DEVICE_COOKIE_DAYS = 180;
export const STAFF_CSRF_HEADER = 'X-CSRF-Token';
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Admin panel strings the server sends verbatim (spec sections 5, 6 and 8). */
export const ADMIN_MESSAGES = {
  wrongPassword: 'Yanlış şifre!',
  pdfOnly: 'Lütfen sadece PDF dosyası seçin.',
  pdfTooLarge: 'PDF dosyası çok büyük. Maksimum 5MB olmalı.',
  approvedAndEmailed: 'Onaylandı & E-posta Gönderildi',
  rejectedAndEmailed: 'Reddedildi & E-posta Gönderildi',
  success: 'Başarılı',
  error: 'Hata',
  under18Warning: 'UYARI: Müşteri 18 yaşından küçük ama ebeveyn kimlik fotoğrafları eksik!',
  signInRequired: 'Sign in required',
  roleForbidden: 'Your role does not allow this action',
  csrfInvalid: 'Missing or invalid CSRF token',
  applicationNotFound: 'Application not found',
  notPaid: 'Only applications whose payment is completed can be approved or rejected',
  paymentRefunded: 'Ödeme müşteriye iade edildi; bu başvuru onaylanamaz (reddedebilirsiniz).',
  paymentDisputeOpen: 'Ödemeye itiraz açıldı (chargeback); itiraz sonuçlanmadan bu başvuru onaylanamaz (reddedebilirsiniz).',
  paymentDisputeLost: 'Ödeme itirazı kaybedildi, para müşteriye geri döndü; bu başvuru onaylanamaz (reddedebilirsiniz).',
  alreadyDecided: (status: string) => `This application has already been ${status}`,
  /** A repeated approval (a retry after a lost answer) whose PDF is not the one the approval recorded. */
  approvedWithOtherDocument: 'This application has already been approved, with a different PDF or none; see its history',
  /** A repeated rejection whose reason is not the one the rejection recorded. */
  rejectedWithOtherReason: 'This application has already been rejected, with a different reason; see its history',
  /** The reason is a rejection's internal note: an approval has none (it would be lost). */
  reasonOnlyForRejection: 'A reason can only be given with a rejection',
  /** The PDF (e-visa or policy) is what an approval delivers: a rejection has none. */
  pdfOnlyForApproval: 'A PDF can only be attached to an approval',
  documentForErasedApplicant: "The applicant's personal data has been erased, so no document can be attached to this application",
  decidedConcurrently: 'Another staff member changed this application at the same time; reload to see its current status',
  visaTypeNotAllowed: (countryOfOrigin: string) => `This visa type cannot be chosen for an applicant from ${countryOfOrigin}`,
  tooManyRequests: 'Too many requests; please wait a minute and try again',
  currentPasswordWrong: 'Mevcut şifre yanlış.',
  samePassword: 'Yeni şifre mevcut şifreden farklı olmalı.',
  resetOwnPassword: 'Kendi şifrenizi sıfırlayamazsınız; mevcut şifrenizle "Şifre değiştir" kullanın.',
} as const;

export interface StaffView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffAccountView extends StaffView {
  disabled: boolean;
  createdAt: string;
}

/** POST /api/admin/auth/login and GET /api/admin/auth/me. */
export interface StaffSessionView {
  staff: StaffView;
  csrfToken: string;
}

/** GET /api/admin/stats (totalRevenue in dollars, completed payments less refunds and lost chargebacks). */
export interface AdminStats {
  /** Visa applications submitted. */
  totalApplications: number;
  /** Insurance applications submitted. */
  totalInsuranceApplications: number;
  /** Completed payments of visa and insurance orders, less money gone for good (per order: refunds plus lost chargebacks, at most what was charged), in dollars. */
  totalRevenue: number;
  /** Applications of either kind submitted and not yet approved or rejected (paid or not): the staff's queue. */
  pendingApplications: number;
}

/** One row of GET /api/admin/applications; personal fields are null once erased. */
export interface AdminApplicationRow {
  id: string;
  applicationNumber: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  passportNumber: string | null;
  dateOfBirth: string | null;
  placeOfBirth: string | null;
  countryOfOrigin: string;
  countryCode: string;
  documentType: string;
  arrivalDate: string | null;
  processingType: string | null;
  supportingDocument: { kind: string; country: string; startDate: string | null; endDate: string } | null;
  totalAmount: string;
  status: ApplicationStatus;
  paymentStatus: string;
  /** Dollars refunded so far (cumulative, formatted like totalAmount); null when nothing was refunded. */
  refundedAmount: string | null;
  /** The payment's latest chargeback: null when none, else whether it is still open, won or lost. */
  disputeStatus: PaymentDisputeStatus | null;
  /** While the dispute is open: the last moment to submit evidence at the provider (ISO timestamp), when it said; null otherwise. */
  disputeEvidenceDueBy: string | null;
  visaType: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The deciding staff member's email (their id if the account is unknown). */
  decidedBy: string | null;
  hasDocument: boolean;
  personalDataErased: boolean;
}

export interface AdminPage<Row> {
  applications: Row[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
}

/** One event of GET /api/admin/applications/:id/history; `data.pii` is 'erased' after shredding. */
export interface AdminHistoryEvent {
  position: string;
  streamId: string;
  streamType: string;
  version: number;
  type: string;
  occurredAt: string;
  /** Who caused it; staff actors also carry their email. */
  actor: { kind: string; id?: string; email?: string };
  data: Record<string, unknown>;
}

export interface AdminHistory {
  applicationNumber: string;
  events: AdminHistoryEvent[];
}

/** GET /api/admin/applications/:id/state-as-of/:position: the state right after that event. */
export interface AdminStateAsOf {
  applicationNumber: string;
  position: string;
  eventType: string;
  occurredAt: string;
  status: ApplicationStatus | 'none';
  paymentStatus: string;
  visaType: string | null;
  personalDataErased: boolean;
}
