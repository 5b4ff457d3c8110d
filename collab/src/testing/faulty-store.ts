import type { EventStore } from '@sideline/eventstore';

type Append = EventStore['append'];

/**
 * The real store with `append` replaced, to make the database slow, down, or lose an answer on purpose.
 * `around(realAppend, ...args)` decides what happens to each append.
 */
export function storeWithAppend(
  store: EventStore,
  around: (real: Append, ...args: Parameters<Append>) => ReturnType<Append>,
): EventStore {
  const real: Append = store.append.bind(store);
  return new Proxy(store, {
    get(target, property) {
      if (property === 'append') return (...args: Parameters<Append>) => around(real, ...args);
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A gate an append waits at until the test opens it. */
export function gate() {
  let open: () => void = () => {};
  let entered: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (entered = resolve));
  return { open, opened, reached, enter: entered };
}
