#!/usr/bin/env bash
# `pnpm test:long`: the release profile of the security and fault suites, against the built
# product on PGlite and PostgreSQL (run `pnpm build` first). Each step prints its counts.
#   SOAK_MINUTES=10 (default) sets the soak's length per database.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "security suites, release profile (5,000 runs per property, 60 s memory attack)"
SECURITY_PROFILE=release pnpm exec vitest run -c tests/security/vitest.config.ts
for database in pglite postgres; do
  step "fault: acknowledged enquiries survive 200 SIGKILLs ($database)"
  node --import tsx tests/fault/kill-cycle.ts --cycles 200 --clients 8 --window-ms 800 --database "$database"
done
for database in pglite postgres; do
  step "fault: accepted messages survive 200 SIGKILLs, both providers ($database)"
  node --import tsx tests/fault/messaging-kill-cycle.ts --cycles 200 --clients 8 --window-ms 2000 --drain-seconds 600 --database "$database"
done
for database in pglite postgres; do
  step "fault: a 20,000-recipient campaign sent through 40 SIGKILLs, customers opting out ($database)"
  node --import tsx tests/fault/campaign-kill-cycle.ts --cycles 40 --recipients 20000 --opt-outs 200 --window-ms 5000 --drain-seconds 900 --database "$database"
done
step "database outage and recovery, two processes on one PostgreSQL"
pnpm exec vitest run --project server:postgres \
  packages/server/src/http/database-outage.test.ts packages/server/src/shared-state.test.ts
for database in pglite postgres; do
  step "soak: ${SOAK_MINUTES:-10} minutes of mixed traffic, RSS and heap sampled ($database)"
  node --import tsx tests/security/soak.ts --minutes "${SOAK_MINUTES:-10}" --database "$database"
done
