import { z } from 'zod';

/**
 * Who can see a drill, formation, plan or board:
 * public (listed and readable by all), unlisted (readable by link, never listed or searched),
 * private (the owner, and the team it is shared with), team (every member of the owning team).
 */
export const VISIBILITIES = ['public', 'unlisted', 'private', 'team'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const visibilitySchema = z.enum(VISIBILITIES, { error: 'Choose public, unlisted, private or team.' });

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public: listed and searchable',
  unlisted: 'Unlisted: anyone with the link',
  private: 'Private: only me (and my team if shared)',
  team: 'Team: every member of the team',
};

export const SKILL_LEVELS = ['New to Sport', 'Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const skillLevelSchema = z.enum(SKILL_LEVELS, {
  error: `Skill level must be one of ${SKILL_LEVELS.join(', ')}.`,
});

export const COMPLEXITIES = ['Low', 'Medium', 'High'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];
export const complexitySchema = z.enum(COMPLEXITIES, { error: 'Complexity must be Low, Medium or High.' });

/** Ids are UUIDs made by the server (or the client for idempotent creates). */
export const entityIdSchema = z.uuid({ error: 'Not a valid id.' });

/** A list's team filter: one team's content (by id), or `mine` for the content of all my teams. */
export const teamFilterSchema = z
  .union([z.literal('mine'), entityIdSchema], { error: 'Filter by a team id, or by mine for all my teams.' })
  .optional();
export type TeamFilter = z.output<typeof teamFilterSchema>;

/** What the policy needs to know about any piece of content. */
export interface ContentAccess {
  ownerId: string | null;
  visibility: Visibility;
  /** the team it belongs to or is shared with */
  teamId: string | null;
  editableByOthers: boolean;
  deleted: boolean;
  /** plans only: false while a practice is in the making (a team's members do not see it yet) */
  published?: boolean;
  /**
   * the team it belongs to is archived: read-only for everyone, share links included (the actor's own
   * `archivedTeamIds` only know the teams the actor is in)
   */
  teamArchived?: boolean;
}
