import { ApiError } from '../../../lib/api/api-client';

/**
 * Why submitting an application failed, in the terms the page explains to the traveller. The raw
 * error ('400: {"statusCode":400,"message":"Validation failed",…}', "Failed to fetch") is English
 * and technical whatever the page's language, so the machine keeps its cause and the page words it:
 * no answer at all, the per-address submission limit (429), our service failing (5xx), or a refusal
 * with the server's own sentence (the spec's English validation messages) and the field it is about.
 */
export type SubmissionFailure =
  | { cause: 'offline' }
  | { cause: 'tooMany' }
  | { cause: 'unavailable' }
  /** `message` null when the answer carried no readable sentence (an empty or HTML body). */
  | { cause: 'refused'; field: string | null; message: string | null };

/** The server's top-level message when the field messages say more (backend validation pipe). */
const GENERIC_VALIDATION_MESSAGE = 'Validation failed';

function refusal(error: ApiError): SubmissionFailure {
  const body = error.json;
  if (body === undefined) {
    // Not JSON: a plain sentence is shown as it is; an HTML error page (a proxy's) is not readable.
    const text = error.bodyText.trim();
    return { cause: 'refused', field: null, message: text && !text.startsWith('<') ? text : null };
  }
  const top = error.serverMessage;
  // 'Validation failed' names no field: the first field's own message does. A specific sentence
  // ('Total amount mismatch: …', 'Unknown field(s): …') is kept as the server wrote it.
  if (top === null || top === GENERIC_VALIDATION_MESSAGE) {
    const first = Object.entries(error.fieldErrors)[0];
    if (first) return { cause: 'refused', field: first[0], message: first[1] };
  }
  return { cause: 'refused', field: null, message: top };
}

export function submissionFailureOf(error: unknown): SubmissionFailure {
  // fetch rejects with a TypeError when no answer came at all (offline, DNS, connection reset).
  if (error instanceof TypeError) return { cause: 'offline' };
  // Anything else that is not an answer (an unreadable 200 body) is our service misbehaving.
  if (!(error instanceof ApiError)) return { cause: 'unavailable' };
  if (error.status === 429) return { cause: 'tooMany' };
  if (error.status >= 500) return { cause: 'unavailable' };
  return refusal(error);
}
