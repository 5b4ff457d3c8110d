/** Collab clients for the specs: a provider on a collab URL, and waiting for what it should see. */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

export interface TestClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** resolves with the reason when authentication fails */
  denied: Promise<string>;
  /** stateless messages received ("sideline.stored" after each store) */
  stateless: string[];
  /** close codes of the web socket, in order */
  closeCodes: number[];
  /** reasons of the closes, in order (a document closed by the server arrives as a close message with its reason) */
  closeReasons: string[];
  /** waits until the server sent a stored vector that covers every edit this client made */
  storedOwnEdits(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** A provider on any collab URL (a second instance, a proxy): synced, or rejected when the token is refused. */
export async function connectCollabClient(
  url: string,
  name: string,
  token: string,
  doc = new Y.Doc(),
): Promise<TestClient> {
  const client = connectClient(url, name, token, doc);
  await Promise.race([
    synced(client.provider),
    client.denied.then((reason) => Promise.reject(new Error(`denied: ${reason}`))),
  ]);
  return client;
}

export function connectClient(url: string, name: string, token: string, doc: Y.Doc): TestClient {
  const stateless: string[] = [];
  const closeCodes: number[] = [];
  const closeReasons: string[] = [];
  let deny: (reason: string) => void = () => {};
  const denied = new Promise<string>((resolve) => (deny = resolve));
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    token,
    document: doc,
    onAuthenticationFailed: ({ reason }) => deny(reason),
    onStateless: ({ payload }) => void stateless.push(payload),
    onClose: ({ event }) => {
      closeCodes.push(event.code);
      closeReasons.push(event.reason);
    },
  });
  provider.attach();
  return {
    doc,
    provider,
    denied,
    stateless,
    closeCodes,
    closeReasons,
    async storedOwnEdits(timeoutMs = 10_000) {
      await waitUntil(
        () => {
          const own = Y.decodeStateVector(Y.encodeStateVector(doc)).get(doc.clientID) ?? 0;
          return stateless.some((message) => {
            const parsed = JSON.parse(message) as { type: string; stateVector: string };
            return (
              parsed.type === 'sideline.stored' &&
              (Y.decodeStateVector(Buffer.from(parsed.stateVector, 'base64')).get(doc.clientID) ?? 0) >= own
            );
          });
        },
        timeoutMs,
        'a stored vector covering this client',
      );
    },
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

export function synced(provider: HocuspocusProvider): Promise<void> {
  if (provider.isSynced) return Promise.resolve();
  return new Promise((resolve) => provider.on('synced', () => resolve()));
}

/** Polls until the condition holds (bounded). */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves false if the condition never held within the time (for "this must not happen" checks). */
export async function holdsWithin(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}
