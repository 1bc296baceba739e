import { MESSAGES } from '@evisa/contracts';

/**
 * The English 'messages' namespace is generated from the shared MESSAGES of contracts, so the
 * wording the server validates with is never copied; other languages translate it in
 * locales/<lang>/messages.json under the same keys. Parameterised messages (functions) are
 * left out: their translations carry i18next placeholders in the feature namespaces.
 */
export function englishContractMessages(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(MESSAGES) as Array<[string, unknown]>) {
    if (typeof value === 'string') messages[key] = value;
  }
  return messages;
}
