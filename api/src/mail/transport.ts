import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** One message as the outbox worker hands it to a transport; attachments are files on disk. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; path: string }[];
}

/** Where mail goes: an SMTP server, or `.eml` files when there is none. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo !== undefined ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      path: attachment.path,
    })),
    // Attachments come from our own disk only; never let nodemailer fetch URLs or read other files.
    disableUrlAccess: true,
  };
}

/**
 * The mail transport for a configuration: with `SMTP_URL`, a pooled nodemailer SMTP transport (timeouts well
 * under the outbox lease, so a hung server fails the attempt instead of outliving it); without, every message
 * is written to `DATA_DIR/mail/<time>-<id>.eml`, so development and demos need no mail server.
 */
export function createTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  if (config.smtpUrl !== undefined) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(toNodemailer(mail));
      },
      close() {
        smtp.close();
      },
    };
  }
  const dir = join(config.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await stream.sendMail(toNodemailer(mail));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temporary = join(dir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, join(dir, name));
    },
    close() {
      stream.close();
    },
  };
}
