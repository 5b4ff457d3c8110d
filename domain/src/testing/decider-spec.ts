import { expect } from 'vitest';
import { DomainError } from '../shared/errors';
import type { Decider } from '../shared/events';

/**
 * Given/when/then for deciders:
 *   spec.given([...events]).when(command).then([...expected events])
 *   spec.given([...events]).when(command).thenThrows('CODE')
 */
export function deciderSpec<C, E, S>(decider: Decider<C, E, S>) {
  return {
    given(events: E[]) {
      return {
        when(command: C) {
          const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenNothingHappens() {
              expect(run()).toEqual([]);
            },
            thenThrows(code: string) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught, `expected ${code} to be thrown`).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
