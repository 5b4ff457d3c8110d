import type { Complexity, Diagram, SkillLevel, SportId, Visibility } from '@sideline/domain';
import type { MyVote, VoteTally } from '../engage/engage-types';

/** What the drills API answers (see the drills HTTP contract in docs/api). */

export type { MyVote, VoteTally } from '../engage/engage-types';

export interface DrillSummary {
  id: string;
  sport: SportId;
  name: string;
  briefDescription: string;
  skillLevels: SkillLevel[];
  complexity: Complexity | null;
  lengthMin: number;
  lengthMax: number;
  playersMin: number;
  playersMax: number | null;
  skills: string[];
  /** position ids of the sport pack */
  positions: string[];
  drillTypes: string[];
  hasVideo: boolean;
  diagramCount: number;
  visibility: Visibility;
  ownerId: string | null;
  ownerName: string | null;
  votes: VoteTally;
  myVote: MyVote;
  usageCount: number;
  variationOf: string | null;
  variationCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface DrillRef {
  id: string;
  name: string;
  sport: SportId;
  briefDescription: string;
  variationOf: string | null;
}

export interface DrillPermissions {
  canEdit: boolean;
  canDelete: boolean;
  canRestore: boolean;
  canEngage: boolean;
}

export interface DrillDetail extends DrillSummary {
  /** sanitised HTML */
  detailedDescription: string;
  videoUrl: string | null;
  videoEmbedUrl: string | null;
  diagrams: Diagram[];
  editableByOthers: boolean;
  deleted: boolean;
  version: number;
  permissions: DrillPermissions;
  family: { parent: DrillRef | null; variations: DrillRef[] };
}

export type SearchMode = 'fulltext' | 'fuzzy' | null;

export interface DrillListPage {
  items: DrillSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  searchMode: SearchMode;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface FilterOptions {
  skillLevels: FacetCount[];
  complexity: FacetCount[];
  skills: FacetCount[];
  positions: FacetCount[];
  drillTypes: FacetCount[];
  players: { min: number; max: number };
  length: { min: number; max: number };
}

export interface SkillSuggestion {
  skill: string;
  count: number;
  fromPack: boolean;
}

export type { HistoryChange, HistoryEntry } from '../history/history-types';
