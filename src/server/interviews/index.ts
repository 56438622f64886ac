import 'server-only';
export { createInterviewSlot, createInterviewSlotInput, type CreateInterviewSlotInput } from './create-interview-slot';
export { updateInterviewSlot, updateInterviewSlotInput, type UpdateInterviewSlotInput } from './update-interview-slot';
export { cancelInterviewSlot } from './cancel-interview-slot';
export { listOpeningInterviews, listOpeningInterviewsQuery, type ListOpeningInterviewsQuery } from './list-opening-interviews';
export { listStudentInterviews } from './list-student-interviews';
export { bookInterview, bookInterviewInput, type BookInterviewInput } from './book-interview';
export { moveInterviewBooking, moveInterviewBookingInput, type MoveInterviewBookingInput } from './move-interview-booking';
export { cancelInterviewBooking } from './cancel-interview-booking';
export { getInterviewBookingIcs } from './get-interview-booking-ics';
export {
  getRoundInterviewProgress,
  getRoundInterviewProgressQuery,
  type GetRoundInterviewProgressQuery,
} from './get-round-interview-progress';
export { createCalendarFeed } from './create-calendar-feed';
export { revokeCalendarFeed } from './revoke-calendar-feed';
export { getCalendarFeedStatus } from './get-calendar-feed-status';
export { getCalendarFeed, CALENDAR_CONTENT_TYPE } from './get-calendar-feed';
export { SLOT_FULL_MESSAGE } from './place-booking';
