import { teamDecider, type TeamEvent, type TeamState } from '@sideline/domain';

/** A team as the read model keeps it: the domain's own fold, plus when things happened (events carry no time). */
export interface TeamDocument {
  state: TeamState;
  createdAt: string;
  updatedAt: string;
  joinedAt: Record<string, string>;
  linkCreatedAt: Record<string, string>;
  invitationSentAt: Record<string, string>;
}

export const emptyTeamDocument = (): TeamDocument => ({
  state: teamDecider.initialState(),
  createdAt: '',
  updatedAt: '',
  joinedAt: {},
  linkCreatedAt: {},
  invitationSentAt: {},
});

/** One event into the document, at the time it was recorded. */
export function evolveTeamDocument(doc: TeamDocument, event: TeamEvent, at: string): TeamDocument {
  const next: TeamDocument = { ...doc, state: teamDecider.evolve(doc.state, event), updatedAt: at };
  switch (event.type) {
    case 'TeamCreated':
      return { ...next, createdAt: at };
    case 'TeamMemberJoined':
      return { ...next, joinedAt: { ...doc.joinedAt, [event.data.userId]: at } };
    case 'TeamInviteLinkCreated':
      return { ...next, linkCreatedAt: { ...doc.linkCreatedAt, [event.data.inviteId]: at } };
    case 'TeamInvitationSent':
      return { ...next, invitationSentAt: { ...doc.invitationSentAt, [event.data.invitationId]: at } };
    // the state has the rest
    case 'TeamDetailsChanged':
    case 'TeamArchived':
    case 'TeamUnarchived':
    case 'TeamMemberRoleChanged':
    case 'TeamMemberRemoved':
    case 'TeamMemberLeft':
    case 'TeamInviteLinkRevoked':
    case 'TeamInvitationDeclined':
    case 'TeamInvitationCancelled':
    case 'TeamActiveSeasonChanged':
      return next;
  }
}
