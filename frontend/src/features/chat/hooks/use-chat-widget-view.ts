import { useCallback, useSyncExternalStore } from 'react';
import type { ChatWidgetActor } from '../chat-widget-live';

export type ChatPanelState = 'closed' | 'open' | 'minimised';

/**
 * What the always-present launcher needs from the widget's actor (which exists only once the
 * widget has been opened), read without XState's React bindings so they stay out of the first load.
 */
export function useChatWidgetView(actor: ChatWidgetActor | null): { panel: ChatPanelState; unread: number } {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );
  if (!snapshot) return { panel: 'closed', unread: 0 };
  return { panel: (snapshot.value as { panel: ChatPanelState }).panel, unread: snapshot.context.unread };
}
