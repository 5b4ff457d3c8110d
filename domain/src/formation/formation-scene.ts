/**
 * How a formation's diagram lives in its Yjs document (`formation:<id>`): the layout of y-excalidraw, which the web
 * client binds to Excalidraw. `elements` is a Y.Array of Y.Maps `{ el: <Excalidraw element>, pos: <fractional index> }`
 * (order by `pos`), `assets` a Y.Map of files by id. The server writes this layout when it seeds a diagram and reads
 * it in tests; the browser and the server must agree on these names.
 */
export const FORMATION_SCENE = {
  elements: 'elements',
  assets: 'assets',
} as const;

/** Digits of fractional-indexing keys, in their sort order. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The first `count` keys of fractional-indexing (`a0`, `a1`, … `az`, `b00`, …): what y-excalidraw generates when
 * elements are appended one after another, so a seeded scene orders and grows like one drawn in the browser.
 */
export function sceneOrderKeys(count: number): string[] {
  const base = DIGITS.length;
  if (count > base + base * base) throw new Error(`at most ${base + base * base} ordered elements`);
  return Array.from({ length: count }, (_, i) =>
    i < base ? `a${DIGITS[i]}` : `b${DIGITS[Math.floor((i - base) / base)]}${DIGITS[(i - base) % base]}`,
  );
}
