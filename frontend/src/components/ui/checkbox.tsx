import type { ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The clickable label next to the box; may contain links. */
  label?: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  'aria-describedby'?: string;
  className?: string;
}

export function Checkbox({ id, checked, onCheckedChange, label, disabled, invalid, name, className, ...aria }: CheckboxProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      {/* The 44 px hit area wraps a visually smaller box. */}
      <span className="-m-2.5 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center">
        <CheckboxPrimitive.Root
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          className={cn(
            'flex size-6 items-center justify-center rounded border-2 bg-white',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 disabled:opacity-50',
            invalid ? 'border-red-500' : 'border-slate-400',
          )}
          {...aria}
        >
          <CheckboxPrimitive.Indicator className="text-sm font-bold leading-none text-white">✓</CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      </span>
      {label && (
        <label htmlFor={id} className="cursor-pointer pt-0.5 text-sm text-slate-800">
          {label}
        </label>
      )}
    </div>
  );
}
