import { useState, type ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown before the label, e.g. a flag emoji; decorative. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Id of the trigger, so a `<Label htmlFor>` names it. */
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Rendered inside the open list when `options` is empty (e.g. 'No countries available'). */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * Accessible single-choice dropdown (Radix Select: typeahead, keyboard, screen-reader support).
 * Radix cannot hold an empty-string value, so "nothing chosen" is `undefined` or ''.
 */
export function Select({
  options,
  value,
  onValueChange,
  placeholder,
  id,
  name,
  disabled,
  invalid,
  required,
  emptyText,
  className,
  ...aria
}: SelectProps) {
  const selected = options.find((o) => o.value === value);
  // Radix renders every item even while the list is closed; for ~200 countries that was the largest
  // render of the wizard's first screen. The items mount when the trigger is first focused or pressed
  // (before it opens, so typeahead on the closed trigger still finds them); until then only the chosen one.
  const [itemsMounted, setItemsMounted] = useState(false);
  const mountItems = () => setItemsMounted(true);
  const rendered = itemsMounted ? options : selected ? [selected] : [];
  return (
    <SelectPrimitive.Root value={value || undefined} onValueChange={onValueChange} disabled={disabled} name={name} required={required}>
      <SelectPrimitive.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        className={cn(
          'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border bg-white px-3 text-start text-base text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:bg-slate-100 data-[placeholder]:text-slate-500',
          invalid ? 'border-red-500' : 'border-slate-300',
          className,
        )}
        onFocus={mountItems}
        onPointerDown={mountItems}
        {...aria}
      >
        <SelectPrimitive.Value placeholder={placeholder}>
          {selected && (
            <span className="flex items-center gap-2">
              {selected.icon && <span aria-hidden="true">{selected.icon}</span>}
              {selected.label}
            </span>
          )}
        </SelectPrimitive.Value>
        <SelectPrimitive.Icon aria-hidden="true" className="text-slate-500">
          ▾
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-slate-500">▴</SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1">
            {options.length === 0 && emptyText && <div className="px-3 py-2 text-sm text-slate-500">{emptyText}</div>}
            {rendered.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-base text-slate-900 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
              >
                {option.icon && <span aria-hidden="true">{option.icon}</span>}
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-slate-500">▾</SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
