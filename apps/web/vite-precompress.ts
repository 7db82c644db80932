// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build that is 1 KB or
// more, at the highest levels: the API's static handler sends them as they are (preCompressed),
// so phones download a third of the bytes and the server spends no CPU on it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

export function precompress(): Plugin {
  return {
    name: 'haat-precompress',
    apply: 'build',
    // The browser's files only (build/client); the server build is read from disk by Node.
    applyToEnvironment: (environment) => environment.name === 'client',
    closeBundle() {
      const { config } = this.environment;
      const outDir = path.resolve(config.root, config.build.outDir);
      for (const file of filesUnder(outDir)) {
        if (!TEXT_FILE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
