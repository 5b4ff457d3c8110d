import type { FormationType, SportId, Visibility } from '@sideline/domain';
import type { MyVote, VoteTally } from '../engage/engage-types';

/** What the formations API answers (docs/api.md, "formations"). */

export interface FormationSummary {
  id: string;
  sport: SportId;
  name: string;
  briefDescription: string;
  tags: string[];
  formationType: FormationType;
  courtTemplateId: string;
  visibility: Visibility;
  ownerId: string;
  ownerName: string;
  votes: VoteTally;
  myVote: MyVote;
  usedInPlanCount: number;
  diagramVersionCount: number;
  createdAt: string;
  /** diagram edits move it too */
  updatedAt: string;
}

export interface FormationPermissions {
  /** change the details and draw on the diagram */
  canEdit: boolean;
  /** visibility and editable-by-others: owner, team admins, site admins */
  canChangeVisibility: boolean;
  canDelete: boolean;
  canRestore: boolean;
  /** vote and comment */
  canEngage: boolean;
  canDuplicate: boolean;
}

export interface FormationDetail extends FormationSummary {
  /** sanitised HTML */
  detailedDescription: string;
  editableByOthers: boolean;
  deleted: boolean;
  /** the details version (also the ETag); diagram edits do not move it */
  version: number;
  duplicatedFrom: { id: string; name: string } | null;
  /** the diagram's collab document, `formation:<id>` */
  documentName: string;
  permissions: FormationPermissions;
}

export type SearchMode = 'fulltext' | 'fuzzy' | null;

export interface FormationListPage {
  items: FormationSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  searchMode: SearchMode;
}

export interface TagCount {
  value: string;
  count: number;
}
