import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { url?: string };
  res?: { statusCode?: number };
}

/** The lines a Fastify app with this controller (as app.ts builds it) logs for two answers. */
async function linesAt(level: 'info' | 'debug'): Promise<LogLine[]> {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new RequestLogController(),
  });
  app.get('/fine', () => ({ ok: true }));
  app.get('/broken', (_request, reply) => reply.code(503).send({ ok: false }));
  try {
    await app.inject({ method: 'GET', url: '/fine' });
    await app.inject({ method: 'GET', url: '/broken' });
  } finally {
    await app.close();
  }
  return lines;
}

const ERROR = 50;
const DEBUG = 20;

describe('the request log', () => {
  it('at the default level writes no line for an answered request, and one at error for a 5xx', async () => {
    const lines = await linesAt('info');
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({ level: ERROR, res: { statusCode: 503 } }),
    ]);
  });

  it('at debug writes each request coming in and each answer', async () => {
    const lines = await linesAt('debug');
    expect(
      lines
        .filter((line) => line.msg === 'incoming request')
        .map((line) => [line.level, line.req?.url]),
    ).toEqual([
      [DEBUG, '/fine'],
      [DEBUG, '/broken'],
    ]);
    expect(
      lines
        .filter((line) => line.msg === 'request completed')
        .map((line) => [line.level, line.res?.statusCode]),
    ).toEqual([
      [DEBUG, 200],
      [ERROR, 503],
    ]);
  });
});
