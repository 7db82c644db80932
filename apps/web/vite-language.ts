// Which language this build of the storefront speaks (HAAT_LANGUAGE, set by scripts/build.mjs;
// the default language when unset), and the plugin that makes it speak it: every import of an
// English message file (src/messages/en.ts, en-<area>.ts) loads the language's own file instead
// (hi.ts, hi-<area>.ts), typed as the English one. A page thus carries its language's sentences
// only (docs/decisions/hindi.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// By its file, not `@haat/contract`: Vite's config loader bundles relative imports but hands
// packages to Node, which does not load TypeScript.
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languagePrefix,
  type LanguageCode,
} from '../../packages/contract/src/constants/languages.ts';

const MESSAGES_DIR = path.resolve(import.meta.dirname, 'src', 'messages');
const ENGLISH_FILE = /^\.\/en(-[a-z-]+)?(\.ts)?$/;

export function languageOfBuild(): { code: LanguageCode; prefix: string } {
  const wanted = process.env.HAAT_LANGUAGE ?? DEFAULT_LANGUAGE;
  if (!isLanguageCode(wanted)) {
    throw new Error(`HAAT_LANGUAGE=${wanted}: not a language of @haat/contract's LANGUAGES`);
  }
  return { code: wanted, prefix: languagePrefix(wanted) };
}

export function language(code: LanguageCode): Plugin {
  return {
    name: 'haat-language',
    enforce: 'pre',
    resolveId(source, importer) {
      if (code === 'en' || !importer) return null;
      const match = ENGLISH_FILE.exec(source);
      if (!match || path.dirname(importer.split('?')[0] ?? '') !== MESSAGES_DIR) return null;
      const file = path.join(MESSAGES_DIR, `${code}${match[1] ?? ''}.ts`);
      if (!existsSync(file)) {
        throw new Error(`${path.relative(process.cwd(), file)} is missing: translate ${source}`);
      }
      return file;
    },
  };
}
