// A PDF answer (an invoice, a credit note): downloaded under `fileName`, never kept by a cache.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** `pdf` whole, or streamed as it is drawn (a long statement). */
export function sendPdf(
  reply: FastifyReply,
  fileName: string,
  pdf: Buffer | Readable,
): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
