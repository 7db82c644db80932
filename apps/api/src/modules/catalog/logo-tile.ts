// The drawn tile a brand, a main category or a seller's badge shows until a picture is chosen:
// the name's initials on a square (or, round, a badge). The back office draws one for each new
// brand and main category; the demo seed draws its brands' and sellers' with it.
import { escapeXml } from '../../lib/xml.ts';

const FONT = "font-family='Poppins,Segoe UI,Arial,sans-serif'";

/** Up to three initials: 'Desi Threads' → 'DT', 'Urban Kurta Co.' → 'UKC'. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) =>
      word
        .replace(/[^A-Za-z]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .filter((letter) => letter !== '')
    .slice(0, 3)
    .join('');
}

/** Square logo with initials: brands (square) and sellers (round badge). */
export function logoSvg(name: string, colour: string, round: boolean): string {
  const initials = initialsOf(name);
  const size = initials.length > 2 ? 88 : 110;
  const backdrop = round
    ? `<circle cx='150' cy='150' r='150' fill='${colour}'/>`
    : `<rect width='300' height='300' rx='36' fill='${colour}'/>`;
  return [
    "<svg xmlns='http://www.w3.org/2000/svg' width='300' height='300' viewBox='0 0 300 300'>",
    backdrop,
    "<circle cx='150' cy='150' r='118' fill='none' stroke='#fff' stroke-opacity='.35' stroke-width='4'/>",
    `<text x='150' y='${150 + size * 0.36}' text-anchor='middle' ${FONT} font-size='${size}' font-weight='800' fill='#fff'>${escapeXml(initials)}</text>`,
    `<text x='150' y='250' text-anchor='middle' ${FONT} font-size='20' fill='#fff' opacity='.9'>${escapeXml(name.slice(0, 24))}</text>`,
    '</svg>',
  ].join('');
}
