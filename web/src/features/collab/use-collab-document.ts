import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import type { CollabMode } from '@sideline/domain';
import { useEffect, useRef, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { isApiError } from '../../api/api-error';
import type { CollabTokenSource } from './collab-token';
import { collabUrl } from './collab-url';
import { RETRY_LATER_REASONS, parseRefusedMessage, type LimitRefusal } from './limit-refusal';
import { base64ToBytes, editsStored, parseStoredMessage } from './stored-state';

/**
 * `offline`: the socket dropped; edits stay in this tab and merge when it comes back. `refused`: the socket never
 * opened while the API answers (the collab server refuses this page's address): retrying would not help.
 */
export type ConnectionState = 'connecting' | 'online' | 'offline' | 'refused';

/** Why the server (or the API) would not open the document; the page shows it instead of the canvas. */
export type DeniedReason = 'not-found' | 'forbidden' | 'sign-in' | 'deleted' | 'link-revoked' | 'other';

export interface CollabDocumentState {
  connection: ConnectionState;
  /** the first sync with the server finished: the document holds what is stored */
  synced: boolean;
  /** what this connection may do (from the token); null until the first token */
  mode: CollabMode | null;
  /** my edits are in the event log */
  saved: boolean;
  /** the stored version after the latest store this tab heard of */
  storedVersion: number | null;
  denied: DeniedReason | null;
  /** the server refused a change because the document is full (docs/collab.md, Limits): shown until a reload */
  full: LimitRefusal | null;
}

export interface CollabDocument {
  doc: Y.Doc;
  awareness: Awareness;
  state: CollabDocumentState;
}

const TOKEN_RETRY_MS = 3000;
/** A fresh token goes out on the open socket this long before the current one expires, so editors see no gap. */
const REFRESH_BEFORE_EXPIRY_MS = 30_000;
/** Never refresh more often than this (a clock far ahead of the server's would otherwise loop). */
const MIN_REFRESH_DELAY_MS = 5_000;
/** Closes of the document by the server after which a fresh token from the API carries the new answer. */
const RETOKEN_ON_CLOSE = new Set(['token-expired', 'access-changed']);
/** Closes without ever opening after which the page asks whether the API answers (then the socket is refused). */
const CLOSES_BEFORE_CHECK = 3;

/** The API answers: a socket that never opens meanwhile is refused, not the server down. */
async function apiAnswers(): Promise<boolean> {
  try {
    return (await fetch('/healthz', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** The collab server's refusals (docs/collab.md) as the page's reasons. */
const SERVER_REFUSALS: Record<string, DeniedReason> = {
  deleted: 'deleted',
  'link-revoked': 'link-revoked',
  'not-found': 'not-found',
  'unknown-document': 'not-found',
  'account-disabled': 'sign-in',
};

const INITIAL: CollabDocumentState = {
  connection: 'connecting',
  synced: false,
  mode: null,
  saved: true,
  storedVersion: null,
  denied: null,
  full: null,
};
/** A document closed for a passing limit (rate, the server's memory) is asked for again after this pause. */
const RETRY_AFTER_LIMIT_MS = 5_000;

function deniedBy(error: unknown): DeniedReason {
  if (!isApiError(error)) return 'other';
  if (error.status === 401) return 'sign-in';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return error.code.includes('SHARE_LINK') ? 'link-revoked' : 'not-found';
  if (error.code === 'COLLAB.DOCUMENT_DELETED') return 'deleted';
  return 'other';
}

/**
 * Opens one collab document (`board:<id>`, `formation:<id>`, `plan:<id>`) for this component's lifetime: a Y.Doc,
 * a Hocuspocus provider that asks for a fresh token on every connect (so a changed permission applies at once),
 * and the state the page shows: online/offline, synced, read-only, saved.
 */
export function useCollabDocument(documentName: string, tokenSource: CollabTokenSource): CollabDocument | null {
  const [opened, setOpened] = useState<{ doc: Y.Doc; awareness: Awareness } | null>(null);
  const [state, setState] = useState<CollabDocumentState>(INITIAL);
  const source = useRef(tokenSource);
  source.current = tokenSource;

  useEffect(() => {
    const doc = new Y.Doc();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let stored = new Map<number, number>();
    const patch = (next: Partial<CollabDocumentState>) => setState((current) => ({ ...current, ...next }));
    const myClock = () => Y.decodeStateVector(Y.encodeStateVector(doc)).get(doc.clientID) ?? 0;
    const refreshSaved = () => patch({ saved: editsStored(stored, doc.clientID, myClock()) });

    let refusal: LimitRefusal | null = null;
    let socketOpened = false;
    let closesWithoutOpening = 0;
    let stopped = false;
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: documentName,
      document: doc,
      token: async () => {
        try {
          const issued = await source.current();
          patch({ mode: issued.mode, denied: null });
          // The collab server closes the connection when the token expires (4401): send a fresh one before that.
          clearTimeout(refresh);
          const delay = Math.max(
            MIN_REFRESH_DELAY_MS,
            new Date(issued.expiresAt).getTime() - Date.now() - REFRESH_BEFORE_EXPIRY_MS,
          );
          refresh = setTimeout(() => {
            if (!stopped && provider.isAuthenticated) void provider.sendToken();
          }, delay);
          return issued.token;
        } catch (error) {
          const reason = deniedBy(error);
          // A network or server error is not a refusal: ask again shortly (see onAuthenticationFailed).
          if (reason !== 'other') patch({ denied: reason });
          throw error;
        }
      },
      onStatus: ({ status }) => {
        if (stopped) return;
        patch({
          connection:
            status === WebSocketStatus.Connected
              ? 'online'
              : status === WebSocketStatus.Connecting
                ? 'connecting'
                : 'offline',
        });
      },
      onOpen: () => {
        socketOpened = true;
      },
      onClose: ({ event }) => {
        // The server closed this document (not the socket) because the token expired or the access changed: ask
        // the API again on the open socket (a refusal then shows why).
        if (socketOpened && !stopped && RETOKEN_ON_CLOSE.has(event.reason)) {
          retry = setTimeout(() => void provider.sendToken(), 0);
          return;
        }
        // A change over a limit was refused and the document closed (the socket stays open: code 1000 from the
        // provider).
        if (event.reason === 'document-full') {
          patch({ full: refusal?.reason === 'document-full' ? refusal : { reason: 'document-full' } });
          return;
        }
        if (socketOpened && !stopped && event.code === 1000 && RETRY_LATER_REASONS.has(event.reason)) {
          retry = setTimeout(() => void provider.sendToken(), RETRY_AFTER_LIMIT_MS);
          return;
        }
        if (socketOpened || stopped || ++closesWithoutOpening < CLOSES_BEFORE_CHECK) return;
        void apiAnswers().then((answers) => {
          if (!answers || socketOpened || stopped) return;
          // The API is up but the socket is refused (e.g. the page was opened at an address the server does not
          // accept): say so and stop retrying, instead of showing "Offline" forever.
          stopped = true;
          provider.disconnect();
          patch({ connection: 'refused' });
        });
      },
      onSynced: ({ state: synced }) => {
        if (synced) patch({ synced: true });
      },
      onAuthenticationFailed: ({ reason }) => {
        if (reason.startsWith('Failed to get token')) {
          // The token request failed (refusals were recorded above); transient failures retry on the open socket.
          retry = setTimeout(() => void provider.sendToken(), TOKEN_RETRY_MS);
          return;
        }
        if (reason === 'access-changed') {
          // What this tab may do changed (e.g. no longer edit): a fresh token from the API carries the new answer.
          retry = setTimeout(() => void provider.sendToken(), 0);
          return;
        }
        setState((current) => ({ ...current, denied: current.denied ?? SERVER_REFUSALS[reason] ?? 'other' }));
      },
      onStateless: ({ payload }) => {
        refusal = parseRefusedMessage(payload) ?? refusal;
        const message = parseStoredMessage(payload);
        if (!message) return;
        stored = Y.decodeStateVector(base64ToBytes(message.stateVector));
        patch({ storedVersion: message.version });
        refreshSaved();
      },
    });
    const onUpdate = (_update: Uint8Array, origin: unknown) => {
      // Only my own edits can be unsaved by me; updates from the server are stored already.
      if (origin !== provider) refreshSaved();
    };
    doc.on('update', onUpdate);
    setOpened({ doc, awareness: provider.awareness as Awareness });
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(refresh);
      doc.off('update', onUpdate);
      provider.destroy();
      doc.destroy();
      setOpened(null);
      setState(INITIAL);
    };
  }, [documentName]);

  return opened ? { ...opened, state } : null;
}
