import type { SportPack, TokenKind } from '@sideline/domain';
import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';
import { FONT_HELVETICA, TOKEN_MARKER, localPoints, type ScenePoint } from './scene-elements';

export type TokenGroup = 'team-a' | 'team-b' | 'equipment';

/** One button of the token palette and everything needed to draw its token. */
export interface PaletteToken {
  /** `chaser-a`, `chaser-b`, `equipment-cone`; stored in the element's customData */
  id: string;
  group: TokenGroup;
  /** the accessible name of the palette button */
  label: string;
  /** the letters on the token */
  text: string;
  shape: TokenKind['shape'];
  fill: string;
  stroke: string;
  textColor: string;
  /** diameter in scene pixels */
  size: number;
}

export const PLAYER_TOKEN_SIZE = 40;
export const EQUIPMENT_TOKEN_SIZE = 30;

export const TOKEN_GROUP_LABELS: Record<TokenGroup, string> = {
  'team-a': 'Team A (filled)',
  'team-b': 'Team B (outlined)',
  equipment: 'Equipment',
};

/** The palette of a sport: each position for both teams (A filled, B outlined), then the pack's equipment. */
export function tokenPalette(pack: SportPack): PaletteToken[] {
  const players = (['a', 'b'] as const).flatMap((team) =>
    pack.positions.map<PaletteToken>((position) => ({
      id: `${position.id}-${team}`,
      group: team === 'a' ? 'team-a' : 'team-b',
      // A button's name must contain the letters it shows ("GK"): single letters are initials and need not be spelled.
      label: `${position.name}${position.short.length > 1 ? `, ${position.short}` : ''}, team ${team.toUpperCase()}`,
      text: position.short,
      shape: 'circle',
      fill: team === 'a' ? position.color : '#ffffff',
      stroke: position.color,
      // Team B's letters sit on white in the position's colour: darkened until they read (WCAG 4.5:1).
      textColor: team === 'a' ? readableTextOn(position.color) : readableOnWhite(position.color),
      size: PLAYER_TOKEN_SIZE,
    })),
  );
  const equipment = pack.equipment.map<PaletteToken>((kind) => ({
    id: `equipment-${kind.id}`,
    group: 'equipment',
    label: kind.name,
    text: kind.label,
    shape: kind.shape,
    fill: kind.color,
    stroke: darken(kind.color),
    textColor: readableTextOn(kind.color),
    size: EQUIPMENT_TOKEN_SIZE,
  }));
  return [...players, ...equipment];
}

/** The token's elements (shape plus bound label), centred on `center`. */
export function tokenSkeleton(token: PaletteToken, center: ScenePoint): ExcalidrawElementSkeleton {
  const half = token.size / 2;
  const x = Math.round(center[0] - half);
  const y = Math.round(center[1] - half);
  const common = {
    x,
    y,
    strokeColor: token.stroke,
    backgroundColor: token.fill,
    fillStyle: 'solid',
    strokeWidth: token.group === 'team-b' ? 3 : 2,
    roughness: 0,
    customData: { [TOKEN_MARKER]: token.id },
  } as const;
  if (token.shape === 'triangle') {
    // Excalidraw has no triangle: a closed line is filled like a shape.
    return {
      ...common,
      type: 'line',
      points: localPoints([
        [half, 0],
        [token.size, token.size],
        [0, token.size],
        [half, 0],
      ]),
    };
  }
  const label = token.text
    ? {
        label: {
          text: token.text,
          fontSize: labelFontSize(token.text, token.size, token.shape),
          fontFamily: FONT_HELVETICA,
          strokeColor: token.textColor,
        },
      }
    : {};
  return {
    ...common,
    type: token.shape === 'circle' ? 'ellipse' : token.shape === 'square' ? 'rectangle' : 'diamond',
    width: token.size,
    height: token.size,
    ...label,
  };
}

/** Excalidraw keeps this much space between a container's edge and its bound text, and Helvetica's line height. */
const BOUND_TEXT_PADDING = 5;
const HELVETICA_LINE_HEIGHT = 1.15;
/** Helvetica advance widths (em) of the letters tokens show; anything else counts as a wide capital. */
const ADVANCE: Record<string, number> = {
  I: 0.278,
  J: 0.5,
  L: 0.556,
  F: 0.611,
  T: 0.611,
  Z: 0.611,
  E: 0.667,
  B: 0.667,
  K: 0.667,
  P: 0.667,
  S: 0.667,
  V: 0.667,
  X: 0.667,
  Y: 0.667,
  M: 0.833,
  W: 0.944,
};
const advanceOf = (char: string) => ADVANCE[char] ?? (/[0-9]/.test(char) ? 0.556 : /[a-z]/.test(char) ? 0.556 : 0.778);

/** The box Excalidraw lets a bound label fill inside a token of this shape and size (its own rule, mirrored). */
export function labelBox(size: number, shape: PaletteToken['shape']): { width: number; height: number } {
  const inner =
    shape === 'circle' ? Math.round((size / 2) * Math.SQRT2) : shape === 'diamond' ? Math.round(size / 2) : size;
  return { width: inner - BOUND_TEXT_PADDING * 2, height: inner - BOUND_TEXT_PADDING * 2 };
}

/**
 * The label's font size: as large as the token's base size allows while the label fits inside on one line. A label
 * that does not fit makes Excalidraw wrap it letter by letter and stretch the token (two-letter tokens became ovals).
 */
export function labelFontSize(text: string, size: number, shape: PaletteToken['shape']): number {
  const base = size >= PLAYER_TOKEN_SIZE ? 16 : 13;
  const box = labelBox(size, shape);
  // 10% to spare: the browser's Helvetica stand-in may run a little wider.
  const em = [...text].reduce((sum, char) => sum + advanceOf(char), 0) * 1.1;
  const byWidth = em > 0 ? Math.floor(box.width / em) : base;
  const byHeight = Math.floor(box.height / HELVETICA_LINE_HEIGHT);
  return Math.max(8, Math.min(base, byWidth, byHeight));
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function readableTextOn(hex: string): string {
  const luminance = relativeLuminance(hex);
  // Contrast against white vs against near-black (#111827, luminance ≈ 0.012).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.062 ? '#ffffff' : '#111827';
}

/** `hex`, darkened step by step until it has a 4.5:1 contrast against white (text in that colour on white reads). */
export function readableOnWhite(hex: string): string {
  let colour = hex;
  for (let i = 0; i < 10 && contrastWithWhite(colour) < 4.5; i++) colour = scale(colour, 0.85);
  return colour;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function scale(hex: string, factor: number): string {
  const [r, g, b] = rgbOf(hex).map((channel) => Math.round(channel * factor));
  return `#${[r, g, b].map((channel) => (channel ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/** A darker outline for light equipment (a white ball needs an edge to be seen). */
function darken(hex: string): string {
  return scale(hex, 0.55);
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
