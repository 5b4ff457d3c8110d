import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the header shows its links behind the "Menu" button: when they do not fit on one line beside the brand
 * and the account actions, whatever the reason (a narrow window, an admin's longer navigation, a larger font).
 *
 * Measured with the links laid out on one line: before the first paint, whenever `contentKey` changes (other links,
 * another name), and on every window resize and web-font load, where the one-line layout is tried again and the
 * compact one put back in the same task if it still overflows (nothing is painted in between).
 */
export function useCompactHeader(inner: RefObject<HTMLElement | null>, contentKey: string): boolean {
  const [compact, setCompact] = useState(false);

  // New content: lay it out on one line, then measure (both before the browser paints).
  useLayoutEffect(() => {
    setCompact(false);
  }, [contentKey]);
  // After every render on purpose: any render may change what fits; it only turns compact on, so it settles
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!compact && overflows(inner.current)) setCompact(true);
  });

  useLayoutEffect(() => {
    const remeasure = () => {
      flushSync(() => setCompact(false));
      if (overflows(inner.current)) flushSync(() => setCompact(true));
    };
    window.addEventListener('resize', remeasure);
    fontsOf(document)?.addEventListener('loadingdone', remeasure);
    return () => {
      window.removeEventListener('resize', remeasure);
      fontsOf(document)?.removeEventListener('loadingdone', remeasure);
    };
  }, [inner]);

  return compact;
}

const overflows = (element: HTMLElement | null) => element !== null && element.scrollWidth > element.clientWidth + 1;

/** Not in every DOM: the unit tests' happy-dom has none. */
const fontsOf = (doc: Document): FontFaceSet | undefined => doc.fonts;
