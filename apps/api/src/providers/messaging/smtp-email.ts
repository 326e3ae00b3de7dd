import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailProvider } from './messaging.ts';

export interface SmtpEmailOptions {
  /** e.g. smtp://user:pass@smtp.example.com:587 or smtps://… (SMTP_URL) */
  url: string;
  /** e.g. "Mingle <no-reply@example.com>" (MAIL_FROM) */
  from: string;
}

/** E-mail through any SMTP server (SMTP_URL), with nodemailer. */
export class SmtpEmail implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpEmailOptions) {
    // A stalled server must fail the request in seconds, not nodemailer's default two minutes.
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: EmailMessage): Promise<{ id: string }> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          }
        : {}),
    });
    return { id: String(info.messageId ?? '') };
  }

  close(): void {
    this.transport.close();
  }
}
