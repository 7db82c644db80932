// A PDF answer (an invoice, a credit note): downloaded under `fileName`, never kept by a cache.
import type { FastifyReply } from 'fastify';

export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
