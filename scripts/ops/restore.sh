#!/usr/bin/env bash
# Restores a dump made by backup.sh into a NEW database (never over a live one), then points you at it.
#   ADMIN_DATABASE_URL=postgres://postgres@host:5432/postgres scripts/ops/restore.sh backups/sideline-….dump sideline_restored
# Afterwards: set DATABASE_URL to the new database and start the processes; `npm run projections:rebuild` rebuilds
# read models from the log if you doubt them.
set -euo pipefail
: "${ADMIN_DATABASE_URL:?set ADMIN_DATABASE_URL (a database on the server to connect through)}"
dump="${1:?give the dump file}"
name="${2:?give the new database name}"
[[ "$name" =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "database name must be a lowercase SQL identifier"; exit 2; }
psql "$ADMIN_DATABASE_URL" -v ON_ERROR_STOP=1 -c "CREATE DATABASE $name"
target=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$ADMIN_DATABASE_URL" "$name")
pg_restore --no-owner --exit-on-error --dbname="$target" "$dump"
echo "restored into $name: DATABASE_URL=$target"
