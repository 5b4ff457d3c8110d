import { generateKeyBetween } from 'fractional-indexing';
import { describe, expect, it } from 'vitest';
import { sceneOrderKeys } from './formation-scene';

describe('scene order keys', () => {
  it('are the keys y-excalidraw (fractional-indexing) makes when appending one element after another', () => {
    const expected: string[] = [];
    for (let i = 0; i < 200; i++) expected.push(generateKeyBetween(expected.at(-1) ?? null, null));
    expect(sceneOrderKeys(200)).toEqual(expected);
  });
  it('sort as strings in the order given', () => {
    const keys = sceneOrderKeys(500);
    expect([...keys].sort()).toEqual(keys);
  });
});
