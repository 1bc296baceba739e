import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A table on wide screens and a stack of cards on phones: rows become cards and each cell shows
 * its column name above the value, so nothing scrolls sideways.
 */
export function ResponsiveTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="block w-full border-separate border-spacing-0 text-sm lg:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden lg:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 lg:table-row-group">{children}</tbody>
    </table>
  );
}

export function Row({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        'lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none lg:even:bg-slate-50/60',
        className,
      )}
      {...props}
    />
  );
}

/** `label` is the column name, shown only where the header row is hidden. */
export function Cell({ label, className, children, ...props }: ComponentProps<'td'> & { label?: string }) {
  return (
    <td className={cn('block align-top lg:table-cell lg:border-b lg:border-slate-200 lg:px-3 lg:py-3', className)} {...props}>
      {label && <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500 lg:hidden">{label}</span>}
      {children}
    </td>
  );
}

/** A full-width row for loading, error and empty states. */
export function StateRow({ columns, children, className }: { columns: number; children: ReactNode; className?: string }) {
  return (
    <tr className="block lg:table-row">
      <td colSpan={columns} className={cn('block px-3 py-8 text-center text-slate-600 lg:table-cell', className)}>
        {children}
      </td>
    </tr>
  );
}
