import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../i18n/i18n';
import type { ChatWidgetActor, ChatWidgetOptions } from '../chat-widget-live';
import { useChatWidgetView, type ChatPanelState } from '../hooks/use-chat-widget-view';
import { ChatLauncher } from './chat-launcher';

type LiveModule = typeof import('../chat-widget-live');

const loadLiveModule = (): Promise<LiveModule> => import('../chat-widget-live');

export interface ChatWidgetProps {
  /** Tests pass a fake socket (and storage); the browser uses the real ones. */
  options?: ChatWidgetOptions;
  load?: () => Promise<LiveModule>;
}

/**
 * The live support chat on every public page (spec section 2; docs/chat.md "Frontend"). Only the
 * launcher is part of the page's first load; the panel, its state machine and the socket client
 * load when the traveller first opens it, and then live as long as the layout does, so replies
 * arriving while it is closed still count on the launcher's badge.
 */
export function ChatWidget({ options, load = loadLiveModule }: ChatWidgetProps) {
  const { i18n } = useTranslation('chat');
  const [live, setLive] = useState<{ actor: ChatWidgetActor; Panel: LiveModule['ChatPanel'] } | null>(null);
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

  const open = async () => {
    if (live) {
      live.actor.send({ type: 'OPEN' });
      return;
    }
    if (loading) return;
    setLoading(true);
    setLoadFailed(false);
    try {
      const module = await load();
      const actor = module.createChatWidgetActor({ language: () => languageOf(i18n.resolvedLanguage).code, ...options });
      actor.start();
      actor.send({ type: 'OPEN' });
      setLive({ actor, Panel: module.ChatPanel });
    } catch {
      // The chunk did not arrive (offline, or a new release replaced it): say so; a click tries again.
      setLoadFailed(true);
    } finally {
      setLoading(false);
    }
  };

  if (live && view.panel !== 'closed') return <live.Panel actor={live.actor} />;
  return <ChatLauncher ref={launcherRef} unread={view.unread} loading={loading} loadFailed={loadFailed} onOpen={() => void open()} />;
}
