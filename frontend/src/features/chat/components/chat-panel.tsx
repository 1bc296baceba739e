import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { COMPANY } from '../../../lib/company';
import type { ChatWidgetActor } from '../chat-widget-live';
import { ChatComposer } from './chat-composer';
import { launcherBottomPx } from '../lib/launcher-clearance';
import { ChatMessageList } from './chat-message-list';
import { keepTabInside, useBottomSheetLayout, useInertOutside } from '../hooks/use-modal-sheet';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export interface ChatPanelProps {
  actor: ChatWidgetActor;
  /** How much of the window's bottom the cookie banner covers while it shows; the panel stands above it. */
  bottomCoveredPx?: number;
}

/**
 * The open chat, or its minimised bar. A bottom sheet across the whole width on small screens, a
 * card in the corner from `sm` up; either stands on top of the cookie banner while it shows, as the
 * launcher does (lib/launcher-clearance.ts), so neither hides the other's buttons. Escape minimises;
 * opening puts the keyboard in the message box, minimising on the bar's button that opens it again.
 * The bottom sheet covers most of a phone's window, so while it is open it is a modal dialog: the
 * rest of the page is inert (but for the widget's live region), Tab goes round inside it, and Escape
 * minimises wherever the focus is. The corner card leaves the page usable beside it and is not modal.
 */
export function ChatPanel({ actor, bottomCoveredPx = 0 }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const minimised = useSelector(actor, (snapshot) => snapshot.matches({ panel: 'minimised' }));
  const unread = useSelector(actor, (snapshot) => snapshot.context.unread);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const sheetRef = useRef<HTMLElement>(null);
  const modal = useBottomSheetLayout() && !minimised;
  useInertOutside(sheetRef, modal);

  useEffect(() => {
    (minimised ? restoreRef : inputRef).current?.focus();
  }, [minimised]);

  // Modal, Escape minimises even when the focus has left the sheet (a tap on the inert page around it).
  useEffect(() => {
    if (!modal) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) actor.send({ type: 'MINIMISE' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modal, actor]);

  const close = (
    <button type="button" className={iconButton} aria-label={t('panel.close')} onClick={() => actor.send({ type: 'CLOSE' })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth={2} strokeLinecap="round">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );

  if (minimised) {
    return (
      <div
        className="fixed end-4 z-20 flex max-w-[calc(100vw-2rem)] items-center gap-1 rounded-full bg-brand-700 ps-2 pe-1 text-white shadow-lg"
        style={{ bottom: launcherBottomPx(bottomCoveredPx) }}
      >
        <button
          ref={restoreRef}
          type="button"
          onClick={() => actor.send({ type: 'OPEN' })}
          aria-label={unread > 0 ? t('panel.restoreWithUnread', { count: unread }) : t('panel.restore')}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('panel.title')}
          {unread > 0 && (
            <span aria-hidden="true" className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-6">
              {unread}
            </span>
          )}
        </button>
        {close}
      </div>
    );
  }

  return (
    <section
      ref={sheetRef}
      aria-labelledby={titleId}
      {...(modal ? { role: 'dialog', 'aria-modal': true } : {})}
      onKeyDown={(event) => {
        if (modal) keepTabInside(event);
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        actor.send({ type: 'MINIMISE' });
      }}
      // Its distance from the bottom: the banner's height on a phone (flush with the window's bottom
      // without it), the corner's inset or the banner's height from `sm` up; the rest of the window's
      // height, less 1rem at the top, is its most. Shorter than its parts (the message list gives way
      // first), it scrolls as a whole rather than cutting the message box off.
      style={{ '--chat-bottom': `${bottomCoveredPx}px`, '--chat-bottom-sm': `${launcherBottomPx(bottomCoveredPx)}px` } as CSSProperties}
      className={cn(
        'fixed inset-x-0 bottom-[var(--chat-bottom)] z-40 flex max-h-[min(85dvh,calc(100dvh_-_1rem_-_var(--chat-bottom)))] flex-col overflow-y-auto rounded-t-2xl border border-slate-200 bg-white shadow-2xl',
        'sm:inset-x-auto sm:end-4 sm:bottom-[var(--chat-bottom-sm)] sm:max-h-[min(40rem,calc(100dvh_-_1rem_-_var(--chat-bottom-sm)))] sm:w-96 sm:rounded-2xl',
        bottomCoveredPx > 0 && 'rounded-b-2xl',
      )}
    >
      <header className="flex items-start gap-2 bg-brand-700 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t('panel.title')}
          </h2>
          <p className="text-xs text-white/85">{t('panel.note', { company: COMPANY.legalName })}</p>
        </div>
        <button type="button" className={iconButton} aria-label={t('panel.minimise')} onClick={() => actor.send({ type: 'MINIMISE' })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth={2} strokeLinecap="round">
            <path d="M6 12h12" />
          </svg>
        </button>
        {close}
      </header>
      <ChatMessageList actor={actor} />
      <ChatComposer actor={actor} inputRef={inputRef} />
    </section>
  );
}
