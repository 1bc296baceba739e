import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}

/** A field's error or hint line; give it an id and reference it from the field's aria-describedby. */
export function FieldMessage({
  tone = 'error',
  className,
  ...props
}: ComponentProps<'p'> & { tone?: 'error' | 'hint' }) {
  return (
    <p
      className={cn('text-sm', tone === 'error' ? 'text-red-700' : 'text-slate-600', className)}
      role={tone === 'error' ? 'alert' : undefined}
      {...props}
    />
  );
}
