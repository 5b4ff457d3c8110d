#!/usr/bin/env bash
# A logical backup of Sideline's database: pg_dump in custom format (compressed; restore with scripts/ops/restore.sh).
#   DATABASE_URL=postgres://… scripts/ops/backup.sh [folder]     → folder/sideline-<UTC time>.dump (default ./backups)
# The event log is the source of truth: read models can be rebuilt from it, but the dump holds them too (a faster
# restore). For point-in-time recovery use WAL archiving beside it (docs/operations.md).
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
folder="${1:-./backups}"
mkdir -p "$folder"
file="$folder/sideline-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --file="$file" "$DATABASE_URL"
pg_restore --list "$file" >/dev/null   # the archive reads back
echo "$file ($(stat -c %s "$file") bytes)"
