import type { Actor, SiteRole, TeamRole } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { createHash, randomBytes } from 'node:crypto';

export interface SessionPolicy {
  /** a session unused this long is dead */
  idleTimeoutMs: number;
  /** a session older than this is dead however busy */
  absoluteTimeoutMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleTimeoutMs: 7 * 24 * 3600_000,
  absoluteTimeoutMs: 30 * 24 * 3600_000,
};

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResolvedSession {
  sessionId: string;
  actor: NonNullable<Actor>;
  email: string;
  displayName: string;
}

export interface SessionInfo {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  ip: string | null;
}

/** Server-side sessions: an opaque random token in the cookie, its hash in the table. */
export class SessionStore {
  constructor(
    private readonly db: Queryable,
    private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  ) {}

  async create(userId: string, client: { userAgent?: string; ip?: string }, now = new Date(), tx: Queryable = this.db) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.policy.absoluteTimeoutMs);
    await tx.query(
      `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at, user_agent, ip) VALUES ($1, $2, $3, $3, $4, $5, $6)`,
      [hashToken(token), userId, now, expiresAt, client.userAgent?.slice(0, 300) ?? null, client.ip ?? null],
    );
    return { token, expiresAt };
  }

  /**
   * The user behind a cookie token, or null when the session is unknown, idle too long, expired or the user is
   * disabled.
   */
  async resolve(token: string, now = new Date()): Promise<ResolvedSession | null> {
    const id = hashToken(token);
    // The actor's team roles (and which of those teams are archived, so read-only) come with the session, in the same
    // statement: every permission check of the request reads them from the actor, and a role changed a moment ago
    // applies to the next request.
    const rows = await this.db.query<{
      user_id: string;
      last_seen_at: Date;
      expires_at: Date;
      role: SiteRole;
      status: string;
      email: string;
      display_name: string;
      team_roles: Record<string, TeamRole> | string | null;
      archived_teams: string[] | string | null;
    }>(
      `SELECT s.user_id, s.last_seen_at, s.expires_at, u.role, u.status, u.email, u.display_name,
              (SELECT jsonb_object_agg(m.team_id, m.role) FROM team_members m WHERE m.user_id = s.user_id) AS team_roles,
              (SELECT jsonb_agg(m.team_id) FROM team_members m JOIN teams_view t ON t.team_id = m.team_id WHERE m.user_id = s.user_id AND t.archived) AS archived_teams
         FROM sessions s JOIN users_view u ON u.user_id = s.user_id WHERE s.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const lastSeen = new Date(row.last_seen_at).getTime();
    const dead =
      new Date(row.expires_at).getTime() <= now.getTime() ||
      now.getTime() - lastSeen > this.policy.idleTimeoutMs ||
      row.status !== 'active';
    if (dead) {
      await this.db.query('DELETE FROM sessions WHERE id = $1', [id]);
      return null;
    }
    if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS)
      await this.db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [id, now]);
    const json = <T>(value: T | string | null): T | null =>
      typeof value === 'string' ? (JSON.parse(value) as T) : value;
    const teamRoles = json(row.team_roles);
    const archivedTeamIds = json(row.archived_teams);
    const actor = {
      userId: row.user_id,
      role: row.role,
      ...(teamRoles ? { teamRoles } : {}),
      ...(archivedTeamIds ? { archivedTeamIds } : {}),
    };
    return { sessionId: id, actor, email: row.email, displayName: row.display_name };
  }

  async destroy(sessionId: string) {
    await this.db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
  }

  /** Ends one session of this user; false when the user has no such session. */
  async destroyOf(userId: string, sessionId: string): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      'DELETE FROM sessions WHERE id = $1 AND user_id = $2 RETURNING id',
      [sessionId, userId],
    );
    return rows.length > 0;
  }

  /** Kill every session of a user (password change, disable), optionally keeping the current one. */
  async destroyAllOf(userId: string, options: { except?: string; tx?: Queryable } = {}) {
    await (options.tx ?? this.db).query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [
      userId,
      options.except ?? '',
    ]);
  }

  async listOf(userId: string): Promise<SessionInfo[]> {
    return this.db.query<SessionInfo>(
      `SELECT id, created_at AS "createdAt", last_seen_at AS "lastSeenAt", user_agent AS "userAgent", ip FROM sessions WHERE user_id = $1 ORDER BY last_seen_at DESC`,
      [userId],
    );
  }

  async purgeExpired(now = new Date()) {
    await this.db.query('DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at < $2', [
      now,
      new Date(now.getTime() - this.policy.idleTimeoutMs),
    ]);
  }
}
