import { z } from 'zod';
import { entityIdSchema, visibilitySchema } from '../content/content.schemas';
import { sanitizeRichText } from '../content/rich-text';
import { SPORT_PACKS, sportIdSchema, type SportId } from '../sports';

export const FORMATION_TYPES = ['offense', 'defense', 'other'] as const;
export type FormationType = (typeof FORMATION_TYPES)[number];
export const formationTypeSchema = z.enum(FORMATION_TYPES, { error: 'Choose offense, defense or other.' });
export const FORMATION_TYPE_LABELS: Record<FormationType, string> = {
  offense: 'Offense',
  defense: 'Defense',
  other: 'Other',
};

export const FORMATION_LIMITS = {
  name: 120,
  brief: 500,
  /** rich text, as HTML */
  detailed: 50_000,
  tags: 20,
  tag: 40,
} as const;

/** The court a new formation's diagram starts from when none is chosen: the sport's first template (its full court). */
export const defaultCourtTemplateId = (sport: SportId): string => SPORT_PACKS[sport].courtTemplates[0]!.id;

export const courtTemplateBelongsTo = (sport: SportId, templateId: string) =>
  SPORT_PACKS[sport].courtTemplates.some((t) => t.id === templateId);

export const courtTemplateMessage = (sport: SportId) =>
  `Choose one of the ${SPORT_PACKS[sport].name} courts (${SPORT_PACKS[sport].courtTemplates.map((t) => t.name).join(', ')}).`;

/**
 * Tags are free words: trimmed, inner spaces collapsed, empty ones dropped, duplicates (any case) dropped with the
 * first spelling kept, at most 20 once deduplicated.
 */
export const formationTagsSchema = z
  .array(
    z
      .string({ error: 'Tags are words.' })
      .trim()
      .max(FORMATION_LIMITS.tag, `Keep each tag under ${FORMATION_LIMITS.tag} characters.`)
      // Lists filter by comma-separated tags (?tags=zone,press): a comma inside a tag could never be filtered on.
      .refine((tag) => !tag.includes(','), 'Tags cannot contain commas.'),
    { error: 'Tags are a list of words.' },
  )
  .max(200, 'Too many tags.')
  .transform((tags) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const raw of tags) {
      const tag = raw.replace(/\s+/g, ' ');
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) continue;
      seen.add(key);
      kept.push(tag);
    }
    return kept;
  })
  .pipe(z.array(z.string()).max(FORMATION_LIMITS.tags, `At most ${FORMATION_LIMITS.tags} tags.`));

/** Each field on its own, without defaults: the create schema adds defaults, the patch schema makes them optional. */
const FIELDS = {
  sport: sportIdSchema,
  name: z
    .string({ error: 'Give the formation a name.' })
    .trim()
    .min(1, 'Give the formation a name.')
    .max(FORMATION_LIMITS.name, `Keep the name under ${FORMATION_LIMITS.name} characters.`),
  briefDescription: z
    .string({ error: 'The brief description is text.' })
    .trim()
    .max(FORMATION_LIMITS.brief, `Keep the brief description under ${FORMATION_LIMITS.brief} characters.`),
  detailedDescription: z
    .string({ error: 'The detailed description is text.' })
    .max(FORMATION_LIMITS.detailed, 'The detailed description is too long (50,000 characters at most).')
    .transform(sanitizeRichText),
  tags: formationTagsSchema,
  formationType: formationTypeSchema,
  /** the court template its diagram starts from (the web client draws it on first open); one of the sport's */
  courtTemplateId: z.string({ error: 'Choose a court.' }).min(1, 'Choose a court.').max(64),
  visibility: visibilitySchema,
  /** the team it belongs to (its coaches edit it; with visibility `team` its members read it) */
  teamId: entityIdSchema.nullable(),
  editableByOthers: z.boolean({ error: 'Editable by others is true or false.' }),
};

/**
 * The formation form and POST /api/formations validate with this one schema. The court defaults to the sport's
 * first template and must be one of the sport's.
 */
export const formationInputSchema = z
  .object({
    sport: FIELDS.sport,
    name: FIELDS.name,
    briefDescription: FIELDS.briefDescription.default(''),
    detailedDescription: FIELDS.detailedDescription.default(''),
    tags: FIELDS.tags.default([]),
    formationType: FIELDS.formationType.default('other'),
    courtTemplateId: FIELDS.courtTemplateId.nullable().default(null),
    visibility: FIELDS.visibility.default('public'),
    teamId: FIELDS.teamId.default(null),
    editableByOthers: FIELDS.editableByOthers.default(false),
  })
  .superRefine((formation, ctx) => {
    if (formation.visibility === 'team' && !formation.teamId)
      ctx.addIssue({
        code: 'custom',
        path: ['teamId'],
        message: 'Choose a team first: team visibility shares the formation with a team.',
      });
    if (formation.courtTemplateId !== null && !courtTemplateBelongsTo(formation.sport, formation.courtTemplateId)) {
      ctx.addIssue({ code: 'custom', path: ['courtTemplateId'], message: courtTemplateMessage(formation.sport) });
    }
  })
  .transform((formation) => ({
    ...formation,
    courtTemplateId: formation.courtTemplateId ?? defaultCourtTemplateId(formation.sport),
  }));

export type FormationInput = z.input<typeof formationInputSchema>;
export type FormationFields = z.output<typeof formationInputSchema>;

/**
 * PATCH /api/formations/:id: the fields to change, at least one. Cross-field rules (the court belongs to the sport)
 * are checked by the decider against the formation as it is, so two people changing different fields never clash.
 */
export const formationPatchSchema = z
  .object(
    {
      sport: FIELDS.sport.optional(),
      name: FIELDS.name.optional(),
      briefDescription: FIELDS.briefDescription.optional(),
      detailedDescription: FIELDS.detailedDescription.optional(),
      tags: FIELDS.tags.optional(),
      formationType: FIELDS.formationType.optional(),
      courtTemplateId: FIELDS.courtTemplateId.optional(),
      visibility: FIELDS.visibility.optional(),
      teamId: FIELDS.teamId.optional(),
      editableByOthers: FIELDS.editableByOthers.optional(),
    },
    { error: 'Send the fields to change as an object.' },
  )
  .refine((patch) => Object.values(patch).some((value: unknown) => value !== undefined), {
    message: 'Send at least one field to change.',
  });

export type FormationPatchInput = z.input<typeof formationPatchSchema>;
export type FormationPatch = z.output<typeof formationPatchSchema>;

/** "<name> (copy)", shortened so it still fits the name limit. */
export function formationCopyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, FORMATION_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
}
