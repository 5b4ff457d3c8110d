declare global {
  interface Window {
    /** where Excalidraw loads its fonts from (`<path>fonts/...`); read when a font is first needed */
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

// Fonts are self-hosted: vite.config.ts copies Excalidraw's font folder to /fonts at build time. Without this,
// Excalidraw would fetch them from a CDN. Imported by the canvas chunk before Excalidraw itself.
window.EXCALIDRAW_ASSET_PATH = '/';

export {};
