import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, LIMITS, isPaymentPaid } from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { FieldMessage, Label } from '../../../components/ui/label';
import { toast } from '../../../components/toast/toast-store';
import { useDecideApplication, type Decision } from '../api/decide-application';
import type { ApplicationKind } from '../api/admin-types';
import { isAnswerLost, statusOf } from '../lib/error-message';
import { useErrorMessage } from '../hooks/use-error-message';
import { readPdfAttachment } from '../lib/pdf-file';
import { useSingleFlight } from '../hooks/use-single-flight';
import { useStaffDraft } from '../hooks/use-staff-draft';
import { AnswerLostNotice } from './answer-lost-notice';

/**
 * Only a pending application that has been paid can be decided (spec section 4; the server checks
 * again). One whose money went back since can still be rejected, not approved (see `approvable`).
 */
export function isDecidable(application: { status: string; paymentStatus: string }): boolean {
  return application.status === 'pending' && isPaymentPaid(application.paymentStatus);
}

interface DecisionTarget {
  kind: ApplicationKind;
  id: string;
  applicationNumber: string;
}

/** 'lost': no answer came (the connection dropped, a gateway gave up waiting), so whether the server recorded the decision is unknown. */
type Outcome = 'done' | 'conflict' | 'failed' | 'lost';

function useDecision() {
  const mutation = useDecideApplication();
  const once = useSingleFlight();
  const messageOf = useErrorMessage();
  const send = async (target: DecisionTarget, status: Decision, pdfAttachment?: string, reason?: string): Promise<Outcome> => {
    try {
      await mutation.mutateAsync({ kind: target.kind, id: target.id, status, pdfAttachment, reason });
      toast({ title: ADMIN_MESSAGES.success, description: status === 'approved' ? ADMIN_MESSAGES.approvedAndEmailed : ADMIN_MESSAGES.rejectedAndEmailed });
      return 'done';
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.error, description: messageOf(error), variant: 'destructive' });
      // Someone else decided first or the payment is missing: the lists refresh (onSettled) and the dialog closes.
      if (statusOf(error) === 409) return 'conflict';
      // No answer: the server may or may not have recorded it. The dialog stays as it was (see AnswerLostNotice).
      return isAnswerLost(error) ? 'lost' : 'failed';
    }
  };
  // 'busy': a second click while the first decision is on its way; it sends nothing.
  const decide = async (target: DecisionTarget, status: Decision, pdfAttachment?: string, reason?: string): Promise<Outcome | 'busy'> =>
    (await once(() => send(target, status, pdfAttachment, reason))) ?? 'busy';
  return { decide, pending: mutation.isPending };
}

interface DecisionActionsProps {
  target: DecisionTarget;
  approvable?: boolean;
  /**
   * Moves the focus somewhere that stays once the application is decided: these buttons (and the
   * approve dialog's opener) disappear with the new status, and the focus would fall to the page's start.
   */
  focusAfterDecision: () => void;
}

/**
 * Approve (with the optional PDF dialog) and reject (with a confirmation and an optional internal
 * reason) for one row; without approval when the money went back.
 */
export function DecisionActions({ target, approvable = true, focusAfterDecision }: DecisionActionsProps) {
  const { t } = useTranslation('admin');
  const [approveOpen, setApproveOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const { decide, pending } = useDecision();
  return (
    <div className="flex flex-wrap gap-2">
      {approvable ? (
        <ApproveDialog
          open={approveOpen}
          onOpenChange={setApproveOpen}
          target={target}
          decide={decide}
          pending={pending}
          focusAfterDecision={focusAfterDecision}
        >
          {/* A trigger inside the dialog root, so closing the dialog returns focus to it. */}
          <Button variant="secondary" disabled={pending} aria-label={t('decision.approveFor', { number: target.applicationNumber })}>
            {t('decision.approve')}
          </Button>
        </ApproveDialog>
      ) : (
        <p className="basis-full text-sm text-slate-700">{t('payment.approvalBlocked')}</p>
      )}
      <RejectDialog open={rejectOpen} onOpenChange={setRejectOpen} target={target} decide={decide} pending={pending} focusAfterDecision={focusAfterDecision}>
        <Button variant="danger" disabled={pending && !rejectOpen} aria-label={t('decision.rejectFor', { number: target.applicationNumber })}>
          {t('decision.reject')}
        </Button>
      </RejectDialog>
    </div>
  );
}

/**
 * A decision dialog closed by a decision sends the focus to `focusAfterDecision`, not back to its
 * trigger (Approve or Reject), which the decision takes away: set `decided` before closing, and give
 * `focusOnClose` to the dialog's onCloseAutoFocus.
 */
function useFocusAfterDecision(focusAfterDecision: () => void) {
  const decided = useRef(false);
  const focusOnClose = (event: Event) => {
    if (!decided.current) return;
    decided.current = false;
    event.preventDefault();
    focusAfterDecision();
  };
  return { decided, focusOnClose };
}

/**
 * Rejecting cannot be undone and emails the applicant, so it is confirmed in a dialog (a slip of the
 * finger on Reject, next to Approve, rejected a paid application at once). The optional reason is
 * for staff: it is kept in the application's history and never sent to the applicant. A failed
 * rejection leaves the dialog open with the reason as typed, to try again.
 */
function RejectDialog({ open, onOpenChange, target, decide, pending, focusAfterDecision, children }: ApproveDialogProps) {
  const { t } = useTranslation('admin');
  const reasonId = useId();
  const reasonHintId = useId();
  // Kept for the member when the session ends under the open dialog: after signing in again Reject
  // opens with the reason as typed. The decision once made forgets it, as does Log out.
  const [reason, setReason] = useStaffDraft(['reject-reason', target.kind, target.id], '');
  const { decided, focusOnClose } = useFocusAfterDecision(focusAfterDecision);
  const [answerLost, setAnswerLost] = useState(false);
  const openChange = (next: boolean) => {
    if (!next) setAnswerLost(false);
    onOpenChange(next);
  };

  const reject = async () => {
    const outcome = await decide(target, 'rejected', undefined, reason.trim() || undefined);
    if (outcome !== 'busy') setAnswerLost(outcome === 'lost');
    if (outcome === 'done' || outcome === 'conflict') {
      decided.current = true;
      setReason('');
      openChange(false);
      focusAfterDecision();
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        title={t('decision.rejectTitle', { number: target.applicationNumber })}
        description={t('decision.rejectDescription')}
        onCloseAutoFocus={focusOnClose}
      >
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void reject();
          }}
        >
          <Label htmlFor={reasonId}>{t('decision.reasonLabel')}</Label>
          <Textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={LIMITS.addressMax}
            rows={3}
            aria-describedby={reasonHintId}
          />
          <FieldMessage id={reasonHintId} tone="hint">
            {t('decision.reasonHint')}
          </FieldMessage>
          {answerLost && <AnswerLostNotice title={t('decision.answerLostTitle')}>{t('decision.answerLost')}</AnswerLostNotice>}
          <DialogFooter>
            <Button variant="outline" onClick={() => openChange(false)} disabled={pending}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={pending}>
              {t('decision.rejectAndSend')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface ApproveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: DecisionTarget;
  decide: ReturnType<typeof useDecision>['decide'];
  pending: boolean;
  focusAfterDecision: () => void;
  /** The button that opens the dialog. */
  children: ReactNode;
}

function ApproveDialog({ open, onOpenChange, target, decide, pending, focusAfterDecision, children }: ApproveDialogProps) {
  const { t } = useTranslation('admin');
  const fileId = useId();
  const messageId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [attachment, setAttachment] = useState<{ name: string; dataUrl: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { decided, focusOnClose } = useFocusAfterDecision(focusAfterDecision);
  const messageOf = useErrorMessage();

  const [answerLost, setAnswerLost] = useState(false);

  const reset = () => {
    setAttachment(null);
    setFileError(null);
    setAnswerLost(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setAttachment(null);
    setFileError(null);
    if (!file) return;
    setChecking(true);
    try {
      const result = await readPdfAttachment(file);
      if (result.ok) setAttachment({ name: file.name, dataUrl: result.dataUrl });
      else {
        setFileError(result.message);
        event.target.value = '';
      }
    } catch (error) {
      setFileError(messageOf(error));
    } finally {
      setChecking(false);
    }
  };

  const close = () => {
    reset();
    onOpenChange(false);
  };

  const approve = async () => {
    const outcome = await decide(target, 'approved', attachment?.dataUrl);
    if (outcome !== 'busy') setAnswerLost(outcome === 'lost');
    if (outcome === 'done' || outcome === 'conflict') {
      decided.current = true;
      close();
      // The answer comes once the lists have refreshed, which may have taken this dialog away with
      // the row's Approve button already (the focus then fell to the page's start).
      focusAfterDecision();
    }
  };

  const pdfLabel = target.kind === 'visa' ? t('decision.pdfVisa') : t('decision.pdfInsurance');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        title={t('decision.approveTitle', { number: target.applicationNumber })}
        description={t('decision.approveDescription')}
        onCloseAutoFocus={focusOnClose}
      >
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void approve();
          }}
        >
          <Label htmlFor={fileId}>{pdfLabel}</Label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={messageId}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => void onFileChange(event)}
            className="block min-h-11 w-full text-sm text-slate-700 file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold hover:file:bg-slate-200"
          />
          <div id={messageId}>
            {fileError ? (
              <FieldMessage>{fileError}</FieldMessage>
            ) : attachment ? (
              <FieldMessage tone="hint">{t('decision.pdfChosen', { name: attachment.name })}</FieldMessage>
            ) : (
              <FieldMessage tone="hint">{t('decision.pdfHint')}</FieldMessage>
            )}
          </div>
          {/* After a refused file Approve stays disabled: without this, approving with no PDF meant closing and reopening the dialog. */}
          {(attachment || fileError) && (
            <Button
              variant="link"
              className="self-start"
              onClick={() => {
                reset();
                fileInput.current?.focus();
              }}
            >
              {t('decision.removeFile')}
            </Button>
          )}
          {answerLost && <AnswerLostNotice title={t('decision.answerLostTitle')}>{t('decision.answerLost')}</AnswerLostNotice>}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={checking || fileError !== null}>
              {t('decision.approveAndSend')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
