import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FieldMessage, Label } from '../../../components/ui/label';
import { toast } from '../../../components/toast/toast-store';
import { useErasePersonalData } from '../api/erase-personal-data';
import type { ApplicationKind } from '../api/admin-types';
import { isAnswerLost, statusOf } from '../lib/error-message';
import { useErrorMessage } from '../hooks/use-error-message';
import { useSingleFlight } from '../hooks/use-single-flight';
import { useStaffDraft } from '../hooks/use-staff-draft';
import { AnswerLostNotice } from './answer-lost-notice';

/** The typed confirmation matches when it is the application number (spaces and letter case aside, as the server reads it). */
function confirmsNumber(typed: string, applicationNumber: string): boolean {
  return typed.trim().toUpperCase() === applicationNumber.toUpperCase();
}

/**
 * Admins only: acts on a traveller's erasure request (GDPR/KVKK). Irreversible, so the admin types
 * the application number before the button unlocks.
 */
export function ErasePersonalDataDialog({ kind, applicationId, applicationNumber }: { kind: ApplicationKind; applicationId: string; applicationNumber: string }) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  // Kept for the member when the session ends under the open dialog (see useStaffDraft): after
  // signing in again the dialog opens with the number as typed. Closing it, the erasure and Log out forget it.
  const [typed, setTyped] = useStaffDraft(['erase-confirmation', kind, applicationId], '');
  const erase = useErasePersonalData();
  const once = useSingleFlight();
  const messageOf = useErrorMessage();
  const matches = confirmsNumber(typed, applicationNumber);
  // The last press got no answer (see AnswerLostNotice); forgotten on closing and on the next answer.
  const [answerLost, setAnswerLost] = useState(false);

  const onOpenChange = (next: boolean) => {
    // No closing half-way: the answer decides what the admin sees next.
    if (!next && erase.isPending) return;
    if (!next) {
      setTyped('');
      setAnswerLost(false);
    }
    setOpen(next);
  };

  const confirm = () => {
    if (matches) void once(eraseNow);
  };

  const eraseNow = async () => {
    try {
      await erase.mutateAsync({ kind, id: applicationId });
      toast({ title: ADMIN_MESSAGES.success, description: t('erase.done', { number: applicationNumber }) });
      setAnswerLost(false);
      setTyped('');
      setOpen(false);
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.error, description: messageOf(error), variant: 'destructive' });
      // No answer: the data may or may not be erased. The dialog stays, number typed, and says so;
      // pressing again is safe (the server answers data already erased as done).
      setAnswerLost(isAnswerLost(error));
      // Changed meanwhile: nothing left to do here; the list refreshes.
      if (statusOf(error) === 409) {
        setTyped('');
        setOpen(false);
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={t('erase.openFor', { number: applicationNumber })}>
          {t('erase.open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('erase.title', { number: applicationNumber })} description={t('erase.description')}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <div role="note" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{t('erase.irreversible')}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              <li>{kind === 'visa' ? t('erase.unreadable') : t('erase.unreadableInsurance')}</li>
              <li>{kind === 'visa' ? t('erase.documentDeleted') : t('erase.documentDeletedInsurance')}</li>
            </ul>
          </div>
          <p className="text-sm text-slate-700">{t('erase.kept')}</p>
          <Label htmlFor={inputId}>{t('erase.confirmLabel', { number: applicationNumber })}</Label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            disabled={erase.isPending}
            className="font-mono"
          />
          <div id={hintId}>
            <FieldMessage tone="hint">{t('erase.confirmHint')}</FieldMessage>
          </div>
          {answerLost && <AnswerLostNotice title={t('erase.answerLostTitle')}>{t('erase.answerLost')}</AnswerLostNotice>}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={erase.isPending}>
              {t('erase.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={erase.isPending} disabled={!matches}>
              {erase.isPending ? t('erase.erasing') : t('erase.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
