import 'server-only';
export { recipientOf, type Recipient } from './recipient';
export { recordNotifications, type NotificationDraft, type NotificationText } from './record-notifications';
export { recipientLocales } from './recipient-locale';
export { companyUsersOf } from './recipients';
export { notifyStudentRankingChange, type StudentRankingChange } from './notify-student-ranking-change';
export { notifyCompanyRankingSubmitted } from './notify-company-ranking-submitted';
export { notifyMatchingRunFinished, type FinishedMatchingRun } from './notify-matching-run-finished';
export { notifyReportReady } from './notify-report-ready';
export { notifyInterviewChange, interviewWhenWhere, type InterviewChange, type InterviewNotice } from './notify-interview-change';
export { notifyOfferEvent, type OfferEvent } from './notify-offer-event';
export { announceRoundResults } from './announce-round-results';
export { notifyMentorEvaluations, mentorLinkDraft, type MentorMailSubject } from './notify-mentor-evaluations';
export { evaluationLinkToken, evaluationTokenHash, mentorRecipientId } from './evaluation-link';
export { runNotificationSchedule, dueReminderHours, REMINDER_HOURS, type ScheduleOutcome } from './run-notification-schedule';
export {
  deliverNotificationEmails,
  deliverAllDueNotificationEmails,
  retryDelayMs,
  FIRST_RETRY_MS,
  LEASE_MS,
  MAX_EMAIL_ATTEMPTS,
  type DeliveryOutcome,
} from './deliver-notification-emails';
export { deliverNotificationLine, deliverAllDueNotificationLine, lineText, type LineDeliveryOutcome } from './deliver-notification-line';
export { createMailer, isSmtpConfigured, mailerFromEnvironment, type Mailer, type OutgoingMail } from './mailer';
export { renderEmail, portalUrl, type RenderedEmail } from './render-email';
export { unsubscribeToken, readUnsubscribeToken } from './unsubscribe-token';
export { unsubscribeByToken, unsubscribeByTokenQuery, describeUnsubscribeToken, type UnsubscribeCheck } from './unsubscribe';
export { listNotifications, notificationListQuery, type NotificationListQuery } from './list-notifications';
export { countUnreadNotifications } from './count-unread-notifications';
export { markNotificationRead } from './mark-notification-read';
export { markAllNotificationsRead } from './mark-all-notifications-read';
export { getNotificationPreferences } from './get-notification-preferences';
export {
  updateNotificationPreferences,
  notificationPreferencesInput,
  type NotificationPreferencesInput,
} from './update-notification-preferences';
export { listSentNotifications, sentNotificationsQuery, type SentNotificationsQuery } from './list-sent-notifications';
export { resendNotification } from './resend-notification';
export { getNotificationEmail, getNotificationEmailQuery } from './get-notification-email';
export { startNotificationWorker, type NotificationWorker } from './start-notification-worker';
export { readOutboxState, type OutboxState } from './read-outbox-state';
export { notifyAgreementReminders, FIRST_AGREEMENT_REMINDER_DAYS, AGREEMENT_REMINDER_EVERY_DAYS } from './notify-agreement-reminders';
