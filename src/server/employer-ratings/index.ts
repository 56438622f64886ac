import 'server-only';
export { getStudentEmployerRating } from './get-student-employer-rating';
export { rateEmployer } from './rate-employer';
export { listEmployerRatings } from './list-employer-ratings';
export { publishEmployerRating } from './publish-employer-rating';
export { getCompanyRatingSummaries, getCompanyRatingSummary } from './get-company-rating-summaries';
export {
  rateEmployerInput,
  publishEmployerRatingInput,
  listEmployerRatingsQuery,
  type RateEmployerInput,
  type PublishEmployerRatingInput,
  type ListEmployerRatingsQuery,
} from './employer-rating-input';
