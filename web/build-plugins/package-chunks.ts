import type { Plugin } from 'vite';

/** Where the build writes which chunks hold each npm package's code (not served: dot folders are not). */
export const PACKAGE_CHUNKS_FILE = '.vite/package-chunks.json';
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

function packageOf(moduleId: string): string | null {
  const at = moduleId.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const [scope, name] = moduleId.slice(at + 'node_modules/'.length).split('/');
  if (!scope) return null;
  return scope.startsWith('@') && name ? `${scope}/${name}` : scope;
}

/**
 * Records, for every npm package, the built chunks that hold its code: the performance budget (e2e/perf-budget) reads
 * it to tell, for example, that no page without a canvas loads Excalidraw.
 */
export function packageChunks(): Plugin {
  return {
    name: 'sideline:package-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const name of new Set(output.moduleIds.map(packageOf).filter((n): n is string => n !== null))) {
          (chunks[name] ??= []).push(output.fileName);
        }
      }
      this.emitFile({ type: 'asset', fileName: PACKAGE_CHUNKS_FILE, source: JSON.stringify(chunks, null, 1) });
      // For finding what makes a chunk heavy: each chunk's modules with their minified sizes, largest first.
      const modules = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            Object.entries(chunk.modules)
              .map(
                ([id, m]) =>
                  [
                    id.replace(/^.*node_modules\//, '~/').replace(/^.*\/(web|domain)\//, '$1/'),
                    m.renderedLength,
                  ] as const,
              )
              .sort((a, b) => b[1] - a[1]),
          ]),
      );
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
