import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The spec's alert colours: green (eligible/success), red (errors), blue (information), orange (warnings). */
export type AlertVariant = 'green' | 'red' | 'blue' | 'orange';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Optional leading icon or emoji; decorative, hidden from assistive technology. */
  icon?: ReactNode;
}

const VARIANTS: Record<AlertVariant, string> = {
  green: 'border-green-300 bg-green-50 text-green-900',
  red: 'border-red-300 bg-red-50 text-red-900',
  blue: 'border-blue-300 bg-blue-50 text-blue-900',
  orange: 'border-orange-300 bg-orange-50 text-orange-900',
};

export function Alert({ variant = 'blue', title, icon, className, children, role, ...props }: AlertProps) {
  return (
    <div
      // Red alerts interrupt (role=alert); the others are announced politely.
      role={role ?? (variant === 'red' ? 'alert' : 'status')}
      data-variant={variant}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', VARIANTS[variant], className)}
      {...props}
    >
      {icon && (
        <span aria-hidden="true" className="shrink-0 text-lg leading-5">
          {icon}
        </span>
      )}
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
