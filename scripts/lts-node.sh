# Sourced by .ci/run and scripts/start.sh. `lts_node 22 24` keeps this machine's node when its major is one of those
# given, and otherwise puts Node 24 LTS first on PATH, taken from the npm registry's own build (the binary ships
# inside the package, so nothing downloads at install time), kept under ~/.cache/signaldesk. Native modules that
# compile on install use its headers (npm_config_nodedir).
lts_node() {
  current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  for wanted in "$@"; do
    [ "$current" = "$wanted" ] && return 0
  done
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=linux-x64 ;;
    Linux-aarch64 | Linux-arm64) platform=linux-arm64 ;;
    Darwin-x86_64) platform=darwin-x64 ;;
    Darwin-arm64) platform=darwin-arm64 ;;
    *) echo "Node 22 or 24 is needed, and there is no Node 24 package for $(uname -s) $(uname -m); install Node 24 first" >&2; return 1 ;;
  esac
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/signaldesk/node-24"
  node_pkg="$node_home/node_modules/node-$platform"
  if ! "$node_pkg/bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
    echo "This machine has Node $current; taking Node 24 from the npm registry into $node_home" >&2
    rm -rf "$node_home" && mkdir -p "$node_home"
    npm install --prefix "$node_home" --no-save --no-package-lock --ignore-scripts "node-$platform@24" >/dev/null
  fi
  PATH="$node_pkg/bin:$PATH"
  npm_config_nodedir="$node_pkg"
  export PATH npm_config_nodedir
}
