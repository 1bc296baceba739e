import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportingDocumentKind } from '@evisa/contracts';
import { Alert } from '../../../components/ui/alert';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { SupportingDocumentFields } from './supporting-document-fields';
import { FieldError, useFieldError } from './field-error';
import type { StepProps } from './step-props';

const ARROW_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/** Step 2: do you hold a Schengen/US/UK/Irish visa or residence permit? */
export function SupportingDocumentStep({ context, send }: StepProps) {
  const { t } = useTranslation('wizard');
  const answer = context.hasSupportingDocument === null ? '' : context.hasSupportingDocument ? 'yes' : 'no';
  const conditional = context.country?.visaPolicy === 'conditional';
  // An arrow key moves between Yes and No, and the radio group checks the option it lands on. For a
  // conditional country No leaves for the insurance page at once, so there an arrow key only moves
  // the focus and No is chosen by a press (Space, a tap, a click): a keyboard or screen-reader user
  // going through the options is not taken away from the wizard (WCAG 3.2.2, On Input).
  const arrowKeyDown = useRef(false);
  // A refused answer is about the group; its error is keyed by the option the focus goes to.
  const answerError = useFieldError('supporting-answer-yes');
  const kindError = useFieldError('supporting-kind-visa');
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
          <div
            onKeyDownCapture={(event) => {
              arrowKeyDown.current = ARROW_KEYS.includes(event.key);
            }}
            onKeyUpCapture={() => {
              arrowKeyDown.current = false;
            }}
          >
            <RadioGroup
              idPrefix="supporting-answer"
              aria-labelledby="supporting-question"
              aria-describedby={answerError.describedBy}
              orientation="horizontal"
              value={answer}
              onValueChange={(value) => {
                if (value === 'no' && conditional && arrowKeyDown.current) return;
                send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: value === 'yes' });
              }}
              options={[
                { value: 'yes', label: t('supporting.yes') },
                { value: 'no', label: t('supporting.no') },
              ]}
            />
          </div>
          <FieldError fieldId="supporting-answer-yes" />
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
                aria-describedby={kindError.describedBy}
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
              <FieldError fieldId="supporting-kind-visa" />
            </div>
            <SupportingDocumentFields context={context} send={send} withCountry />
          </>
        )}
      </CardContent>
    </Card>
  );
}
