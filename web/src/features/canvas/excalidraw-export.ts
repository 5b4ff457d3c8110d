// Part of the canvas chunk (imported only by the Excalidraw components).
import { exportToBlob as untypedExportToBlob, exportToSvg as untypedExportToSvg } from '@excalidraw/excalidraw';
import type { ExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { AppState, BinaryFiles } from '@excalidraw/excalidraw/types';

/**
 * Excalidraw 0.18's type files declare its export functions in "@excalidraw/utils/export", which the package does not
 * publish, so TypeScript sees them untyped. Their signatures, as that file gives them (the options we use):
 */
interface ExportOptions {
  elements: readonly ExcalidrawElement[];
  appState?: Partial<Omit<AppState, 'offsetTop' | 'offsetLeft'>>;
  files: BinaryFiles | null;
  exportPadding?: number;
}

export const exportToSvg = untypedExportToSvg as (
  options: ExportOptions & { skipInliningFonts?: true },
) => Promise<SVGSVGElement>;
export const exportToBlob = untypedExportToBlob as (
  options: ExportOptions & { mimeType?: string; quality?: number },
) => Promise<Blob>;
