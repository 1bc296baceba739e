import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** Controlled or uncontrolled root: `<Dialog open onOpenChange>`. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  /** Announced with the title; omit only when the body itself is the description. */
  description?: ReactNode;
  /** Hides the corner close button when the footer already offers a Close action. */
  hideCloseButton?: boolean;
}

export function DialogContent({ title, description, hideCloseButton, className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const { t } = useTranslation('common');
  // Closed, a dialog hands the focus back to its DialogTrigger; one opened by the app's state (the
  // wizard's "not available" dialog, opened by Next Step) has none, and the focus fell to the page's
  // start. It goes back to whatever had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        // Without a description Radix warns; undefined tells it the omission is deliberate.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const back = opener.current;
          if (event.defaultPrevented || !back?.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
      >
        <DialogPrimitive.Title className="pe-10 text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-2 text-sm text-slate-600">{description}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        {!hideCloseButton && (
          <DialogPrimitive.Close
            className="absolute end-3 top-3 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('actions.close')}
          >
            <span aria-hidden="true" className="text-xl leading-none">×</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}
