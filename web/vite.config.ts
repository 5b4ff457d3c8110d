import react from '@vitejs/plugin-react';
import { cpSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { leanSanitizeHtml } from './build-plugins/lean-sanitize-html';
import { packageChunks } from './build-plugins/package-chunks';
import { precompressAssets } from './build-plugins/precompress-assets';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Excalidraw's fonts are self-hosted (no request leaves the machine): before Vite serves or builds, copy its font
 * folder into public/fonts (git-ignored), which the build then ships as /fonts. The canvas sets
 * window.EXCALIDRAW_ASSET_PATH = '/' so Excalidraw looks there. Font files carry a hash in their names,
 * so files already copied are left alone.
 */
function excalidrawFonts(): Plugin {
  return {
    name: 'sideline:excalidraw-fonts',
    configResolved() {
      const excalidrawEntry = createRequire(import.meta.url).resolve('@excalidraw/excalidraw');
      const source = join(dirname(excalidrawEntry), 'fonts');
      if (!existsSync(source))
        throw new Error(`Excalidraw fonts not found at ${source}: is @excalidraw/excalidraw installed?`);
      cpSync(source, join(webRoot, 'public', 'fonts'), { recursive: true, force: false, errorOnExist: false });
    },
  };
}

/**
 * Excalidraw lists a CDN (esm.sh) after our /fonts for every font it registers. Chrome checks every listed source when
 * a font face is created, so each page with a canvas would try ~230 requests to the CDN (blocked by our content
 * security policy, each a console error). Drop the CDN from the list; fail loudly if the code it edits changes.
 */
const FONT_CDN_FALLBACK = /\b\w+\.push\(new URL\(\w+,\s*\w+\.ASSETS_FALLBACK_URL\)\)[,;]/g;

function withoutFontCdn(code: string, id: string): { code: string; map: null } | null {
  if (!id.includes('@excalidraw/excalidraw') || !code.includes('ASSETS_FALLBACK_URL')) return null;
  const edited = code.replace(FONT_CDN_FALLBACK, '');
  if (edited === code)
    throw new Error(
      `Could not remove Excalidraw's font CDN fallback from ${id}: its code changed, update the pattern.`,
    );
  return { code: edited, map: null };
}

/** For the build (and served source); `optimizeDeps` below covers the dev server's pre-bundled copy. */
function excalidrawWithoutFontCdn(): Plugin {
  return { name: 'sideline:excalidraw-without-font-cdn', transform: withoutFontCdn };
}

// The API serves dist/index.html for every non-/api route and injects the boot block;
// under `vite dev` the app falls back to GET /api/auth/me through this proxy.
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    react(),
    leanSanitizeHtml(join(webRoot, '../domain')),
    excalidrawFonts(),
    excalidrawWithoutFontCdn(),
    packageChunks(),
    precompressAssets(),
  ],
  optimizeDeps: {
    rolldownOptions: { plugins: [{ name: 'sideline:excalidraw-without-font-cdn', transform: withoutFontCdn }] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hidden: maps are built for uploading to Sentry but not linked from the served bundles.
    sourcemap: 'hidden',
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
