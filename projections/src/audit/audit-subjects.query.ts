import type { Queryable } from '@sideline/eventstore';

/**
 * What an audit row is about, named: the entity of its stream, or, for streams that only hold a reaction to something
 * else (a vote, a comment, an upvote, an answer, a season's series), that something. Names come from the read models'
 * current rows, looked up by primary key: a renamed drill reads under its name of today, an erased account as the
 * users read model has it ("A former member").
 */
export interface AuditSubject {
  /** the entity type the row is about (a vote's: the drill, plan or formation voted on) */
  type: string;
  id: string;
  /** null when no read model holds it (never created there, or an unknown type) */
  name: string | null;
}

/** A reference to a subject: by entity type and id, or through a comment (whose target is the subject). */
type SubjectRef = { type: string; id: string } | { comment: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** `<uuid>-<user id>` (an upvote's or a poll vote's stream): the uuid. */
const leadingId = (id: string) => UUID.exec(id)?.[0] ?? id;

/** The subject of a stream, from its type and id alone. */
export function subjectRefOf(entityType: string, entityId: string): SubjectRef {
  switch (entityType) {
    case 'comment':
      return { comment: entityId };
    case 'vote': {
      // `<target type>-<target id>-<user id>`
      const match = /^([a-z-]+?)-([0-9a-f-]{36})-/i.exec(entityId);
      return match ? { type: match[1]!, id: match[2]! } : { type: entityType, id: entityId };
    }
    case 'feedback-upvote':
      return { type: 'feedback', id: leadingId(entityId) };
    case 'poll-vote':
      return { type: 'poll-suggestion', id: leadingId(entityId) };
    case 'practice-attendance':
      return { type: 'plan', id: entityId };
    case 'season-recurrences':
      return { type: 'season', id: entityId };
    default:
      return { type: entityType, id: entityId };
  }
}

/** Where each entity type's name lives: one primary-key lookup per type. */
const NAME_SOURCES: Readonly<Record<string, string>> = {
  drill: 'SELECT drill_id AS id, name FROM drills WHERE drill_id = ANY($1::text[])',
  formation: 'SELECT formation_id AS id, name FROM formations WHERE formation_id = ANY($1::text[])',
  plan: 'SELECT plan_id AS id, name FROM plans_view WHERE plan_id = ANY($1::text[])',
  board: 'SELECT board_id AS id, name FROM boards_view WHERE board_id = ANY($1::text[])',
  team: 'SELECT team_id AS id, name FROM teams_view WHERE team_id = ANY($1::text[])',
  season: 'SELECT season_id AS id, name FROM seasons_view WHERE season_id = ANY($1::text[])',
  user: 'SELECT user_id AS id, display_name AS name FROM users_view WHERE user_id = ANY($1::text[])',
  feedback: 'SELECT feedback_id AS id, text AS name FROM feedback_items WHERE feedback_id = ANY($1::text[])',
  'poll-suggestion':
    'SELECT suggestion_id AS id, text AS name FROM poll_suggestions WHERE suggestion_id = ANY($1::text[])',
  'plan-draft': 'SELECT draft_id AS id, name FROM plan_drafts WHERE draft_id = ANY($1::text[])',
  'drill-import': 'SELECT batch_id AS id, file_name AS name FROM drill_import_batches WHERE batch_id = ANY($1::text[])',
};

/** Free text (feedback, a suggestion) as a name: its first words, on one line. */
const NAME_LENGTH = 60;
function shortName(text: string | null): string | null {
  if (text === null) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return null;
  return line.length <= NAME_LENGTH ? line : `${line.slice(0, NAME_LENGTH - 1).trimEnd()}…`;
}

export const auditSubjectKey = (entityType: string, entityId: string) => `${entityType}:${entityId}`;

/**
 * The subjects of audit rows, by `auditSubjectKey(entityType, entityId)` of the row's own stream. One query per
 * entity type present (and one for the comments' targets), each by primary key: a page of 50 rows costs a handful
 * of index lookups.
 */
export async function auditSubjectsOf(
  db: Queryable,
  rows: readonly { entityType: string; entityId: string }[],
): Promise<Map<string, AuditSubject>> {
  const refs = new Map(
    rows.map((row) => [auditSubjectKey(row.entityType, row.entityId), subjectRefOf(row.entityType, row.entityId)]),
  );
  const commentIds = [...new Set([...refs.values()].flatMap((ref) => ('comment' in ref ? [ref.comment] : [])))];
  const targets = new Map<string, { type: string; id: string }>();
  if (commentIds.length > 0) {
    const found = await db.query<{ id: string; target_type: string; target_id: string }>(
      'SELECT comment_id AS id, target_type, target_id FROM comments WHERE comment_id = ANY($1::text[])',
      [commentIds],
    );
    for (const row of found) targets.set(row.id, { type: row.target_type, id: row.target_id });
  }
  const resolved = new Map<string, { type: string; id: string } | null>();
  for (const [key, ref] of refs) resolved.set(key, 'comment' in ref ? (targets.get(ref.comment) ?? null) : ref);

  const idsByType = new Map<string, Set<string>>();
  for (const subject of resolved.values()) {
    if (subject && NAME_SOURCES[subject.type])
      idsByType.set(subject.type, (idsByType.get(subject.type) ?? new Set()).add(subject.id));
  }
  const names = new Map<string, string | null>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const found = await db.query<{ id: string; name: string | null }>(NAME_SOURCES[type]!, [[...ids]]);
      for (const row of found) names.set(auditSubjectKey(type, row.id), shortName(row.name));
    }),
  );

  const subjects = new Map<string, AuditSubject>();
  for (const [key, subject] of resolved) {
    const [entityType] = key.split(':', 1) as [string];
    // a comment whose row is gone: the comment itself, unnamed
    const at = subject ?? { type: entityType, id: key.slice(entityType.length + 1) };
    subjects.set(key, { ...at, name: names.get(auditSubjectKey(at.type, at.id)) ?? null });
  }
  return subjects;
}
