// The canvas chunk: everything that needs Excalidraw at runtime. Loaded (by canvas-chunk.ts, which sets the font
// path first) with React.lazy from diagram-editor.tsx and diagram-view.tsx, so pages without diagrams never download
// it.
import '@excalidraw/excalidraw/index.css';
import {
  CaptureUpdateAction,
  Excalidraw,
  convertToExcalidrawElements,
  hashElementsVersion,
  restoreElements,
} from '@excalidraw/excalidraw';
import type { ExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { AppState, BinaryFiles, ExcalidrawImperativeAPI, ExcalidrawProps } from '@excalidraw/excalidraw/types';
import { SPORT_PACKS, type Diagram, type SportId } from '@sideline/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import styles from './canvas.module.css';
import { sceneElements } from './court-scene';
import { exportToSvg } from './excalidraw-export';
import { fitCourt } from './fit-court';
import type { StoredElement } from './scene-elements';
import { tokenPalette, tokenSkeleton, type PaletteToken } from './token-elements';
import { TokenPalette } from './token-palette';
import { dropPoint, viewCenter } from './view-center';

export interface CanvasEditorProps {
  sport: SportId;
  value: Diagram;
  onChange: (next: Diagram) => void;
  /** accessible name of the drawing area */
  label: string;
}

/** No loading or saving files, no theme switch, no images: a diagram is saved with its drill, not on its own. */
const UI_OPTIONS: ExcalidrawProps['UIOptions'] = {
  canvasActions: {
    loadScene: false,
    saveToActiveFile: false,
    export: false,
    toggleTheme: false,
    clearCanvas: false,
    changeViewBackgroundColor: false,
    saveAsImage: true,
  },
  tools: { image: false },
};

/** During a gesture, scene changes reach the form at most this often (dragging changes it on every pointer move). */
const EMIT_DELAY_MS = 150;

const gestureInProgress = (state: AppState) =>
  state.selectedElementsAreBeingDragged ||
  state.isResizing ||
  state.isRotating ||
  state.newElement !== null ||
  state.multiElement !== null ||
  state.editingTextElement !== null;

function storedElements(elements: readonly ExcalidrawElement[]): StoredElement[] {
  return elements.filter((element) => !element.isDeleted);
}

export function ExcalidrawDiagramEditor({ sport, value, onChange, label }: CanvasEditorProps) {
  const api = useRef<ExcalidrawImperativeAPI | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const [initialData] = useState(() => ({
    elements: sceneElements(value),
    files: value.files as BinaryFiles,
    appState: { viewBackgroundColor: '#ffffff', currentItemRoughness: 0 },
    scrollToContent: true,
  }));
  const tokens = useMemo(() => tokenPalette(SPORT_PACKS[sport]), [sport]);
  const seenVersion = useRef<number | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; emit: () => void } | null>(null);
  const drops = useRef(0);
  const [ready, setReady] = useState(false);

  // Whatever is still waiting goes out when the editor closes (e.g. the form is submitted right after a drag).
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      pending.current.emit();
    },
    [],
  );

  const handleChange: ExcalidrawProps['onChange'] = (elements, _appState, files) => {
    // Excalidraw calls onChange only once its initial scene is loaded; tokens dropped before that would be wiped by
    // the load, so the palette waits for this first call.
    if (!ready) setReady(true);
    const version = hashElementsVersion(elements);
    if (version === seenVersion.current) return;
    const first = seenVersion.current === null;
    seenVersion.current = version;
    // The first call is the scene as loaded: only a brand-new diagram (its court just drawn) has news for the form.
    if (first && value.elements.length > 0) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const emit = () => {
      pending.current = null;
      latest.current.onChange({ ...latest.current.value, elements: storedElements(elements), files: { ...files } });
    };
    // Mid-gesture (a drag, a stroke, typing a label) the scene changes on every pointer move: wait for a pause.
    // A finished change (a token dropped, a drag ended) reaches the form at once, so a quick submit never misses it.
    if (!gestureInProgress(_appState)) return emit();
    pending.current = { timer: setTimeout(emit, EMIT_DELAY_MS), emit };
  };

  const dropToken = (token: PaletteToken) => {
    const excalidraw = api.current;
    if (!excalidraw) return;
    const at = dropPoint(viewCenter(excalidraw.getAppState()), drops.current++);
    const added = convertToExcalidrawElements([tokenSkeleton(token, at)]);
    const selected = Object.fromEntries(
      added.filter((element) => element.type !== 'text').map((element) => [element.id, true as const]),
    );
    excalidraw.updateScene({
      elements: [...excalidraw.getSceneElementsIncludingDeleted(), ...added],
      appState: { selectedElementIds: selected },
      captureUpdate: CaptureUpdateAction.IMMEDIATELY,
    });
  };

  return (
    <div className={styles.editor}>
      <TokenPalette tokens={tokens} onPick={dropToken} disabled={!ready} />
      <div ref={host} className={styles.canvas} role="region" aria-label={label} data-testid="diagram-canvas">
        <Excalidraw
          initialData={initialData}
          excalidrawAPI={(instance) => {
            api.current = instance;
            // Fit the court into whatever width the page gives the canvas (between the floating bars on a phone).
            requestAnimationFrame(() => fitCourt(instance, host.current));
          }}
          onChange={handleChange}
          UIOptions={UI_OPTIONS}
          gridModeEnabled={false}
          name={value.title || 'Diagram'}
        />
      </div>
    </div>
  );
}

export interface CanvasViewProps {
  diagram: Diagram;
  label: string;
}

/** A read-only picture of the diagram (SVG), redrawn when the diagram changes. */
export function ExcalidrawDiagramSvg({ diagram, label }: CanvasViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const elements = restoreElements(sceneElements(diagram), null).filter((element) => !element.isDeleted);
    exportToSvg({
      elements,
      files: diagram.files as BinaryFiles,
      appState: { exportBackground: true, viewBackgroundColor: '#ffffff', exportWithDarkMode: false },
      exportPadding: 12,
      // The picture lives in our page, where Excalidraw's fonts are already registered (served from /fonts).
      // Inlining them would subset fonts with WebAssembly, which the content security policy does not allow.
      skipInliningFonts: true,
    }).then(
      (svg: SVGSVGElement) => {
        if (cancelled || !container.current) return;
        svg.removeAttribute('width');
        svg.removeAttribute('height');
        svg.setAttribute('aria-hidden', 'true');
        container.current.replaceChildren(svg);
        setFailed(false);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [diagram]);

  return (
    <div className={styles.view} role="img" aria-label={label}>
      {failed ? <p className={styles.viewError}>This diagram could not be drawn.</p> : null}
      <div ref={container} className={styles.viewPicture} />
    </div>
  );
}
