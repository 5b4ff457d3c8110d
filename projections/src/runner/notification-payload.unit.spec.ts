import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, decodeNotification, encodeNotification } from './notification-payload';

const position = { transactionId: 2n ** 40n, globalPosition: 12_345n };
const base = { schema: 'public', name: 'plans', position };

describe('projection notification payload', () => {
  it('round-trips a small payload with every key', () => {
    const payload = encodeNotification({ ...base, changed: ['plan:1', 'plan:2'] });
    expect(decodeNotification(payload)).toEqual({
      ...base,
      changed: ['plan:1', 'plan:2'],
      overflow: false,
      commands: [],
      actors: [],
    });
  });

  it('keeps an oversized key list under the limit, in order, and flags the overflow', () => {
    const changed = Array.from({ length: 5_000 }, (_, i) => `plan:${i}`);
    const payload = encodeNotification({ ...base, changed });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const decoded = decodeNotification(payload)!;
    expect(decoded.overflow).toBe(true);
    expect(decoded.changed.length).toBeGreaterThan(500);
    expect(decoded.changed).toEqual(changed.slice(0, decoded.changed.length));
  });

  it('fills the budget exactly: one more key would not fit', () => {
    const changed = Array.from({ length: 200 }, (_, i) => `item:${'é'.repeat(i % 7)}${i}`); // multi-byte too
    for (const limit of [300, 301, 302, 555, 1_000]) {
      const payload = encodeNotification({ ...base, changed }, limit);
      const kept = decodeNotification(payload)!.changed.length;
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(limit);
      const oneMore = JSON.stringify({ ...JSON.parse(payload), changed: changed.slice(0, kept + 1) });
      expect(Buffer.byteLength(oneMore)).toBeGreaterThan(limit);
    }
  });

  it('marks a reset as overflow even with no keys', () => {
    expect(decodeNotification(encodeNotification({ ...base, changed: [], overflow: true }))).toMatchObject({
      changed: [],
      overflow: true,
    });
  });

  it('ignores payloads that are not ours', () => {
    for (const junk of ['', 'hello', '{}', '{"name":1}', '[1]', 'null'])
      expect(decodeNotification(junk)).toBeUndefined();
  });
});
