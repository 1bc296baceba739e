import type { ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line, e.g. a price or ready time. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  options: readonly RadioOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** Accessible name of the group when no visible legend labels it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  name?: string;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** Prefix for option ids; needed when two groups with the same values share a page. */
  idPrefix?: string;
  className?: string;
}

export function RadioGroup({
  options,
  value,
  onValueChange,
  name,
  orientation = 'vertical',
  disabled,
  idPrefix = 'radio',
  className,
  ...aria
}: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      value={value ?? ''}
      onValueChange={onValueChange}
      name={name}
      orientation={orientation}
      disabled={disabled}
      className={cn('flex gap-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap', className)}
      {...aria}
    >
      {options.map((option) => {
        const id = `${idPrefix}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={id}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2',
              value === option.value ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50',
              option.disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <RadioGroupPrimitive.Item
              id={id}
              value={option.value}
              disabled={option.disabled}
              className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600"
            >
              <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand-600" />
            </RadioGroupPrimitive.Item>
            <span className="flex flex-1 flex-col">
              <span className="text-sm font-medium text-slate-900">{option.label}</span>
              {option.description && <span className="text-sm text-slate-600">{option.description}</span>}
            </span>
          </label>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
