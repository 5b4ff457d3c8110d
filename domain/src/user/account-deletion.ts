/**
 * A team the deleting user owns, as the teams read model has it when they ask: who else owns it and who else is in it
 * (deleted accounts do not count).
 */
export interface OwnedTeamFact {
  teamId: string;
  name: string;
  otherOwners: number;
  otherMembers: number;
}

export interface TeamRef {
  teamId: string;
  name: string;
}

/**
 * What deleting the account does to the teams it owns, the one rule for the decider and the profile page: a team with
 * another owner goes on untouched; a team whose only owner this is and that has other members blocks the deletion
 * (hand it over first: a team must never be left without an owner); a team with nobody else in it is archived with the
 * account (nobody else could ever open it again).
 */
export function accountDeletionTeams(ownedTeams: readonly OwnedTeamFact[]): {
  blocking: TeamRef[];
  closing: TeamRef[];
} {
  const ref = ({ teamId, name }: OwnedTeamFact): TeamRef => ({ teamId, name });
  const soleOwned = ownedTeams.filter((team) => team.otherOwners === 0);
  return {
    blocking: soleOwned.filter((team) => team.otherMembers > 0).map(ref),
    closing: soleOwned.filter((team) => team.otherMembers === 0).map(ref),
  };
}
