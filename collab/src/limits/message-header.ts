/** Hocuspocus message types (the first varuint after the document name). */
export const MESSAGE_TYPE = {
  sync: 0,
  awareness: 1,
  auth: 2,
  syncReply: 4,
  stateless: 5,
  broadcastStateless: 6,
  close: 7,
} as const;
/** y-protocols sync steps: step 2 and update carry document content, step 1 only a state vector. */
export const SYNC_STEP = { step1: 0, step2: 1, update: 2 } as const;

export interface MessageHeader {
  documentName: string;
  type: number;
  /** the sync step of a sync message, -1 for other types */
  syncStep: number;
}

/** Reads the lib0 encoding Hocuspocus messages use, from the front: varuints and length-prefixed strings. */
export class MessageReader {
  private offset = 0;
  constructor(private readonly message: Uint8Array) {}

  /** the next varuint, or -1 when the message ends first (or it is longer than 35 bits) */
  varUint(): number {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const byte = this.message[this.offset++];
      if (byte === undefined) return -1;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    return -1;
  }

  /** the next length-prefixed UTF-8 string, or null when the message is too short to hold it */
  string(): string | null {
    const length = this.varUint();
    if (length < 0 || this.offset + length > this.message.length) return null;
    const text = new TextDecoder().decode(this.message.subarray(this.offset, this.offset + length));
    this.offset += length;
    return text;
  }
}

/**
 * Reads the document name, the message type and (for sync messages) the sync step: a few bytes at the front of the
 * message, so the limits can sort a message before Hocuspocus decodes it. Null for a message too short to hold them.
 */
export function readMessageHeader(message: Uint8Array): MessageHeader | null {
  const reader = new MessageReader(message);
  const documentName = reader.string();
  if (documentName === null) return null;
  const type = reader.varUint();
  if (type < 0) return null;
  const isSync = type === MESSAGE_TYPE.sync || type === MESSAGE_TYPE.syncReply;
  return { documentName, type, syncStep: isSync ? reader.varUint() : -1 };
}

/**
 * A message that would add content to the document (sync step 2 or update), as opposed to a state vector or presence.
 */
export const carriesDocumentContent = (header: MessageHeader | null) =>
  header !== null &&
  (header.type === MESSAGE_TYPE.sync || header.type === MESSAGE_TYPE.syncReply) &&
  (header.syncStep === SYNC_STEP.step2 || header.syncStep === SYNC_STEP.update);
