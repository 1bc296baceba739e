import type { ReactNode } from 'react';
import { Card, CardContent } from '../ui/card';

/** A page that could not be shown as asked (not found, failed to load): a warning title, a hint and what to do next. */
export function ProblemPage({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl px-4 py-16">
      <Card className="w-full">
        <CardContent className="flex flex-col gap-4 pt-6 sm:pt-6">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <span aria-hidden="true" className="text-red-600">⚠</span>
            {title}
          </h1>
          <p className="text-sm text-slate-600">{hint}</p>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
