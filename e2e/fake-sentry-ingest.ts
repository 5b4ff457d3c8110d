/**
 * A stand-in for Sentry's ingest endpoint, for end-to-end tests: point the app's DSN at `dsn`,
 * use the app, then read what the browser SDK sent with `envelopes()`.
 *
 * The browser SDK POSTs envelopes to `/api/<project>/envelope/?sentry_key=…` as plain text
 * (`content-type: text/plain;charset=UTF-8`, no compression), one JSON header line followed by
 * items: an item header line and its payload. Items whose header has a `length` (replay recordings,
 * attachments) carry that many raw bytes; the others run to the end of the line.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface EnvelopeItem {
  /** the project id from the URL (`/api/<project>/envelope/`) */
  projectId: string;
  /** the envelope's first line: event_id, dsn, sent_at, sdk, trace… */
  envelopeHeader: Record<string, unknown>;
  /**
   * the item's header line: at least `type` (event, transaction, span, replay_event, replay_recording, client_report…)
   */
  header: Record<string, unknown> & { type: string };
  type: string;
  /** parsed JSON when the payload is JSON, otherwise the raw bytes */
  payload: unknown;
  receivedAt: Date;
}

export interface FakeSentryIngest {
  port: number;
  /** a DSN for project 1 that sends here: `http://public@127.0.0.1:<port>/1` */
  dsn: string;
  /** every item received so far, in order */
  envelopes(): EnvelopeItem[];
  /** payloads of error events (items of type `event`) */
  errorEvents(): Record<string, unknown>[];
  /** resolves with the matching items once at least one arrived; rejects after `timeoutMs` */
  waitForItems(match: (item: EnvelopeItem) => boolean, timeoutMs?: number): Promise<EnvelopeItem[]>;
  /** forgets what was received */
  clear(): void;
  close(): Promise<void>;
}

const ENVELOPE_PATH = /^\/api\/([^/]+)\/envelope\/?$/;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-max-age': '600',
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return bytes;
  }
}

/** Splits an envelope into its header and items (the same format as @sentry/core's parseEnvelope). */
export function parseEnvelope(
  body: Buffer,
  projectId: string,
  receivedAt = new Date(),
): { envelopeHeader: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };

  const envelopeHeader = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = readLine();
    if (headerLine.length === 0) continue;
    const header = JSON.parse(headerLine.toString('utf8')) as EnvelopeItem['header'];
    let payloadBytes: Buffer;
    if (typeof header.length === 'number') {
      payloadBytes = body.subarray(offset, offset + header.length);
      offset += header.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payloadBytes = readLine();
    }
    items.push({ projectId, envelopeHeader, header, type: header.type, payload: parseJson(payloadBytes), receivedAt });
  }
  return { envelopeHeader, items };
}

export async function startFakeSentryIngest(): Promise<FakeSentryIngest> {
  let received: EnvelopeItem[] = [];
  const waiters = new Set<() => void>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...CORS_HEADERS,
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
      });
      response.end();
      return;
    }
    const match = ENVELOPE_PATH.exec(path);
    if (request.method !== 'POST' || !match) {
      response.writeHead(404, { ...CORS_HEADERS, 'content-type': 'application/json' });
      response.end('{"detail":"not an envelope endpoint"}');
      return;
    }
    try {
      const body = decode(await readBody(request), request.headers['content-encoding']);
      const { items } = parseEnvelope(body, match[1] ?? '');
      received.push(...items);
      for (const wake of waiters) wake();
      response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' });
      response.end('{}');
    } catch (error) {
      response.writeHead(400, { ...CORS_HEADERS, 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: `invalid envelope: ${String(error)}` }));
    }
  };

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes: () => [...received],
    errorEvents: () =>
      received.filter((item) => item.type === 'event').map((item) => item.payload as Record<string, unknown>),
    waitForItems: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter(match);
          if (found.length === 0) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`fake Sentry ingest: no matching item within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    clear: () => {
      received = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
