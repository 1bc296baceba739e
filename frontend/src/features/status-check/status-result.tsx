import { useTranslation } from 'react-i18next';
import { Badge, statusBadgeColour } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { downloadUrl, type ApplicationStatusView, type InsuranceStatusView } from '../../lib/api/application-status';
import { currentLanguage } from '../../i18n/i18n';
import { formatAmount } from '../../lib/format';
import { formatCalendarDate } from '../../lib/format';
import { formatApplicationDate } from './application-date';
import { insurancePlanLabel, paymentStatusLabelKey, statusLabelKey, statusMessageKey } from './status-labels';

export type StatusLookup = { kind: 'visa'; application: ApplicationStatusView } | { kind: 'insurance'; application: InsuranceStatusView };

/** One application's answer: the visa with its arrival date and processing type, insurance with its trip and plan. */
export function StatusResult({ lookup }: { lookup: StatusLookup }) {
  const { t, i18n } = useTranslation('status');
  const locale = currentLanguage(i18n);
  const { application } = lookup;
  const planText = (planName: string) => {
    const plan = insurancePlanLabel(planName);
    return plan ? t(plan.key, { days: plan.days }) : planName;
  };
  const rows: Array<[string, string]> = [
    [t('fields.applicationNumber'), application.applicationNumber],
    [t('fields.applicationDate'), formatApplicationDate(application.createdAt, locale)],
  ];
  if (lookup.kind === 'visa') {
    rows.push([t('fields.arrivalDate'), formatCalendarDate(lookup.application.arrivalDate, locale)]);
  } else {
    rows.push([t('fields.travelDate'), formatCalendarDate(lookup.application.travelDate, locale)]);
    rows.push([t('fields.returnDate'), formatCalendarDate(lookup.application.returnDate, locale)]);
  }
  rows.push([t('fields.totalAmount'), formatAmount(application.totalAmount, locale)]);
  rows.push([t('fields.paymentStatus'), t(paymentStatusLabelKey(application.paymentStatus))]);
  rows.push(
    lookup.kind === 'visa'
      ? [t('fields.processingType'), t(`common:processingTypes.${application.processingType}`, { defaultValue: application.processingType })]
      : [t('fields.plan'), planText(application.processingType)],
  );
  // Insurance names are null once the applicant's personal data was erased.
  const name = `${application.firstName ?? ''} ${application.lastName ?? ''}`.trim() || application.applicationNumber;
  const messageKey = statusMessageKey(application.status);

  return (
    <Card aria-labelledby="status-result-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="status-result-title" as="h2">
          {name}
        </CardTitle>
        <Badge colour={statusBadgeColour(application.status)}>{t(statusLabelKey(application.status))}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-slate-700">{t(lookup.kind === 'visa' ? messageKey : messageKey.replace(/^statusMessages\./, 'insuranceMessages.'))}</p>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="text-base text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {/* Only an approval that came with the PDF has something to download. */}
        {application.status === 'approved' && application.hasDocument && (
          <Button asChild size="lg" className="self-start">
            <a href={downloadUrl(lookup.kind, application.applicationNumber)} target="_blank" rel="noopener noreferrer">
              {lookup.kind === 'visa' ? t('download') : t('downloadInsurance')}
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
