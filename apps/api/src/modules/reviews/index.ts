// The reviews module owns customers' ratings and remarks of delivered products.
export { registerReviewRoutes } from './reviews.routes.ts';
