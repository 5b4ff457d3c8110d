/**
 * "Saved" means in the event log, not just on the server (docs/collab.md): after each store the server sends
 * `{type: 'sideline.stored', version, stateVector}`, and my edits are saved once that vector covers my clock.
 */
export interface StoredMessage {
  type: 'sideline.stored';
  version: number;
  /** base64 Yjs state vector of the stored document */
  stateVector: string;
}

export function parseStoredMessage(payload: string): StoredMessage | null {
  try {
    const message: unknown = JSON.parse(payload);
    if (typeof message !== 'object' || message === null) return null;
    const { type, version, stateVector } = message as Record<string, unknown>;
    if (type !== 'sideline.stored' || typeof version !== 'number' || typeof stateVector !== 'string') return null;
    return { type, version, stateVector };
  } catch {
    return null;
  }
}

/** My edits are stored when the stored vector has seen my client's clock (no edits yet: nothing to store). */
export function editsStored(stored: ReadonlyMap<number, number>, clientId: number, myClock: number): boolean {
  return myClock === 0 || (stored.get(clientId) ?? 0) >= myClock;
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
