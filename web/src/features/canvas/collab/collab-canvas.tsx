import { Suspense, lazy } from 'react';
import { CanvasSkeleton } from '../canvas-skeleton';
import type { CollabExcalidrawProps } from './collab-excalidraw';

const LazyCanvas = lazy(async () => {
  // Same rule as canvas-chunk.ts: the font path must be set before Excalidraw's code runs.
  window.EXCALIDRAW_ASSET_PATH = '/';
  return { default: (await import('./collab-excalidraw')).CollabExcalidraw };
});

/** The live canvas of a Yjs document (whiteboards, formation diagrams); Excalidraw loads on first use. */
export function CollabCanvas(props: CollabExcalidrawProps) {
  return (
    <Suspense fallback={<CanvasSkeleton variant="editor" />}>
      <LazyCanvas {...props} />
    </Suspense>
  );
}
