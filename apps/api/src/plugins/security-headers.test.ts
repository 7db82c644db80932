import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  pageContentSecurityPolicy,
  computeSecurityHeaders,
  registerSecurityHeaders,
  SECURITY_HEADER_OPTIONS,
} from './security-headers.ts';

describe('security headers', () => {
  it('are helmet’s headers for our options, CSP included and HSTS left to the TLS proxy', () => {
    const headers = computeSecurityHeaders(SECURITY_HEADER_OPTIONS);
    const directives = Object.fromEntries(
      headers['content-security-policy']!.split(';').map((part) => {
        const [name, ...values] = part.split(' ');
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' https: data:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      'base-uri': "'self'",
      'object-src': "'none'",
    });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('are on every answer, and a route may still set its own CSP', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/plain', async () => ({ ok: true }));
    app.get('/own', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'none'");
      return { ok: true };
    });
    app.get('/missing', async (_request, reply) => reply.code(404).send({ ok: false }));
    const plain = await app.inject({ url: '/plain' });
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
    expect(plain.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await app.inject({ url: '/own' })).headers['content-security-policy']).toBe(
      "default-src 'none'",
    );
    expect((await app.inject({ url: '/missing' })).headers['x-content-type-options']).toBe(
      'nosniff',
    );
    await app.close();
  });

  it('let a rendered page run only the inline scripts that carry its nonce', () => {
    const policy = pageContentSecurityPolicy('abc123');
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("script-src-attr 'none'");
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('ws:');
    // npm run dev only: Vite's hot reload socket.
    expect(pageContentSecurityPolicy('abc123', true)).toContain("connect-src 'self' ws:");
  });
});
