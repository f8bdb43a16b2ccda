/*
 * The decisions module's front door (docs/architecture.md): the operations console decides reviews through the same
 * service as the sandbox control API, and shows what the applicant sent each review.
 */
export { decideLockedReview } from './decide-review.service';
export { listReviewSubmissions } from './decisions.repo';
