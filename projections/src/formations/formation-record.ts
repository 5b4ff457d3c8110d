import type { ContentAccess, FormationContent, MyVote, VoteTally } from '@sideline/domain';
import type { FormationRecord } from './formation-views';

/** A formation's own facts, as its stream has them (a command's decided state) or as the read model stored them. */
export interface FormationOwnFacts {
  formationId: string;
  ownerId: string;
  content: FormationContent;
  duplicatedFrom: string | null;
  /** the details version (the ETag) */
  version: number;
  access: ContentAccess;
}

/** What a formation's page shows beside its own facts: from other streams, or counted by the read model. */
export interface FormationExtras {
  ownerName: string;
  votes: VoteTally;
  myVote: MyVote;
  usedInPlanCount: number;
  diagramVersionCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The one view of a formation for its page, whether its facts come from the read model or from a command. */
export function formationRecordOf(facts: FormationOwnFacts, extras: FormationExtras): FormationRecord {
  const { content } = facts;
  return {
    id: facts.formationId,
    sport: content.sport,
    name: content.name,
    briefDescription: content.briefDescription,
    tags: content.tags,
    formationType: content.formationType,
    courtTemplateId: content.courtTemplateId,
    visibility: facts.access.visibility,
    teamId: facts.access.teamId,
    ownerId: facts.ownerId,
    ownerName: extras.ownerName,
    votes: extras.votes,
    myVote: extras.myVote,
    usedInPlanCount: extras.usedInPlanCount,
    diagramVersionCount: extras.diagramVersionCount,
    createdAt: extras.createdAt,
    updatedAt: extras.updatedAt,
    detailedDescription: content.detailedDescription,
    duplicatedFrom: facts.duplicatedFrom,
    editableByOthers: facts.access.editableByOthers,
    deleted: facts.access.deleted,
    version: facts.version,
    access: facts.access,
  };
}
