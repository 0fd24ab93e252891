#!/usr/bin/env bash
# Installs what is missing, builds DriveScope with warnings as errors and runs the whole suite
# through ctest. As root (as in CI) the suite makes loop and zram devices; otherwise those tests skip.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/dependencies.sh
install_dependencies

cmake --preset dev
cmake --build --preset dev
ctest --preset dev

# Issue 7: `./test.sh --asan` (what CI runs) then builds and runs the whole suite again under
# AddressSanitizer and UBSan; any finding fails the run.
if [ "${1:-}" = "--asan" ]; then
    cmake --preset asan
    cmake --build --preset asan
    ctest --preset asan
fi
