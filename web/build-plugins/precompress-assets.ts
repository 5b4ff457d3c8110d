import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Fonts in woff2 and images are compressed already. Source maps are not served. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf|otf)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of the build; returns how many it wrote. */
export function precompressDirectory(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    written += 1;
  }
  return written;
}

/**
 * The API serves these precompressed copies (brotli, else gzip, as the browser asks), so no request pays for
 * compression and every text asset goes over the wire compressed. Runs once the build has written its files.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'sideline:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
