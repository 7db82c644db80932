// Draws the shop's link-preview card (apps/web/public/og-haat.png, 1200×630): the picture chat
// apps show for a shared page that has none of its own (home, listings, help pages). Products get
// their own card from the server (/og/product/{id}.png). Run again after a brand change:
// `node --import tsx scripts/site-card.ts`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/api/package.json'));
const sharp = (await import(require.resolve('sharp'))).default as typeof import('sharp').default;

const font = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#fdf7ef"/>
<rect x="0" y="560" width="1200" height="70" fill="#7b1e2b"/>
<g transform="translate(96 150) scale(7.5)"><rect width="32" height="32" rx="7" fill="#7b1e2b"/><path d="M9 24V8h3.4v6.4h7.2V8H23v16h-3.4v-6.6h-7.2V24z" fill="#fff"/><circle cx="25" cy="7" r="3" fill="#f29a3a"/></g>
<text x="400" y="250" ${font} font-size="120" font-weight="bold" fill="#7b1e2b">Haat</text>
<text x="400" y="330" ${font} font-size="44" fill="#231a16">Shop from India’s small sellers</text>
<text x="400" y="400" ${font} font-size="32" fill="#5f5550">Prices in ₹ · Cash on delivery · 15-day returns</text>
<text x="96" y="606" ${font} font-size="28" fill="#ffffff">Handmade decor · Festive diyas · Sarees · Gifts · Pantry staples</text>
</svg>`;

const out = path.join(root, 'apps/web/public/og-haat.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${path.relative(root, out)}`);
