declare global {
  interface Window {
    /** where Excalidraw loads its fonts from (`<path>fonts/...`) */
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

/**
 * Loads the canvas chunk (Excalidraw and our wrapper). Fonts are self-hosted: vite.config.ts copies Excalidraw's
 * font folder to /fonts at build time, and the asset path must be set before Excalidraw's code runs (it works out
 * font URLs when it loads; without the path it would fetch them from a CDN). Setting it here, before the import,
 * is the only reliable order: inside the chunk, bundled imports run before the chunk's own code.
 */
export function loadCanvasChunk() {
  window.EXCALIDRAW_ASSET_PATH = '/';
  return import('./excalidraw-canvas');
}
