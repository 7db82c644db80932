// @haat/client: the one door from a browser (or the storefront's server render) to the API, for
// the storefront and the back office alike. It fills the path from the endpoint's declaration,
// sends the session's token, reads the error envelope back into an ApiError and tells its app
// when the session is over; each app says where its token lives and what a lost session means.
export { ApiError } from './api-error.ts';
export {
  createClient,
  type CallInput,
  type Client,
  type ClientOptions,
  type Transport,
  type Callable,
  type EndpointOf,
} from './client.ts';
export type { ReadAnswer } from '@haat/contract';
