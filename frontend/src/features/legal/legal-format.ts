/** Numbers and percentages written the way the reader's language writes them. */
export function legalFormatters(language: string) {
  const numbers = new Intl.NumberFormat(language);
  const percents = new Intl.NumberFormat(language, { style: 'percent' });
  return {
    number: (value: number) => numbers.format(value),
    percent: (value: number) => percents.format(value / 100),
  };
}
