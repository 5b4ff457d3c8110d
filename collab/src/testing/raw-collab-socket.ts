/**
 * A bare web socket speaking the Hocuspocus wire format by hand, for tests that must send what no honest provider
 * would (an update on a read-only connection, a flood of messages).
 */
import WebSocket from 'ws';
import { MESSAGE_TYPE, MessageReader, SYNC_STEP } from '../limits/message-header';

const varUint = (value: number): number[] => {
  const bytes: number[] = [];
  while (value > 0x7f) {
    bytes.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return bytes;
};
const varBytes = (bytes: Uint8Array): number[] => [...varUint(bytes.length), ...bytes];
const varString = (text: string): number[] => varBytes(new TextEncoder().encode(text));
/** head + body without spreading the body into an array (updates of megabytes) */
const concat = (head: number[], body: Uint8Array) => {
  const message = new Uint8Array(head.length + body.length);
  message.set(head);
  message.set(body, head.length);
  return message;
};

const {
  sync: SYNC,
  awareness: AWARENESS,
  auth: AUTH,
  stateless: STATELESS,
  broadcastStateless: BROADCAST_STATELESS,
  close: CLOSE,
} = MESSAGE_TYPE;
const { step2: SYNC_STEP_2, update: SYNC_UPDATE } = SYNC_STEP;

export const rawMessages = {
  auth: (doc: string, token: string) => Uint8Array.from([...varString(doc), AUTH, 0, ...varString(token)]),
  update: (doc: string, update: Uint8Array) =>
    concat([...varString(doc), SYNC, SYNC_UPDATE, ...varUint(update.length)], update),
  syncStep2: (doc: string, update: Uint8Array) =>
    Uint8Array.from([...varString(doc), SYNC, SYNC_STEP_2, ...varBytes(update)]),
  broadcastStateless: (doc: string, payload: string) =>
    Uint8Array.from([...varString(doc), BROADCAST_STATELESS, ...varString(payload)]),
  /** an awareness message with no states: cheap, and always accepted */
  emptyAwareness: (doc: string) => Uint8Array.from([...varString(doc), AWARENESS, ...varBytes(Uint8Array.from([0]))]),
};

export interface RawSocket {
  socket: WebSocket;
  received: Uint8Array[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: Uint8Array): void;
  close(): void;
}

export async function openRawSocket(url: string): Promise<RawSocket> {
  const socket = new WebSocket(url);
  const received: Uint8Array[] = [];
  socket.on('message', (data: Buffer) => received.push(new Uint8Array(data)));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(message),
    close: () => socket.terminate(),
  };
}

/**
 * The auth answer in a server message: `{ document, denied: reason }` or `{ document, authenticated: scope }`; null for
 * other messages.
 */
export function readAuthAnswer(
  message: Uint8Array,
): { document: string; denied?: string; authenticated?: string } | null {
  const reader = new MessageReader(message);
  const document = reader.string();
  if (document === null || reader.varUint() !== AUTH) return null;
  const kind = reader.varUint();
  if (kind === 1) return { document, denied: reader.string() ?? '' };
  if (kind === 2) return { document, authenticated: reader.string() ?? '' };
  return null;
}

/**
 * A stateless message (`{ stateless: payload }`) or a document close (`{ closed: reason }`) from the server; null for
 * others.
 */
export function readServerNotice(
  message: Uint8Array,
): { document: string; stateless?: string; closed?: string } | null {
  const reader = new MessageReader(message);
  const document = reader.string();
  if (document === null) return null;
  const type = reader.varUint();
  if (type === STATELESS) return { document, stateless: reader.string() ?? '' };
  if (type === CLOSE) return { document, closed: reader.string() ?? '' };
  return null;
}
