import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Start-up allocates a lot once (PGlite's initdb and WASM compile, module transforms) and V8 keeps that garbage
 * around while memory is plentiful. One full collection after start returns several hundred MB to the system,
 * so a small install stays small from the first minute.
 */
export function releaseStartupMemory(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
