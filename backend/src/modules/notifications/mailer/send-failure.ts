/**
 * What is kept of a failed send, in `email_deliveries.error` and in the logs: the error's codes and
 * its message with every address (and the recipient's name and mailbox) blanked out. SMTP servers
 * quote the recipient in RCPT errors ("550 5.1.1 <jo@example.com>: user unknown") and nodemailer adds
 * the refused addresses (`rejected`, `rejectedErrors`); delivery rows outlive the person's erasure,
 * so none of that may be stored or logged.
 */
export interface SendFailure {
  /** nodemailer's error code (EENVELOPE, EAUTH, ECONNECTION, ETIMEDOUT, ...), when it has one. */
  readonly code: string | null;
  /** The SMTP reply code (421, 550, ...), when the server answered. */
  readonly responseCode: number | null;
  /** The SMTP command that failed (RCPT TO, DATA, ...). */
  readonly command: string | null;
  /** The error's message, addresses redacted, at most 300 characters. */
  readonly message: string;
}

export const REDACTED = '[redacted]';
const MAX_MESSAGE = 300;
/** An email address, quoted local part or not (as an SMTP reply or a nodemailer message quotes it). */
const ADDRESS = /(?:"[^"\r\n]*"|[^\s<>"'(),;:@[\]]+)@[^\s<>"'(),;:[\]]+/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function redactAddresses(text: string, recipient: { readonly address?: string; readonly name?: string | null } = {}): string {
  let redacted = text.replace(ADDRESS, REDACTED);
  // The recipient's mailbox or name may also be quoted on its own ("user jo.doe unknown").
  const known = [recipient.address?.split('@')[0], recipient.name ?? undefined].filter((part): part is string => !!part && part.trim().length >= 3);
  for (const part of known) redacted = redacted.replace(new RegExp(escape(part.trim()), 'gi'), REDACTED);
  return redacted;
}

export function describeSendFailure(error: unknown, recipient: { readonly address?: string; readonly name?: string | null } = {}): SendFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; responseCode?: unknown; command?: unknown; message?: unknown };
  const raw = typeof e.message === 'string' ? e.message : String(error);
  const code = typeof e.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(e.code) ? e.code : null;
  const responseCode = typeof e.responseCode === 'number' && Number.isInteger(e.responseCode) ? e.responseCode : null;
  const command = typeof e.command === 'string' && /^[A-Z ]{1,20}$/.test(e.command) ? e.command : null;
  return { code, responseCode, command, message: redactAddresses(raw, recipient).slice(0, MAX_MESSAGE) };
}

/** One line for `email_deliveries.error` (staff see it in the outbox): "EENVELOPE 550 RCPT TO: message". */
export function sendFailureText(failure: SendFailure): string {
  const prefix = [failure.code, failure.responseCode, failure.command].filter((part) => part !== null).join(' ');
  return prefix ? `${prefix}: ${failure.message}` : failure.message;
}
