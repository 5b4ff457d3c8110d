/** What other features use from canvas; they import it from here, never from its files. */
export { download, fileNameOf, type CanvasExports } from './collab/canvas-exports';
export { CollabCanvas } from './collab/collab-canvas';
export { VersionHistoryPanel } from './collab/version-history-panel';
export { DiagramView } from './diagram-view';
export { DiagramsField } from './diagrams-field';
