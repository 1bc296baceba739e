import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../hooks/use-error-message';
import { StateRow } from './responsive-table';

export function LoadingRow({ columns }: { columns: number }) {
  const { t } = useTranslation('admin');
  return (
    <StateRow columns={columns}>
      <span className="inline-flex items-center gap-2">
        <Spinner label={t('list.loading')} />
        <span aria-hidden="true">{t('list.loading')}</span>
      </span>
    </StateRow>
  );
}

/** The spec's error row: 'Hata' and the message. */
export function ErrorRow({ columns, error }: { columns: number; error: unknown }) {
  const messageOf = useErrorMessage();
  return (
    <StateRow columns={columns} className="text-red-700">
      <span role="alert">
        <strong>{ADMIN_MESSAGES.error}</strong>: {messageOf(error)}
      </span>
    </StateRow>
  );
}

/** The same 'Hata' and message where there is no table: in a dialog or a panel. */
export function ErrorNotice({ error }: { error: unknown }) {
  const messageOf = useErrorMessage();
  return (
    <p role="alert" className="text-red-700">
      <strong>{ADMIN_MESSAGES.error}</strong>: {messageOf(error)}
    </p>
  );
}

export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return <StateRow columns={columns}>{text}</StateRow>;
}
