import { ChatConsole } from '../../chat-admin/components/chat-console';
import { useAdminSession } from '../api/admin-session';

/** The dashboard's live support chat tab: the same console as /chat-admin (spec section 2). */
export function ChatTab() {
  const { data: session } = useAdminSession();
  if (!session) return null;
  // A different staff member gets a fresh console: nothing the previous one loaded carries over.
  return <ChatConsole key={session.staff.id} readOnly={session.staff.role === 'auditor'} headingLevel="h2" />;
}
