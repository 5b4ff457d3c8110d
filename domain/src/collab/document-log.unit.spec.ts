import { describe, expect, it } from 'vitest';
import { BOARD_DOCUMENT_EVENT_TYPES as types } from '../board/board.events';
import { documentReplay } from './document-log';
import type { VersionedEvent } from './document-events';

const updated = (version: number): VersionedEvent => ({
  version,
  type: types.updated,
  data: { update: `u${version}`, editors: [], guestLinkIds: [], at: '' },
});
const snapshot = (version: number, upToVersion: number): VersionedEvent => ({
  version,
  type: types.snapshotted,
  data: { state: `s${upToVersion}`, upToVersion },
});
const restored = (version: number): VersionedEvent => ({
  version,
  type: types.restored,
  data: { toVersion: 2, update: `r${version}`, at: '' },
});
const renamed = (version: number): VersionedEvent => ({ version, type: 'BoardRenamed', data: {} });

describe('document replay', () => {
  it('is empty before the first update', () => {
    expect(documentReplay([renamed(1)], types)).toEqual({ updates: [], version: 0, sinceSnapshot: 0 });
  });
  it('merges every update and restore in order when there is no snapshot', () => {
    expect(documentReplay([renamed(1), updated(2), renamed(3), updated(4), restored(5)], types)).toEqual({
      updates: ['u2', 'u4', 'r5'],
      version: 5,
      sinceSnapshot: 3,
    });
  });
  it('starts from the latest snapshot and adds what came after it', () => {
    const events = [updated(1), updated(2), snapshot(3, 2), updated(4), updated(5), snapshot(6, 5), updated(7)];
    expect(documentReplay(events, types)).toEqual({ updates: ['s5', 'u7'], version: 7, sinceSnapshot: 1 });
  });
  it('replays an earlier version from a snapshot at or before it', () => {
    const events = [updated(1), updated(2), snapshot(3, 2), updated(4), updated(5), snapshot(6, 5), updated(7)];
    expect(documentReplay(events, types, 4)).toEqual({ updates: ['s2', 'u4'], version: 4, sinceSnapshot: 1 });
    expect(documentReplay(events, types, 1)).toEqual({ updates: ['u1'], version: 1, sinceSnapshot: 1 });
    // the snapshot event is written after version 5, but it stands for exactly versions ≤ 5
    expect(documentReplay(events, types, 5)).toEqual({ updates: ['s5'], version: 5, sinceSnapshot: 0 });
  });
  it('works on a slice of the stream that starts at a snapshot', () => {
    expect(documentReplay([snapshot(3, 2), updated(4)], types)).toEqual({
      updates: ['s2', 'u4'],
      version: 4,
      sinceSnapshot: 1,
    });
  });
});
