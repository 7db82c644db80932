// An answer as a transport that reads it whole hands it over, for a call that takes JSON: the
// server render's in-process calls to the API (apps/api/src/plugins/in-process-transport.ts)
// read this way, and @haat/client takes them so (docs/decisions/page-weight.md "Answers read
// whole"). One shape for both sides of that door.

/**
 * The status and content type, and the body as text or, when the transport had parsed it
 * already, as JSON (an answer reused between renders is parsed once and shared, frozen).
 */
export type ReadAnswer = { status: number; contentType: string | null } & (
  { text: string } | { json: unknown }
);
