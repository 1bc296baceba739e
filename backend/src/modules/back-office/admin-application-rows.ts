import { formatCentsAsAmount, type AdminApplicationRow, type AdminInsuranceApplicationRow, type ApplicationStatus } from '@evisa/contracts';
import type { Sql } from '../../infrastructure/database/database.js';
import { searchKeyOf, type AdminApplicationRecord } from '../../projections/admin-applications/admin-applications.projection.js';

type DbRow = Omit<AdminApplicationRecord, 'created_at' | 'decided_at' | 'dispute_evidence_due_by'> & {
  created_at: Date;
  decided_at: Date | null;
  dispute_evidence_due_by: Date | null;
  decided_by_label: string | null;
};

export const ADMIN_ROW_SELECT = `SELECT a.application_number, a.kind, a.first_name, a.last_name, a.email, a.phone, a.passport_number,
    a.date_of_birth, a.place_of_birth, a.country_of_origin, a.country_code, a.document_type, a.arrival_date,
    a.processing_type, a.supporting_document, a.total_cents, a.status, a.payment_status, a.refunded_cents, a.dispute_status, a.dispute_evidence_due_by, a.visa_type, a.created_at,
    a.decided_at, a.document_hash, a.personal_data_erased, a.travel_date, a.return_date, a.trip_duration_days, a.product_id,
    a.product_name, a.destination, a.minor, a.parent_id_photos, coalesce(s.email, a.decided_by) AS decided_by_label
  FROM admin_applications a LEFT JOIN staff_accounts s ON s.staff_id = a.decided_by`;

/** What staff see of money gone back: the refunded total (null when none), the chargeback's status and, while open, its evidence deadline. */
function paymentReversalOf(
  r: Pick<DbRow, 'refunded_cents' | 'dispute_status' | 'dispute_evidence_due_by'>,
): Pick<AdminApplicationRow, 'refundedAmount' | 'disputeStatus' | 'disputeEvidenceDueBy'> {
  return {
    refundedAmount: r.refunded_cents > 0 ? formatCentsAsAmount(r.refunded_cents) : null,
    disputeStatus: r.dispute_status,
    disputeEvidenceDueBy: r.dispute_evidence_due_by?.toISOString() ?? null,
  };
}

export function toAdminRow(r: DbRow): AdminApplicationRow {
  return {
    id: r.application_number,
    applicationNumber: r.application_number,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    passportNumber: r.passport_number,
    dateOfBirth: r.date_of_birth,
    placeOfBirth: r.place_of_birth,
    countryOfOrigin: r.country_of_origin,
    countryCode: r.country_code,
    documentType: r.document_type ?? '',
    arrivalDate: r.arrival_date,
    processingType: r.processing_type,
    supportingDocument: r.supporting_document,
    totalAmount: formatCentsAsAmount(r.total_cents),
    status: r.status as ApplicationStatus,
    paymentStatus: r.payment_status,
    ...paymentReversalOf(r),
    visaType: r.visa_type,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
    decidedBy: r.decided_by_label,
    hasDocument: r.document_hash !== null,
    personalDataErased: r.personal_data_erased,
  };
}

export function toAdminInsuranceRow(r: DbRow): AdminInsuranceApplicationRow {
  return {
    id: r.application_number,
    applicationNumber: r.application_number,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    passportNumber: r.passport_number,
    dateOfBirth: r.date_of_birth,
    nationality: r.country_code,
    countryOfOrigin: r.country_of_origin,
    destination: r.destination ?? '',
    productId: r.product_id ?? 0,
    productName: r.product_name ?? '',
    travelDate: r.travel_date ?? '',
    returnDate: r.return_date ?? '',
    tripDurationDays: r.trip_duration_days,
    totalAmount: formatCentsAsAmount(r.total_cents),
    status: r.status as ApplicationStatus,
    paymentStatus: r.payment_status,
    ...paymentReversalOf(r),
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
    decidedBy: r.decided_by_label,
    hasDocument: r.document_hash !== null,
    minor: r.minor ?? false,
    parentIdPhotos: r.parent_id_photos ?? [],
    personalDataErased: r.personal_data_erased,
  };
}

export type AdminKind = 'visa' | 'insurance';
/** The row type each kind's list answers with. */
export type AdminRowOf<K extends AdminKind> = K extends 'visa' ? AdminApplicationRow : AdminInsuranceApplicationRow;

const toRowOf = <K extends AdminKind>(kind: K) => (kind === 'visa' ? toAdminRow : toAdminInsuranceRow) as (r: DbRow) => AdminRowOf<K>;

/** The staff row of one application of that kind (null when there is none of that kind). */
export async function findAdminRow<K extends AdminKind>(sql: Sql, kind: K, applicationNumber: string): Promise<AdminRowOf<K> | null> {
  const { rows } = await sql.query<DbRow>(`${ADMIN_ROW_SELECT} WHERE a.application_number = $1 AND a.kind = $2`, [applicationNumber, kind]);
  return rows[0] ? toRowOf(kind)(rows[0]) : null;
}

/** The raw projected record of an application of either kind (for the staff routes that need its stored references). */
export async function findAdminRecord(sql: Sql, applicationNumber: string): Promise<Pick<AdminApplicationRecord, 'kind' | 'parent_id_photos' | 'personal_data_erased'> | null> {
  const { rows } = await sql.query<Pick<AdminApplicationRecord, 'kind' | 'parent_id_photos' | 'personal_data_erased'>>(
    'SELECT kind, parent_id_photos, personal_data_erased FROM admin_applications WHERE application_number = $1',
    [applicationNumber],
  );
  return rows[0] ?? null;
}

/** LIKE pattern for a substring, with the wildcard characters of the search itself escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the list, newest first. The page's keys come from the (kind, created_at, number) index
 * alone, so deep pages do not fetch every row they skip. Without a search the total comes from the
 * stats counter (the same submissions, counted by the stats projector) rather than counting 100,000
 * rows on every page; with a search it is counted through the trigram index.
 */
export async function listAdminRows<K extends AdminKind>(
  sql: Sql,
  kind: K,
  options: { page: number; limit: number; search: string },
): Promise<{ rows: AdminRowOf<K>[]; totalCount: number }> {
  const search = options.search.trim();
  // Rows projected before search keys (searchKeyOf) hold lower-cased text: they still match the query
  // lower-cased, as before, until the projection is rebuilt (npm run projections:rebuild).
  const where = search ? 'kind = $1 AND (search_text LIKE $2 OR search_text LIKE $3)' : 'kind = $1';
  const params: unknown[] = search ? [kind, containsPattern(searchKeyOf(search)), containsPattern(search.toLowerCase())] : [kind];
  const offset = (options.page - 1) * options.limit;
  const counter = kind === 'visa' ? 'total_applications' : 'total_insurance_applications';
  const [page, count] = await Promise.all([
    sql.query<DbRow>(
      `${ADMIN_ROW_SELECT} WHERE a.application_number IN (
         SELECT application_number FROM admin_applications WHERE ${where}
         ORDER BY created_at DESC, application_number DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2})
       ORDER BY a.created_at DESC, a.application_number DESC`,
      [...params, options.limit, offset],
    ),
    search
      ? sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_applications WHERE ${where}`, params)
      : sql.query<{ n: number }>(`SELECT coalesce((SELECT ${counter} FROM admin_stats WHERE id = 1), 0)::int AS n`),
  ]);
  return { rows: page.rows.map(toRowOf(kind)), totalCount: count.rows[0]!.n };
}
