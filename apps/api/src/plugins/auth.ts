// Who is calling: JWT (HS256) sessions for customers and operators. The token travels as
// `Authorization: Bearer <jwt>` or a `token` header (docs/decisions/product-owner.md;
// lib/session-token.ts) and carries `unique_name` (the account id), `role`, `ver` (the account's
// token version) and `exp`. Logout and password change bump the version in the database, so every
// older token is refused; each process keeps the versions it read for a few seconds, and drops them
// the moment any process ends a session (lib/session-versions.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Clock } from '../lib/clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { admins, customers, sellers } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { loadServerSecret } from '../lib/server-secret.ts';
import { createSessionVersions } from '../lib/session-versions.ts';
import { createVerifiedTokens } from '../lib/verified-tokens.ts';
import { readSessionToken } from '../lib/session-token.ts';

export type Role = 'customer' | 'admin' | 'seller';

/** What a token says about its bearer, once checked against the database. */
export interface Principal {
  id: string;
  role: Role;
}

/** What a new token is issued for. */
export interface TokenSubject extends Principal {
  tokenVersion: number;
}

/** An async hook: `authenticate` of `registerRoute` (run onRequest) or `onRequest` of any Fastify route. */
export type AuthPreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Auth {
  /** 401 unless a valid, unrevoked customer token is sent; then `getCustomerId` answers. */
  requireCustomer: AuthPreHandler;
  /** Never fails: sets the customer when a valid customer token is sent (wishlist flags). */
  optionalCustomer: AuthPreHandler;
  /** 401 unless a valid, unrevoked operator token is sent; then `getAdminId` answers. */
  requireAdmin: AuthPreHandler;
  /** 401 unless an approved seller's token is sent; then `getBackOfficeScope`. */
  requireSeller: AuthPreHandler;
  /** 401 unless an operator's or an approved seller's token is sent; then `getBackOfficeScope`. */
  requireBackOffice: AuthPreHandler;
  issueToken(subject: TokenSubject): Promise<string>;
  getCustomerId(request: FastifyRequest): string;
  findCustomerId(request: FastifyRequest): string | undefined;
  getAdminId(request: FastifyRequest): string;
  getBackOfficeScope(request: FastifyRequest): BackOfficeScope;
}

/** Who is using the back office: the operator sees everything, a seller only their own. */
export type BackOfficeScope =
  | { role: 'operator'; adminId: string; actor: `admin:${string}` }
  | { role: 'seller'; sellerId: string; actor: `seller:${string}` };

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';
export const SESSION_ENDED_MESSAGE = 'Please log in again.';
export const OPERATORS_ONLY_MESSAGE = 'Operators only.';
export const BACK_OFFICE_ONLY_MESSAGE = 'The back office is for the operator and sellers.';
const FORBIDDEN_MESSAGES: Record<Role, string> = {
  admin: OPERATORS_ONLY_MESSAGE,
  customer: 'This is for shoppers: please log in with a customer account.',
  seller: 'Sellers only.',
};

const ALGORITHM = 'HS256';
/** Far longer than any token we issue; a longer header is refused before any work. */
const MAX_TOKEN_LENGTH = 4096;

const ClaimsSchema = z.object({
  unique_name: z.string().min(1).max(64),
  role: z.enum(['customer', 'admin', 'seller']),
  ver: z.number().int().min(0),
  exp: z.number(),
});
type Claims = z.infer<typeof ClaimsSchema>;
/**
 * Tokens whose signature this process has checked (lib/verified-tokens.ts): ~4 MB at most, a
 * ~180-character token and its claims each.
 */
const VERIFIED_TOKENS_MAX = 10_000;
/** Accounts whose token version this process keeps for SESSION_CHECK_SECONDS. */
const SESSION_VERSIONS_MAX = 10_000;

const principals = new WeakMap<FastifyRequest, Principal>();

export function findCustomerId(request: FastifyRequest): string | undefined {
  const principal = principals.get(request);
  return principal?.role === 'customer' ? principal.id : undefined;
}

/** The signed-in customer; throws UNAUTHENTICATED when the route did not run requireCustomer. */
export function getCustomerId(request: FastifyRequest): string {
  const id = findCustomerId(request);
  if (id === undefined) throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
  return id;
}

export function getAdminId(request: FastifyRequest): string {
  const principal = principals.get(request);
  if (principal?.role !== 'admin') throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
  return principal.id;
}

export function getBackOfficeScope(request: FastifyRequest): BackOfficeScope {
  const principal = principals.get(request);
  if (principal?.role === 'admin') {
    return { role: 'operator', adminId: principal.id, actor: `admin:${principal.id}` };
  }
  if (principal?.role === 'seller') {
    return { role: 'seller', sellerId: principal.id, actor: `seller:${principal.id}` };
  }
  throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
}

export interface AuthDependencies {
  db: Database;
  config: Pick<
    Config,
    | 'jwtSecret'
    | 'jwtSecretPrevious'
    | 'dataDir'
    | 'jwtTtlHours'
    | 'backOfficeSessionHours'
    | 'sessionCheckSeconds'
  >;
  clock: Clock;
}

function importHmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

export function createAuth({ db, config, clock }: AuthDependencies): Auth {
  let key: Promise<webcrypto.CryptoKey> | undefined;
  // Imported once: handed raw bytes, jose imports a WebCrypto key for every token it checks. A
  // failed load (the database away) is not kept: the next call tries again.
  const signingKey = () => {
    if (key) return key;
    const loading = loadServerSecret({ config, db }).then(importHmacKey);
    loading.catch(() => {
      if (key === loading) key = undefined;
    });
    return (key = loading);
  };
  // Only ever checks: tokens signed before JWT_SECRET was rotated, until they expire.
  const previousKey = config.jwtSecretPrevious
    ? importHmacKey(config.jwtSecretPrevious)
    : undefined;

  /** The account's token version; none for an unknown account or a seller not approved now. */
  async function readCurrentTokenVersion(role: Role, id: string): Promise<number | undefined> {
    if (role === 'seller') {
      const [seller] = await db
        .select({ tokenVersion: sellers.tokenVersion, status: sellers.status })
        .from(sellers)
        .where(eq(sellers.id, id))
        .limit(1);
      return seller?.status === 'approved' ? seller.tokenVersion : undefined;
    }
    const table = role === 'customer' ? customers : admins;
    const [row] = await db
      .select({ tokenVersion: table.tokenVersion })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return row?.tokenVersion;
  }

  const verifiedTokens = createVerifiedTokens<Claims>(VERIFIED_TOKENS_MAX);
  const sessionVersions = createSessionVersions({
    ttlMs: config.sessionCheckSeconds * 1000,
    maxEntries: SESSION_VERSIONS_MAX,
  });

  /** The claims of a well-signed, unexpired token (its signature checked once per process). */
  async function readClaims(token: string): Promise<Claims | null> {
    const now = clock.now();
    const known = verifiedTokens.get(token, now.getTime());
    if (known !== undefined) return known;
    // Outside the try: a secret that cannot be read now is the database's failure, not a bad token.
    const keys = [await signingKey(), ...(previousKey ? [await previousKey] : [])];
    let payload: unknown;
    for (const candidate of keys) {
      try {
        // Only HS256: `alg: none` and every other algorithm are refused before the signature.
        ({ payload } = await jwtVerify(token, candidate, {
          algorithms: [ALGORITHM],
          currentDate: now,
          requiredClaims: ['exp'],
        }));
        break;
      } catch {
        // Not signed with this key (or not a valid token at all): try the next, then refuse.
      }
    }
    if (payload === undefined) return null;
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    verifiedTokens.remember(token, { claims: claims.data, expiresAtMs: claims.data.exp * 1000 });
    return claims.data;
  }

  /** The principal of a valid, unexpired, unrevoked token; null for anything else. */
  async function verifyToken(token: string): Promise<Principal | null> {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const claims = await readClaims(token);
    if (claims === null) return null;
    const { unique_name: id, role, ver } = claims;
    // Revocation is the database's word: logout, password change and a seller's standing bump the
    // version, and every process hears of it at once (lib/session-versions.ts).
    const currentVersion = await sessionVersions.read(`${role}:${id}`, () =>
      readCurrentTokenVersion(role, id),
    );
    if (currentVersion === undefined || currentVersion !== ver) return null;
    return { id, role };
  }

  function requireRole(role: Role): AuthPreHandler {
    return async (request) => {
      const token = readSessionToken(request);
      if (token === undefined) throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
      const principal = await verifyToken(token);
      if (principal === null) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
      // A valid session of the other role: signed in, but not allowed here.
      if (principal.role !== role) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGES[role]);
      principals.set(request, principal);
    };
  }

  return {
    requireCustomer: requireRole('customer'),
    requireAdmin: requireRole('admin'),
    requireSeller: requireRole('seller'),
    requireBackOffice: async (request) => {
      const token = readSessionToken(request);
      if (token === undefined) throw new AppError('UNAUTHENTICATED', LOGIN_REQUIRED_MESSAGE);
      const principal = await verifyToken(token);
      if (principal === null) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
      if (principal.role === 'customer') {
        throw new AppError('FORBIDDEN', BACK_OFFICE_ONLY_MESSAGE);
      }
      principals.set(request, principal);
    },
    optionalCustomer: async (request) => {
      const token = readSessionToken(request);
      if (token === undefined) return;
      try {
        const principal = await verifyToken(token);
        if (principal?.role === 'customer') principals.set(request, principal);
      } catch (error) {
        // A public page still answers when the session check itself fails (database hiccup).
        request.log.warn({ err: error }, 'optional sign-in check failed');
      }
    },
    issueToken: async ({ id, role, tokenVersion }) => {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return (
        new SignJWT({ unique_name: id, role, ver: tokenVersion })
          .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
          .setIssuedAt(issuedAt)
          // Back-office sessions are short: a shared shop computer must not stay signed in for days.
          .setExpirationTime(
            issuedAt +
              (role === 'customer' ? config.jwtTtlHours : config.backOfficeSessionHours) * 3600,
          )
          .sign(await signingKey())
      );
    },
    getCustomerId,
    findCustomerId,
    getAdminId,
    getBackOfficeScope,
  };
}
