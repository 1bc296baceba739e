import { useId, useState, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, chatMessageProblem, LIMITS } from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { isSendKey } from '../../../lib/enter-sends';
import { Label } from '../../../components/ui/label';
import type { ChatWidgetActor } from '../chat-widget-live';
import { contactProblem } from '../lib/chat-conversation';

/** The counter shows from this close to the limit on, so it does not distract in ordinary messages. */
const COUNTER_FROM = CHAT_LIMITS.messageMax - 200;

/**
 * The message box (spec section 5: Enter sends, Shift+Enter makes a new line, blank is never sent)
 * and, before the first message of a conversation, the optional name and email.
 */
export function ChatComposer({ actor, inputRef }: { actor: ChatWidgetActor; inputRef: React.RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation('chat');
  const ids = { hint: useId(), counter: useId(), name: useId(), email: useId(), contactError: useId() };
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const contact = useSelector(actor, (snapshot) => snapshot.context.contact);
  // Before a conversation exists: nothing has been sent in it yet.
  const askContact = useSelector(actor, (snapshot) => snapshot.context.sessionId === null && !snapshot.context.entries.some((e) => e.kind === 'traveller'));
  const [showContactProblem, setShowContactProblem] = useState(false);

  const problem = chatMessageProblem(draft);
  const contactIssue = askContact ? contactProblem(contact) : null;
  const length = draft.trim().length;

  const send = () => {
    if (problem) return;
    if (contactIssue) {
      setShowContactProblem(true);
      return;
    }
    actor.send({ type: 'SEND' });
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="border-t border-slate-200 bg-white px-4 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {askContact && (
        <fieldset className="mb-3 space-y-2">
          <legend className="text-xs text-slate-600">{t('contact.intro')}</legend>
          <div>
            <Label htmlFor={ids.name} className="text-xs">
              {t('contact.name')}
            </Label>
            <Input
              id={ids.name}
              autoComplete="name"
              maxLength={LIMITS.nameMax}
              value={contact.name}
              onChange={(event) => actor.send({ type: 'EDIT_CONTACT', name: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={ids.email} className="text-xs">
              {t('contact.email')}
            </Label>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={LIMITS.emailMax}
              value={contact.email}
              invalid={showContactProblem && contactIssue === 'emailInvalid'}
              aria-describedby={showContactProblem && contactIssue ? ids.contactError : undefined}
              onChange={(event) => actor.send({ type: 'EDIT_CONTACT', email: event.target.value })}
              onBlur={() => setShowContactProblem(true)}
            />
          </div>
          {showContactProblem && contactIssue && (
            <p id={ids.contactError} role="alert" className="text-xs text-red-700">
              {t(`contact.${contactIssue}`, { max: LIMITS.nameMax })}
            </p>
          )}
        </fieldset>
      )}
      <Label htmlFor={`${ids.hint}-input`} className="sr-only">
        {t('composer.label')}
      </Label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${ids.hint}-input`}
          ref={inputRef}
          rows={2}
          value={draft}
          placeholder={t('composer.placeholder')}
          aria-invalid={problem === 'tooLong' || undefined}
          aria-describedby={`${ids.hint} ${ids.counter}`}
          onChange={(event) => actor.send({ type: 'EDIT', text: event.target.value })}
          onKeyDown={onKeyDown}
          className={cn(
            'max-h-32 min-h-11 w-full min-w-0 flex-1 resize-none rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            problem === 'tooLong' ? 'border-red-500' : 'border-slate-300',
          )}
        />
        <Button type="submit" disabled={problem !== null}>
          {t('composer.send')}
        </Button>
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-x-2 text-xs text-slate-500">
        <p id={ids.hint}>{t('composer.hint')}</p>
        <p id={ids.counter} className={problem === 'tooLong' ? 'font-semibold text-red-700' : undefined} aria-live="polite">
          {problem === 'tooLong'
            ? t('composer.tooLong', { count: length, max: CHAT_LIMITS.messageMax })
            : length >= COUNTER_FROM && t('composer.counter', { count: length, max: CHAT_LIMITS.messageMax })}
        </p>
      </div>
    </form>
  );
}
