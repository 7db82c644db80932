// The floors every figure is compared with: what this machine does with no application at all.
// `node --import tsx bench/floors.ts <kind> <port>` starts one of them and prints `ready <port>`.
//   node-hello      node:http answering a fixed JSON object
//   fastify-hello   Fastify 5 answering a fixed JSON object
//   fastify-listing Fastify 5 answering a fixed 28-product listing of our shape (ListingAnswer),
//                   serialised by the same zod schema and type provider as the real route
import http from 'node:http';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ListingAnswerSchema, type ListingAnswer } from '@haat/contract';

export const FLOOR_KINDS = ['node-hello', 'fastify-hello', 'fastify-listing'] as const;
export type FloorKind = (typeof FLOOR_KINDS)[number];

const HELLO = JSON.stringify({ hello: 'world' });

/** 28 cards as a real listing answers them (ids, titles, prices, images, facets). */
export function buildFixedListing(): ListingAnswer {
  const data = Array.from({ length: 28 }, (_, index) => ({
    productID: `prd_${String(100000 + index * 37)}`,
    title: `Handloom cotton kurta with block print, size M, colour ${index + 1}`,
    mrPrice: 1499 + index * 10,
    salePrice: 999 + index * 7.5,
    discountPercentage: 33,
    fileUrl: `/media/products/p${index % 20}.svg`,
    wishlist: false,
    ...(index % 3 === 0 ? { rating: 4.2 } : {}),
    ...(index % 2 === 0 ? { colorID: `col_${index}`, sizeID: `siz_${index}` } : {}),
  }));
  return {
    status: 'success',
    data,
    total: 10234,
    mainCategory: { name: 'Clothing', fileUrl: '/media/categories/clothing.svg' },
    subCategories: Array.from({ length: 12 }, (_, index) => ({
      _id: `sub_${index}`,
      name: `Sub-category ${index}`,
    })),
    brands: Array.from({ length: 20 }, (_, index) => ({
      _id: `br_${index}`,
      name: `Brand ${index}`,
    })),
    origins: [
      { code: 'CN', name: 'China', count: 1204 },
      { code: 'DE', name: 'Germany', count: 87 },
      { code: 'IN', name: 'India', count: 8943 },
    ],
    seller: null,
  };
}

async function startNodeHello(port: number): Promise<void> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(HELLO);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

async function startFastify(port: number, kind: 'fastify-hello' | 'fastify-listing') {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (kind === 'fastify-hello') {
    app.get('/', async () => ({ hello: 'world' }));
  } else {
    const listing = buildFixedListing();
    app.get('/', { schema: { response: { 200: ListingAnswerSchema } } }, async () => listing);
  }
  await app.listen({ port, host: '127.0.0.1' });
}

async function main(): Promise<void> {
  const [kind, portText] = process.argv.slice(2);
  const port = Number(portText);
  if (!FLOOR_KINDS.includes(kind as FloorKind) || !Number.isInteger(port)) {
    console.error(`usage: floors.ts <${FLOOR_KINDS.join('|')}> <port>`);
    process.exit(2);
  }
  if (kind === 'node-hello') await startNodeHello(port);
  else await startFastify(port, kind as 'fastify-hello' | 'fastify-listing');
  console.log(`ready ${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  await main();
}
