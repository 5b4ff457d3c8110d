import { describe, expect, it } from 'vitest';
import { CommitNotifier } from './commit-notifier';
import type { Queryable } from './types';

/** A database that records notifications and answers each one when told to; a clock moved by hand. */
function harness(gapMs: number) {
  const sent: string[] = [];
  const answers: (() => void)[] = [];
  const waits: number[] = [];
  let clock = 0;
  let endWait: (() => void) | undefined;
  const db = {
    query: (_sql: string, params?: readonly unknown[]) => {
      sent.push(String(params?.[1]));
      return new Promise((resolve) => answers.push(() => resolve([])));
    },
  } as unknown as Queryable;
  const notifier = new CommitNotifier(
    db,
    'channel',
    gapMs,
    () => clock,
    (ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (endWait = resolve));
    },
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    notifier,
    sent,
    waits,
    settle,
    answer: async () => {
      answers.shift()!();
      await settle();
    },
    advance: async (ms: number) => {
      clock += ms;
      endWait?.();
      endWait = undefined;
      await settle();
    },
  };
}

describe('CommitNotifier', () => {
  it('sends the first notification at once, and covers those that come meanwhile with one more', async () => {
    const h = harness(0);
    h.notifier.notify('s:1');
    h.notifier.notify('s:2');
    h.notifier.notify('s:3');
    await h.settle();
    expect(h.sent).toEqual(['s:1']);
    await h.answer();
    expect(h.sent).toEqual(['s:1', 's:3']);
    await h.answer();
    expect(h.sent).toEqual(['s:1', 's:3']);
  });

  it('leaves at least the gap between two notifications, so a burst of appends costs a few statements', async () => {
    const h = harness(3);
    h.notifier.notify('s:1');
    await h.settle();
    await h.advance(1);
    h.notifier.notify('s:2');
    await h.answer();
    expect(h.sent).toEqual(['s:1']);
    expect(h.waits).toEqual([2]);
    h.notifier.notify('s:3');
    await h.advance(2);
    expect(h.sent).toEqual(['s:1', 's:3']);
    await h.answer();
    // Quiet for longer than the gap: the next one goes at once.
    await h.advance(10);
    h.notifier.notify('s:4');
    await h.settle();
    expect(h.sent).toEqual(['s:1', 's:3', 's:4']);
    expect(h.waits).toEqual([2]);
  });

  it('a failed notification does not stop later ones', async () => {
    const sent: string[] = [];
    const db = {
      query: async (_sql: string, params?: readonly unknown[]) => {
        sent.push(String(params?.[1]));
        throw new Error('connection lost');
      },
    } as unknown as Queryable;
    const notifier = new CommitNotifier(db, 'channel', 0);
    notifier.notify('s:1');
    await new Promise((resolve) => setTimeout(resolve, 5));
    notifier.notify('s:2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sent).toEqual(['s:1', 's:2']);
  });
});
