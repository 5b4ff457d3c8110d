/**
 * Commands on one stream in this process take turns instead of racing: twenty coaches changing one plan at once
 * would otherwise each read, decide and lose the append to another, again and again, until some ran out of retries
 * (a 409 for a change nobody else was making). Writers in other processes still race, and the conflict retry settles
 * them. A stream with `maxWaiting` commands already in line lets the next one race too (no unbounded line).
 */
export class StreamTurns {
  private readonly lines = new Map<string, { last: Promise<void>; waiting: number }>();

  constructor(private readonly maxWaiting = 64) {}

  async take<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const existing = this.lines.get(streamId);
    if (existing && existing.waiting >= this.maxWaiting) return work();
    const line = existing ?? { last: Promise.resolve(), waiting: 0 };
    const before = line.last;
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    line.last = mine;
    line.waiting++;
    this.lines.set(streamId, line);
    try {
      await before;
      return await work();
    } finally {
      line.waiting--;
      if (line.waiting === 0) this.lines.delete(streamId);
      done();
    }
  }

  /** streams with commands in line (for tests) */
  get streamsInLine(): number {
    return this.lines.size;
  }
}
