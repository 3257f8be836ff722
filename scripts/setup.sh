#!/usr/bin/env bash
# Installs what building and testing need on a fresh Debian bookworm machine (as root), and only
# what is missing, so that a second run costs a fraction of a second.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
need() { # need PACKAGE TEST...
  local pkg=$1; shift
  "$@" >/dev/null 2>&1 || missing+=("$pkg")
}
need emscripten command -v em++
need cmake command -v cmake
need g++ command -v g++
need catch2 test -f /usr/include/catch2/catch.hpp
need chromium test -x /usr/bin/chromium
need firefox-esr test -x /usr/bin/firefox-esr
need python3-mpmath /usr/bin/python3 -c 'import mpmath'
need python3-numpy /usr/bin/python3 -c 'import numpy'
need clang command -v clang++-14
need libclang-rt-14-dev test -n "$(ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a 2>/dev/null)"
need fonts-dejavu-core test -d /usr/share/fonts/truetype/dejavu

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  if [[ $(id -u) != 0 ]]; then
    echo "setup: these Debian packages are missing and installing them needs root: ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm packages: installed from the lock file when node_modules is missing or older than it.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: installing npm packages"
  if [[ -f package-lock.json ]]; then
    npm ci --no-audit --no-fund --loglevel=error
  else
    npm install --no-audit --no-fund --loglevel=error
  fi
fi
