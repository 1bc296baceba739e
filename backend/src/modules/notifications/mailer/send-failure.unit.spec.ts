import { describe, expect, it } from '@jest/globals';
import { describeSendFailure, sendFailureText } from './send-failure.js';

/** What nodemailer rejects with when the server refuses the recipient (its EENVELOPE error, as thrown). */
function refusedRecipient(): Error {
  const response = '550 5.1.1 <Jo.Doe@Example.com>: Recipient address rejected: User unknown in virtual mailbox table';
  return Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
    code: 'EENVELOPE',
    response,
    responseCode: 550,
    command: 'RCPT TO',
    rejected: ['jo.doe@example.com'],
    rejectedErrors: [Object.assign(new Error(`Recipient command failed: ${response}`), { recipient: 'jo.doe@example.com' })],
  });
}

describe('what is kept of a failed send', () => {
  it('keeps the codes and the message, with the refused address (quoted by the server) redacted', () => {
    const failure = describeSendFailure(refusedRecipient(), { address: 'jo.doe@example.com', name: 'Jo Doe' });
    expect(failure).toEqual({
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
      message: "Can't send mail - all recipients were rejected: 550 5.1.1 <[redacted]>: Recipient address rejected: User unknown in virtual mailbox table",
    });
    const text = sendFailureText(failure);
    expect(text).toBe(`EENVELOPE 550 RCPT TO: ${failure.message}`);
    // Nothing of nodemailer's rejected lists survives, in the stored text or in what is logged.
    expect(JSON.stringify(failure).toLowerCase()).not.toContain('jo.doe');
    expect(text.toLowerCase()).not.toContain('example.com');
  });

  it('redacts any address, and the recipient’s mailbox or name quoted on their own', () => {
    const error = Object.assign(new Error('550 mailbox jo.doe unavailable (JO DOE); forwarded to "x y"@other.example and a.b+c@d.example'), { responseCode: 550 });
    const failure = describeSendFailure(error, { address: 'jo.doe@example.com', name: 'Jo Doe' });
    expect(failure.message).toBe('550 mailbox [redacted] unavailable ([redacted]); forwarded to [redacted] and [redacted]');
    expect(failure).toMatchObject({ code: null, responseCode: 550, command: null });
  });

  it('keeps a message without addresses as it is, and bounds its length', () => {
    expect(sendFailureText(describeSendFailure(new Error('421 try later')))).toBe('421 try later');
    expect(sendFailureText(describeSendFailure(Object.assign(new Error('Invalid login: 535 Authentication failed'), { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' })))).toBe(
      'EAUTH 535 AUTH PLAIN: Invalid login: 535 Authentication failed',
    );
    expect(describeSendFailure(new Error('x'.repeat(2000))).message).toHaveLength(300);
    expect(describeSendFailure('plain string <a@b.example>').message).toBe('plain string <[redacted]>');
  });
});
