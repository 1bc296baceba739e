import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@evisa/contracts';
import { cn } from '../../lib/cn';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';

/** Mount once at the app root; renders whatever `toast()` queued. F8 moves focus to the notifications. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <Toast.Provider
      duration={TIMINGS.toastDefaultMs}
      swipeDirection="right"
      swipeThreshold={TIMINGS.toastSwipeThresholdPx}
      label={t('toast.notification')}
    >
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:hidden data-[state=closed]:hidden',
            variant === 'destructive' ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="flex flex-1 flex-col gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {/* Dimmed only on white: white at 90 % on the red of an error toast is 4:1, under the 4.5:1 text needs. */}
            {description && (
              <Toast.Description className={cn('text-sm', variant !== 'destructive' && 'opacity-90')}>{description}</Toast.Description>
            )}
          </div>
          {action && (
            <Toast.Action
              altText={action.altText ?? action.label}
              onClick={action.onClick}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center rounded-md border px-3 text-sm font-semibold',
                variant === 'destructive' ? 'border-white/60 hover:bg-red-700' : 'border-slate-300 hover:bg-slate-50',
              )}
            >
              {action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t('actions.close')}
            className="absolute end-1 top-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Fixed over the bottom of the page, the whole width of a phone, with a margin around each toast:
          it lets taps through to the page (Radix does so only while it is empty), and each toast takes
          them back (pointer-events-auto above). */}
      <Toast.Viewport
        label={t('toast.viewportLabel')}
        className="pointer-events-none fixed bottom-0 end-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
