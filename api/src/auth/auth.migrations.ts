/** Secrets and session state: ordinary tables, never events. */
export const authMigrations = [
  {
    id: '001-credentials-sessions-throttle',
    sql: `
      CREATE TABLE IF NOT EXISTS credentials (
        user_id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS sessions (
        id text PRIMARY KEY,            -- sha256 of the cookie token: a stolen table does not give working cookies
        user_id text NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL, -- absolute expiry
        user_agent text,
        ip text
      );
      CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
      CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires_at);
      CREATE TABLE IF NOT EXISTS auth_throttle (
        key text PRIMARY KEY,           -- 'login:email:<sha256 of the email>' or 'login:ip:<ip>' or 'register:ip:<ip>'
        window_started_at timestamptz NOT NULL,
        failures int NOT NULL
      );`,
  },
  {
    // Accounts made through single sign-on have no password; the provider's subject is linked to the account.
    id: '002-oidc-identities',
    sql: `
      ALTER TABLE credentials ALTER COLUMN password_hash DROP NOT NULL;
      CREATE TABLE IF NOT EXISTS oidc_identities (
        issuer text NOT NULL,
        subject text NOT NULL,
        user_id text NOT NULL,
        linked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (issuer, subject)
      );
      CREATE INDEX IF NOT EXISTS oidc_identities_user ON oidc_identities (user_id);`,
  },
  {
    // A single sign-on in progress: what the callback must check (state, nonce, PKCE verifier), bound to the browser
    // that started it by a cookie whose hash is stored; deleted when used, useless after ten minutes.
    id: '003-oidc-pending',
    sql: `
      CREATE TABLE IF NOT EXISTS oidc_pending (
        state text PRIMARY KEY,
        browser_hash text NOT NULL,
        nonce text NOT NULL,
        code_verifier text NOT NULL,
        next_path text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS oidc_pending_expires ON oidc_pending (expires_at);`,
  },
  {
    // Wrong passwords typed for an account since its owner last looked: shown to the owner on the profile (security),
    // cleared when they dismiss it or change the password. `addresses`: the first few distinct ones.
    id: '004-failed-sign-ins',
    sql: `
      CREATE TABLE IF NOT EXISTS failed_sign_ins (
        user_id text PRIMARY KEY,
        failures int NOT NULL,
        addresses text[] NOT NULL,
        first_at timestamptz NOT NULL,
        last_at timestamptz NOT NULL
      );`,
  },
];
