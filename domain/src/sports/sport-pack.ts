/** Shapes in court coordinates (metres, origin top-left). The canvas turns them into locked background elements. */
export type CourtShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill?: string }
  | { kind: 'ellipse'; x: number; y: number; width: number; height: number; fill?: string }
  | { kind: 'line'; points: [number, number][] }
  | { kind: 'arc'; cx: number; cy: number; r: number; from: number; to: number };

export interface CourtTemplate {
  id: string;
  name: string;
  /** playing area in metres */
  width: number;
  height: number;
  /** pitch colour behind the lines */
  surface: string;
  shapes: CourtShape[];
}

export interface Position {
  id: string;
  name: string;
  /** token and lane colour */
  color: string;
  /** one or two letters on the token */
  short: string;
  /** how many a side fields (for the token palette) */
  perSide: number;
}

export interface TokenKind {
  id: string;
  name: string;
  shape: 'circle' | 'triangle' | 'square' | 'diamond';
  color: string;
  label: string;
}

export interface DefaultSection {
  name: string;
  /** suggested share of a practice, in minutes of a 90-minute practice */
  minutes: number;
  goals: string[];
}

export interface SportPack {
  id: SportId;
  name: string;
  positions: Position[];
  skills: string[];
  drillTypes: string[];
  courtTemplates: CourtTemplate[];
  /** balls, cones, hoops… for the canvas palette (players come from positions) */
  equipment: TokenKind[];
  defaultSections: DefaultSection[];
}

export const SPORT_IDS = ['quadball', 'basketball', 'soccer'] as const;
export type SportId = (typeof SPORT_IDS)[number];
