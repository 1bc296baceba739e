import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, SUPPORT_HOURS } from '@evisa/contracts';
import type { ChatWidgetActor } from '../chat-widget-live';
import { announcementsBetween, type ChatAnnouncement } from '../lib/chat-announcements';
import type { ChatEntry } from '../lib/chat-conversation';
import { KEEP_LIVE_ATTRIBUTE } from '../hooks/use-modal-sheet';

/** The most announcements kept in the live region (older ones have been read out long ago). */
const ANNOUNCEMENTS_KEPT = 10;

interface Seen {
  entries: ChatEntry[];
  historyLoaded: boolean;
}

/**
 * What has changed in the conversation since the widget went live (see chat-announcements.ts),
 * except the history: the change that brings it in is not read out, nor is what the widget held
 * when it went live (messages restored after a reload).
 */
function useAnnouncements(entries: ChatEntry[], historyLoaded: boolean): Array<{ id: number; announcement: ChatAnnouncement }> {
  const [spoken, setSpoken] = useState<Array<{ id: number; announcement: ChatAnnouncement }>>([]);
  const seen = useRef<Seen | null>(null);
  const counter = useRef(0);
  useEffect(() => {
    const before = seen.current;
    seen.current = { entries, historyLoaded };
    if (!before || (!before.historyLoaded && historyLoaded)) return;
    const news = announcementsBetween(before.entries, entries).map((announcement) => ({ id: ++counter.current, announcement }));
    if (news.length > 0) setSpoken((current) => [...current, ...news].slice(-ANNOUNCEMENTS_KEPT));
  }, [entries, historyLoaded]);
  return spoken;
}

function AnnouncementText({ announcement }: { announcement: ChatAnnouncement }) {
  const { t } = useTranslation('chat');
  switch (announcement.kind) {
    case 'agent':
      return `${t('sender.support')}: ${announcement.text}`;
    case 'otherTab':
      return `${t('sender.you')}: ${announcement.text}`;
    case 'acknowledgement':
      return `${t('sender.automatic')}: ${t('autoReply', { from: SUPPORT_HOURS.businessHoursUtc.from, to: SUPPORT_HOURS.businessHoursUtc.to, max: SUPPORT_HOURS.replyWithin.max })}`;
    case 'failure':
      return t(`failure.${announcement.failure}`, { max: CHAT_LIMITS.messageMax });
    default:
      return announcement satisfies never;
  }
}

/**
 * The widget's polite live region, present whether the panel is open, minimised or closed: support's
 * reply is read out as it arrives (the launcher's badge alone is seen, not heard), and so are the
 * acknowledgement, a message from another tab and a message that could not be sent. The message list
 * itself is not live, so the history it loads is not read out message after message.
 */
export function ChatAnnouncer({ actor }: { actor: ChatWidgetActor }) {
  const entries = useSelector(actor, (snapshot) => snapshot.context.entries);
  const historyLoaded = useSelector(actor, (snapshot) => snapshot.context.historyLoaded);
  const spoken = useAnnouncements(entries, historyLoaded);
  return (
    <div className="sr-only" aria-live="polite" aria-relevant="additions" {...{ [KEEP_LIVE_ATTRIBUTE]: '' }}>
      {spoken.map(({ id, announcement }) => (
        <p key={id}>
          <AnnouncementText announcement={announcement} />
        </p>
      ))}
    </div>
  );
}
