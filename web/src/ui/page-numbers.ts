export type PageItem = number | 'gap';

/**
 * The page links to show: always the first and last page and the pages around the current one, with a gap where
 * pages are skipped. `1 … 4 5 6 … 10`; short lists are shown whole.
 */
export function pageItems(current: number, pageCount: number, around = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const wanted = new Set<number>([1, pageCount]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= pageCount) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
