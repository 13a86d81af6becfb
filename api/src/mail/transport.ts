import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { link, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { isAlive, self } from '../db/lock';

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

/** `<outbox-12@marlows.example>` → `outbox-12@marlows.example.eml`: one file name per message, always the same. */
export function emlName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_')}.eml`;
}

/** Temporary files (`.<name>.<pid>.tmp`) of writers that are no longer running: a crash left them. */
function removeStaleTemporaries(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /^\..+\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid === undefined) continue;
    const file = join(dir, name);
    const writerGone = isAlive({ host: self.host, pid: Number(pid), start: '' }) === false;
    // Another machine may share the folder: its temporaries go once they are surely abandoned.
    const old = Date.now() - statSync(file, { throwIfNoEntry: false })!.mtimeMs > 10 * 60_000;
    if (writerGone || old) unlinkSync(file);
  }
}

/**
 * Writes `bytes` as `dir/name` exactly once: into a temporary file, flushed to disk, then hard-linked to its name,
 * which fails when the name exists. A message written before a crash is not written again (the worker that retries
 * it finds the file and counts it delivered), and no reader ever sees half a message.
 */
async function writeOnce(dir: string, name: string, bytes: Buffer): Promise<void> {
  const temporary = join(dir, `.${name}.${process.pid}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
}

/**
 * The mail transport for a configuration: with `SMTP_URL`, a pooled nodemailer SMTP transport (timeouts well
 * under the outbox lease, so a hung server fails the attempt instead of outliving it); without, every message
 * is written to `DATA_DIR/mail/<Message-ID>.eml` exactly once (`writeOnce`), so development and demos need no
 * mail server.
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
  mkdirSync(dir, { recursive: true });
  removeStaleTemporaries(dir);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await stream.sendMail(toNodemailer(mail));
      await writeOnce(dir, emlName(mail.messageId), info.message as Buffer);
    },
    close() {
      stream.close();
    },
  };
}
