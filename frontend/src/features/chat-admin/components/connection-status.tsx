import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** 'Connected to chat system' or 'Disconnected' (spec), with the server's reason when it refused the socket. */
export function ConnectionStatus({ connected, refusal, onReconnect }: { connected: boolean; refusal: string | null; onReconnect: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', connected ? 'bg-green-600' : 'bg-red-600')} />
        {connected ? t('chat.connected') : t('chat.disconnected')}
        {!connected && refusal && <span className="font-normal text-slate-600">({refusal})</span>}
      </p>
      {!connected && (
        <Button variant="outline" onClick={onReconnect}>
          {t('chat.reconnect')}
        </Button>
      )}
    </div>
  );
}
