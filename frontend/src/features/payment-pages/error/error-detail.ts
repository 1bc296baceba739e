/** At most this many characters of the address's error are shown. */
export const ERROR_DETAIL_MAX_LENGTH = 160;

/**
 * The `error` of /payment-error?error=… as the page shows it: on one line and cut to a short
 * length. Nothing in the app links to the page with an error of its own, so whoever made the link
 * wrote it: shown whole, as the page's own sentence, it could put any message (a phone number to
 * call, an account to pay into) on our site in our voice.
 */
export function errorDetail(error: string): string {
  const line = error.replace(/\s+/g, ' ').trim();
  return line.length > ERROR_DETAIL_MAX_LENGTH ? `${line.slice(0, ERROR_DETAIL_MAX_LENGTH - 1)}…` : line;
}
