import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { Alert } from '../../../components/ui/alert';
import { cn } from '../../../lib/cn';
import { useChatConsole } from '../hooks/use-chat-console';
import { draftOf } from '../machines/chat-console.machine';
import { ChatComposer } from './chat-composer';
import { ChatConsoleAnnouncer } from './chat-console-announcer';
import { ChatConversation } from './chat-conversation';
import { ChatSessionList } from './chat-session-list';
import { ConnectionStatus } from './connection-status';

export interface ChatConsoleProps {
  /** Auditors read conversations only (PRODUCT.md decision 2). */
  readOnly: boolean;
  /** h1 on /chat-admin, h2 inside the staff panel's tab. */
  headingLevel: 'h1' | 'h2';
}

/**
 * The staff chat console (spec section 2, "Chat admin"): the list of chats on the left, the open
 * conversation on the right; on a phone one at a time, with a way back to the list.
 */
export function ChatConsole({ readOnly, headingLevel: Heading }: ChatConsoleProps) {
  const { t } = useTranslation('admin');
  const { actorRef, reconnect } = useChatConsole({ readOnly });
  const snapshot = useSelector(actorRef, (s) => s);
  const { context } = snapshot;
  const send = actorRef.send;
  // The list and the conversation are sections of the console: no level skipped (h1 to h3 on /chat-admin).
  const subHeading = Heading === 'h1' ? 'h2' : 'h3';

  const selected = context.sessions.find((s) => s.sessionId === context.selectedId) ?? null;
  const connected = snapshot.matches({ connection: 'connected' });
  const failedReply = context.failedReply?.sessionId === context.selectedId ? context.failedReply : null;

  // Focus follows the staff member: into the conversation they opened, back to its chat when they return.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const previousSelection = useRef(context.selectedId);
  useEffect(() => {
    const previous = previousSelection.current;
    previousSelection.current = context.selectedId;
    if (context.selectedId && context.selectedId !== previous) headingRef.current?.focus();
    if (!context.selectedId && previous) listRef.current?.querySelector<HTMLElement>(`[data-session-id="${previous}"]`)?.focus();
  }, [context.selectedId]);

  return (
    <section className="flex flex-col gap-4">
      <ChatConsoleAnnouncer announcements={context.announcements} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading className={cn('font-bold text-slate-900', Heading === 'h1' ? 'text-2xl' : 'text-xl')}>{t('chat.title')}</Heading>
        <ConnectionStatus connected={connected} refusal={context.socketRefusal} onReconnect={reconnect} />
      </div>
      {readOnly && <Alert variant="blue">{t('chat.readOnly')}</Alert>}
      {/* grid-cols-1 (minmax(0, 1fr)) on phones too: the implicit column grew to a long unbroken word
          (a pasted link) and the whole page scrolled sideways. */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <div ref={listRef} className={cn(context.selectedId && 'hidden md:block')}>
          <ChatSessionList
            sessions={context.sessions}
            loading={!context.sessionsLoaded && context.listError == null}
            error={context.listError}
            selectedId={context.selectedId}
            onSelect={(sessionId) => send({ type: 'SELECT', sessionId })}
            onRetry={() => send({ type: 'RELOAD_LIST' })}
            headingLevel={subHeading}
          />
        </div>
        <div className={cn(!context.selectedId && 'hidden md:block')}>
          <ChatConversation
            session={selected}
            messages={context.messages}
            loading={snapshot.matches({ conversation: 'loading' })}
            error={context.conversationError}
            onRetry={() => send({ type: 'RELOAD_CONVERSATION' })}
            onBack={() => send({ type: 'CLOSE' })}
            headingRef={headingRef}
            headingLevel={subHeading}
            composer={
              readOnly ? null : (
                <ChatComposer
                  value={draftOf(context)}
                  onChange={(text) => send({ type: 'EDIT', text })}
                  onSend={() => send({ type: 'SEND' })}
                  canSend={snapshot.can({ type: 'SEND' })}
                  // Only the chat whose reply is on its way says Sending (another one waits, its Send disabled).
                  sending={snapshot.matches({ composer: 'sending' }) && context.pendingReply?.sessionId === context.selectedId}
                  connected={connected}
                  failure={failedReply?.error ?? null}
                />
              )
            }
          />
        </div>
      </div>
    </section>
  );
}
