// The typeface a language's script needs (docs/decisions/hindi.md), on that language's pages only:
// Hindi (and later Marathi) is written in Devanagari. Two faces, cut to the Devanagari block by
// unicode-range, so Latin text, digits and ₹ keep the shop's system font:
// - 'Haat Devanagari': the phone's own Noto Sans Devanagari (Android and most desktops have it),
//   declared in the page's head by the server, used from the first paint, nothing downloaded;
// - 'Haat Devanagari Web': the same font self-hosted from @fontsource (script-font.ts), added once
//   the page runs and fetched only where the phone lacks its own, shown by swap.
// Declared by the server only (the browser keeps what the server wrote), so no page's JavaScript
// carries the rules. The web face is not in the first paint's path: linked or preloaded, it held
// Lighthouse's first paint of a Hindi product page at 1.5 s against English's 0.76 s.

export const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF';

function localFace(weight: number, names: string[]): string {
  const sources = names.map((name) => `local('${name}')`).join(',');
  return `@font-face{font-family:'Haat Devanagari';font-style:normal;font-weight:${weight};font-display:swap;src:${sources};unicode-range:${DEVANAGARI_RANGE}}`;
}

export interface ScriptType {
  /** The phone's own faces and the body font with the script's faces first; server only. */
  css: string;
}

const devanagari: ScriptType = {
  css: !import.meta.env.SSR
    ? ''
    : [
        localFace(400, ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular']),
        localFace(700, ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold']),
        `:root{--font-body:'Haat Devanagari','Haat Devanagari Web',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif}`,
      ].join(''),
};

/** By language code: the languages whose script needs a face of its own. */
export const SCRIPT_TYPES: Partial<Record<string, ScriptType>> = { hi: devanagari };
