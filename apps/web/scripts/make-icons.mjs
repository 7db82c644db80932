// Draws the installed app's icons from the shop's mark (public/favicon.svg's "H" with its dot):
// 192 and 512 pixels with rounded corners ("any"), and a 512 one with the mark inside the
// maskable safe zone on a full-bleed background ("maskable"). Run once when the mark changes:
//   node apps/web/scripts/make-icons.mjs
// The PNGs are committed; nothing is drawn at install or build time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// sharp is the API's picture library; the web app borrows it for this one-off drawing.
const sharp = require(
  require.resolve('sharp', {
    paths: [path.resolve(fileURLToPath(import.meta.url), '../../../api')],
  }),
);

const out = path.resolve(fileURLToPath(import.meta.url), '../../public/icons');
const MARK =
  '<path d="M9 24V8h3.4v6.4h7.2V8H23v16h-3.4v-6.6h-7.2V24z" fill="#fff"/><circle cx="25" cy="7" r="3" fill="#f29a3a"/>';

/** The mark on a 32-unit canvas, scaled by `scale` about the centre; rounded corners or full bleed. */
const svg = (scale, rounded) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" ${rounded ? 'rx="7"' : ''} fill="#7b1e2b"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${MARK}</g></svg>`;

for (const [name, size, scale, rounded] of [
  ['icon-192.png', 192, 1, true],
  ['icon-512.png', 512, 1, true],
  // The maskable safe zone is the centre circle of 80% diameter: the mark shrinks to fit it.
  ['icon-maskable-512.png', 512, 0.72, false],
  ['apple-touch-icon.png', 180, 0.86, false],
]) {
  await sharp(Buffer.from(svg(scale, rounded)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
console.log(`icons written to ${out}`);
