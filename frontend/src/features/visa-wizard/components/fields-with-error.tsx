import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { DatePicker, type DatePickerProps } from './date-picker';
import { FieldError, useFieldError } from './field-error';

/** The wizard's and the insurance page's fields that show the refused check's message under them (field-error.tsx). */

export interface TextFieldProps {
  id: string;
  label: string;
  type: string;
  autoComplete?: string;
  /** The server's upper bound for the field (contracts LIMITS). */
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled, required input. */
export function TextField({ id, label, value, onChange, ...input }: TextFieldProps) {
  const error = useFieldError(id);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        invalid={error.invalid}
        aria-describedby={error.describedBy}
      />
      <FieldError fieldId={id} />
    </div>
  );
}

/** A date picker; its id is its first select's, which the error is keyed by. */
export function DateField(props: DatePickerProps & { id: string }) {
  const error = useFieldError(props.id);
  return (
    <div className="flex flex-col gap-1">
      <DatePicker {...props} invalid={error.invalid} describedBy={error.describedBy} />
      <FieldError fieldId={props.id} />
    </div>
  );
}
