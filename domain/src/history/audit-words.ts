import { EVENT_TYPES_BY_STREAM } from '../event-types';

export type EventType = (typeof EVENT_TYPES_BY_STREAM)[keyof typeof EVENT_TYPES_BY_STREAM][number];

/**
 * What each entity type is called in words ("the practice plan “Pressing week”", the audit filter's "Drill
 * suggestion"). A row of a stream that only holds a reaction to something else (a vote, a comment, an upvote, an
 * answer, a season's series) is worded about that something, under that something's type.
 */
export const ENTITY_KIND_NAMES: Readonly<Record<string, string>> = {
  user: 'account',
  drill: 'drill',
  'drill-import': 'drill import',
  vote: 'vote',
  comment: 'comment',
  board: 'board',
  plan: 'practice plan',
  'plan-draft': 'wizard draft',
  formation: 'formation',
  team: 'team',
  season: 'season',
  'season-recurrences': 'recurring practices',
  feedback: 'feedback',
  'feedback-upvote': 'feedback upvote',
  'poll-suggestion': 'drill suggestion',
  'poll-vote': 'suggestion vote',
  'practice-attendance': 'practice answer',
};

/**
 * Each event as what its actor did, a verb phrase the entity follows ("Changed the minutes of an item in" the
 * practice plan “Pressing week”). A new event type does not compile until it has its words here.
 */
export const EVENT_ACTIONS: Readonly<Record<EventType, string>> = {
  UserRegistered: 'Created',
  UserRenamed: 'Renamed',
  UserRoleChanged: 'Changed the site role of',
  UserDisabled: 'Disabled',
  UserEnabled: 'Enabled',
  UserPasswordChanged: 'Changed the password of',
  UserSignedOutEverywhere: 'Signed out every session of',
  UserDeleted: 'Deleted',
  DrillCreated: 'Created',
  DrillEdited: 'Edited',
  DrillVisibilityChanged: 'Changed who can see',
  DrillTeamChanged: 'Changed the team of',
  DrillEditabilityChanged: 'Changed who can edit',
  DrillVariationSet: 'Set the original drill of',
  DrillVariationCleared: 'Cleared the original drill of',
  DrillDeleted: 'Deleted',
  DrillRestored: 'Restored',
  DrillImportStarted: 'Started',
  DrillImportRowsAdded: 'Imported rows of',
  DrillImportCompleted: 'Completed',
  DrillImportUndone: 'Undid',
  VoteCast: 'Voted on',
  VoteWithdrawn: 'Withdrew a vote on',
  CommentPosted: 'Commented on',
  CommentEdited: 'Edited a comment on',
  CommentDeleted: 'Deleted a comment on',
  BoardCreated: 'Created',
  BoardRenamed: 'Renamed',
  BoardVisibilityChanged: 'Changed who can see',
  BoardShareLinkCreated: 'Made a share link for',
  BoardShareLinkRevoked: 'Revoked a share link of',
  BoardDeleted: 'Deleted',
  BoardUndeleted: 'Restored',
  BoardDocumentUpdated: 'Drew on',
  BoardDocumentSnapshotted: 'Stored a snapshot of',
  BoardRestored: 'Brought back an earlier drawing of',
  PlanCreated: 'Created',
  PlanMetadataChanged: 'Changed the details of',
  PlanSectionAdded: 'Added a section to',
  PlanSectionDetailsChanged: 'Changed a section of',
  PlanSectionMoved: 'Moved a section of',
  PlanSectionRemoved: 'Removed a section from',
  PlanItemAdded: 'Added an item to',
  PlanItemMoved: 'Moved an item in',
  PlanItemDurationSet: 'Changed the minutes of an item in',
  PlanItemDetailsChanged: 'Changed an item in',
  PlanItemRemoved: 'Removed an item from',
  PlanParallelBlockCreated: 'Set items to run in parallel in',
  PlanParallelBlockUngrouped: 'Ungrouped parallel items in',
  PlanLaneAdded: 'Added a lane to',
  PlanLaneRenamed: 'Renamed a lane in',
  PlanLaneRecoloured: 'Recoloured a lane in',
  PlanLaneRemoved: 'Removed a lane from',
  PlanPublished: 'Published',
  PlanUnpublished: 'Unpublished',
  PlanDeleted: 'Deleted',
  PlanRestored: 'Restored',
  PlanScheduled: 'Scheduled',
  PlanUnscheduled: 'Took off the calendar',
  PlanDraftStarted: 'Started',
  PlanDraftStepSaved: 'Saved a step of',
  PlanDraftDiscarded: 'Discarded',
  PlanDraftCompleted: 'Made a plan from',
  FormationCreated: 'Created',
  FormationEdited: 'Edited',
  FormationVisibilityChanged: 'Changed who can see',
  FormationTeamChanged: 'Changed the team of',
  FormationEditabilityChanged: 'Changed who can edit',
  FormationDeleted: 'Deleted',
  FormationRestored: 'Restored',
  FormationDocumentUpdated: 'Drew on',
  FormationDocumentSnapshotted: 'Stored a snapshot of',
  FormationDocumentRestored: 'Brought back an earlier diagram of',
  TeamCreated: 'Created',
  TeamDetailsChanged: 'Changed the details of',
  TeamArchived: 'Archived',
  TeamUnarchived: 'Brought back',
  TeamMemberJoined: 'Joined',
  TeamMemberRoleChanged: 'Changed a member’s role in',
  TeamMemberRemoved: 'Removed a member from',
  TeamMemberLeft: 'Left',
  TeamInviteLinkCreated: 'Made an invite link for',
  TeamInviteLinkRevoked: 'Revoked an invite link of',
  TeamInvitationSent: 'Sent an invitation to',
  TeamInvitationDeclined: 'Declined an invitation to',
  TeamInvitationCancelled: 'Cancelled an invitation to',
  TeamActiveSeasonChanged: 'Changed the active season of',
  SeasonCreated: 'Created',
  SeasonDetailsChanged: 'Changed the details of',
  SeasonSectionAdded: 'Added a section to',
  SeasonSectionChanged: 'Changed a section of',
  SeasonSectionRemoved: 'Removed a section from',
  SeasonSectionsReordered: 'Reordered the sections of',
  SeasonMarkerAdded: 'Added a marker to',
  SeasonMarkerChanged: 'Changed a marker of',
  SeasonMarkerRemoved: 'Removed a marker from',
  SeasonShareLinkRotated: 'Made a new share link for',
  RecurrenceCreated: 'Added recurring practices to',
  RecurrenceChanged: 'Changed recurring practices of',
  RecurrenceSplit: 'Split recurring practices of',
  RecurrenceRemoved: 'Removed recurring practices from',
  RecurrenceOccurrenceMoved: 'Moved a practice date in',
  RecurrenceOccurrenceCancelled: 'Cancelled a practice date in',
  RecurrenceOccurrenceRestored: 'Brought back a practice date in',
  RecurrenceGenerationStarted: 'Started making practices for',
  RecurrencePracticeGenerated: 'Made a practice for',
  RecurrenceGenerationFinished: 'Finished making practices for',
  PracticeTemplateSynced: 'Brought template changes to a practice of',
  TemplateConflictResolved: 'Settled a template change in',
  FeedbackSent: 'Sent',
  FeedbackStatusChanged: 'Changed the status of',
  FeedbackReplied: 'Replied to',
  FeedbackUpvoted: 'Upvoted',
  DrillSuggested: 'Suggested',
  DrillSuggestionLinked: 'Linked a drill to',
  DrillSuggestionClosed: 'Closed',
  DrillSuggestionRemoved: 'Removed',
  SuggestionVoted: 'Voted for',
  AttendanceAnswered: 'Answered for',
};

/** "PracticePlanItemMoved" → "Practice plan item moved": an event type nobody has worded yet. */
export function eventTypeWords(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An event type's action; an unknown one as its words. */
export const eventAction = (type: string): string =>
  (EVENT_ACTIONS as Readonly<Record<string, string>>)[type] ?? eventTypeWords(type);

/** An entity type in words ("drill suggestion"); an unknown one as it is. */
export const entityKindName = (type: string): string => ENTITY_KIND_NAMES[type] ?? type.replaceAll('-', ' ');

/** What an audit row says happened, without who: "Created the drill “Three-man weave”", "Voted on a drill". */
export function auditSentence(words: { action: string; entityKind: string; entityName: string | null }): string {
  if (words.entityName !== null) return `${words.action} the ${words.entityKind} “${words.entityName}”`;
  return `${words.action} ${/^[aeiou]/i.test(words.entityKind) ? 'an' : 'a'} ${words.entityKind}`;
}

const STREAM_OF_EVENT: ReadonlyMap<string, string> = new Map(
  Object.entries(EVENT_TYPES_BY_STREAM).flatMap(([stream, types]) => types.map((type) => [type, stream] as const)),
);
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A filter's choice of event type: "Practice plan: changed the minutes of an item in"; an unknown one as its words. */
export function eventTypeLabel(type: string): string {
  const stream = STREAM_OF_EVENT.get(type);
  if (!stream) return eventTypeWords(type);
  const action = eventAction(type);
  return `${capitalised(entityKindName(stream))}: ${action.charAt(0).toLowerCase()}${action.slice(1)}`;
}

/** A filter's choice of entity type: "Drill suggestion". */
export const entityTypeLabel = (type: string): string => capitalised(entityKindName(type));
