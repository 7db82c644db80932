/** How a form shows a schema's message in the page's language (en-validation.ts, hi-validation.ts). */
export { translateFormMessage } from './en-validation';
