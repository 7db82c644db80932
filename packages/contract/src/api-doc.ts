// Renders docs/api.md from the endpoint map, so the published list of calls is the contract itself.
import { z } from 'zod';
import { endpoints } from './endpoints.ts';

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

export function renderApiDoc(): string {
  const rows = Object.entries(endpoints).map(([name, endpoint]) => {
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
    '# API',
    '',
    'Generated from `packages/contract/src/endpoints.ts` by `npm run docs:api`; a test fails when it is stale.',
    'Every request and answer schema lives in `packages/contract` (zod). Success answers follow',
    "docs/spec.md §7; failures are `{ status: 'error', code, message, Message, validation? }` with an honest",
    'HTTP status (400 validation, 401, 403, 404, 409, 429). Money is rupees on the wire.',
    'Signed-in calls send `Authorization: Bearer <token>` (from `login`).',
    '',
    '| name | method | path | who | input (`?` optional) |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'Outside the contract (pages and machine callbacks, not JSON calls of the storefront):',
    '',
    '- `GET /api/payments/sandbox/:orderId?sig=` and `POST` — the built-in test gateway page (Pay / Fail).',
    '- `GET /api/payments/razorpay/:orderId?sig=`, `POST /api/payments/razorpay/callback`, `POST /api/payments/razorpay/webhook` — Razorpay checkout, its signed callback and webhooks.',
    '- `GET /media/…` — generated product, banner and brand pictures.',
    '',
  ].join('\n');
}
