#!/usr/bin/env bash
# `pnpm test`: every check and suite, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's time is printed when it ends, so a slow suite shows in the CI log.
step_name=""
step_started=$SECONDS
step_ended() { [ -z "$step_name" ] || printf '<== %s: %ds\n' "$step_name" "$((SECONDS - step_started))"; }
step() {
  step_ended
  step_name="$*"
  step_started=$SECONDS
  printf '\n==> %s\n' "$*"
}
trap 'step_ended; printf "pnpm test: %ds in all\n" "$SECONDS"' EXIT

# Runs its commands at the same time, for steps that share no state and leave a core idle when run
# alone; each command's output is printed whole, in order, once all have ended. Fails if any failed.
side_by_side() {
  local outputs pids=() failed=0 i run
  outputs=$(mktemp -d)
  i=0
  for run in "$@"; do
    bash -c "$run" >"$outputs/$i" 2>&1 &
    pids+=("$!")
    i=$((i + 1))
  done
  i=0
  for run in "$@"; do
    if wait "${pids[$i]}"; then printf -- '--- %s\n' "$run"; else
      printf -- '--- FAILED: %s\n' "$run"
      failed=1
    fi
    cat "$outputs/$i"
    i=$((i + 1))
  done
  rm -rf "$outputs"
  return "$failed"
}

step "lint and typecheck"
side_by_side "pnpm lint" "pnpm typecheck"
step "build (web app, server, Storybook)"
pnpm build
step "unit, database (PGlite and PostgreSQL), component and story tests"
pnpm exec vitest run
step "generated GraphQL client operations are up to date with schema.graphql"
pnpm --filter @aizapy/web codegen:check
step "design system: every story renders on the server; one component imports only itself"
pnpm --filter @aizapy/design-system check:ssr
pnpm --filter @aizapy/design-system measure --check
step "end-to-end, REST contract and visual suites (Playwright, against the built product and Storybook)"
# Two lanes, each leaving a core partly idle on its own: the visual suite (the static Storybook,
# its own config and port) and then the public site's desktop suite on a product of its own
# (E2E_PORT=3200: its own database, mailbox and Graph API stand-in); and every other suite
# against the product on the default port.
side_by_side \
  "pnpm exec playwright test -c tests/visual/playwright.config.ts && E2E_PORT=3200 pnpm exec playwright test --project e2e-public-desktop" \
  "pnpm exec playwright test --project api --project 'e2e-admin-*' --project 'e2e-app-*' --project e2e-public-mobile"
step "budgets: Lighthouse and bytes of every public page (Playwright, alone on the machine)"
pnpm exec playwright test --project budgets
step "platform: /v1 end to end through the built server, signed webhooks verified (PGlite and PostgreSQL)"
side_by_side \
  "pnpm exec vitest run -c tests/platform/vitest.config.ts --project platform:pglite" \
  "pnpm exec vitest run -c tests/platform/vitest.config.ts --project platform:postgres"
step "fault: acknowledged enquiries survive SIGKILL; a 5,000-recipient campaign sent through SIGKILLs sends each recipient once, nothing after an opt-out (bounded profiles, PGlite and PostgreSQL)"
# Two lanes, each the light enquiry suite on one database then the campaign on the other.
side_by_side \
  "node --import tsx tests/fault/kill-cycle.ts --cycles 20 --window-ms 400 --database pglite && node --import tsx tests/fault/campaign-kill-cycle.ts --cycles 3 --database postgres" \
  "node --import tsx tests/fault/kill-cycle.ts --cycles 20 --window-ms 400 --database postgres && node --import tsx tests/fault/campaign-kill-cycle.ts --cycles 3 --database pglite"
step "fault: accepted messages survive SIGKILL: one terminal state each, nothing sent twice, every webhook delivered (bounded profile, both providers, PGlite and PostgreSQL)"
side_by_side \
  "node --import tsx tests/fault/messaging-kill-cycle.ts --cycles 20 --window-ms 1000 --database pglite" \
  "node --import tsx tests/fault/messaging-kill-cycle.ts --cycles 20 --window-ms 1000 --database postgres"
step "security: hostile input, access control, lockout, slow clients, memory attack (bounded profile)"
side_by_side \
  "pnpm exec vitest run -c tests/security/vitest.config.ts --project security:pglite" \
  "pnpm exec vitest run -c tests/security/vitest.config.ts --project security:postgres"
