import type { Diagram, SportId } from '@sideline/domain';
import { Suspense, lazy } from 'react';
import { CanvasSkeleton } from './canvas-skeleton';
import { loadCanvasChunk } from './canvas-chunk';

const LazyEditor = lazy(async () => ({ default: (await loadCanvasChunk()).ExcalidrawDiagramEditor }));

export interface DiagramEditorProps {
  sport: SportId;
  value: Diagram;
  onChange: (next: Diagram) => void;
  /** accessible name of the drawing area, e.g. "Diagram 1: Set-up" */
  label?: string;
}

/**
 * One diagram on an Excalidraw canvas: the court of its template as a locked background, and a palette that drops
 * the sport's players (two teams) and equipment at the centre of the view. Excalidraw loads on first use.
 */
export function DiagramEditor({ sport, value, onChange, label = 'Diagram' }: DiagramEditorProps) {
  return (
    <Suspense fallback={<CanvasSkeleton variant="editor" />}>
      <LazyEditor sport={sport} value={value} onChange={onChange} label={label} />
    </Suspense>
  );
}
