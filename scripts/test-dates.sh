#!/usr/bin/env bash
# Runs the whole test suite (npm test) once for each date below, with this machine's clock moved to that date for
# every process the suite starts but Chromium and redis-server: the test runner, the servers, the workers and the
# desktop assistant (libfaketime, preloaded with a fixed offset, so that all of them agree). Prints one line per date
# and exits non-zero if any date failed.
#   npm run test:dates                       every date below
#   npm run test:dates -- 2027-01-01T14:30:00Z  the dates given
# Each run's output is kept in test-dates/<date>.log. Linux only (libfaketime, Debian's `faketime` package).
set -uo pipefail
cd "$(dirname "$0")/.."

DEFAULT_DATES=(
  '2026-12-12T15:00:00Z' # a Saturday
  '2026-12-13T03:00:00Z' # a Sunday, Monday morning nowhere yet
  '2027-01-01T14:30:00Z' # 1 January, a holiday in every market
  '2026-11-26T16:00:00Z' # Thanksgiving: New York closed, Hong Kong and Shanghai open
  '2027-05-13T02:30:00Z' # Buddha's Birthday: Hong Kong closed in its morning session, Shanghai open
  '2027-03-14T07:30:00Z' # New York moved to daylight time half an hour earlier
  '2027-04-30T20:30:00Z' # a month's last day, after New York's close
  '2028-02-29T14:45:00Z' # 29 February
)
DATES=("$@")
[ ${#DATES[@]} -gt 0 ] || DATES=("${DEFAULT_DATES[@]}")

library=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1)
if [ -z "$library" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  library=$(ls /usr/lib/*/faketime/libfaketime.so.1 | head -n 1)
fi

. scripts/lts-node.sh
lts_node 22 24
# Two programs the tests start do not survive libfaketime: Chromium's own processes (its zygote, its crash handler)
# fail, and redis-server deadlocks as it starts. The tests start them through wrappers that leave the clock alone, as
# the shared PostgreSQL and Redis already run on this machine's own clock. The pages still run on the tests' set
# clock, which the browser tests give every page.
mkdir -p test-dates/bin
for program in /usr/bin/chromium "$(command -v redis-server)"; do
  [ -x "$program" ] || continue
  printf '#!/bin/sh\nexec env -u LD_PRELOAD -u FAKETIME %s "$@"\n' "$program" >"test-dates/bin/$(basename "$program")"
  chmod +x "test-dates/bin/$(basename "$program")"
done
export PATH="$PWD/test-dates/bin:$PATH" CHROMIUM_PATH="$PWD/test-dates/bin/chromium"
failed=0
# Runs a command with this machine's clock moved by $offset seconds, for it and every process it starts.
moved() { LD_PRELOAD="$library" FAKETIME="$([ "$offset" -ge 0 ] && echo "+$offset" || echo "$offset")" FAKETIME_DONT_FAKE_MONOTONIC=1 "$@"; }
for date in "${DATES[@]}"; do
  target=$(date -u -d "$date" +%s) || { echo "$date: not a date"; failed=1; continue; }
  # An offset rather than a start time: every process started later reads the same moved clock.
  offset=$((target - $(date -u +%s)))
  log="test-dates/${date//:/}.log"
  started=$(date +%s)
  read_clock=$(moved node -p 'new Date().toISOString()')
  # CI's own limit: a run that hangs ends as a failure of its date instead of holding the others back.
  moved timeout 5400 npm test >"$log" 2>&1
  status=$?
  # Vitest's closing "Tests" lines: unit and server first, then the browser tests.
  summary=$(sed -E 's/\x1b\[[0-9;]*m//g' "$log" | grep -aE '^ +Tests +[0-9]' | sed -E 's/ +/ /g' | paste -sd ';' -)
  if [ $status -eq 0 ]; then result=passed; else result="FAILED ($status)"; failed=1; fi
  echo "$date (the suite's clock read $read_clock): $result in $(($(date +%s) - started)) s;$summary; log $log"
done
exit $failed
