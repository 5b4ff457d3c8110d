/**
 * A bare web socket speaking the Hocuspocus wire format by hand, for tests that must send what no honest provider
 * would (an update on a read-only connection, a flood of messages).
 */
import WebSocket from 'ws';

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

// Hocuspocus message types and y-protocols sync steps.
const SYNC = 0;
const AWARENESS = 1;
const AUTH = 2;
const BROADCAST_STATELESS = 6;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

export const rawMessages = {
  auth: (doc: string, token: string) => Uint8Array.from([...varString(doc), AUTH, 0, ...varString(token)]),
  update: (doc: string, update: Uint8Array) =>
    Uint8Array.from([...varString(doc), SYNC, SYNC_UPDATE, ...varBytes(update)]),
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

/** The auth answer in a server message: `{ document, denied: reason }` or `{ document, authenticated: scope }`; null for other messages. */
export function readAuthAnswer(
  message: Uint8Array,
): { document: string; denied?: string; authenticated?: string } | null {
  let offset = 0;
  const readVarUint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = message[offset++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  const readString = () => {
    const length = readVarUint();
    const text = new TextDecoder().decode(message.subarray(offset, offset + length));
    offset += length;
    return text;
  };
  const document = readString();
  if (readVarUint() !== AUTH) return null;
  const kind = readVarUint();
  if (kind === 1) return { document, denied: readString() };
  if (kind === 2) return { document, authenticated: readString() };
  return null;
}
