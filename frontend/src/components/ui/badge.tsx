import type { ReactNode } from 'react';
import { STATUS_BADGE_COLOURS, type ApplicationStatus } from '@evisa/contracts';
import { cn } from '../../lib/cn';

export type BadgeColour = 'green' | 'yellow' | 'red' | 'blue' | 'grey';

const COLOURS: Record<BadgeColour, string> = {
  green: 'bg-green-100 text-green-800 ring-green-300',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function Badge({ colour = 'grey', children, className }: { colour?: BadgeColour; children: ReactNode; className?: string }) {
  return (
    <span
      data-colour={colour}
      className={cn('inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset', COLOURS[colour], className)}
    >
      {children}
    </span>
  );
}

/** The colour of an application status (spec section 4); unknown values are grey. */
export function statusBadgeColour(status: string): BadgeColour {
  return (STATUS_BADGE_COLOURS as Record<string, BadgeColour>)[status as ApplicationStatus] ?? 'grey';
}
