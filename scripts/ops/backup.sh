#!/usr/bin/env bash
# A logical backup of Sideline's database: pg_dump in custom format (compressed; restore with scripts/ops/restore.sh).
#   DATABASE_URL=postgres://… scripts/ops/backup.sh [folder]     → folder/sideline-<UTC time>.dump (default ./backups)
# Without DATABASE_URL it backs up the running default start's database (the URL it keeps in $DATA_DIR/postgres-url).
# The event log is the source of truth: read models can be rebuilt from it, but the dump holds them too (a faster
# restore). For point-in-time recovery use WAL archiving beside it (docs/operations.md).
set -euo pipefail
url_file="${DATA_DIR:-./data}/postgres-url"
if [[ -z "${DATABASE_URL:-}" && -f "$url_file" ]]; then DATABASE_URL=$(cat "$url_file"); fi
: "${DATABASE_URL:?set DATABASE_URL, or start Sideline (npm start) so that its database in DATA_DIR runs}"
folder="${1:-./backups}"
mkdir -p "$folder"
file="$folder/sideline-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --file="$file" "$DATABASE_URL"
pg_restore --list "$file" >/dev/null   # the archive reads back
echo "$file ($(stat -c %s "$file") bytes)"
