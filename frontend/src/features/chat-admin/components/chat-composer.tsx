import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@evisa/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { errorMessageOf } from '../../admin/lib/error-message';
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

/** The reply box: Enter sends, Shift+Enter starts a new line, a blank reply is never sent (spec section 5). */
export function ChatComposer({ value, onChange, onSend, canSend, sending, connected, failure }: ChatComposerProps) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const hintId = useId();
  const failureId = useId();

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
          {errorMessageOf(failure)}
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
          maxLength={CHAT_LIMITS.messageMax}
          placeholder={t('chat.placeholder')}
          aria-describedby={[hintId, failure != null ? failureId : null].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 resize-y"
        />
        <Button type="submit" disabled={!canSend} loading={sending}>
          {sending ? t('chat.sending') : t('chat.send')}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {connected ? t('chat.enterHint') : t('chat.needsConnection')}
      </p>
    </form>
  );
}
