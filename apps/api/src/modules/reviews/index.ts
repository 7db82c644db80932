// The reviews module owns customers' ratings and remarks of delivered products.
export { registerReviewRoutes } from './reviews.routes.ts';
// The data principal's rights (docs/decisions/personal-data.md).
export { eraseReviews, reviewsPersonalData } from './personal-data.ts';
