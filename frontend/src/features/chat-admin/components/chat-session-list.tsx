import { useTranslation } from 'react-i18next';
import { LANGUAGES, type ChatSessionView } from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ErrorNotice } from '../../admin/components/list-state-rows';
import { ADMIN_DATE_LOCALE } from '../../admin/lib/format';
import { formatChatTime } from '../../../lib/chat-time';
import { sessionLabels } from './session-label';

export interface ChatSessionListProps {
  sessions: ChatSessionView[];
  /** The first load is still on its way (a reload keeps the list on screen). */
  loading: boolean;
  error: unknown;
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
  onRetry: () => void;
  /** One level below the console's heading (h2 on /chat-admin, h3 in the staff panel's tab). */
  headingLevel: 'h2' | 'h3';
}

/** The spec's left panel: active chats, most recent first, in a 500 px panel. */
export function ChatSessionList({ sessions, loading, error, selectedId, onSelect, onRetry, headingLevel: Heading }: ChatSessionListProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="flex h-[500px] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <Heading className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">{t('chat.listLabel')}</Heading>
      {error != null && (
        <div className="flex flex-col items-start gap-2 border-b border-slate-200 p-4 text-sm">
          <ErrorNotice error={error} />
          <Button variant="outline" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {loading ? (
        <div className="flex flex-1 items-center justify-center gap-2 p-4 text-sm text-slate-600">
          <Spinner label={t('chat.loadingList')} />
          <span aria-hidden="true">{t('chat.loadingList')}</span>
        </div>
      ) : sessions.length === 0 ? (
        error == null && <p className="flex flex-1 items-center justify-center p-4 text-sm text-slate-600">{t('chat.noChats')}</p>
      ) : (
        <ul aria-label={t('chat.listLabel')} className="flex-1 divide-y divide-slate-100 overflow-y-auto">
          {sessions.map((session) => (
            <li key={session.sessionId}>
              <SessionButton session={session} selected={session.sessionId === selectedId} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The traveller's language by its own name (what staff answer in); an unknown code as it is. */
function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

function SessionButton({ session, selected, onSelect }: { session: ChatSessionView; selected: boolean; onSelect: (sessionId: string) => void }) {
  const { t } = useTranslation('admin');
  const { name, detail } = sessionLabels(session, t);
  const unread = session.unreadCount > 0;
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      data-session-id={session.sessionId}
      onClick={() => onSelect(session.sessionId)}
      className={cn(
        'flex min-h-11 w-full flex-col gap-1 px-4 py-3 text-start hover:bg-slate-50',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        selected && 'bg-brand-50 hover:bg-brand-50',
      )}
    >
      <span className="flex w-full items-baseline justify-between gap-2">
        <span dir="auto" className={cn('truncate text-sm text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
          {name}
        </span>
        <time dateTime={session.lastMessageAt} className="shrink-0 text-xs text-slate-600">
          {formatChatTime(session.lastMessageAt, ADMIN_DATE_LOCALE)}
        </time>
      </span>
      <span className="flex w-full items-center justify-between gap-2">
        <span className="truncate text-xs text-slate-600">
          <span>{detail}</span> · <span lang={session.language}>{languageName(session.language)}</span>
        </span>
        {unread && (
          <span data-testid="unread-badge" className="shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
            <span aria-hidden="true">{session.unreadCount}</span>
            <span className="sr-only">{t('chat.unread', { count: session.unreadCount })}</span>
          </span>
        )}
      </span>
      {session.lastMessagePreview && (
        <span className="line-clamp-2 text-xs text-slate-700">
          {session.lastMessageSender === 'agent' && <span className="font-semibold">{t('chat.previewFromSupport')} </span>}
          {/* In the writer's direction (an Arabic message), like the message itself in the conversation. */}
          <span dir="auto">{session.lastMessagePreview}</span>
        </span>
      )}
    </button>
  );
}
