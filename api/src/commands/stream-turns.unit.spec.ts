import { describe, expect, it } from 'vitest';
import { StreamTurns } from './stream-turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('stream turns', () => {
  it('runs the work on one stream one at a time, in the order it came', async () => {
    const turns = new StreamTurns();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        turns.take('plan-1', async () => {
          running++;
          most = Math.max(most, running);
          log.push(`start ${i}`);
          await tick();
          log.push(`end ${i}`);
          running--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(log).toEqual(Array.from({ length: 10 }, (_, i) => [`start ${i}`, `end ${i}`]).flat());
    expect(turns.streamsInLine).toBe(0);
  });

  it('lets work on other streams run alongside', async () => {
    const turns = new StreamTurns();
    let running = 0;
    let most = 0;
    await Promise.all(
      ['a', 'b', 'c'].map((stream) =>
        turns.take(stream, async () => {
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(3);
  });

  it('passes the turn on after a failure, and hands the failure to its own caller only', async () => {
    const turns = new StreamTurns();
    const failing = turns.take('s', async () => {
      await tick();
      throw new Error('refused');
    });
    const next = turns.take('s', async () => 'done');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('done');
    expect(turns.streamsInLine).toBe(0);
  });

  it('lets work race once the line is full, rather than queue without bound', async () => {
    const turns = new StreamTurns(2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 4 }, () =>
        turns.take('s', async () => {
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(3);
  });
});
