const BASE64_BODY_INVALID = /[^A-Za-z0-9+/=]/;
const PADDING = /^={1,2}$/;

/**
 * Whether `value` is a base64 data URL of one of `mediaTypes` ("data:image/png;base64,iVBOR..."),
 * checked without a regular expression over the body: a backtracking pattern such as
 * `[A-Za-z0-9+/]+={0,2}$` keeps a backtrack entry per character, and over a 7 MB photo V8 then
 * sometimes ran out of its regexp stack ("Maximum call stack size exceeded": a 500 instead of a
 * 400, twice in CI). Searching for one bad character and looking at the tail are single passes.
 */
export function isBase64DataUrl(value: unknown, mediaTypes: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  const comma = value.indexOf(',');
  if (comma < 0 || !mediaTypes.some((type) => value.slice(0, comma) === `data:${type};base64`)) return false;
  const body = value.slice(comma + 1);
  if (body.length === 0 || BASE64_BODY_INVALID.test(body)) return false;
  const padding = body.indexOf('=');
  // '=' only as the last one or two characters, after at least one base64 character.
  return padding === -1 || (padding > 0 && PADDING.test(body.slice(padding)));
}
