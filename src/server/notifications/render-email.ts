import { env } from '@/env';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import type { NotificationKind, NotificationRecipientRole } from '@/lib/notifications';
import { unsubscribeToken } from './unsubscribe-token';

export type EmailSource = {
  notificationId: number;
  recipientRole: NotificationRecipientRole;
  recipientId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  linkPath: string;
  createdAt: Date;
  /** The recipient's language (accounts.locale): the mail's frame is in it, as its title and body were written. Thai when unset. */
  locale?: Locale;
};

export type RenderedEmail = { subject: string; text: string; html: string; messageId: string; headers: Record<string, string> };

/** Stands for the unsubscribe token's signature in the admins' preview of a mail (getNotificationEmail); the mail sent has the real one. */
export const PREVIEW_SIGNATURE_MASK = '********';

/** The portal's public address (APP_URL; development: the local dev server). */
export function portalUrl(): string {
  return (env().APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/**
 * The mail of a notification: the same text as the centre, in the recipient's language, a button to the screen that acts on it, and an
 * unsubscribe link for its kind (also as List-Unsubscribe with One-Click POST, RFC 8058, so mail clients offer it).
 * The Message-ID is derived from the notification, so a mail sent twice after a crash reads as one message.
 */
export function renderEmail(
  source: EmailSource,
  now: Date,
  { isPreview = false, evaluationToken }: { isPreview?: boolean; evaluationToken?: string } = {},
): RenderedEmail {
  const base = portalUrl();
  // A mentor's evaluation link opens the form without a login: the outbox keeps `/evaluate`, the worker adds the
  // token it rebuilt from the request (evaluation-link.ts), and the admins' preview shows it masked.
  const isMentor = source.recipientRole === 'mentor';
  const actionUrl = isMentor
    ? `${base}${source.linkPath}/${isPreview || !evaluationToken ? PREVIEW_SIGNATURE_MASK : evaluationToken}`
    : `${base}${source.linkPath}`;
  // The token unsubscribes its recipient without a login: the admins' preview shows where the link goes, not the key.
  // Its payload (who and which kind) and expiry stay readable; without the signature it opens nothing.
  const signedToken = unsubscribeToken({ recipient: { role: source.recipientRole, id: source.recipientId }, kind: source.kind }, now);
  const token = isPreview ? signedToken.replace(/[^.]+$/, PREVIEW_SIGNATURE_MASK) : signedToken;
  const unsubscribePage = `${base}/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = `${base}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const settingsUrl = `${base}${source.recipientRole === 'admin' ? '/notifications' : '/profile'}#notification-preferences`;
  const locale = source.locale ?? DEFAULT_LOCALE;
  const t = translatorFor({ locale, namespace: 'NotificationEmail' });
  const label = translatorFor({ locale, namespace: 'NotificationKinds' })(source.kind);
  const actionLabel = isMentor ? t('openEvaluation') : t('openInPortal');
  const sentAt = datesFor(locale).formatDateTime(source.createdAt);
  const text = [
    source.title,
    '',
    source.body,
    '',
    `${actionLabel}: ${actionUrl}`,
    '',
    '--',
    `CEDT Intern Portal ${t('sentAt', { sentAt })}`,
    `${t('unsubscribe', { label })}: ${unsubscribePage}`,
    ...(isMentor ? [] : [`${t('settings')}: ${settingsUrl}`]),
  ].join('\n');
  const paragraphs = source.body
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 16px">${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(source.title)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:'IBM Plex Sans Thai','Noto Sans Thai',Tahoma,sans-serif;line-height:1.7;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px">
<p style="margin:0 0 8px;font-size:13px;color:#4b5563">CEDT Intern Portal · ${escapeHtml(label)}</p>
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.5">${escapeHtml(source.title)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:10px 20px;background:#1d4ed8;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(actionLabel)}</a></p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#4b5563">
${escapeHtml(t('sentAt', { sentAt }))}<br>
<a href="${escapeHtml(unsubscribePage)}" style="color:#1d4ed8">${t('unsubscribe', { label: escapeHtml(label) })}</a>${isMentor ? '' : ` · <a href="${escapeHtml(settingsUrl)}" style="color:#1d4ed8">${escapeHtml(t('settings'))}</a>`}
</td></tr></table></body></html>`;
  return {
    subject: source.title,
    text,
    html,
    messageId: `<notification-${source.notificationId}@${new URL(base).hostname}>`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
