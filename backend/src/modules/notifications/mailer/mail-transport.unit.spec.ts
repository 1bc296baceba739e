import { describe, expect, it } from '@jest/globals';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { nodemailerTransport } from './mail-transport.js';

describe('SMTP transport (nodemailer)', () => {
  it('builds a MIME message with our Message-ID, both bodies, the language and the PDF attachment', async () => {
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let raw = '';
    const sendMail = transporter.sendMail.bind(transporter);
    transporter.sendMail = (async (mail: SendMailOptions) => {
      const info = await sendMail(mail);
      raw = (info as unknown as { message: Buffer }).message.toString('utf8');
      return info;
    }) as typeof transporter.sendMail;

    const result = await nodemailerTransport(transporter).send({
      id: '6f1c2a4e-1b2c-5d3e-8f40-123456789abc',
      from: 'Türkiye Travel Desk <no-reply@traveldesk-turkiye.com>',
      to: { name: 'Şule Yıldız', address: 'payer@example.com' },
      replyTo: 'Türkiye Travel Desk <support@traveldesk-turkiye.com>',
      subject: 'Ödemeniz alındı – sipariş ABC',
      text: 'Merhaba',
      html: '<p>Merhaba</p>',
      language: 'tr',
      attachments: [{ filename: 'receipt-ABC.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3\n') }],
    });
    expect(result.providerMessageId).toBe('<6f1c2a4e-1b2c-5d3e-8f40-123456789abc@traveldesk-turkiye.com>');
    expect(raw).toMatch(/^Message-ID: <6f1c2a4e-1b2c-5d3e-8f40-123456789abc@traveldesk-turkiye.com>$/m);
    expect(raw).toMatch(/^Content-Language: tr$/m);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated$/m);
    // Replies reach support, not the no-reply sender.
    expect(raw).toMatch(/^Reply-To: =\?UTF-8\?[^\n]*\n? <support@traveldesk-turkiye.com>$/m);
    expect(raw).toMatch(/^To: =\?UTF-8\?.*<payer@example.com>$/m);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=receipt-ABC.pdf/);
    expect(raw).toContain('Content-Type: text/html');
  });
});
