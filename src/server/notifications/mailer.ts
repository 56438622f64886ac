import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { env, isLoopbackUrl } from '@/env';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

/** Sends mail, or (no SMTP_URL) is null and the worker keeps the mails for the admins' page instead. */
export type Mailer = { from: string; send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/**
 * One pooled SMTP transport: a few connections reused for every message of a batch instead of a handshake per
 * mail, which is what lets a cohort of thousands go out in minutes. The URL may carry nodemailer's own options
 * (`smtps://user:pass@host:465`, `?maxConnections=10`).
 */
export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  return {
    from,
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/**
 * The transport's options from SMTP_URL. `smtps://` is TLS from the first byte; `smtp://` to another machine must
 * upgrade with STARTTLS (`requireTLS`), or the mail (and the SMTP password) would cross the network in the clear
 * whenever the server does not offer it or someone strips the offer. A relay on this machine (localhost,
 * 127.x.x.x, [::1]) may speak plain SMTP, and `?requireTLS=false` says so for a trusted relay elsewhere.
 */
export function smtpTransportOptions(smtpUrl: string): SMTPPool.Options {
  const url = new URL(smtpUrl);
  const isImplicitTls = url.protocol === 'smtps:';
  const isPlainAllowed = url.searchParams.get('requireTLS') === 'false' || isLoopbackUrl(smtpUrl);
  return {
    pool: true,
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure: isImplicitTls,
    requireTLS: !isImplicitTls && !isPlainAllowed,
    maxConnections: Number(url.searchParams.get('maxConnections') ?? 5),
    maxMessages: Number(url.searchParams.get('maxMessages') ?? 1000),
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A hung server must not hold a claimed batch past its lease (LEASE_MS in deliver-notification-emails.ts).
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
}

/** The sender when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'CEDT Intern Portal <no-reply@localhost>';

const globalKey = Symbol.for('intern-portal.mailer');
type GlobalWithMailer = typeof globalThis & { [globalKey]?: { smtpUrl: string; mailer: Mailer } };

/** Whether mails go out (SMTP_URL set) or are kept for the admins' page. */
export function isSmtpConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

/** The process's mailer from SMTP_URL and MAIL_FROM, or null when SMTP_URL is unset (development: mails are kept). */
export function mailerFromEnvironment(): Mailer | null {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return null;
  const holder = globalThis as GlobalWithMailer;
  if (holder[globalKey]?.smtpUrl !== SMTP_URL) {
    holder[globalKey]?.mailer.close();
    holder[globalKey] = { smtpUrl: SMTP_URL, mailer: createMailer({ smtpUrl: SMTP_URL, from: MAIL_FROM ?? DEFAULT_MAIL_FROM }) };
  }
  return holder[globalKey].mailer;
}
