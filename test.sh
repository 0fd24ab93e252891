#!/usr/bin/env bash
# Installs what is missing, builds DriveScope with warnings as errors and runs the whole suite through
# ctest. By default (and in CI) the build is the `asan` preset: optimised, with AddressSanitizer and
# UBSan, so one build both checks the code for memory and undefined-behaviour errors and runs every
# test; `./test.sh dev` uses the faster-to-build Debug preset instead. As root (as in CI) the suite
# makes loop and zram devices; otherwise those tests skip.
set -euo pipefail
cd "$(dirname "$0")"
preset=${1:-asan}
case "$preset" in
asan | dev | release) ;;
*)
    echo "usage: ./test.sh [asan|dev|release]" >&2
    exit 2
    ;;
esac
source scripts/dependencies.sh
install_dependencies

cmake --preset "$preset"
cmake --build --preset "$preset"
ctest --preset "$preset"
