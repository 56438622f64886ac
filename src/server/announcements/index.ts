import 'server-only';
export { createAnnouncement, createAnnouncementInput, type CreateAnnouncementInput } from './create-announcement';
export { countAnnouncementAudience, announcementAudienceQuery, type AnnouncementAudienceQuery } from './count-announcement-audience';
export { listAnnouncements, listAnnouncementsQuery, type ListAnnouncementsQuery } from './list-announcements';
export { getAnnouncement } from './get-announcement';
export { cancelAnnouncement } from './cancel-announcement';
export { updateAnnouncement, updateAnnouncementInput, type UpdateAnnouncementInput } from './update-announcement';
export { sendDueAnnouncements, sendOneDueAnnouncement, announcementEventKey, ANNOUNCEMENT_LINK_PATH } from './send-due-announcements';
