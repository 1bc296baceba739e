import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../i18n/i18n';
import type { ChatWidgetActor, ChatWidgetOptions } from '../chat-widget-live';
import { useChatWidgetView, type ChatPanelState } from '../hooks/use-chat-widget-view';
import { localChatSessionStore } from '../lib/chat-session-store';
import { hasUnsentToSend } from '../lib/chat-unsent';
import { tabChatUnsentStore } from '../lib/chat-unsent-store';
import { ChatLauncher } from './chat-launcher';

type LiveModule = typeof import('../chat-widget-live');

const loadLiveModule = (): Promise<LiveModule> => import('../chat-widget-live');

export interface ChatWidgetProps {
  /** Tests pass a fake socket (and storage); the browser uses the real ones. */
  options?: ChatWidgetOptions;
  load?: () => Promise<LiveModule>;
  /**
   * How much of the window's bottom the cookie banner covers while it shows (its height and a gap,
   * as it reports it; 0 otherwise): the launcher and the panel stand above it (lib/launcher-clearance.ts).
   */
  bottomCoveredPx?: number;
}

/**
 * The live support chat on every public page (spec section 2; docs/chat.md "Frontend"). Only the
 * launcher is part of the page's first load; the panel, its state machine and the socket client
 * load when the traveller first opens it, and then live as long as the layout does, so replies
 * arriving while it is closed still count on the launcher's badge. A traveller who already has a
 * conversation (a session id in storage) gets them loaded once the page is idle, without opening
 * the panel, so that support's replies show on the launcher after a reload or on another page; so
 * does one whose messages were still on their way when the last page went (they are sent again).
 */
export function ChatWidget({ options, load = loadLiveModule, bottomCoveredPx = 0 }: ChatWidgetProps) {
  const { i18n } = useTranslation('chat');
  const [live, setLive] = useState<{ actor: ChatWidgetActor; Panel: LiveModule['ChatPanel']; Announcer: LiveModule['ChatAnnouncer'] } | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const view = useChatWidgetView(live?.actor ?? null);

  useEffect(() => (live ? () => void live.actor.stop() : undefined), [live]);

  // Closing hands the keyboard back to the launcher it came from.
  const previousPanel = useRef<ChatPanelState>('closed');
  useEffect(() => {
    if (view.panel === 'closed' && previousPanel.current !== 'closed') launcherRef.current?.focus();
    previousPanel.current = view.panel;
  }, [view.panel]);

  // One load at a time, whoever asks first (the idle wake-up or a click).
  const loadingLive = useRef<Promise<ChatWidgetActor | null> | null>(null);
  const goLive = (): Promise<ChatWidgetActor | null> => {
    if (live) return Promise.resolve(live.actor);
    loadingLive.current ??= (async () => {
      try {
        const module = await load();
        const actor = module.createChatWidgetActor({ language: () => languageOf(i18n.resolvedLanguage).code, ...options });
        actor.start();
        setLive({ actor, Panel: module.ChatPanel, Announcer: module.ChatAnnouncer });
        return actor;
      } catch {
        loadingLive.current = null;
        throw new Error('chat chunk not loaded');
      }
    })();
    return loadingLive.current;
  };

  useEffect(() => {
    const sessionId = (options?.sessionStore ?? localChatSessionStore).read();
    if (!sessionId && !hasUnsentToSend((options?.unsentStore ?? tabChatUnsentStore()).read(), sessionId)) return;
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    let handle: number | undefined;
    const wake = () => {
      handle = whenIdle(() => void goLive().catch(() => undefined));
    };
    if (document.readyState === 'complete') wake();
    else window.addEventListener('load', wake, { once: true });
    return () => {
      window.removeEventListener('load', wake);
      if (handle !== undefined) cancelIdle(handle);
    };
    // Once per mount: a conversation started later goes live through `open`.
  }, []);

  const open = async () => {
    if (live) {
      live.actor.send({ type: 'OPEN' });
      return;
    }
    if (loading) return;
    setLoading(true);
    setLoadFailed(false);
    try {
      (await goLive())?.send({ type: 'OPEN' });
    } catch {
      // The chunk did not arrive (offline, or a new release replaced it): say so; a click tries again.
      setLoadFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {/* First, so it stays mounted (and keeps what it said) while the panel and the launcher swap. */}
      {live && <live.Announcer actor={live.actor} />}
      {live && view.panel !== 'closed' ? (
        <live.Panel actor={live.actor} bottomCoveredPx={bottomCoveredPx} />
      ) : (
        <ChatLauncher
          ref={launcherRef}
          unread={view.unread}
          loading={loading}
          loadFailed={loadFailed}
          onOpen={() => void open()}
          bottomCoveredPx={bottomCoveredPx}
        />
      )}
    </>
  );
}
