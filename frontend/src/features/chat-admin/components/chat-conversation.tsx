import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessageView, ChatSessionView } from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ErrorNotice } from '../../admin/components/list-state-rows';
import { ADMIN_DATE_LOCALE } from '../../admin/lib/format';
import { formatChatTime } from '../../../lib/chat-time';
import { sessionLabels } from './session-label';

export interface ChatConversationProps {
  session: ChatSessionView | null;
  messages: ChatMessageView[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** One level below the console's heading, like the list's. */
  headingLevel: 'h2' | 'h3';
  /** The reply box; absent for auditors. */
  composer: ReactNode;
}

/** The spec's right panel: the open conversation, or 'Select a chat to start messaging'. */
export function ChatConversation({ session, messages, loading, error, onRetry, onBack, headingRef, headingLevel: Heading, composer }: ChatConversationProps) {
  const { t } = useTranslation(['admin', 'common']);
  if (!session) {
    return (
      <div className="flex h-[500px] items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white p-4 text-center text-sm text-slate-600">
        {t('chat.selectChat')}
      </div>
    );
  }
  const { name, detail } = sessionLabels(session, t);
  return (
    <div className="flex h-[500px] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 md:px-4">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label={t('chat.back')}>
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
        </Button>
        <div className="min-w-0">
          <Heading ref={headingRef} tabIndex={-1} dir="auto" className="truncate text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
            {name}
          </Heading>
          <p className="truncate text-xs text-slate-600">{detail}</p>
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">
        {error != null && (
          <div className="flex flex-col items-start gap-2 p-4 text-sm">
            <ErrorNotice error={error} />
            <Button variant="outline" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          </div>
        )}
        {loading && messages.length === 0 ? (
          <div className="flex flex-1 items-center justify-center gap-2 text-sm text-slate-600">
            <Spinner label={t('chat.loadingMessages')} />
            <span aria-hidden="true">{t('chat.loadingMessages')}</span>
          </div>
        ) : (
          error == null && <MessageLog messages={messages} label={t('chat.conversationLabel', { name })} />
        )}
      </div>
      {/* An erased conversation takes no more messages (the server answers 404): say so instead of a
          reply box whose every answer would fail. */}
      {session.personalDataErased ? <p className="border-t border-slate-200 p-3 text-sm text-slate-600">{t('chat.erasedNotice')}</p> : composer}
    </div>
  );
}

function MessageLog({ messages, label }: { messages: ChatMessageView[]; label: string }) {
  const { t } = useTranslation('admin');
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    // Follow the conversation: the newest message is the one to answer.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [last]);

  if (messages.length === 0) return <p className="flex flex-1 items-center justify-center p-4 text-sm text-slate-600">{t('chat.noMessages')}</p>;
  return (
    // role=log, but not live: the history it loads and staff's own replies are not read out; the
    // console's announcer says a traveller's new words (chat-console-announcer.tsx). Focusable so the
    // keyboard can scroll it. Around the list, not on it: on the <ol> it took the list role, leaving
    // the messages orphaned <li>s.
    <div
      ref={logRef}
      role="log"
      aria-live="off"
      aria-label={label}
      tabIndex={0}
      className="flex-1 overflow-y-auto bg-slate-50 p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <ol className="flex flex-col gap-2">
        {messages.map((message) => {
          const fromSupport = message.sender === 'agent';
          return (
            <li
              key={message.id}
              className={cn(
                'flex max-w-[85%] flex-col gap-1 rounded-lg px-3 py-2 text-sm',
                fromSupport ? 'ms-auto bg-brand-600 text-white' : 'me-auto bg-white text-slate-900 ring-1 ring-slate-200',
              )}
            >
              <span className="sr-only">{fromSupport ? t('chat.fromSupport') : t('chat.fromCustomer')}:</span>
              {/* dir=auto: a traveller writes in their own language; Arabic in the page's left-to-right
                  direction put its full stop and the order of mixed words wrong. */}
              {message.text === '' ? (
                // Erased (its key was shredded): an empty bubble said nothing.
                <p className="italic">{t('chat.erasedMessage')}</p>
              ) : (
                <p dir="auto" className="whitespace-pre-wrap break-words">
                  {message.text}
                </p>
              )}
              <time dateTime={message.timestamp} className={cn('text-xs', fromSupport ? 'text-white/80' : 'text-slate-600')}>
                {formatChatTime(message.timestamp, ADMIN_DATE_LOCALE)}
              </time>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
