#!/bin/sh
# npm start's server (npm run worker's worker with the argument `worker`): on Node 22 or 24 as the README asks, taking Node 24 itself on a machine with another major
# (better-sqlite3 needs Node 22 or later; on 20 it ends the process with a segmentation fault).
set -eu
cd "$(dirname "$0")/.."
. scripts/lts-node.sh
lts_node 22 24
entry="${1:-main}"
if [ $# -gt 0 ]; then shift; fi
# The rest of the line is the process's own: `npm run worker -- --help`.
exec node --import tsx "apps/server/src/$entry.ts" "$@"
