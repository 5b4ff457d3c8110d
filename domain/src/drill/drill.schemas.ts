import { z } from 'zod';
import { sanitizeRichText } from '../content/rich-text';
import {
  COMPLEXITIES,
  complexitySchema,
  entityIdSchema,
  skillLevelSchema,
  visibilitySchema,
} from '../content/content.schemas';
import { SPORT_PACKS, canonicalSkill, findDrillType, findPosition, sportIdSchema, type SportId } from '../sports';

export const DRILL_LIMITS = {
  name: 150,
  brief: 500,
  /** rich text, as HTML */
  detailed: 50_000,
  minutes: 240,
  players: 200,
  skills: 20,
  skill: 50,
  diagrams: 8,
  /** serialised size of one diagram scene */
  diagramBytes: 1_500_000,
} as const;

const list = <T extends z.ZodType>(item: T, what: string, max: number) =>
  z
    .array(item, { error: `Choose at least one ${what}.` })
    .min(1, `Choose at least one ${what}.`)
    .max(max, `At most ${max} ${what}s.`);

/** One Excalidraw scene saved with a drill. The canvas owns the element shapes; we only bound their size. */
export const diagramSchema = z
  .object({
    id: z.string().min(1).max(64),
    title: z.string().trim().max(80, 'Keep diagram titles under 80 characters.').default(''),
    courtTemplateId: z.string().max(64).nullable().default(null),
    elements: z.array(z.record(z.string(), z.unknown())).max(5_000, 'A diagram can hold at most 5,000 shapes.'),
    files: z.record(z.string(), z.unknown()).default({}),
  })
  .refine((d) => JSON.stringify(d).length <= DRILL_LIMITS.diagramBytes, {
    message: 'This diagram is too large (over 1.5 MB).',
  });
export type Diagram = z.output<typeof diagramSchema>;

const VIDEO_HOSTS = /^(www\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)$/i;

export const videoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Enter a full link starting with https://');

/** An embeddable player URL for YouTube and Vimeo links; null for other sites (shown as a plain link). */
export function videoEmbedUrl(link: string): string | null {
  try {
    const url = new URL(link);
    if (!VIDEO_HOSTS.test(url.hostname)) return null;
    const host = url.hostname.replace(/^www\./, '');
    if (host === 'youtu.be')
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(url.pathname.slice(1))}`;
    if (host.includes('youtube')) {
      const id = url.searchParams.get('v') ?? url.pathname.match(/\/(?:embed|shorts)\/([\w-]+)/)?.[1];
      return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` : null;
    }
    const vimeoId = url.pathname.match(/(\d{5,})/)?.[1];
    return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
  } catch {
    return null;
  }
}

const wholeNumber = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
/** The non-empty texts of a list, with their places (other entries are the list's own schema's to report). */
const textsOf = (value: unknown): Array<[string, number]> =>
  Array.isArray(value)
    ? value.flatMap((entry, i): Array<[string, number]> =>
        typeof entry === 'string' && entry.trim() !== '' ? [[entry.trim(), i]] : [],
      )
    : [];

/** Each field of a drill as the form and the API take it (defaults and cross-field rules come with each schema). */
const DRILL_FIELDS = {
  sport: sportIdSchema,
  name: z
    .string({ error: 'Give the drill a name.' })
    .trim()
    .min(1, 'Give the drill a name.')
    .max(DRILL_LIMITS.name, `Keep the name under ${DRILL_LIMITS.name} characters.`),
  briefDescription: z
    .string({ error: 'Describe the drill in a sentence or two.' })
    .trim()
    .min(1, 'Describe the drill in a sentence or two.')
    .max(DRILL_LIMITS.brief, `Keep the brief description under ${DRILL_LIMITS.brief} characters.`),
  detailedDescription: z
    .string()
    .max(DRILL_LIMITS.detailed, 'The detailed description is too long (50,000 characters at most).'),
  drillTypes: list(z.string().trim().min(1), 'drill type', 8),
  skillLevels: list(skillLevelSchema, 'skill level', 5),
  complexity: complexitySchema.nullable(),
  lengthMin: z
    .number({ error: 'Enter the shortest length in minutes.' })
    .int('Use whole minutes.')
    .min(0, 'Length cannot be negative.')
    .max(DRILL_LIMITS.minutes, `At most ${DRILL_LIMITS.minutes} minutes.`),
  lengthMax: z
    .number({ error: 'Enter the longest length in minutes.' })
    .int('Use whole minutes.')
    .min(1, 'The longest length must be at least 1 minute.')
    .max(DRILL_LIMITS.minutes, `At most ${DRILL_LIMITS.minutes} minutes.`),
  playersMin: z
    .number({ error: 'Enter the fewest players.' })
    .int('Use a whole number.')
    .min(1, 'At least 1 player.')
    .max(DRILL_LIMITS.players, `At most ${DRILL_LIMITS.players} players.`),
  /** null: no upper limit */
  playersMax: z
    .number()
    .int('Use a whole number.')
    .min(1, 'At least 1 player.')
    .max(DRILL_LIMITS.players, `At most ${DRILL_LIMITS.players} players.`)
    .nullable(),
  skills: list(
    z
      .string()
      .trim()
      .min(1, 'Skills cannot be empty.')
      .max(DRILL_LIMITS.skill, `Keep each skill under ${DRILL_LIMITS.skill} characters.`),
    'skill',
    DRILL_LIMITS.skills,
  ),
  positions: list(z.string().trim().min(1), 'position', 11),
  videoUrl: videoUrlSchema.nullable(),
  diagrams: z.array(diagramSchema).max(DRILL_LIMITS.diagrams, `At most ${DRILL_LIMITS.diagrams} diagrams.`),
  visibility: visibilitySchema,
  /** the team it belongs to (its coaches edit it; with visibility `team` its members read it) */
  teamId: entityIdSchema.nullable(),
  editableByOthers: z.boolean(),
  variationOf: entityIdSchema.nullable(),
};

export interface DrillRuleProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The rules that span fields: lengths and player counts in order, team visibility with a team, positions and drill
 * types of the drill's sport. The values may be of any type (a form or an upload row with other problems too): each
 * rule looks only at fields that parsed. The schema and the decider (on a drill after a patch) both ask it.
 */
export function drillRuleProblems(drill: unknown): DrillRuleProblem[] {
  if (typeof drill !== 'object' || drill === null || Array.isArray(drill)) return [];
  const value = drill as Partial<Record<keyof typeof DRILL_FIELDS, unknown>>;
  const problems: DrillRuleProblem[] = [];
  const lengthMin = wholeNumber(value.lengthMin);
  const lengthMax = wholeNumber(value.lengthMax);
  const playersMin = wholeNumber(value.playersMin);
  const playersMax = wholeNumber(value.playersMax);
  if (lengthMin !== null && lengthMax !== null && lengthMax < lengthMin)
    problems.push({ path: ['lengthMax'], message: 'The longest length must not be shorter than the shortest.' });
  if (value.visibility === 'team' && !value.teamId)
    problems.push({ path: ['teamId'], message: 'Choose a team first: team visibility shares the drill with a team.' });
  if (playersMin !== null && playersMax !== null && playersMax < playersMin)
    problems.push({ path: ['playersMax'], message: 'The most players must not be fewer than the fewest.' });
  const sport = typeof value.sport === 'string' && value.sport in SPORT_PACKS ? (value.sport as SportId) : null;
  const pack = sport ? SPORT_PACKS[sport] : undefined;
  if (!sport || !pack) return problems;
  textsOf(value.positions).forEach(([p, i]) => {
    if (!findPosition(sport, p))
      problems.push({
        path: ['positions', i],
        message: `${p} is not a ${pack.name} position (${pack.positions.map((x) => x.name).join(', ')}).`,
      });
  });
  textsOf(value.drillTypes).forEach(([t, i]) => {
    if (!findDrillType(sport, t))
      problems.push({ path: ['drillTypes', i], message: `${t} is not a drill type (${pack.drillTypes.join(', ')}).` });
  });
  return problems;
}

/** Positions as the sport's ids, drill types and skills spelled the sport's way, no doubles (rules already met). */
export function canonicalDrill<
  T extends {
    sport: SportId;
    positions: string[];
    drillTypes: string[];
    skills: string[];
    skillLevels: readonly unknown[];
  },
>(drill: T): T {
  return {
    ...drill,
    positions: [...new Set(drill.positions.map((p) => findPosition(drill.sport, p)!.id))],
    drillTypes: [...new Set(drill.drillTypes.map((t) => findDrillType(drill.sport, t)!))],
    skills: [...new Set(drill.skills.map((s) => canonicalSkill(drill.sport, s)))],
    skillLevels: [...new Set(drill.skillLevels)],
  };
}

/**
 * The drill form and the API validate with this one schema. Skills are title-cased (the pack's spelling wins),
 * positions are the sport's position ids (names are accepted), drill types the sport's.
 */
export const drillInputSchema = z
  .object({
    ...DRILL_FIELDS,
    detailedDescription: DRILL_FIELDS.detailedDescription.default('').transform(sanitizeRichText),
    complexity: DRILL_FIELDS.complexity.default(null),
    playersMax: DRILL_FIELDS.playersMax.default(null),
    videoUrl: DRILL_FIELDS.videoUrl.default(null),
    diagrams: DRILL_FIELDS.diagrams.default([]),
    visibility: DRILL_FIELDS.visibility.default('public'),
    teamId: DRILL_FIELDS.teamId.default(null),
    editableByOthers: DRILL_FIELDS.editableByOthers.default(false),
    variationOf: DRILL_FIELDS.variationOf.default(null),
  })
  // Cross-field checks run even when other fields fail (`when`), so a form or an upload row shows every problem at
  // once.
  .superRefine(
    (drill, ctx) => {
      for (const { path, message } of drillRuleProblems(drill)) ctx.addIssue({ code: 'custom', path, message });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((drill) => canonicalDrill(drill));

/**
 * PATCH /api/drills/:id: the fields to change, at least one. The rules that span fields are checked by the decider
 * against the drill as it is, so two people changing different fields never clash.
 */
export const drillPatchSchema = z
  .object(
    {
      sport: DRILL_FIELDS.sport.optional(),
      name: DRILL_FIELDS.name.optional(),
      briefDescription: DRILL_FIELDS.briefDescription.optional(),
      detailedDescription: DRILL_FIELDS.detailedDescription.transform(sanitizeRichText).optional(),
      drillTypes: DRILL_FIELDS.drillTypes.optional(),
      skillLevels: DRILL_FIELDS.skillLevels.optional(),
      complexity: DRILL_FIELDS.complexity.optional(),
      lengthMin: DRILL_FIELDS.lengthMin.optional(),
      lengthMax: DRILL_FIELDS.lengthMax.optional(),
      playersMin: DRILL_FIELDS.playersMin.optional(),
      playersMax: DRILL_FIELDS.playersMax.optional(),
      skills: DRILL_FIELDS.skills.optional(),
      positions: DRILL_FIELDS.positions.optional(),
      videoUrl: DRILL_FIELDS.videoUrl.optional(),
      diagrams: DRILL_FIELDS.diagrams.optional(),
      visibility: DRILL_FIELDS.visibility.optional(),
      teamId: DRILL_FIELDS.teamId.optional(),
      editableByOthers: DRILL_FIELDS.editableByOthers.optional(),
      variationOf: DRILL_FIELDS.variationOf.optional(),
    },
    { error: 'Send the fields to change as an object.' },
  )
  .refine((patch) => Object.values(patch as Record<string, unknown>).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  });

export type DrillInput = z.input<typeof drillInputSchema>;
export type DrillFields = z.output<typeof drillInputSchema>;
export type DrillPatchInput = z.input<typeof drillPatchSchema>;
export type DrillPatch = z.output<typeof drillPatchSchema>;

export const COMPLEXITY_ORDER: Record<(typeof COMPLEXITIES)[number], number> = { Low: 1, Medium: 2, High: 3 };
