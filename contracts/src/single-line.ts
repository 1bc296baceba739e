/**
 * One-line text (names, phones, passport numbers): what the server refuses in it, and how the forms
 * keep a traveller from sending it (a paste can bring characters nobody sees).
 *
 * Refused: control characters (line breaks, tabs, escapes: Unicode's Cc) and the two bidirectional
 * overrides (U+202D, U+202E), which reverse how the text after them reads ('Ana\u202Efdp.exe').
 * Allowed: the joiners Persian and Indic names need (U+200C, U+200D), and the direction marks,
 * embeddings and isolates that right-to-left text copied from documents often carries (U+200E,
 * U+200F, U+202A–U+202C, U+2066–U+2069).
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u202D\u202E]/u;

/** Whether `value` keeps to one line and to its own reading direction. */
export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/** `value` as one line: each run of control characters a space, the overrides removed. */
export function toSingleLine(value: string): string {
  return isSingleLineText(value) ? value : value.replace(/\p{Cc}+/gu, ' ').replace(/[\u202D\u202E]/gu, '');
}
