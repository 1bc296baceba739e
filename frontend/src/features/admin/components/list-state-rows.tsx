import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
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

/** What failed to load, and how to ask again (a TanStack Query result fits). */
export interface FailedLoad {
  error: unknown;
  refetch: () => unknown;
  /** True while the retry runs: the button is busy and cannot be pressed again. */
  isFetching: boolean;
}

/**
 * Try again, next to the failure it repeats: without it, the only way out of a failed list or stats
 * was the header's Refresh (every list at once) or reloading the page.
 */
export function RetryButton({ load, onRetry }: { load: FailedLoad; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="outline"
      loading={load.isFetching}
      onClick={() => {
        onRetry?.();
        void load.refetch();
      }}
    >
      {t('actions.retry')}
    </Button>
  );
}

/** The spec's error row: 'Hata' and the message, and Try again (`onRetry` is told as it is pressed). */
export function ErrorRow({ columns, load, onRetry }: { columns: number; load: FailedLoad; onRetry?: () => void }) {
  const messageOf = useErrorMessage();
  return (
    <StateRow columns={columns} className="text-red-700">
      <span className="flex flex-wrap items-center gap-3">
        <span role="alert">
          <strong>{ADMIN_MESSAGES.error}</strong>: {messageOf(load.error)}
        </span>
        <RetryButton load={load} onRetry={onRetry} />
      </span>
    </StateRow>
  );
}

/**
 * The same 'Hata' and message where there is no table: in a dialog or a panel; with Try again when
 * given the failed `load` (the chat console, which reconnects by itself, gives only the `error`).
 */
export function ErrorNotice(props: { load: FailedLoad } | { error: unknown }) {
  const messageOf = useErrorMessage();
  const load = 'load' in props ? props.load : undefined;
  const notice = (
    <p role="alert" className="text-red-700">
      <strong>{ADMIN_MESSAGES.error}</strong>: {messageOf(load ? load.error : (props as { error: unknown }).error)}
    </p>
  );
  if (!load) return notice;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {notice}
      <RetryButton load={load} />
    </div>
  );
}

export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return <StateRow columns={columns}>{text}</StateRow>;
}
