import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeColour } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { outboxAttachmentUrl, useOutbox, useOutboxMessage } from '../api/outbox';
import type { OutboxDelivery, OutboxMessageSummary } from '../api/admin-types';
import { formatAdminDate } from '../lib/format';
import { ErrorNotice } from './list-state-rows';
import { PagedList } from './list-table';
import { Cell, Row } from './responsive-table';

/** Every email the service composed (sent by SMTP or kept in the local outbox), with its attachments. */
export function OutboxTab({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const query = useOutbox(page);
  const columns = [t('outbox.columns.created'), t('outbox.columns.to'), t('outbox.columns.subject'), t('outbox.columns.delivery'), t('outbox.columns.attachments')];

  return (
    <PagedList
      title={t('tabs.outbox')}
      columns={columns}
      query={query}
      items={query.data?.messages ?? []}
      emptyText={t('outbox.empty')}
      renderRow={(message) => <OutboxRow key={message.id} message={message} columns={columns} onOpen={() => setOpenId(message.id)} />}
      page={page}
      onPageChange={onPageChange}
      pagerLabel={t('pager.outboxLabel')}
    >
      <Dialog open={openId !== undefined} onOpenChange={(open) => !open && setOpenId(undefined)}>
        {openId !== undefined && (
          <DialogContent title={t('outbox.messageTitle')} className="sm:max-w-3xl">
            <OutboxMessageBody id={openId} />
          </DialogContent>
        )}
      </Dialog>
    </PagedList>
  );
}

function OutboxRow({ message, columns, onOpen }: { message: OutboxMessageSummary; columns: string[]; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Row>
      <Cell label={columns[0]}>
        <p className="text-slate-800">{formatAdminDate(message.createdAt)}</p>
        <p className="text-xs text-slate-600">
          {message.kind} · {message.language}
        </p>
      </Cell>
      <Cell label={columns[1]}>
        <p className="break-all text-slate-800">{message.to}</p>
      </Cell>
      <Cell label={columns[2]}>
        <Button variant="link" className="min-h-11 text-start" onClick={onOpen}>
          {message.subject}
        </Button>
      </Cell>
      <Cell label={columns[3]}>
        <DeliveryBadge message={message} />
      </Cell>
      <Cell label={columns[4]}>
        {message.attachments.length === 0 ? (
          <span className="text-slate-500">{t('outbox.noAttachments')}</span>
        ) : (
          <ul className="flex flex-col">
            {message.attachments.map((attachment) => (
              <li key={attachment.name}>
                <AttachmentLink messageId={message.id} name={attachment.name} />
              </li>
            ))}
          </ul>
        )}
      </Cell>
    </Row>
  );
}

/** Opens one attachment of a composed email in a new tab. */
function AttachmentLink({ messageId, name }: { messageId: string; name: string }) {
  const { t } = useTranslation('admin');
  return (
    <a
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
      href={outboxAttachmentUrl(messageId, name)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('outbox.openAttachment', { name })}
    </a>
  );
}

const DELIVERY_COLOURS: Record<string, BadgeColour> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'green',
  'local-outbox': 'green',
  failed: 'red',
  'not-sent': 'grey',
};

const DELIVERY_LABELS: Record<string, string> = {
  queued: 'outbox.queued',
  sending: 'outbox.sending',
  sent: 'outbox.delivered',
  'local-outbox': 'outbox.localOutbox',
  failed: 'outbox.failed',
  'not-sent': 'outbox.notSent',
};

function deliveryStatus(delivery: OutboxDelivery | null): string {
  if (delivery?.status) return delivery.status;
  if (!delivery) return 'queued';
  return delivery.error ? 'failed' : delivery.deliveredAt ? 'sent' : 'sending';
}

function DeliveryBadge({ message }: { message: OutboxMessageSummary }) {
  const { t } = useTranslation('admin');
  const { delivery } = message;
  const status = deliveryStatus(delivery);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge colour={DELIVERY_COLOURS[status] ?? 'grey'}>
        {DELIVERY_LABELS[status] ? t(DELIVERY_LABELS[status], { transport: delivery?.transport ?? '' }) : status}
      </Badge>
      {delivery?.error && <span className="text-xs text-red-700">{delivery.error}</span>}
      {delivery?.deliveredAt && <span className="text-xs text-slate-600">{formatAdminDate(delivery.deliveredAt)}</span>}
    </div>
  );
}

function OutboxMessageBody({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const query = useOutboxMessage(id);
  if (query.isPending) return <Spinner label={t('list.loading')} />;
  if (query.isError) return <ErrorNotice load={query} />;
  const message = query.data;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium text-slate-600">{t('outbox.columns.to')}</dt>
        <dd className="break-all">{message.to}</dd>
        <dt className="font-medium text-slate-600">{t('outbox.columns.subject')}</dt>
        <dd>{message.subject}</dd>
        <dt className="font-medium text-slate-600">{t('outbox.columns.created')}</dt>
        <dd>{formatAdminDate(message.createdAt)}</dd>
      </dl>
      {message.html ? (
        // The email's HTML is shown in a sandbox with scripts and forms off: it is content, not part of the panel.
        <iframe title={t('outbox.htmlBody')} sandbox="" srcDoc={message.html} className="h-96 w-full rounded-md border border-slate-200 bg-white" />
      ) : (
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3">{message.text ?? ''}</pre>
      )}
      {message.attachments.map((attachment) => (
        <AttachmentLink key={attachment.name} messageId={message.id} name={attachment.name} />
      ))}
    </div>
  );
}
