// The COD captcha picture: the code as dot-matrix squares with a little jitter and noise lines.
import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@haat/contract';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs.ts';

export function generateCaptchaCode(): string {
  let code = '';
  for (let index = 0; index < CAPTCHA_LENGTH; index += 1)
    code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const CELL = 4;
const GLYPH_WIDTH = 5 * CELL + 8;

export function renderCaptchaSvg(code: string): string {
  const width = code.length * GLYPH_WIDTH + 16;
  const height = 7 * CELL + 20;
  let squares = '';
  [...code].forEach((character, index) => {
    const rows = GLYPHS[character] ?? [];
    const offsetX = 8 + index * GLYPH_WIDTH + randomInt(-2, 3);
    const offsetY = 10 + randomInt(-3, 4);
    rows.forEach((row, y) => {
      [...row].forEach((cell, x) => {
        if (cell === '#')
          squares += `M${offsetX + x * CELL} ${offsetY + y * CELL}h${CELL - 0.5}v${CELL - 0.5}h-${CELL - 0.5}z`;
      });
    });
  });
  let noise = '';
  for (let line = 0; line < 4; line += 1) {
    noise += `<path d="M${randomInt(0, width)} ${randomInt(0, height)}L${randomInt(0, width)} ${randomInt(0, height)}" stroke="#b08968" stroke-width="1"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Captcha picture"><rect width="100%" height="100%" fill="#fff7ed"/>${noise}<path d="${squares}" fill="#4a1d1f"/></svg>`;
}
