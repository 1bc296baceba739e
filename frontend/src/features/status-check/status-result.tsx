import { useTranslation } from 'react-i18next';
import { Badge, statusBadgeColour } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { visaDownloadUrl, type ApplicationStatusView } from '../../lib/api/application-status';
import { currentLanguage } from '../../i18n/i18n';
import { formatAmount } from '../../lib/format';
import { formatCalendarDate } from './format';
import { paymentStatusLabelKey, statusLabelKey, statusMessageKey } from './status-labels';

export function StatusResult({ application }: { application: ApplicationStatusView }) {
  const { t, i18n } = useTranslation('status');
  const locale = currentLanguage(i18n);
  const rows: Array<[string, string]> = [
    [t('fields.applicationNumber'), application.applicationNumber],
    [t('fields.applicationDate'), formatCalendarDate(application.createdAt, locale)],
    [t('fields.arrivalDate'), formatCalendarDate(application.arrivalDate, locale)],
    [t('fields.totalAmount'), formatAmount(application.totalAmount, locale)],
    [t('fields.paymentStatus'), t(paymentStatusLabelKey(application.paymentStatus))],
    [t('fields.processingType'), t(`common:processingTypes.${application.processingType}`, { defaultValue: application.processingType })],
  ];

  return (
    <Card aria-labelledby="status-result-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="status-result-title" as="h2">
          {`${application.firstName} ${application.lastName}`}
        </CardTitle>
        <Badge colour={statusBadgeColour(application.status)}>{t(statusLabelKey(application.status))}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-slate-700">{t(statusMessageKey(application.status))}</p>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="text-base text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {application.status === 'approved' && application.hasDocument && (
          <Button asChild size="lg" className="self-start">
            <a href={visaDownloadUrl(application.applicationNumber)} target="_blank" rel="noopener noreferrer">
              {t('download')}
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
