import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { studentEmailVerifications } from '@/db/schema';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import type { PendingEmailView } from '@/lib/student-profile';
import { createRandomToken, sha256 } from '@/server/auth';
import { mailerFromEnvironment, portalUrl, recipientLocales } from '@/server/notifications';

/** A verification link works this long: long enough to be read the next day, short enough that a stale one dies. */
export const EMAIL_VERIFICATION_HOURS = 24;
/** A student may have the link mailed again after this long, so the form cannot be used to flood an inbox. */
export const EMAIL_VERIFICATION_RESEND_SECONDS = 60;

/** Addresses are compared as mail servers treat them in practice: case and surrounding blanks do not matter. */
function isSameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

export type VerificationMail = { studentId: string; email: string; token: string };

/**
 * Called in the transaction that changed a student's own `students.email` from `previousEmail` to `email`. A new
 * address is kept pending (notification mail keeps going to the last proven one) and a fresh link is due for it;
 * going back to the proven address, or clearing it, ends any pending one. Saving the form again with the same
 * pending address leaves its link as it is. Answers the mail to send once the transaction has committed.
 */
export async function trackEmailChange({
  db,
  now,
  studentId,
  previousEmail,
  email,
}: {
  db: Executor;
  now: Date;
  studentId: string;
  previousEmail: string | null;
  email: string | null;
}): Promise<VerificationMail | null> {
  const [pending] = await db.select().from(studentEmailVerifications).where(eq(studentEmailVerifications.studentId, studentId));
  // The address mail goes to now: the proven one behind a pending change, else the one the profile had.
  const provenEmail = pending ? pending.previousEmail : previousEmail;
  if (email === null || isSameAddress(email, provenEmail)) {
    if (pending) await db.delete(studentEmailVerifications).where(eq(studentEmailVerifications.studentId, studentId));
    return null;
  }
  if (pending && isSameAddress(pending.email, email) && pending.expiresAt > now) return null;
  const token = createRandomToken();
  const row = { email, previousEmail: provenEmail, tokenHash: sha256(token), expiresAt: expiryFrom(now), sentAt: null, createdAt: now };
  await db
    .insert(studentEmailVerifications)
    .values({ studentId, ...row })
    .onConflictDoUpdate({ target: studentEmailVerifications.studentId, set: row });
  return { studentId, email, token };
}

/** A fresh link for the pending address: the previous link stops working (one live link per student). */
export async function renewVerificationToken({ db, now, studentId }: { db: Executor; now: Date; studentId: string }): Promise<string> {
  const token = createRandomToken();
  await db
    .update(studentEmailVerifications)
    .set({ tokenHash: sha256(token), expiresAt: expiryFrom(now), sentAt: null })
    .where(eq(studentEmailVerifications.studentId, studentId));
  return token;
}

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 60 * 60 * 1000);
}

/**
 * Mails the link to the new address (never to the old one: the point is to prove the new one is the student's), and
 * records when. Without SMTP_URL nothing can be sent; development prints the link on the server's console instead.
 * Answers whether the mail went out; a failure is the caller's to report, the pending address stays.
 */
export async function sendVerificationMail({ db, now, mail }: { db: Executor; now: Date; mail: VerificationMail }): Promise<boolean> {
  await db
    .update(studentEmailVerifications)
    .set({ sentAt: now })
    .where(and(eq(studentEmailVerifications.studentId, mail.studentId), eq(studentEmailVerifications.tokenHash, sha256(mail.token))));
  const link = `${portalUrl()}/verify-email?token=${encodeURIComponent(mail.token)}`;
  const mailer = mailerFromEnvironment();
  if (!mailer) {
    if (process.env.NODE_ENV === 'development')
      console.info(`(development, no SMTP_URL) e-mail verification link for ${mail.email}: ${link}`);
    return false;
  }
  // In the student's language (accounts.locale, docs/languages.md), like every mail the portal writes to them.
  const locale = (await recipientLocales({ db, recipients: [{ recipientRole: 'student', recipientId: mail.studentId }] }))({
    recipientRole: 'student',
    recipientId: mail.studentId,
  });
  const t = translatorFor({ locale, namespace: 'EmailVerificationMail' });
  const until = datesFor(locale).formatDateTime(expiryFrom(now));
  const address = t('address', { email: mail.email, studentId: mail.studentId });
  const validity = t('validity', { until });
  const text = [t('heading'), '', address, t('purpose'), '', `${t('action')}: ${link}`, '', validity].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t('action'))}</title></head>
<body style="font-family:'IBM Plex Sans Thai','Noto Sans Thai',Tahoma,sans-serif;line-height:1.7;color:#111827">
<h1 style="font-size:20px">${escapeHtml(t('heading'))}</h1>
<p>${escapeHtml(address)}<br>${escapeHtml(t('purpose'))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#1d4ed8;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(t('action'))}</a></p>
<p style="font-size:12px;color:#4b5563">${escapeHtml(validity)}</p>
</body></html>`;
  await mailer.send({
    from: mailer.from,
    to: mail.email,
    subject: t('subject'),
    text,
    html,
    messageId: `<email-verification-${sha256(mail.token).slice(0, 16)}@${new URL(portalUrl()).hostname}>`,
    headers: {},
  });
  return true;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/** The pending address of the profile screen, or null when mail follows the profile's address. */
export async function pendingEmailOf({ db, studentId }: { db: Executor; studentId: string }): Promise<PendingEmailView | null> {
  const [pending] = await db.select().from(studentEmailVerifications).where(eq(studentEmailVerifications.studentId, studentId));
  if (!pending) return null;
  return { email: pending.email, sentAt: pending.sentAt?.toISOString() ?? null, expiresAt: pending.expiresAt.toISOString() };
}
