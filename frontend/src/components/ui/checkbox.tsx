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
      {/* The button itself is the 44 px tap target; its negative margin keeps the layout of the 24 px box it draws. */}
      <CheckboxPrimitive.Root
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="group -m-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
        {...aria}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-6 items-center justify-center rounded border-2 bg-white',
            'group-data-[state=checked]:border-brand-600 group-data-[state=checked]:bg-brand-600 group-disabled:opacity-50',
            invalid ? 'border-red-500' : 'border-slate-400',
          )}
        >
          <CheckboxPrimitive.Indicator className="text-sm font-bold leading-none text-white">✓</CheckboxPrimitive.Indicator>
        </span>
      </CheckboxPrimitive.Root>
      {label && (
        <label htmlFor={id} className="cursor-pointer pt-0.5 text-sm text-slate-800">
          {label}
        </label>
      )}
    </div>
  );
}
