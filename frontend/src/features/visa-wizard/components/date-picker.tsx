import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TURKISH_MONTH_NAMES, datePickerYears, isIsoDate, type DatePickerKind } from '@evisa/contracts';
import { cn } from '../../../lib/cn';

export interface DatePickerProps {
  /** Id of the first select, so an outside `<label htmlFor>` or an error message can point at it. */
  id?: string;
  label: string;
  kind: DatePickerKind;
  /** YYYY-MM-DD, or '' while incomplete. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest selectable date (YYYY-MM-DD), e.g. today for the arrival date. */
  min?: string;
  /** Reference date for the year window; defaults to today. */
  today: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

interface Parts {
  day: string;
  month: string;
  year: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));

function partsOf(value: string): Parts {
  if (!isIsoDate(value)) return { day: '', month: '', year: '' };
  const [year, month, day] = value.split('-') as [string, string, string];
  return { day, month, year };
}

/**
 * Three native selects (day 01-31, Turkish month names, year window of spec section 5) that
 * produce a YYYY-MM-DD value once all three are chosen and the date exists. Native selects keep
 * the platform's accessible, touch-friendly pickers on phones.
 */
export function DatePicker({ id, label, kind, value, onChange, min, today, disabled, invalid, describedBy }: DatePickerProps) {
  const { t } = useTranslation('wizard');
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const lastEmitted = useRef(value);

  // Follow outside changes (a reset, a restored session); our own half-filled selection emits '' and is kept.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      setParts(partsOf(value));
    }
  }, [value]);

  const currentYear = Number(today.slice(0, 4));
  const years = datePickerYears(kind, currentYear);
  const complete = `${parts.year}-${parts.month}-${parts.day}`;
  const allChosen = parts.day !== '' && parts.month !== '' && parts.year !== '';
  const nonExistent = allChosen && !isIsoDate(complete);
  const beforeMin = allChosen && !nonExistent && min !== undefined && complete < min;

  const update = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    const candidate = `${next.year}-${next.month}-${next.day}`;
    const ok = isIsoDate(candidate) && (min === undefined || candidate >= min);
    lastEmitted.current = ok ? candidate : '';
    onChange(lastEmitted.current);
  };

  const minYear = min?.slice(0, 4);
  const minMonth = min?.slice(5, 7);
  const minDay = min?.slice(8, 10);
  const monthBeforeMin = (month: string) => minYear !== undefined && parts.year === minYear && month < (minMonth ?? '');
  const dayBeforeMin = (day: string) =>
    minYear !== undefined && parts.year === minYear && parts.month === minMonth && day < (minDay ?? '');

  const messageId = `${baseId}-message`;
  // A restored date before `min` refused by the step check: the message under the field says so, once.
  const showMessage = nonExistent || (beforeMin && !invalid);
  const describedByIds = [describedBy, showMessage ? messageId : undefined].filter(Boolean).join(' ') || undefined;
  // Their own small arrow (as NativeSelect's) leaves the text more room than the browser's, so "Day",
  // "Année" or "Ağustos" show whole in the narrow columns of a phone.
  const selectClass = cn(
    'min-h-11 w-full appearance-none rounded-lg border bg-white ps-2 pe-5 text-base text-slate-900',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:bg-slate-100',
    invalid || nonExistent || beforeMin ? 'border-red-500' : 'border-slate-300',
  );

  return (
    <fieldset className="@container flex flex-col gap-1" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      {/* Day, month and year side by side; where that is too narrow for them (a 320 px phone), the year
          goes on a line of its own under the day and the month. */}
      <div className="grid grid-cols-[1fr_1.6fr] gap-2 @min-[17rem]:grid-cols-[1fr_1.6fr_1.3fr]">
        <SelectArrow>
          <select
            id={baseId}
            aria-label={`${label} ${t('datePicker.day')}`}
            className={selectClass}
            value={parts.day}
            onChange={(e) => update({ day: e.target.value })}
            aria-invalid={invalid || nonExistent || beforeMin || undefined}
            aria-describedby={describedByIds}
          >
            <option value="">{t('datePicker.day')}</option>
            {DAYS.map((day) => (
              <option key={day} value={day} disabled={dayBeforeMin(day)}>
                {day}
              </option>
            ))}
          </select>
        </SelectArrow>
        <SelectArrow>
          <select
            id={`${baseId}-month`}
            aria-label={`${label} ${t('datePicker.month')}`}
            className={selectClass}
            value={parts.month}
            onChange={(e) => update({ month: e.target.value })}
            aria-invalid={invalid || nonExistent || beforeMin || undefined}
            aria-describedby={describedByIds}
          >
            <option value="">{t('datePicker.month')}</option>
            {TURKISH_MONTH_NAMES.map((name, index) => {
              const month = pad(index + 1);
              return (
                <option key={month} value={month} disabled={monthBeforeMin(month)} lang="tr">
                  {name}
                </option>
              );
            })}
          </select>
        </SelectArrow>
        <SelectArrow className="col-span-2 @min-[17rem]:col-span-1">
          <select
            id={`${baseId}-year`}
            aria-label={`${label} ${t('datePicker.year')}`}
            className={selectClass}
            value={parts.year}
            onChange={(e) => update({ year: e.target.value })}
            aria-invalid={invalid || nonExistent || beforeMin || undefined}
            aria-describedby={describedByIds}
          >
            <option value="">{t('datePicker.year')}</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </SelectArrow>
      </div>
      {showMessage && (
        <p id={messageId} className="text-sm text-red-700" role="alert">
          {nonExistent ? t('datePicker.nonExistent') : t('datePicker.pastDate')}
        </p>
      )}
    </fieldset>
  );
}

/** A select's box with the small arrow drawn at its end (mirrored in right-to-left pages). */
function SelectArrow({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('relative', className)}>
      {children}
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-1.5 flex items-center text-slate-500">
        ▾
      </span>
    </div>
  );
}
