import { cn } from '../../lib/cn';

/** An indeterminate progress indicator; `label` is what screen readers hear. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A grey placeholder block shown while content loads; decorative. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
