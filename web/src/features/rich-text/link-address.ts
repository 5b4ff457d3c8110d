/**
 * What someone typed as a link, as an address the sanitiser keeps: http(s) or mailto; "example.com" becomes
 * "https://example.com". Null when it cannot be a link (e.g. `javascript:`), so the form can say so.
 */
export function normaliseLinkAddress(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? trimmed
    : /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(trimmed)
      ? `mailto:${trimmed}`
      : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}
