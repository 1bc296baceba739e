/** What the cells of visa and insurance rows show alike. */
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentAllowsApproval } from '@evisa/contracts';
import { currentLanguage } from '../../../i18n/i18n';
import type { ApplicationKind, StaffRole, VisaApplicationRow } from '../api/admin-types';
import { formatAmount } from '../../../lib/format';
import { formatAdminDate } from '../lib/format';
import { DecisionActions, isDecidable } from './decision-actions';
import { ErasePersonalDataDialog } from './erase-personal-data-dialog';
import { HistoryDialog } from './history-dialog';
import { PaymentBadge, PaymentReversalBadges, StatusBadge } from './status-badges';

/** The application number, when it was submitted, and anything else naming the application. */
export function ApplicationSummary({ row, children }: { row: { applicationNumber: string; createdAt: string }; children?: ReactNode }) {
  return (
    <>
      <p className="font-mono font-semibold text-slate-900">{row.applicationNumber}</p>
      <p className="text-slate-600">{formatAdminDate(row.createdAt)}</p>
      {children}
    </>
  );
}

/** What visa and insurance rows both say about the applicant; only visas record the place of birth. */
type ApplicantFields = Pick<VisaApplicationRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'passportNumber' | 'dateOfBirth' | 'personalDataErased'> & {
  placeOfBirth?: string | null;
};

/**
 * Who applied and how to reach them, then `children` (what only one kind of application has);
 * once their personal data is erased, only that it was.
 */
export function ApplicantDetails({ row, children }: { row: ApplicantFields; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  if (row.personalDataErased) return <p className="font-semibold text-slate-900">{t('row.erased')}</p>;
  return (
    <>
      <p className="font-semibold text-slate-900">{`${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()}</p>
      <p className="break-all text-slate-700">{row.email}</p>
      <p className="text-slate-700">{row.phone}</p>
      <p className="text-slate-700">
        {t('row.passport')}: {row.passportNumber}
      </p>
      <p className="text-slate-700">
        {t('row.dateOfBirth')}: {formatAdminDate(row.dateOfBirth)}
        {row.placeOfBirth ? `, ${row.placeOfBirth}` : ''}
      </p>
      {children}
    </>
  );
}

type ActionableRow = Pick<VisaApplicationRow, 'id' | 'applicationNumber' | 'status' | 'paymentStatus' | 'disputeStatus' | 'hasDocument' | 'personalDataErased'>;

/**
 * A row's actions: approve and reject while it can be decided (not for auditors, who only read),
 * the history, the issued document once approved, and for admins the erasure of personal data.
 */
export function RowActions({ kind, row, role }: { kind: ApplicationKind; row: ActionableRow; role: StaffRole }) {
  // Acting on a traveller's erasure request is irreversible: admins only (the server checks again).
  const canErase = role === 'admin' && !row.personalDataErased;
  // Once decided, the row's History (the decision is its newest event) keeps the focus in the row.
  const history = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex flex-col items-start gap-2">
      {role !== 'auditor' && isDecidable(row) && (
        <DecisionActions
          target={{ kind, id: row.id, applicationNumber: row.applicationNumber }}
          approvable={paymentAllowsApproval(row)}
          focusAfterDecision={() => history.current?.focus()}
        />
      )}
      <HistoryDialog applicationId={row.id} applicationNumber={row.applicationNumber} triggerRef={history} />
      <ApprovedDocumentLink kind={kind} row={row} />
      {canErase && <ErasePersonalDataDialog kind={kind} applicationId={row.id} applicationNumber={row.applicationNumber} />}
    </div>
  );
}

/** The amount, whether it has been paid, and any of it refunded or disputed since. */
export function AmountAndPayment({ row }: { row: Pick<VisaApplicationRow, 'totalAmount' | 'paymentStatus' | 'refundedAmount' | 'disputeStatus' | 'disputeEvidenceDueBy'> }) {
  const { i18n } = useTranslation('admin');
  return (
    <>
      <p className="font-semibold text-slate-900">{formatAmount(row.totalAmount, currentLanguage(i18n))}</p>
      <div className="flex flex-wrap gap-1">
        <PaymentBadge paymentStatus={row.paymentStatus} />
        <PaymentReversalBadges row={row} />
      </div>
    </>
  );
}

/** The application status and, once decided, when and by whom. */
export function DecisionStatus({ row }: { row: { status: string; decidedAt?: string | null; decidedBy?: string | null } }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <StatusBadge status={row.status} />
      {row.decidedAt && (
        <p className="mt-1 text-xs text-slate-600">{t('row.decided', { date: formatAdminDate(row.decidedAt), by: row.decidedBy ?? '' })}</p>
      )}
    </>
  );
}

/** The link to the approved application's document; nothing before approval or without a document. */
export function ApprovedDocumentLink({ kind, row }: { kind: ApplicationKind; row: { applicationNumber: string; status: string; hasDocument?: boolean } }) {
  const { t } = useTranslation('admin');
  if (!row.hasDocument || row.status !== 'approved') return null;
  return (
    <a
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
      href={`/api/download/${kind}/${encodeURIComponent(row.applicationNumber)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('row.openDocument')}
    </a>
  );
}
