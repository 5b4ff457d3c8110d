import type { DrillInput } from '@sideline/domain';
import type { DemoDiagram } from './demo-drills-diagrams';

/** One demo drill: who owns it, its parent (by key) when it is a variation, the form and its diagrams. */
export interface DemoDrill {
  key: string;
  owner: 'admin' | 'coach';
  parent?: string;
  input: Omit<DrillInput, 'variationOf' | 'diagrams'>;
  diagrams?: DemoDiagram[];
}

/** A YouTube search for the drill: a link that always works, without vouching for one video. */
export const youtubeSearch = (words: string) =>
  `https://www.youtube.com/results?search_query=${encodeURIComponent(words)}`;
