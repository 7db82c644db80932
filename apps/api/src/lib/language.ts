// The shopper's language as a request names it (docs/decisions/hindi.md): the storefront's pages
// send their own language with every API call (Accept-Language: hi-IN on a /hi page), so the
// server answers and writes messages in it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@haat/contract/constants';

/**
 * The shopper's language from an Accept-Language header ('hi-IN,hi;q=0.9,en;q=0.8'): the first
 * one the shop speaks by preference, else the default.
 */
export function languageFromHeader(header: string | undefined): LanguageCode {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { code: range.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.map((entry) => entry.code).find(isLanguageCode) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a personal answer names things in (a cart's or an order's titles and colours),
 * marking the reply as depending on it (`Vary: Accept-Language`).
 */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): LanguageCode {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : '';
  if (!/\baccept-language\b/i.test(current)) {
    void reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language');
  }
  return languageFromHeader(request.headers['accept-language']);
}
