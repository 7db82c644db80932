// Each process keeps the accounts' token versions for a while (lib/session-versions.ts),
// yet a logout made through one process ends the session on every other at once (LISTEN/NOTIFY):
// here each keeps versions for five minutes, so their TTL cannot be what refuses the old token.
import { describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMER } from '../seed/index.ts';
import { useServerProcesses, type ServerProcess } from '../../test/processes.ts';
import { allowingForLoad } from '../../test/waiting.ts';

const isPostgres = inject('templateKind') === 'postgres';

const cartStatus = async (server: ServerProcess, token: string) =>
  (
    await fetch(`${server.base}/api/customer/cart`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

describe.runIf(isPostgres)('sessions on two processes', () => {
  const { servers } = useServerProcesses(2, { SESSION_CHECK_SECONDS: '300' });

  it("a logout through one process ends the token on the other's next call within 1 s", async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const login = await fetch(`${first.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    });
    const answer = (await login.json()) as { data?: { token?: string }; token?: string };
    const token = answer.data?.token ?? answer.token ?? '';
    // Both processes have read (and now keep) the account's version.
    expect(await cartStatus(first, token)).toBe(200);
    expect(await cartStatus(second, token)).toBe(200);
    expect(await cartStatus(second, token)).toBe(200);

    const logout = await fetch(`${first.base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    // The process that logged out refuses the token at once …
    expect(await cartStatus(first, token)).toBe(401);
    // … and the other within a second (on a quiet machine; allowingForLoad stretches it on a busy
    // one), though it would keep the version for five minutes. The clock starts at the logout's
    // answer, when the notice has been sent.
    const deadline = Date.now() + allowingForLoad(1_000);
    let status = await cartStatus(second, token);
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = await cartStatus(second, token);
    }
    expect(status).toBe(401);
  });
});
