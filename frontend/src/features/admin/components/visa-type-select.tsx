import { ADMIN_MESSAGES, visaTypeChoices } from '@evisa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/toast/toast-store';
import { useSetVisaType } from '../api/set-visa-type';
import { useSingleFlight } from '../hooks/use-single-flight';
import type { VisaApplicationRow } from '../api/admin-types';
import { useErrorMessage } from '../hooks/use-error-message';

/** The visa type staff record for an application; choices depend on the applicant's origin (spec section 6). */
export function VisaTypeSelect({ application, readOnly }: { application: VisaApplicationRow; readOnly: boolean }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const mutation = useSetVisaType();
  const once = useSingleFlight();
  const messageOf = useErrorMessage();
  const options = visaTypeChoices(application.countryCode).map((choice) => ({
    value: choice.value,
    label: choice.kind === 'residence' ? t('visaType.residence', { country: choice.label }) : t('visaType.visa', { country: choice.label }),
  }));
  const current = options.find((option) => option.value === application.visaType);

  if (readOnly) {
    return <span className="text-slate-800">{current?.label ?? application.visaType ?? t('visaType.none')}</span>;
  }
  return (
    <div className="flex min-w-44 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('visaType.label', { number: application.applicationNumber })}
      </label>
      <Select
        id={id}
        options={options}
        value={mutation.isPending ? mutation.variables?.visaType : (application.visaType ?? undefined)}
        placeholder={t('visaType.placeholder')}
        // Not disabled while saving: a disabled trigger dropped the keyboard focus to the page's start
        // right after a choice. Another choice before the answer is not sent; the list shows the first.
        onValueChange={(visaType) =>
          void once(() =>
            mutation.mutateAsync({ id: application.id, visaType }).then(
              () => toast({ title: ADMIN_MESSAGES.success, description: t('visaType.saved') }),
              (error: unknown) => toast({ title: ADMIN_MESSAGES.error, description: messageOf(error), variant: 'destructive' }),
            ),
          )
        }
      />
    </div>
  );
}
