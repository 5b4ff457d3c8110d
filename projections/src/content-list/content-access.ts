import type { ContentAccess, Visibility } from '@sideline/domain';

/** The columns every content table (drills, formations, plans) keeps for the policy. */
export interface ContentAccessColumns {
  owner_id: string;
  visibility: Visibility;
  team_id: string | null;
  editable_by_others: boolean;
  deleted: boolean;
  /** plans only: a published plan is what its team's members see */
  published?: boolean;
}

/** The policy's view of a content row. */
export const contentAccessOf = (row: ContentAccessColumns): ContentAccess => ({
  ownerId: row.owner_id,
  visibility: row.visibility,
  teamId: row.team_id,
  editableByOthers: row.editable_by_others,
  deleted: row.deleted,
  ...(row.published === undefined ? {} : { published: row.published }),
});
