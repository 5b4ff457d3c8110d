import {
  DomainError,
  accountDeletionTeams,
  conflict,
  validationError,
  type Actor,
  type DeleteAccountInput,
  type EventMetadata,
} from '@sideline/domain';
import type { Database, Queryable } from '@sideline/eventstore';
import { countActiveAdmins, findUserById } from '@sideline/projections';
import { loginKeyOf } from '../auth/sign-in-attempts';
import type { UserAccounts } from '../auth/user-accounts';
import { CommandContext } from '../commands/command-context';
import { departedMembersOf, ownedTeamFacts } from './account-deletion-facts';

/** The services that delete content, each through its own command path (authorised as the owner). */
export interface ContentDeleters {
  drills: { delete(actor: Actor, id: string, ctx: CommandContext): Promise<void> };
  formations: { delete(actor: Actor, id: string, ctx: CommandContext): Promise<void> };
  plans: { delete(actor: Actor, id: string, ctx: CommandContext): Promise<void> };
  boards: { delete(actor: Actor, id: string, ctx: CommandContext): Promise<void> };
  comments: { delete(actor: Actor, id: string, ctx: CommandContext): Promise<void> };
}

/**
 * Archives a team the account alone is in, through the team's own command (authorised as its owner), decided on the
 * team's stream: it refuses (TEAM.NOT_ALONE) when someone has joined since the read model was read.
 */
export interface TeamCloser {
  setArchived(
    actor: Actor,
    teamId: string,
    archived: boolean,
    ctx: CommandContext,
    options?: { ifNoOtherMembersThan?: string[] },
  ): Promise<unknown>;
}

/** Content of mine rather than a team's (what I made for a team stays with it: the policy's `belongsToTeam`). */
const OWN = `(visibility = 'private' OR team_id IS NULL)`;

/** What content of mine is not deleted yet, by kind (each query reads its `*_owner` / `comments_author` index). */
const MY_LIVE_CONTENT: Record<keyof ContentDeleters, string> = {
  drills: `SELECT drill_id AS id FROM drills WHERE owner_id = $1 AND NOT deleted AND ${OWN}`,
  formations: `SELECT formation_id AS id FROM formations WHERE owner_id = $1 AND NOT deleted AND ${OWN}`,
  plans: `SELECT plan_id AS id FROM plans_view WHERE owner_id = $1 AND NOT deleted AND ${OWN}`,
  boards: `SELECT board_id AS id FROM boards_view WHERE owner_id = $1 AND NOT deleted AND ${OWN}`,
  comments: 'SELECT comment_id AS id FROM comments WHERE author_id = $1 AND NOT deleted',
};

/**
 * Deleting an account: the log stays append-only, and personal data was never in it (docs/decisions.md). In one
 * transaction: the `UserDeleted` event, and the rows that hold the email, the name and the sessions are deleted
 * (personal data, credentials, sessions, sign-in throttle keys, linked sign-in identities). The users read model
 * then shows "A former member" beside what the account made; with `deleteContent` that content is deleted first,
 * each item through its own command. An account without a password confirms with its email address typed out. The
 * teams it owns follow accountDeletionTeams: refused while it is the only owner of a team with other members; a team
 * nobody else is in is archived first, before any content is deleted, and only while nobody else is in it (someone who
 * joined after the read model was read makes it a team to hand over: the same refusal). An archived team takes no new
 * members, so none can join between that and the account's deletion.
 */
export class AccountErasure {
  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
    private readonly content: ContentDeleters,
    private readonly teams: TeamCloser,
  ) {}

  async erase(actor: NonNullable<Actor>, input: DeleteAccountInput, metadata: EventMetadata): Promise<void> {
    const userId = actor.userId;
    const [credentials] = await this.db.query<{ password_hash: string | null; email: string }>(
      'SELECT password_hash, email FROM credentials WHERE user_id = $1',
      [userId],
    );
    // An account that signs in only through single sign-on has no password to ask for.
    if (credentials?.password_hash) {
      if (!input.password)
        throw validationError('PROFILE.PASSWORD_REQUIRED', 'Enter your password to confirm.', {
          password: ['Enter your password to confirm.'],
        });
      if (!(await this.accounts.passwordMatches(userId, input.password)))
        throw validationError('AUTH.WRONG_PASSWORD', 'Your password is not right.', {
          password: ['This is not your password.'],
        });
    } else if (!credentials || !sameEmail(input.email, credentials.email)) {
      // Nothing else proves intent for an account without a password: the address typed out, as the page asks.
      const message = input.email
        ? 'This is not the email address of your account.'
        : 'Type your email address to confirm.';
      throw validationError('PROFILE.EMAIL_CONFIRMATION', message, { email: [message] });
    }
    const user = await findUserById(this.db, userId);
    if (!user || user.status === 'deleted') throw new DomainError('not_found', 'USER.NOT_FOUND', 'No such user.');
    const otherActiveAdmins = await countActiveAdmins(this.db, userId);
    if (user.role === 'admin' && otherActiveAdmins === 0)
      throw new DomainError(
        'conflict',
        'USER.LAST_ADMIN',
        'The last active admin cannot delete their account: make someone else admin first.',
      );
    // Checked before anything is deleted or archived; the decider checks the same facts again with the event.
    const ownedTeams = await ownedTeamFacts(this.db, userId);
    const { blocking, closing } = accountDeletionTeams(ownedTeams);
    if (blocking.length > 0)
      throw conflict(
        'USER.SOLE_TEAM_OWNER',
        `You are the only owner of ${blocking.map((t) => t.name).join(', ')}: hand ${blocking.length === 1 ? 'it' : 'them'} to another member first (team settings, Transfer ownership).`,
        { teams: blocking },
      );
    const step = () => CommandContext.withMetadata({ ...metadata, commandId: crypto.randomUUID() }, actor);

    const archived: string[] = [];
    for (const team of closing) {
      try {
        const departed = await departedMembersOf(this.db, team.teamId);
        await this.teams.setArchived(actor, team.teamId, true, step(), { ifNoOtherMembersThan: [userId, ...departed] });
        archived.push(team.teamId);
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'TEAM.NOT_ALONE')) throw error;
        // Nothing else has changed yet: the teams archived a moment ago come back as they were.
        for (const teamId of archived) await this.teams.setArchived(actor, teamId, false, step());
        const blocked = [{ teamId: team.teamId, name: team.name }];
        throw conflict(
          'USER.SOLE_TEAM_OWNER',
          `You are the only owner of ${team.name}, and someone has just joined it: hand it to them first (team settings, Transfer ownership).`,
          { teams: blocked },
        );
      }
    }
    if (input.deleteContent) {
      for (const kind of Object.keys(MY_LIVE_CONTENT) as (keyof ContentDeleters)[]) {
        const rows = await this.db.query<{ id: string }>(MY_LIVE_CONTENT[kind], [userId]);
        for (const { id } of rows) await this.content[kind].delete(actor, id, step());
      }
    }

    const emails = [user.email, credentials.email].filter((e): e is string => !!e);
    await this.accounts.recordDeletion(
      userId,
      { otherActiveAdmins, deleteContent: input.deleteContent, ownedTeams },
      metadata,
      async (tx: Queryable) => {
        await tx.query('DELETE FROM user_personal_data WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM credentials WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM oidc_identities WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM failed_sign_ins WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM team_invitation_addresses WHERE email = ANY($1::text[])', [emails]);
        // the account's keys, and its per-address keys (`<account key>:ip:<address>`)
        await tx.query('DELETE FROM auth_throttle WHERE key = ANY($1::text[]) OR key LIKE ANY($2::text[])', [
          [...emails.map(loginKeyOf), `password-check:${userId}`],
          emails.map((email) => `${loginKeyOf(email)}:ip:%`),
        ]);
      },
    );
  }
}

const sameEmail = (typed: string | undefined, email: string) =>
  !!typed && typed.trim().toLowerCase() === email.trim().toLowerCase();
