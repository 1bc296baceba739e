import { ADMIN_MESSAGES, insuranceUrgency, isPaymentCompleted, type InsuranceUrgency } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeColour } from '../../../components/ui/badge';
import { localToday } from '../../../lib/local-today';
import { parentIdPhotoUrl, useApplications } from '../api/admin-applications';
import type { InsuranceApplicationRow, StaffRole } from '../api/admin-types';
import { formatAdminDate } from '../lib/format';
import { AmountAndPayment, ApplicantDetails, ApplicationSummary, DecisionStatus, RowActions } from './application-row-parts';
import { PagedList, type ApplicationsTabProps } from './list-table';
import { Cell, Row } from './responsive-table';

const URGENCY_COLOURS: Record<NonNullable<InsuranceUrgency>, BadgeColour> = {
  past: 'grey',
  today: 'red',
  'within-7-days': 'yellow',
  'within-30-days': 'blue',
};

export function InsuranceApplicationsTab({ search, role, page, onPageChange }: ApplicationsTabProps) {
  const { t } = useTranslation('admin');
  const query = useApplications('insurance', page, search);
  const columns = [t('columns.application'), t('columns.applicant'), t('columns.plan'), t('columns.travel'), t('columns.payment'), t('columns.status'), t('columns.actions')];
  // Staff's own calendar day, as the date pickers show it: "today" is the day at the desk.
  const today = localToday();

  return (
    <PagedList
      title={t('tabs.insurance')}
      columns={columns}
      query={query}
      items={query.data?.applications ?? []}
      emptyText={search ? t('list.noMatches') : t('list.emptyInsurance')}
      renderRow={(row) => <InsuranceRow key={row.id} row={row} role={role} columns={columns} today={today} />}
      page={page}
      onPageChange={onPageChange}
      pagerLabel={t('pager.insuranceLabel')}
    />
  );
}

function InsuranceRow({ row, role, columns, today }: { row: InsuranceApplicationRow; role: StaffRole; columns: string[]; today: string }) {
  const { t } = useTranslation('admin');
  // The urgency tells staff whose cover must be issued first: it matters once the insurance is paid for.
  const urgency = isPaymentCompleted(row.paymentStatus) ? insuranceUrgency(row.travelDate, today) : null;
  return (
    <Row data-testid={`insurance-row-${row.applicationNumber}`}>
      <Cell label={columns[0]}>
        <ApplicationSummary row={row} />
      </Cell>
      <Cell label={columns[1]}>
        <ApplicantDetails row={row}>
          <p className="text-slate-700">
            {t('row.nationality')}: {`${row.countryOfOrigin} (${row.nationality})`}
          </p>
          <ParentIdPhotos row={row} />
        </ApplicantDetails>
      </Cell>
      <Cell label={columns[2]}>
        <p className="text-slate-900">{row.productName}</p>
      </Cell>
      <Cell label={columns[3]}>
        <p className="text-slate-700">
          {t('row.travelDate')}: {formatAdminDate(row.travelDate)}
        </p>
        {urgency && (
          <Badge colour={URGENCY_COLOURS[urgency]} className="my-1">
            {t(`urgency.${urgency}`)}
          </Badge>
        )}
        <p className="text-slate-700">
          {t('row.returnDate')}: {formatAdminDate(row.returnDate)}
        </p>
        <p className="text-slate-700">
          {t('row.duration')}: {row.tripDurationDays == null ? 'N/A' : t('row.days', { days: row.tripDurationDays })}
        </p>
      </Cell>
      <Cell label={columns[4]}>
        <AmountAndPayment row={row} />
      </Cell>
      <Cell label={columns[5]}>
        <DecisionStatus row={row} />
      </Cell>
      <Cell label={columns[6]}>
        <RowActions kind="insurance" row={row} role={role} />
      </Cell>
    </Row>
  );
}

/**
 * A minor's parent ID photos, each opening the staff photo route in a new tab; the spec's Turkish
 * warning when a minor sent none. Erased applications have neither photos nor a warning.
 */
function ParentIdPhotos({ row }: { row: InsuranceApplicationRow }) {
  const { t } = useTranslation('admin');
  if (row.parentIdPhotos.length === 0) {
    if (!row.minor || row.personalDataErased) return null;
    return (
      <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-2 font-semibold text-red-800">
        {ADMIN_MESSAGES.under18Warning}
      </p>
    );
  }
  return (
    <div className="mt-2">
      <p className="text-slate-700">{t('row.parentPhotos')}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {row.parentIdPhotos.map((photo) => {
          const url = parentIdPhotoUrl(row.id, photo.hash);
          return (
            <li key={photo.hash}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('row.openParentPhoto', { name: photo.name })}
                className="block rounded-md ring-1 ring-slate-300 hover:ring-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <img src={url} alt="" loading="lazy" className="h-16 w-16 rounded-md object-cover" />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
