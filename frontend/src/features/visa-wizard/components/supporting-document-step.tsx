import { useTranslation } from 'react-i18next';
import type { SupportingDocumentKind } from '@evisa/contracts';
import { Alert } from '../../../components/ui/alert';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { SupportingDocumentFields } from './supporting-document-fields';
import type { StepProps } from './step-props';

/** Step 2: do you hold a Schengen/US/UK/Irish visa or one of the 20 residence permits? */
export function SupportingDocumentStep({ context, send }: StepProps) {
  const { t } = useTranslation('wizard');
  const answer = context.hasSupportingDocument === null ? '' : context.hasSupportingDocument ? 'yes' : 'no';
  const conditional = context.country?.visaPolicy === 'conditional';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('supporting.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p id="supporting-question" className="text-sm font-medium text-slate-800">
            {t('supporting.question')}
          </p>
          <p className="text-sm text-slate-600">{t('supporting.eVisaNotAccepted')}</p>
          <RadioGroup
            idPrefix="supporting-answer"
            aria-labelledby="supporting-question"
            orientation="horizontal"
            value={answer}
            onValueChange={(value) => send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: value === 'yes' })}
            options={[
              { value: 'yes', label: t('supporting.yes') },
              { value: 'no', label: t('supporting.no') },
            ]}
          />
        </div>
        {context.hasSupportingDocument === false && conditional && (
          <Alert variant="blue" title={t('supporting.noWait')}>
            {t('supporting.noRedirect')}
          </Alert>
        )}
        {context.hasSupportingDocument === false && !conditional && (
          <Alert variant="blue">{t('supporting.noEvisa', { country: context.country?.name ?? '' })}</Alert>
        )}
        {context.hasSupportingDocument === true && (
          <>
            <div className="flex flex-col gap-2">
              <p id="supporting-kind" className="text-sm font-medium text-slate-800">
                {t('supporting.documentType')}
              </p>
              <RadioGroup
                idPrefix="supporting-kind"
                aria-labelledby="supporting-kind"
                orientation="horizontal"
                value={context.supportingDocument.documentType}
                onValueChange={(value) =>
                  send({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: value as SupportingDocumentKind })
                }
                options={[
                  { value: 'visa', label: t('supporting.visa') },
                  { value: 'residence', label: t('supporting.residence') },
                ]}
              />
            </div>
            <SupportingDocumentFields context={context} send={send} withCountry />
          </>
        )}
      </CardContent>
    </Card>
  );
}
