import { generateNKeysBetween } from 'fractional-indexing';

/** What this module reads of an element: Excalidraw's fractional `index` (missing in seeded or older documents). */
interface Indexed {
  readonly index?: unknown;
}

const indexOf = (element: Indexed): string | null =>
  typeof element.index === 'string' && element.index !== '' ? element.index : null;

/**
 * The elements with every fractional `index` present and in drawing order, as Excalidraw wants them.
 *
 * Excalidraw 0.18 checks the indices of every scene it is given (`syncInvalidIndices` in `updateScene`) and gives an
 * element without one, or with one out of order, a new index through `mutateElement`, which bumps its version. The
 * binding then sees a new version and writes the element back to the document: opening a board whose elements carry no
 * index (the demo seed's, a server-built diagram, a document from before 0.18) stored a new version in the viewer's
 * name although nothing was drawn. Here those elements get their index first, on copies and at the same version, so
 * Excalidraw changes nothing and the binding writes nothing; the index is stored with the element's next real edit.
 *
 * Keeps every usable index (a run of missing or out-of-order ones gets keys between its neighbours, as Excalidraw
 * would) and returns the very same array when there is nothing to do. The document's own order (y-excalidraw's `pos`)
 * is untouched: the indices only order the scene inside Excalidraw.
 */
export function withSceneIndices<T extends Indexed>(elements: readonly T[]): readonly T[] {
  const usableAfter = (element: T, lower: string | null) => {
    const index = indexOf(element);
    return index !== null && (lower === null || index > lower) ? index : null;
  };
  let result: T[] | null = null;
  let lower: string | null = null;
  let i = 0;
  while (i < elements.length) {
    const index = usableAfter(elements[i]!, lower);
    if (index !== null) {
      lower = index;
      i++;
      continue;
    }
    let end = i + 1;
    while (end < elements.length && usableAfter(elements[end]!, lower) === null) end++;
    const upper = end < elements.length ? indexOf(elements[end]!) : null;
    let keys: string[];
    try {
      keys = generateNKeysBetween(lower, upper, end - i);
    } catch {
      // A neighbour's index is no fractional-indexing key: leave the scene to Excalidraw, as before.
      return elements;
    }
    result ??= [...elements];
    for (let k = 0; k < keys.length; k++) result[i + k] = { ...elements[i + k]!, index: keys[k] };
    lower = keys[keys.length - 1]!;
    i = end;
  }
  return result ?? elements;
}
