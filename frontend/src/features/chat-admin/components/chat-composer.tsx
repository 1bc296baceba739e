import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, chatMessageProblem } from '@evisa/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { useErrorMessage } from '../../admin/hooks/use-error-message';
import { isSendKey } from '../../../lib/enter-sends';

export interface ChatComposerProps {
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  /** The machine's verdict: text present, a chat selected, the socket connected, nothing on its way. */
  canSend: boolean;
  sending: boolean;
  connected: boolean;
  /** The last reply to this chat failed: its text is still in the box. */
  failure: unknown;
}

/** The count shows from here on, so a long answer is not a surprise at the limit. */
const COUNTER_FROM = CHAT_LIMITS.messageMax - 200;

/** The reply box: Enter sends, Shift+Enter starts a new line, a blank reply is never sent (spec section 5). */
export function ChatComposer({ value, onChange, onSend, canSend, sending, connected, failure }: ChatComposerProps) {
  const { t } = useTranslation('admin');
  // The panel's words for a dropped connection, not the browser's 'Failed to fetch'.
  const messageOf = useErrorMessage();
  const inputId = useId();
  const hintId = useId();
  const failureId = useId();
  const counterId = useId();
  // No maxLength on the box: it cut a pasted answer at the limit without a word, and the cut text was
  // sent. Too long is said instead, and the machine does not send it (hasSendableDraft).
  const length = value.trim().length;
  const tooLong = chatMessageProblem(value) === 'tooLong';

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="flex flex-col gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSend) return;
        onSend();
        // The Send button is disabled while the reply is on its way (and stays so, the box now empty):
        // focus left on it would drop to the page, so the next answer starts in the box again.
        event.currentTarget.querySelector('textarea')?.focus();
      }}
    >
      {failure != null && (
        <Alert variant="red" id={failureId} title={t('chat.sendFailed')}>
          {messageOf(failure)}
        </Alert>
      )}
      <label htmlFor={inputId} className="sr-only">
        {t('chat.replyLabel')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={inputId}
          rows={2}
          value={value}
          placeholder={t('chat.placeholder')}
          invalid={tooLong}
          aria-describedby={[hintId, counterId, failure != null ? failureId : null].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 resize-y"
        />
        <Button type="submit" disabled={!canSend} loading={sending}>
          {sending ? t('chat.sending') : t('chat.send')}
        </Button>
      </div>
      <div className="flex flex-wrap justify-between gap-x-2 text-xs text-slate-600">
        <p id={hintId}>{connected ? t('chat.enterHint') : t('chat.needsConnection')}</p>
        <p id={counterId} aria-live="polite" className={tooLong ? 'font-semibold text-red-700' : undefined}>
          {tooLong
            ? t('chat.tooLong', { count: length, max: CHAT_LIMITS.messageMax })
            : length >= COUNTER_FROM && t('chat.counter', { count: length, max: CHAT_LIMITS.messageMax })}
        </p>
      </div>
    </form>
  );
}
