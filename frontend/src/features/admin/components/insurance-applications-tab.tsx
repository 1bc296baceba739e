import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeColour } from '../../../components/ui/badge';
import { useApplications } from '../api/admin-applications';
import type { InsuranceApplicationRow, StaffRole } from '../api/admin-types';
import { usePageForSearch } from '../hooks/use-page-for-search';
import { formatAdminDate } from '../lib/format';
import { localToday } from '../../../lib/local-today';
import { missingParentIdPhotos, travelUrgency, type TravelUrgency } from '../lib/travel-urgency';
import { AmountAndPayment, ApprovedDocumentLink, DecisionStatus } from './application-row-parts';
import { DecisionActions, isDecidable } from './decision-actions';
import { PagedList } from './list-table';
import { Cell, Row } from './responsive-table';

const URGENCY_COLOURS: Record<TravelUrgency, BadgeColour> = { past: 'grey', today: 'red', week: 'yellow', month: 'blue' };

export function InsuranceApplicationsTab({ search, role }: { search: string; role: StaffRole }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = usePageForSearch(search);
  const query = useApplications('insurance', page, search);
  const columns = [t('columns.application'), t('columns.applicant'), t('columns.travel'), t('columns.payment'), t('columns.status'), t('columns.actions')];
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
      onPageChange={setPage}
      pagerLabel={t('pager.insuranceLabel')}
    />
  );
}

function InsuranceRow({ row, role, columns, today }: { row: InsuranceApplicationRow; role: StaffRole; columns: string[]; today: string }) {
  const { t } = useTranslation('admin');
  const urgency = travelUrgency(row.travelDate, row.paymentStatus, today);
  const parentPhotosMissing = !row.personalDataErased && missingParentIdPhotos(row.dateOfBirth, row.parentIdPhotos, today);
  return (
    <Row data-testid={`insurance-row-${row.applicationNumber}`}>
      <Cell label={columns[0]}>
        <p className="font-mono font-semibold text-slate-900">{row.applicationNumber}</p>
        <p className="text-slate-600">{formatAdminDate(row.createdAt)}</p>
        {row.productName && <p className="text-slate-700">{row.productName}</p>}
      </Cell>
      <Cell label={columns[1]}>
        {row.personalDataErased ? (
          <p className="font-semibold text-slate-900">{t('row.erased')}</p>
        ) : (
          <>
            <p className="font-semibold text-slate-900">{`${row.firstName} ${row.lastName}`}</p>
            <p className="break-all text-slate-700">{row.email}</p>
            <p className="text-slate-700">{row.phone}</p>
            <p className="text-slate-700">
              {t('row.passport')}: {row.passportNumber}
            </p>
            <p className="text-slate-700">
              {t('row.nationality')}: {row.nationality || row.countryOfOrigin}
            </p>
            <p className="text-slate-700">
              {t('row.dateOfBirth')}: {formatAdminDate(row.dateOfBirth)}
            </p>
            {(row.parentIdPhotos?.length ?? 0) > 0 && (
              <p className="text-slate-700">{t('row.parentPhotos', { photos: row.parentIdPhotos!.length })}</p>
            )}
          </>
        )}
        {parentPhotosMissing && (
          <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-2 font-semibold text-red-800">
            {ADMIN_MESSAGES.under18Warning}
          </p>
        )}
      </Cell>
      <Cell label={columns[2]}>
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
      <Cell label={columns[3]}>
        <AmountAndPayment row={row} />
      </Cell>
      <Cell label={columns[4]}>
        <DecisionStatus row={row} />
      </Cell>
      <Cell label={columns[5]}>
        <div className="flex flex-col items-start gap-2">
          {role !== 'auditor' && isDecidable(row) && (
            <DecisionActions target={{ kind: 'insurance', id: row.id, applicationNumber: row.applicationNumber }} />
          )}
          <ApprovedDocumentLink kind="insurance" row={row} />
        </div>
      </Cell>
    </Row>
  );
}
