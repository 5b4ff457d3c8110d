// Excalidraw bound to a Yjs document: the live canvas of whiteboards and formation diagrams. Part of the lazily
// loaded canvas chunk (see collab-canvas.tsx); pages without a canvas never download Excalidraw.
import '@excalidraw/excalidraw/index.css';
import { CaptureUpdateAction, Excalidraw, convertToExcalidrawElements, getCommonBounds } from '@excalidraw/excalidraw';
import type { ExcalidrawImperativeAPI, ExcalidrawProps } from '@excalidraw/excalidraw/types';
import { SPORT_PACKS, type SportId } from '@sideline/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import styles from '../canvas.module.css';
import { courtElements } from '../court-elements';
import { exportToBlob, exportToSvg } from '../excalidraw-export';
import { findCourtTemplate } from '../court-template';
import { fitCourt } from '../fit-court';
import { tokenPalette, tokenSkeleton, type PaletteToken } from '../token-elements';
import { TokenPalette } from '../token-palette';
import { dropPoint, viewCenter } from '../view-center';
import type { CanvasExports } from './canvas-exports';
import { bindSceneToDocument, sceneOf, type SceneBinding } from './excalidraw-yjs-binding';
import { followView, isSceneBox, visibleBox } from './viewport-follow';

export interface CollabExcalidrawProps {
  doc: Y.Doc;
  awareness: Awareness;
  /** the first sync finished (the court is drawn into an empty document only then) */
  synced: boolean;
  readOnly: boolean;
  sport: SportId;
  /** drawn into a new, empty document by the first editor who opens it */
  courtTemplateId: string | null;
  /** accessible name of the drawing area */
  label: string;
  /** whose view to follow (an awareness client id), or null */
  following: number | null;
  onFollowChange: (clientId: number | null) => void;
  onReady?: (exports: CanvasExports) => void;
}

const UI_OPTIONS: ExcalidrawProps['UIOptions'] = {
  canvasActions: {
    loadScene: false,
    saveToActiveFile: false,
    export: false,
    toggleTheme: false,
    clearCanvas: true,
    changeViewBackgroundColor: false,
    saveAsImage: false,
  },
  tools: { image: false },
};

/** My viewport reaches the others at most this often while I scroll or zoom. */
const VIEWPORT_THROTTLE_MS = 120;

export function CollabExcalidraw({
  doc,
  awareness,
  synced,
  readOnly,
  sport,
  courtTemplateId,
  label,
  following,
  onFollowChange,
  onReady,
}: CollabExcalidrawProps) {
  // Set once Excalidraw has loaded its (empty) initial scene: anything put into the scene before that is wiped.
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const onExcalidrawApi = (instance: ExcalidrawImperativeAPI) => {
    const unsubscribe = instance.onChange((_elements, appState) => {
      if (appState.isLoading) return;
      unsubscribe();
      setApi(instance);
    });
  };
  const host = useRef<HTMLDivElement>(null);
  const binding = useRef<SceneBinding | null>(null);
  const tokens = useMemo(() => tokenPalette(SPORT_PACKS[sport]), [sport]);
  const drops = useRef(0);
  const fitted = useRef(false);
  const followingRef = useRef(following);
  followingRef.current = following;

  // Bind once Excalidraw is up; the binding loads what the document holds and keeps both in step.
  useEffect(() => {
    if (!api || !host.current) return;
    const bound = bindSceneToDocument(doc, api, awareness, host.current);
    binding.current = bound;
    return () => {
      bound.destroy();
      binding.current = null;
    };
  }, [api, doc, awareness]);

  // What the canvas holds, as attributes on its region: read by browser tests and handy when debugging a board.
  useEffect(() => {
    if (!api) return;
    const region = host.current;
    const count = () => {
      if (!region) return;
      const elements = api.getSceneElements();
      region.dataset.shapes = String(elements.length);
      // Where the drawing lies on screen, in canvas pixels: left,top,right,bottom.
      if (elements.length === 0) return void delete region.dataset.contentBox;
      const { scrollX, scrollY, zoom } = api.getAppState();
      const [minX, minY, maxX, maxY] = getCommonBounds(elements);
      region.dataset.contentBox = [
        (minX + scrollX) * zoom.value,
        (minY + scrollY) * zoom.value,
        (maxX + scrollX) * zoom.value,
        (maxY + scrollY) * zoom.value,
      ]
        .map(Math.round)
        .join(',');
    };
    const pointers = () => {
      let n = 0;
      awareness.getStates().forEach((state, clientId) => {
        if (clientId !== awareness.clientID && state.pointer) n++;
      });
      if (region) region.dataset.remoteCursors = String(n);
    };
    count();
    pointers();
    const unsubscribe = api.onChange(count);
    awareness.on('change', pointers);
    return () => {
      unsubscribe();
      awareness.off('change', pointers);
    };
  }, [api, awareness]);

  // A new board or formation: the first editor draws the court (locked) once the stored state is known.
  useEffect(() => {
    if (!api || !synced) return;
    const { elements } = sceneOf(doc);
    const template = findCourtTemplate(courtTemplateId);
    if (!readOnly && template && elements.length === 0) {
      const court = convertToExcalidrawElements(courtElements(template), { regenerateIds: false });
      api.updateScene({ elements: [...court, ...api.getSceneElements()], captureUpdate: CaptureUpdateAction.NEVER });
    }
    if (!fitted.current) {
      fitted.current = true;
      requestAnimationFrame(() => fitCourt(api, host.current));
    }
  }, [api, synced, doc, readOnly, courtTemplateId]);

  // Share my viewport (for those who follow me), throttled.
  useEffect(() => {
    if (!api) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const share = () => {
      timer = undefined;
      awareness.setLocalStateField('viewport', visibleBox(api.getAppState()));
    };
    const schedule = () => {
      timer ??= setTimeout(share, VIEWPORT_THROTTLE_MS);
    };
    share();
    const unsubscribe = api.onScrollChange(schedule);
    window.addEventListener('resize', schedule);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('resize', schedule);
    };
  }, [api, awareness]);

  // Follow someone: show what they see, as they move.
  useEffect(() => {
    if (!api) return;
    if (following === null) {
      if (api.getAppState().userToFollow) api.updateScene({ appState: { userToFollow: null } });
      return;
    }
    const apply = () => {
      const state = awareness.getStates().get(following);
      if (!state) {
        onFollowChange(null);
        return;
      }
      const user = state.user as { name?: string } | undefined;
      const box: unknown = state.viewport;
      const app = api.getAppState();
      const userToFollow =
        app.userToFollow?.socketId === String(following)
          ? app.userToFollow
          : { socketId: String(following) as never, username: user?.name ?? 'Someone' };
      if (!isSceneBox(box)) {
        if (userToFollow !== app.userToFollow) api.updateScene({ appState: { userToFollow } });
        return;
      }
      const view = followView(box, { width: app.width, height: app.height });
      api.updateScene({
        appState: { scrollX: view.scrollX, scrollY: view.scrollY, zoom: { value: view.zoom as never }, userToFollow },
      });
    };
    apply();
    awareness.on('change', apply);
    return () => awareness.off('change', apply);
  }, [api, awareness, following, onFollowChange]);

  useEffect(() => {
    if (!api || !onReady) return;
    const scene = () => ({
      elements: api.getSceneElements(),
      appState: {
        ...api.getAppState(),
        exportBackground: true,
        viewBackgroundColor: '#ffffff',
        exportWithDarkMode: false,
      },
      files: api.getFiles(),
    });
    onReady({
      png: () => exportToBlob({ ...scene(), mimeType: 'image/png', exportPadding: 16 }),
      svg: async () =>
        new XMLSerializer().serializeToString(
          await exportToSvg({ ...scene(), exportPadding: 16, skipInliningFonts: true }),
        ),
    });
  }, [api, onReady]);

  const dropToken = (token: PaletteToken) => {
    if (!api) return;
    const at = dropPoint(viewCenter(api.getAppState()), drops.current++);
    const added = convertToExcalidrawElements([tokenSkeleton(token, at)]);
    const selected = Object.fromEntries(
      added.filter((element) => element.type !== 'text').map((element) => [element.id, true as const]),
    );
    api.updateScene({
      elements: [...api.getSceneElementsIncludingDeleted(), ...added],
      appState: { selectedElementIds: selected },
      captureUpdate: CaptureUpdateAction.IMMEDIATELY,
    });
  };

  return (
    <div className={styles.collabEditor}>
      {readOnly ? null : <TokenPalette tokens={tokens} onPick={dropToken} disabled={!api || !synced} />}
      <div
        ref={host}
        className={styles.collabCanvas}
        role="region"
        aria-label={label}
        data-testid="collab-canvas"
        data-synced={synced || undefined}
      >
        <Excalidraw
          excalidrawAPI={onExcalidrawApi}
          isCollaborating
          viewModeEnabled={readOnly}
          onPointerUpdate={(payload) => binding.current?.onPointerUpdate(payload)}
          onUserFollow={({ userToFollow, action }) =>
            onFollowChange(action === 'FOLLOW' ? Number(userToFollow.socketId) : null)
          }
          initialData={{ appState: { viewBackgroundColor: '#ffffff', currentItemRoughness: 0 } }}
          UIOptions={UI_OPTIONS}
          gridModeEnabled={false}
        />
      </div>
    </div>
  );
}
