import { useTranslation } from 'react-i18next';
import type { ChatConsoleAnnouncement } from '../lib/chat-console-announcements';

function AnnouncementText({ announcement }: { announcement: ChatConsoleAnnouncement }) {
  const { t } = useTranslation('admin');
  const name = announcement.name ?? t('chat.anonymous');
  switch (announcement.kind) {
    case 'newChat':
      return t('chat.announceNewChat', { name });
    case 'newMessage':
      return t('chat.announceNewMessage', { name });
    case 'message':
      return t('chat.announceMessage', { name, text: announcement.text });
    default:
      return announcement satisfies never;
  }
}

/**
 * The console's polite live region, present from the start (a region added with its first words is
 * often not read out): a chat that starts, a traveller's message in a chat that is not open, and the
 * traveller's words in the open one. The list and the conversation themselves are not live, so what
 * they load is not read out.
 */
export function ChatConsoleAnnouncer({ announcements }: { announcements: readonly ChatConsoleAnnouncement[] }) {
  return (
    <div className="sr-only" aria-live="polite" aria-relevant="additions" data-testid="chat-console-announcer">
      {announcements.map((announcement) => (
        <p key={announcement.key}>
          <AnnouncementText announcement={announcement} />
        </p>
      ))}
    </div>
  );
}
