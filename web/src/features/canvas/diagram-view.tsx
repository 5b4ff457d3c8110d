import type { Diagram } from '@sideline/domain';
import { Suspense, lazy } from 'react';
import { CanvasSkeleton } from './canvas-skeleton';
import { loadCanvasChunk } from './canvas-chunk';

const LazySvg = lazy(async () => ({ default: (await loadCanvasChunk()).ExcalidrawDiagramSvg }));

/** A diagram drawn read-only (as an SVG picture). Excalidraw loads only when a page shows one. */
export function DiagramView({ diagram, label }: { diagram: Diagram; label?: string }) {
  return (
    <Suspense fallback={<CanvasSkeleton variant="view" />}>
      <LazySvg diagram={diagram} label={label ?? (diagram.title || 'Diagram')} />
    </Suspense>
  );
}
