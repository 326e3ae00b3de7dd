#!/usr/bin/env bash
# The operator's test and the compiled server's start, on Node 24 (the production image's Node):
# installs what they need (Debian's haproxy, Node 24 into .tools/node24), then runs both.
# Needs `npm run build` first, PostgreSQL and Redis (scripts/ensure-services.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v haproxy >/dev/null 2>&1; then
  echo "Installing Debian's haproxy for the operator's test…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy >/dev/null
fi
node24=$(bash scripts/install-node24.sh)
"$node24" --test --test-concurrency=1 scripts/compiled-start.test.mjs scripts/operator-test.mjs
