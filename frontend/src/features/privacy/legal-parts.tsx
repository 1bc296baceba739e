import { RETENTION_YEARS } from '@evisa/contracts';

/** Pieces the Privacy Policy and the KVKK notice share; the wording stays in each page's namespace. */

export const codeClass = 'rounded bg-slate-100 px-1 font-mono text-sm';

/** The record kinds of RETENTION_YEARS, in the order the tables list them. */
export const RETENTION_KINDS = ['visa', 'insurance', 'contact', 'logs'] as const satisfies ReadonlyArray<keyof typeof RETENTION_YEARS>;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** "5 years", "5 yıl", "5 Jahre", "سنة"...: the language's own plural rules, so no plural keys are needed. */
export function formatYears(years: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(years);
}

/** The retention periods, always from RETENTION_YEARS (spec section 9), never retyped. */
export function RetentionTable({
  language,
  recordsHeader,
  periodHeader,
  label,
}: {
  language: string;
  recordsHeader: string;
  periodHeader: string;
  label: (kind: RetentionKind) => string;
}) {
  return (
    <table className="w-full border-collapse text-start text-sm" data-testid="retention-table">
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pe-4 text-start font-semibold text-slate-900">
            {recordsHeader}
          </th>
          <th scope="col" className="py-2 text-start font-semibold wrap-anywhere hyphens-auto text-slate-900">
            {periodHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {RETENTION_KINDS.map((kind) => (
          <tr key={kind} className="border-b border-slate-200 align-top">
            <td className="py-2 pe-4">{label(kind)}</td>
            <td className="py-2 whitespace-nowrap">{formatYears(RETENTION_YEARS[kind], language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
