import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Written by web/build-plugins/package-chunks.ts.
const PACKAGE_CHUNKS = resolve(import.meta.dirname, '../../web/dist/.vite/package-chunks.json');

/** The built files (as served: `/assets/…`) that hold a package's code. */
export function chunksOf(packageName: string): Set<string> {
  if (!existsSync(PACKAGE_CHUNKS)) throw new Error(`No ${PACKAGE_CHUNKS}: run "npm run build:web" first.`);
  const chunks = JSON.parse(readFileSync(PACKAGE_CHUNKS, 'utf8')) as Record<string, string[]>;
  return new Set((chunks[packageName] ?? []).map((file) => `/${file}`));
}
