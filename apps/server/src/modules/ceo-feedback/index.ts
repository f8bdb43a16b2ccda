/** Feedback to the CEO's front door (docs/product/application-area.md §5.1): its routes for app.ts. */
export { ceoFeedbackRoutes } from './ceo-feedback.routes';
