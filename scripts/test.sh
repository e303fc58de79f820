#!/usr/bin/env bash
# `npm test`: every check, fastest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's duration is printed at the end, whether the run passes or stops at a failure.
step_names=()
step_starts=()
step() {
  step_names+=("$*")
  step_starts+=("$SECONDS")
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
print_step_times() {
  local status=$?
  local i end
  printf '\n\033[1m== npm test step times (node %s)\033[0m\n' "$(node --version)"
  for i in "${!step_names[@]}"; do
    end=${step_starts[$((i + 1))]:-$SECONDS}
    printf '%6ss  %s\n' "$((end - step_starts[i]))" "${step_names[$i]}"
  done
  printf '%6ss  total\n' "$SECONDS"
  return "$status"
}
trap print_step_times EXIT

step 'Lint and format (Biome)'
npx biome check .
step 'Typecheck (every workspace)'
npm run typecheck
step 'Dependency rule'
npm run deps:check
step 'OpenAPI lint'
npm run lint:api
step 'Generated API types are fresh'
node scripts/check-generated.mjs

# A Redis on this machine lets the rate-limit suite show two processes sharing one counter.
if [ -z "${TEST_REDIS_URL:-}" ] && command -v redis-cli >/dev/null 2>&1 \
  && [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; then
  export TEST_REDIS_URL=redis://127.0.0.1:6379
fi

# A PostgreSQL to test on (TEST_DATABASE_URL, as .ci/run gives): the engine-bound server suites
# run there, once, and every other suite on the embedded PGlite as the shop runs by default.
postgres_url="${TEST_DATABASE_URL:-}"
unset TEST_DATABASE_URL

step 'Unit, server and contract tests (Vitest)'
rm -f contracts/pacts/*.json
# Named projects: `server-pg` needs PostgreSQL (below) and `provider` must run after `contracts`
# has written the pact files.
if [ -n "$postgres_url" ]; then
  ENGINE_SUITES_ON_POSTGRES=1 npx vitest run \
    --project unit --project unit-own-modules --project server --project contracts --project storybook
  step 'Engine-bound server suites and PostgreSQL-only tests (Vitest, PostgreSQL)'
  TEST_DATABASE_URL="$postgres_url" npx vitest run --project server-pg
else
  npx vitest run --project unit --project unit-own-modules --project server --project contracts --project storybook
fi

step 'Pact provider verification (the pacts against a freshly started server)'
npx vitest run --project provider
# The pact file is committed for the backend teams to read: the run just wrote it afresh.
if git rev-parse --git-dir >/dev/null 2>&1 && ! git diff --quiet -- contracts/pacts/; then
  git diff --stat -- contracts/pacts/ >&2
  echo 'contracts/pacts/ was stale: the consumer tests wrote it afresh, commit it.' >&2
  exit 1
fi

step 'Build with bundle budget; the committed route tree must be fresh'
before=$(sha1sum src/routeTree.gen.ts)
npm run build
if [ "$before" != "$(sha1sum src/routeTree.gen.ts)" ]; then
  echo 'src/routeTree.gen.ts was stale: the build regenerated it, commit it.' >&2
  exit 1
fi

step 'Browser tests (Playwright, Debian Chromium)'
rm -rf .data/e2e
npx playwright test
