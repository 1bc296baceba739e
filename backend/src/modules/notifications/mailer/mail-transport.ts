import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingEmail {
  /** Our message id, also the RFC 5322 Message-ID, so a receiving server can spot a duplicate. */
  readonly id: string;
  readonly from: string;
  readonly to: { readonly name: string | null; readonly address: string };
  /** Where a reply goes: the From address is a no-reply one, and our emails ask travellers to write to support. */
  readonly replyTo: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: string;
  readonly attachments: ReadonlyArray<{ readonly filename: string; readonly contentType: string; readonly content: Buffer }>;
}

/** Where composed emails go out. Without one configured, messages stay in the local outbox. */
export interface MailTransport {
  readonly name: string;
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}

/** SMTP through nodemailer; `SMTP_URL` like `smtps://user:pass@smtp.example.com:465`. */
export function nodemailerTransport(transporter: Transporter, name = 'smtp'): MailTransport {
  return {
    name,
    async send(email) {
      const domain = email.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
      const info = await transporter.sendMail({
        messageId: `<${email.id}@${domain}>`,
        from: email.from,
        to: { name: email.to.name ?? '', address: email.to.address },
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // Sent by the system (RFC 3834): out-of-office responders do not answer it, now that replies reach support.
        headers: { 'Content-Language': email.language, 'Auto-Submitted': 'auto-generated' },
        attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      return { providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
    },
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailerTransport(nodemailer.createTransport(smtpUrl));
}
