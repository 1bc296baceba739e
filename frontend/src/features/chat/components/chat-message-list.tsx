import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, SUPPORT_HOURS } from '@evisa/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { ChatWidgetActor } from '../chat-widget-live';
import type { ChatEntry, TravellerEntry } from '../lib/chat-conversation';
import { formatChatTime } from '../../../lib/chat-time';

const bubble = 'max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm [overflow-wrap:anywhere]';

/** `textId`: the message's words, which with the reason describe its Try again (several failed messages each have one). */
function FailedNote({ entry, textId, onRetry }: { entry: TravellerEntry; textId: string; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  const reasonId = useId();
  return (
    <p className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-red-700">
      <span id={reasonId}>{t(`failure.${entry.failure ?? 'server'}`, { max: CHAT_LIMITS.messageMax })}</span>
      <button
        type="button"
        onClick={onRetry}
        aria-describedby={`${textId} ${reasonId}`}
        className="min-h-11 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('retry')}
      </button>
    </p>
  );
}

/**
 * A message's words in their own direction: staff may answer an Arabic page in English, and a
 * traveller may write in another language than the page's. In the page's direction an English reply
 * on an Arabic page put its full stop at the wrong end and ran mixed words in the wrong order.
 */
function MessageText({ text, id }: { text: string; id?: string }) {
  return (
    <span id={id} dir="auto" className="block">
      {text}
    </span>
  );
}

function Entry({ entry, actor }: { entry: ChatEntry; actor: ChatWidgetActor }) {
  const { t, i18n } = useTranslation('chat');
  const textId = useId();
  const time = <time dateTime={entry.timestamp}>{formatChatTime(entry.timestamp, i18n.language)}</time>;

  if (entry.kind === 'traveller') {
    return (
      <li className="flex flex-col items-end gap-1">
        <p className={cn(bubble, 'bg-brand-600 text-white', entry.status === 'failed' && 'bg-brand-600/60')}>
          <span className="sr-only">{t('sender.you')}: </span>
          <MessageText text={entry.text} id={textId} />
        </p>
        <p className="text-xs text-slate-500">
          {time}
          {(entry.status === 'queued' || entry.status === 'sending') && <> · {t('status.sending')}</>}
        </p>
        {entry.status === 'failed' && <FailedNote entry={entry} textId={textId} onRetry={() => actor.send({ type: 'RETRY', key: entry.key })} />}
      </li>
    );
  }
  const automatic = entry.kind === 'acknowledgement';
  return (
    <li className="flex flex-col items-start gap-1">
      <p className={cn(bubble, automatic ? 'border border-amber-200 bg-amber-50 text-amber-950' : 'bg-slate-100 text-slate-900')}>
        <span className={automatic ? 'mb-1 block text-xs font-semibold' : 'sr-only'}>{t(automatic ? 'sender.automatic' : 'sender.support')}: </span>
        {automatic
          ? t('autoReply', { from: SUPPORT_HOURS.businessHoursUtc.from, to: SUPPORT_HOURS.businessHoursUtc.to, max: SUPPORT_HOURS.replyWithin.max })
          : <MessageText text={entry.text} />}
      </p>
      <p className="text-xs text-slate-500">{time}</p>
    </li>
  );
}

/**
 * The conversation, newest at the bottom. Not a live region: what arrives is read out by the
 * widget's ChatAnnouncer, else opening a conversation read its whole history out, message after message.
 */
export function ChatMessageList({ actor }: { actor: ChatWidgetActor }) {
  const { t } = useTranslation('chat');
  const entries = useSelector(actor, (snapshot) => snapshot.context.entries);
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ panel: { open: 'fetching' } }) && snapshot.context.entries.length === 0);
  const pollFailed = useSelector(actor, (snapshot) => snapshot.context.pollFailed);
  const sessionLost = useSelector(actor, (snapshot) => snapshot.context.sessionLost);
  const endRef = useRef<HTMLLIElement>(null);
  // A message that could not be sent grows a note with Try again under it: scrolled to as a new
  // message is, or on a phone the note sat below the fold, under the composer.
  const failed = entries.filter((entry) => entry.kind === 'traveller' && entry.status === 'failed').length;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length, failed]);

  return (
    // Gives way first when the panel is short (a small phone, or one with the cookie banner still
    // showing): at 160 px it pushed the message box out of the bottom of a 360 × 740 panel.
    <div className="min-h-16 flex-1 overflow-y-auto overscroll-contain px-4 py-3">
      {entries.length === 0 && !loading && (
        <div className="space-y-2 text-sm text-slate-700">
          <p>{t('welcome')}</p>
          <p className="text-xs text-slate-500">{t('privacyHint')}</p>
        </div>
      )}
      {loading && <Spinner label={t('loadingConversation')} />}
      {/* The log around the list, not on it: role=log on the <ol> took its list role, leaving the messages orphaned <li>s.
          Not live (a log is polite by default): ChatAnnouncer says what arrives. */}
      <div role="log" aria-live="off" aria-label={t('panel.conversation')}>
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <Entry key={entry.key} entry={entry} actor={actor} />
          ))}
          <li ref={endRef} aria-hidden="true" />
        </ol>
      </div>
      {(sessionLost || pollFailed) && (
        <p role="status" className="mt-3 rounded-lg bg-slate-100 p-2 text-xs text-slate-700">
          {t(sessionLost ? 'sessionLost' : 'pollFailed')}
        </p>
      )}
    </div>
  );
}
