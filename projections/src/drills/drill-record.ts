import type { ContentAccess, DrillContent, MyVote, VoteTally } from '@sideline/domain';
import type { DrillRecord } from './drill-views';

/** A drill's own facts, as its stream has them (a command's decided state) or as the read model stored them. */
export interface DrillOwnFacts {
  drillId: string;
  ownerId: string;
  content: DrillContent;
  variationOf: string | null;
  version: number;
  access: ContentAccess;
}

/** What a drill's page shows beside its own facts: from other streams (users, votes, plans, its variations). */
export interface DrillExtras {
  ownerName: string;
  votes: VoteTally;
  myVote: MyVote;
  usageCount: number;
  variationCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * The one view of a drill for its page: the read model's list columns come from the same content, so what a command
 * answers and what a later GET shows cannot differ.
 */
export function drillRecordOf(facts: DrillOwnFacts, extras: DrillExtras): DrillRecord {
  const { content } = facts;
  return {
    id: facts.drillId,
    sport: content.sport,
    name: content.name,
    briefDescription: content.briefDescription,
    skillLevels: content.skillLevels,
    complexity: content.complexity,
    lengthMin: content.lengthMin,
    lengthMax: content.lengthMax,
    playersMin: content.playersMin,
    playersMax: content.playersMax,
    skills: content.skills,
    positions: content.positions,
    drillTypes: content.drillTypes,
    hasVideo: Boolean(content.videoUrl),
    diagramCount: content.diagrams.length,
    visibility: facts.access.visibility,
    teamId: facts.access.teamId,
    ownerId: facts.ownerId,
    ownerName: extras.ownerName,
    votes: extras.votes,
    myVote: extras.myVote,
    usageCount: extras.usageCount,
    variationOf: facts.variationOf,
    variationCount: extras.variationCount,
    createdAt: extras.createdAt,
    updatedAt: extras.updatedAt,
    detailedDescription: content.detailedDescription,
    videoUrl: content.videoUrl,
    diagrams: content.diagrams,
    editableByOthers: facts.access.editableByOthers,
    deleted: facts.access.deleted,
    version: facts.version,
    access: facts.access,
  };
}
