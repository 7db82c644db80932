import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './web-render.ts';
import { keptPageContentSecurityPolicy } from './security-headers.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('a kept page’s scripts', () => {
  it('are named by the SHA-256 of each inline script that runs, data blocks and files left out', () => {
    const html =
      '<head><script>window.__ctx = {"a":1};</script><script src="/assets/x.js"></script></head>' +
      '<body><script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script type="module" async="">import("/assets/entry.js");</script></body>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.__ctx = {"a":1};'),
      sha256('import("/assets/entry.js");'),
    ]);
  });

  it('are the only inline scripts the page’s policy lets run', () => {
    const policy = keptPageContentSecurityPolicy(['abc=', 'def=']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).toContain("script-src-attr 'none'");
  });
});
