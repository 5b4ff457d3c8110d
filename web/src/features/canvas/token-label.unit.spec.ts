import { SPORT_IDS, SPORT_PACKS } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_TOKEN_SIZE,
  PLAYER_TOKEN_SIZE,
  labelBox,
  labelFontSize,
  tokenPalette,
  tokenSkeleton,
} from './token-elements';

/** A width estimate for the check: Helvetica's average capital (0.722 em), M and W at their own width. */
const estimatedWidth = (text: string, fontSize: number) =>
  [...text].reduce((sum, char) => sum + (char === 'W' ? 0.944 : char === 'M' ? 0.833 : 0.722), 0) * fontSize;

describe('token labels', () => {
  it('two-letter labels (PG, SG, GK) fit on one line inside the round token, so it stays round', () => {
    for (const text of ['PG', 'SG', 'SF', 'PF', 'GK', 'C', 'K']) {
      const size = labelFontSize(text, PLAYER_TOKEN_SIZE, 'circle');
      const box = labelBox(PLAYER_TOKEN_SIZE, 'circle');
      expect(estimatedWidth(text, size), text).toBeLessThanOrEqual(box.width);
      expect(size * 1.15, text).toBeLessThanOrEqual(box.height);
    }
  });

  it('every token of every sport gets a label that fits, and equipment is 30 px', () => {
    expect(EQUIPMENT_TOKEN_SIZE).toBe(30);
    for (const sport of SPORT_IDS) {
      for (const token of tokenPalette(SPORT_PACKS[sport])) {
        const skeleton = tokenSkeleton(token, [100, 100]) as { label?: { fontSize: number } };
        if (!token.text || token.shape === 'triangle' || token.shape === 'diamond') continue;
        const box = labelBox(token.size, token.shape);
        expect(skeleton.label!.fontSize * 1.15, `${sport} ${token.id}`).toBeLessThanOrEqual(box.height);
        expect(estimatedWidth(token.text, skeleton.label!.fontSize) * 0.95, `${sport} ${token.id}`).toBeLessThanOrEqual(
          box.width,
        );
      }
    }
  });
});
