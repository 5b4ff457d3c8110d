import type { MigrationStep } from '@sideline/eventstore';

/**
 * The teams read model: one row per team (its details and member count), its members with their roles (what a
 * request's actor carries, read with the session), its invite links (without their secrets) and its invitations.
 * `team_documents` holds each team folded by the domain's own `evolve`, with the times the read model keeps.
 */
export const teamsMigrations: readonly MigrationStep[] = [
  {
    id: '001-teams',
    sql: `
      CREATE TABLE IF NOT EXISTS team_documents (
        team_id text PRIMARY KEY,
        version integer NOT NULL,
        document jsonb NOT NULL
      );
      CREATE TABLE IF NOT EXISTS teams_view (
        team_id text PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL,
        sport text NOT NULL,
        time_zone text NOT NULL,
        first_day_of_week smallint NOT NULL,
        practice_start_time text NOT NULL,
        practice_minutes integer NOT NULL,
        archived boolean NOT NULL,
        member_count integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      );
      CREATE TABLE IF NOT EXISTS team_members (
        team_id text NOT NULL,
        user_id text NOT NULL,
        role text NOT NULL,
        joined_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, user_id)
      );
      CREATE INDEX IF NOT EXISTS team_members_by_user ON team_members (user_id);
      CREATE TABLE IF NOT EXISTS team_invite_links (
        invite_id text PRIMARY KEY,
        team_id text NOT NULL,
        role text NOT NULL,
        expires_at timestamptz NOT NULL,
        max_uses integer,
        uses integer NOT NULL,
        revoked boolean NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS team_invite_links_by_team ON team_invite_links (team_id, created_at DESC);
      CREATE TABLE IF NOT EXISTS team_invitations (
        invitation_id text PRIMARY KEY,
        team_id text NOT NULL,
        user_id text NOT NULL,
        role text NOT NULL,
        invited_by text NOT NULL,
        sent_at timestamptz NOT NULL,
        status text NOT NULL
      );
      CREATE INDEX IF NOT EXISTS team_invitations_by_user ON team_invitations (user_id, status);
      CREATE INDEX IF NOT EXISTS team_invitations_by_team ON team_invitations (team_id, status);`,
  },
  {
    // an email invitation is recorded whether or not an account has the address; without one, nobody can answer it
    id: '002-invitations-without-account',
    sql: `ALTER TABLE team_invitations ALTER COLUMN user_id DROP NOT NULL;`,
  },
];
