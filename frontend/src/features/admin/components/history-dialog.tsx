import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useApplicationHistory, useStateAsOf } from '../api/application-history';
import type { EventActor, HistoryEvent } from '../api/admin-types';
import { formatAdminDate } from '../lib/format';
import { ErrorNotice } from './list-state-rows';
import { PaymentBadge, StatusBadge } from './status-badges';

/** The auditors' view: every event of the application's stream, and its state as of any of them. */
export function HistoryDialog({ applicationId, applicationNumber, triggerRef }: { applicationId: string; applicationNumber: string; triggerRef?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button ref={triggerRef} variant="outline" aria-label={t('history.openFor', { number: applicationNumber })}>
          {t('history.open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('history.title', { number: applicationNumber })} description={t('history.description')} className="sm:max-w-3xl">
        {open && <HistoryBody applicationId={applicationId} />}
      </DialogContent>
    </Dialog>
  );
}

function HistoryBody({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('admin');
  const history = useApplicationHistory(applicationId);
  const [asOf, setAsOf] = useState<HistoryEvent | undefined>(undefined);

  if (history.isPending) return <Spinner label={t('list.loading')} />;
  if (history.isError) return <ErrorNotice load={history} />;
  const events = history.data.events;
  if (events.length === 0) return <p className="text-slate-600">{t('history.empty')}</p>;

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3" aria-label={t('history.eventsLabel')}>
        {events.map((event) => (
          <li key={String(event.position)} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-mono text-sm font-semibold text-slate-900">{event.type}</p>
              <time dateTime={event.occurredAt} className="text-sm text-slate-600">
                {formatAdminDate(event.occurredAt)}
              </time>
            </div>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
              <dt className="font-medium">{t('history.actor')}</dt>
              <dd>{actorLabel(event.actor, t)}</dd>
              <dt className="font-medium">{t('history.position')}</dt>
              <dd>
                {String(event.position)} · {t('history.version', { version: event.version })}
              </dd>
            </dl>
            <EventData data={event.data} />
            <Button
              variant="link"
              className="mt-1"
              aria-pressed={asOf?.position === event.position}
              onClick={() => setAsOf(event)}
            >
              {t('history.stateAsOf')}
            </Button>
            {asOf?.position === event.position && (
              <StateAsOfPanel applicationId={applicationId} event={event} onClose={() => setAsOf(undefined)} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function actorLabel(actor: EventActor | null | undefined, t: (key: string) => string): string {
  if (!actor?.kind) return t('history.actorUnknown');
  const kind = ['staff', 'customer', 'system', 'provider'].includes(actor.kind) ? t(`history.actorKinds.${actor.kind}`) : actor.kind;
  const who = actor.email ?? actor.id;
  return who ? `${kind} (${who})` : kind;
}

/** Personal data decrypted, or `pii: "erased"` once the person's key has been shredded; shown as the server sends it. */
function EventData({ data }: { data: unknown }) {
  const { t } = useTranslation('admin');
  if (data === null || data === undefined) return null;
  const erased = data === 'erased' || (typeof data === 'object' && (data as Record<string, unknown>).pii === 'erased');
  return (
    <>
      {erased && <p className="mt-2 text-sm italic text-slate-600">{t('history.erased')}</p>}
      {typeof data === 'object' && Object.keys(data).length > 0 && (
        <details className="mt-2" open>
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-slate-800">{t('history.data')}</summary>
          {/* Focusable: it scrolls when the data is long, and the keyboard must be able to scroll it too. */}
          <pre
            tabIndex={0}
            className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-50 p-3 text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {JSON.stringify(data, null, 2)}
          </pre>
        </details>
      )}
    </>
  );
}

function StateAsOfPanel({ applicationId, event, onClose }: { applicationId: string; event: HistoryEvent; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const state = useStateAsOf(applicationId, event.position);
  return (
    <section
      aria-live="polite"
      aria-label={t('history.stateAsOfTitle', { position: String(event.position) })}
      className="rounded-lg border border-blue-300 bg-blue-50 p-3 text-sm text-blue-950"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('history.stateAsOfTitle', { position: String(event.position) })}</h3>
        <Button variant="ghost" onClick={onClose}>
          {t('history.hideState')}
        </Button>
      </div>
      {state.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : state.isError ? (
        <ErrorNotice load={state} />
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span>{t('history.statusThen')}</span>
          {state.data.status === 'none' ? <Badge colour="grey">{t('history.statusNone')}</Badge> : <StatusBadge status={state.data.status} />}
          <span>{t('history.paymentThen')}</span>
          <PaymentBadge paymentStatus={state.data.paymentStatus} />
        </div>
      )}
    </section>
  );
}
