import type { SelectOption } from './select';
import { cn } from '../../lib/cn';

export interface NativeSelectProps {
  options: readonly SelectOption[];
  /** '' or undefined: nothing chosen yet, the placeholder shows. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder: string;
  /** Id of the select, so a `<Label htmlFor>` names it. */
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * Single-choice dropdown on the browser's own `<select>`: the platform's picker on phones, typeahead
 * and keyboard use everywhere, announced by every screen reader, and no JavaScript to load or run
 * before the first screen is usable (the wizard's first step uses it for ~200 countries). An option's
 * `icon` (e.g. a flag emoji) is shown as text after its label: the browser's typeahead matches the
 * start of an option's text, so typing "Aus" finds "Australia 🇦🇺" but never "🇦🇺 Australia", and
 * a screen reader says the name before the flag.
 */
export function NativeSelect({ options, value, onValueChange, placeholder, invalid, className, ...props }: NativeSelectProps) {
  const chosen = !!value && options.some((option) => option.value === value);
  return (
    <div className={cn('relative', className)}>
      <select
        {...props}
        value={chosen ? value : ''}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid || undefined}
        className={cn(
          'min-h-11 w-full cursor-pointer appearance-none rounded-lg border bg-white ps-3 pe-9 text-base',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:bg-slate-100',
          chosen ? 'text-slate-900' : 'text-slate-500',
          invalid ? 'border-red-500' : 'border-slate-300',
        )}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled} className="text-slate-900">
            {option.icon ? `${option.label} ${String(option.icon)}` : option.label}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-slate-500">
        ▾
      </span>
    </div>
  );
}
