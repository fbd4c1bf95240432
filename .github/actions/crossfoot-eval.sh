#!/usr/bin/env bash
# The script behind action.yml. It builds the crossfoot CLI from the action's
# own checkout when it is not built yet (the first run in a job), then runs
# `crossfoot eval` on the caller's case file from the caller's working
# directory, and exits with the CLI's status: 0 at or above the threshold,
# 1 below it, 2 on an input error.
#
# Environment: CROSSFOOT_CASES (required), CROSSFOOT_MIN_ACCURACY (default
# 1.0), CROSSFOOT_JUNIT and CROSSFOOT_HTML (optional report paths),
# CROSSFOOT_ACTION_PATH (the action's checkout; default: this repository).
# When GITHUB_STEP_SUMMARY is set, the last line of the output, the gate's
# outcome ("PASSED · 22/22 cases as expected · accuracy 100.00% · threshold
# 100.00%"), is added to the job summary.
set -euo pipefail

: "${CROSSFOOT_CASES:?the cases input is required}"
root="${CROSSFOOT_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
bin="$root/apps/cli/dist/bin.cjs"

if [ ! -f "$bin" ]; then
  echo "::group::Build the crossfoot CLI"
  (
    cd "$root"
    export TURBO_TELEMETRY_DISABLED=1
    # pnpm 12.4.2 reads this repository's lockfile (see TOOLCHAIN notes); only
    # the CLI and the packages it depends on are installed and built.
    npx --yes pnpm@12.4.2 install --frozen-lockfile --filter "@crossfoot/cli..." --filter "crossfoot-monorepo"
    npx --yes pnpm@12.4.2 exec turbo run build --filter "@crossfoot/cli..." --output-logs=errors-only
  )
  echo "::endgroup::"
fi

args=(eval "$CROSSFOOT_CASES" --min-accuracy "${CROSSFOOT_MIN_ACCURACY:-1.0}")
if [ -n "${CROSSFOOT_JUNIT:-}" ]; then args+=(--junit "$CROSSFOOT_JUNIT"); fi
if [ -n "${CROSSFOOT_HTML:-}" ]; then args+=(--html "$CROSSFOOT_HTML"); fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
set +e
node "$bin" "${args[@]}" | tee "$log"
status=${PIPESTATUS[0]}
set -e

if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  {
    echo "### crossfoot eval: \`$CROSSFOOT_CASES\`"
    echo
    if [ "$status" -eq 2 ]; then echo "Input error (exit 2): see the step's log."; else tail -n 1 "$log"; fi
  } >> "$GITHUB_STEP_SUMMARY"
fi
exit "$status"
