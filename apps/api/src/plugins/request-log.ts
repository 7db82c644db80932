// Fastify's line when a request comes in and its line when it is answered, written at debug level:
// `npm start` and a shop's log carry what happened (errors, warnings, jobs) rather than a line per
// page and picture; LOG_LEVEL=debug (or trace) shows every request. An answer with a 5xx status,
// or one that failed while being sent, is still logged at error whatever the level
// (docs/decisions/foundation.md, "A quiet start"). Fastify's other lines (a stream's error, a
// route not found) are its own.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500) {
      reply.log.error({ res: reply, responseTime }, 'request completed');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}
