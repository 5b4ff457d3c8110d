import { describe, expect, it } from 'vitest';
import { START, comparePositions, formatPosition, isAtOrAfter, parsePosition } from './positions';

const at = (transactionId: bigint, globalPosition: bigint) => ({ transactionId, globalPosition });

describe('log positions', () => {
  it('order by transaction id first, then global position', () => {
    expect(comparePositions(at(5n, 90n), at(6n, 1n))).toBe(-1);
    expect(comparePositions(at(6n, 1n), at(5n, 90n))).toBe(1);
    expect(comparePositions(at(6n, 2n), at(6n, 3n))).toBe(-1);
    expect(comparePositions(at(6n, 3n), at(6n, 3n))).toBe(0);
    expect(comparePositions(START, at(1n, 1n))).toBe(-1);
  });

  it('sort a shuffled list into log order', () => {
    const sorted = [at(1n, 3n), at(2n, 1n), at(2n, 2n), at(3n, 4n)];
    const shuffled = [sorted[2]!, sorted[0]!, sorted[3]!, sorted[1]!];
    expect(shuffled.sort(comparePositions)).toEqual(sorted);
  });

  it('isAtOrAfter is inclusive', () => {
    expect(isAtOrAfter(at(4n, 4n), at(4n, 4n))).toBe(true);
    expect(isAtOrAfter(at(4n, 3n), at(4n, 4n))).toBe(false);
    expect(isAtOrAfter(at(5n, 1n), at(4n, 4n))).toBe(true);
  });

  it('round-trip through text, beyond Number.MAX_SAFE_INTEGER', () => {
    const big = at(2n ** 60n, 9_007_199_254_740_993n);
    expect(parsePosition(formatPosition(big))).toEqual(big);
    expect(formatPosition(START)).toBe('0:0');
    for (const bad of ['', '1', '1:', ':1', 'a:1', '1:2:3', '-1:2']) expect(parsePosition(bad)).toBeUndefined();
  });
});
