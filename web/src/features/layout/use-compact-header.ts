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
  const overflows = () => {
    const element = inner.current;
    return element !== null && element.scrollWidth > element.clientWidth + 1;
  };

  // New content: lay it out on one line, then measure (both before the browser paints).
  useLayoutEffect(() => {
    setCompact(false);
  }, [contentKey]);
  useLayoutEffect(() => {
    if (!compact && overflows()) setCompact(true);
  });

  useLayoutEffect(() => {
    const remeasure = () => {
      flushSync(() => setCompact(false));
      if (overflows()) flushSync(() => setCompact(true));
    };
    window.addEventListener('resize', remeasure);
    document.fonts?.addEventListener('loadingdone', remeasure);
    return () => {
      window.removeEventListener('resize', remeasure);
      document.fonts?.removeEventListener('loadingdone', remeasure);
    };
  }, []);

  return compact;
}
