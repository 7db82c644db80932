// Renders docs/api.md from the endpoint map, so the published list of calls is the contract itself.
import { z } from 'zod';
import { backOfficeEndpointCollections } from './back-office-endpoints.ts';
import { endpoints } from './endpoints.ts';

/** A resource's name where the words of its map's name would not say it. */
const RESOURCE_NAMES: Record<string, string> = {
  accounts: "accounts (sign-in, who is signed in, operators, a seller's shop profile)",
  catalogIo: 'catalogue import and export',
};

/** `searchSynonymsBackOfficeEndpoints` → 'search synonyms'. */
function resourceOf(collection: string): string {
  const key = collection.replace(/BackOfficeEndpoints$/, '');
  return RESOURCE_NAMES[key] ?? key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

/** Every endpoint map, under the heading docs/api.md gives it: the back office by resource. */
const MAPS: Array<[string, Record<string, unknown>]> = [
  ['The storefront (docs/spec.md §7 and our public and customer calls): `endpoints`', endpoints],
  ...Object.entries(backOfficeEndpointCollections).map(
    ([collection, map]): [string, Record<string, unknown>] => [
      `The back office, ${resourceOf(collection)}: \`${collection}\``,
      map,
    ],
  ),
];

function fieldsOf(schema: z.ZodType | undefined): string {
  if (!schema) return '';
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const required = new Set(json.required ?? []);
    return Object.keys(json.properties ?? {})
      .map((name) => (required.has(name) ? `\`${name}\`` : `\`${name}\`?`))
      .join(', ');
  } catch {
    return '(see contract)';
  }
}

function tableOf(map: Record<string, unknown>): string[] {
  const rows = Object.entries(map).map(([name, endpoint]) => {
    const shape = endpoint as {
      method: string;
      path: string;
      auth: string;
      params?: z.ZodType;
      query?: z.ZodType;
      body?: z.ZodType;
      multipart?: boolean;
    };
    const input = [fieldsOf(shape.params), fieldsOf(shape.query), fieldsOf(shape.body)]
      .filter(Boolean)
      .join('; ');
    return `| \`${name}\` | ${shape.method} | \`/api${shape.path}\` | ${shape.auth} | ${input}${shape.multipart ? ' (multipart)' : ''} |`;
  });
  return [
    '| name | method | path | who | input (`?` optional) |',
    '|---|---|---|---|---|',
    ...rows,
  ];
}

export function renderApiDoc(): string {
  return [
    '# API',
    '',
    'Generated from the endpoint maps of `packages/contract` by `npm run generate`; a test fails when it is stale.',
    'Every request and answer schema lives in `packages/contract` (zod). Success answers follow',
    "docs/spec.md §7; failures are `{ status: 'error', code, message, Message, validation? }` with an honest",
    'HTTP status (400 validation, 401, 403, 404, 409, 429, and 503 with `Retry-After` when the database',
    'is out of reach or busy). `health` is liveness (no database); `ready` is readiness for a load balancer',
    '(503 while the database is unreachable, a migration is missing, or the process shuts down). Money is',
    'rupees on the wire.',
    'Signed-in calls send `Authorization: Bearer <token>` (from `login`; in the back office from `adminLogin` for the operator or `sellerLogin` for a seller).',
    '',
    ...MAPS.flatMap(([heading, map]) => [`## ${heading}`, '', ...tableOf(map), '']),
    'Outside the contract (pages and machine callbacks, not JSON calls of the storefront):',
    '',
    '- `GET /api/payments/sandbox/:orderId?sig=` and `POST` — the built-in test gateway page (Pay / Fail).',
    '- `GET /api/payments/razorpay/:orderId?sig=`, `POST /api/payments/razorpay/callback`, `POST /api/payments/razorpay/webhook` — Razorpay checkout, its signed callback and webhooks.',
    "- `GET /api/whatsapp/webhook` (hub.verify_token, hub.challenge) and `POST /api/whatsapp/webhook` (X-Hub-Signature-256) — Meta's WhatsApp Business webhook: message statuses and a shopper's STOP.",
    "- `POST /api/couriers/tracking-updates` (x-api-key) — Shiprocket's tracking webhook: a parcel's scans (docs/decisions/couriers.md).",
    "- `POST /api/couriers/delhivery-scans` (Authorization) — Delhivery's scan push: one scan of a parcel (docs/decisions/couriers.md).",
    '- `GET /media/…` — generated product, banner and brand pictures.',
    '',
  ].join('\n');
}
