import { CHAT_LIMITS, type ChatSessionView } from '@evisa/contracts';
import type { TFunction } from 'i18next';

/** Spec: the customer's name or 'Anonymous'; their email or the first characters of the session id. */
export function sessionLabels(session: ChatSessionView, t: TFunction<'admin'>): { name: string; detail: string } {
  const name = session.personalDataErased ? t('chat.erased') : session.customerName?.trim() || t('chat.anonymous');
  const detail = (!session.personalDataErased && session.customerEmail?.trim()) || session.sessionId.slice(0, CHAT_LIMITS.sessionIdShown);
  return { name, detail };
}
