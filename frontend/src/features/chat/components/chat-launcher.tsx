import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useHydrating } from '../../../lib/use-hydrating';
import { launcherBottomPx } from '../lib/launcher-clearance';

export interface ChatLauncherProps {
  unread: number;
  loading: boolean;
  loadFailed: boolean;
  onOpen: () => void;
  ref?: React.Ref<HTMLButtonElement>;
  /** How much of the window's bottom the cookie banner covers while it shows; the launcher stands above it. */
  bottomCoveredPx?: number;
}

/**
 * The floating button that opens the support chat (spec section 2: on every public page). In the
 * bottom corner on the reading side's end (mirrored in Arabic), 56 px round; while the cookie banner
 * shows, on top of it, so the banner hides it neither from sight nor when Tab reaches it. The page
 * keeps room for it at its bottom (lib/launcher-clearance.ts, whose numbers are this place and size).
 */
export function ChatLauncher({ unread, loading, loadFailed, onOpen, ref, bottomCoveredPx = 0 }: ChatLauncherProps) {
  const { t } = useTranslation('chat');
  // The prerendered button does nothing until React has adopted the page; disabled until then, so a
  // click that early is visibly not taken (and a browser test waits for it) rather than silently lost.
  const hydrating = useHydrating();
  return (
    <div className="fixed end-4 z-20 flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2" style={{ bottom: launcherBottomPx(bottomCoveredPx) }}>
      {loadFailed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-white p-3 text-sm text-red-800 shadow-lg">
          {t('launcher.loadFailed')}
        </p>
      )}
      <button
        ref={ref}
        type="button"
        onClick={onOpen}
        disabled={hydrating}
        aria-busy={loading || undefined}
        aria-label={unread > 0 ? t('launcher.openWithUnread', { count: unread }) : t('launcher.open')}
        className={cn(
          'relative inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg',
          'hover:bg-brand-700 active:bg-brand-800 disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        )}
      >
        {loading ? (
          <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-white border-t-transparent" />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-none stroke-current" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
          </svg>
        )}
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-1 -top-1 inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-6 text-white ring-2 ring-white"
          >
            {unread}
          </span>
        )}
      </button>
    </div>
  );
}
