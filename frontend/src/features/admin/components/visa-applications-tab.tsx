import { useTranslation } from 'react-i18next';
import { supportingCountryChoices } from '@evisa/contracts';
import { useApplications } from '../api/admin-applications';
import type { StaffRole, VisaApplicationRow } from '../api/admin-types';
import { formatAdminDate } from '../lib/format';
import { AmountAndPayment, ApplicantDetails, ApplicationSummary, DecisionStatus, RowActions } from './application-row-parts';
import { PagedList, type ApplicationsTabProps } from './list-table';
import { Cell, Row } from './responsive-table';
import { VisaTypeSelect } from './visa-type-select';

export function VisaApplicationsTab({ search, role, page, onPageChange }: ApplicationsTabProps) {
  const { t } = useTranslation('admin');
  const query = useApplications('visa', page, search);
  const columns = [t('columns.application'), t('columns.applicant'), t('columns.travel'), t('columns.payment'), t('columns.status'), t('columns.visaType'), t('columns.actions')];

  return (
    <PagedList
      title={t('tabs.visa')}
      columns={columns}
      query={query}
      items={query.data?.applications ?? []}
      emptyText={search ? t('list.noMatches') : t('list.emptyVisa')}
      renderRow={(row) => <VisaRow key={row.id} row={row} role={role} columns={columns} />}
      page={page}
      onPageChange={onPageChange}
      pagerLabel={t('pager.visaLabel')}
    />
  );
}

function VisaRow({ row, role, columns }: { row: VisaApplicationRow; role: StaffRole; columns: string[] }) {
  const { t } = useTranslation('admin');
  return (
    <Row data-testid={`visa-row-${row.applicationNumber}`}>
      <Cell label={columns[0]}>
        <ApplicationSummary row={row} />
      </Cell>
      <Cell label={columns[1]}>
        <ApplicantDetails row={row} />
      </Cell>
      <Cell label={columns[2]}>
        <p className="text-slate-900">
          {row.countryOfOrigin} {row.countryCode && <span className="text-slate-500">({row.countryCode})</span>}
        </p>
        <p className="text-slate-700">
          {t('row.arrival')}: {formatAdminDate(row.arrivalDate)}
        </p>
        <p className="text-slate-700">
          {t('row.document')}: {t(`row.documentTypes.${row.documentType}`, { defaultValue: row.documentType })}
        </p>
        <p className="text-slate-700">
          {t('row.processing')}: {t(`common:processingTypes.${row.processingType}`, { defaultValue: row.processingType })}
        </p>
        {row.supportingDocument && (
          <p className="text-slate-700">
            {t('row.supportingDocument')}: {t(`row.supportingKinds.${row.supportingDocument.kind}`, { defaultValue: row.supportingDocument.kind })} ·{' '}
            {supportingCountryLabel(row.supportingDocument.kind, row.supportingDocument.country)}
            {row.supportingDocument.startDate ? ` · ${formatAdminDate(row.supportingDocument.startDate)}` : ''}
            {row.supportingDocument.endDate
              ? ` – ${row.supportingDocument.endDate === 'unlimited' ? t('row.unlimited') : formatAdminDate(row.supportingDocument.endDate)}`
              : ''}
          </p>
        )}
      </Cell>
      <Cell label={columns[3]}>
        <AmountAndPayment row={row} />
      </Cell>
      <Cell label={columns[4]}>
        <DecisionStatus row={row} />
      </Cell>
      <Cell label={columns[5]}>
        <VisaTypeSelect application={row} readOnly={role === 'auditor'} />
      </Cell>
      <Cell label={columns[6]}>
        <RowActions kind="visa" row={row} role={role} />
      </Cell>
    </Row>
  );
}

/** The supporting document's country as the wizard offered it ('Schengen', 'United Kingdom'), not its code. */
function supportingCountryLabel(kind: string, country: string): string {
  return supportingCountryChoices(kind === 'residence' ? 'residence' : 'visa').find((c) => c.value === country)?.label ?? country;
}
