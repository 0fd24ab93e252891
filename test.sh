#!/usr/bin/env bash
# Installs what is missing, builds DriveScope with warnings as errors and runs the whole suite through
# ctest. By default (and in CI) the build is the `asan` preset: clang with AddressSanitizer and UBSan at -O1 with
# line tables on the product and the fixtures (the suites' own code at -O0, uninstrumented), so one
# build both checks the code for memory and undefined-behaviour errors and runs every test; `./test.sh dev` uses the Debug preset instead. Tests
# run side by side, one per core; the suites that make devices or time the drive hold a lock so that no
# two of them overlap. As root (as in CI) the suite makes loop and zram devices; otherwise those tests
# skip. At the end it prints where the time went: the build, the tests, the ten slowest tests and test functions.
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

log=$(mktemp)
trap 'rm -f "$log"' EXIT
started=$(date +%s)
cmake --preset "$preset"
cmake --build --preset "$preset"
built=$(date +%s)
# CPU seconds of the build (user + system of everything it ran): on a shared machine the wall time
# says little about what a change to the build cost.
# `times` runs in this shell (in a $(...) it would count only the subshell's children).
times >"$log"
build_cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$log")

timings=build/$preset/tests/timings
rm -f "$timings"/*.xml
set +e
ctest --preset "$preset" -j "$(nproc)" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
finished=$(date +%s)

echo
echo "Where the time went: build $((built - started)) s ($build_cpu s of CPU), tests $((finished - built)) s," \
    "all $((finished - started)) s."
echo "The ten slowest tests:"
# ctest's lines: " 3/26 Test  #3: tst_engines ......   Passed   19.53 sec"
awk '/ Test +#[0-9]+: / { for (i = 1; i <= NF; ++i) if ($i == "sec") print $(i - 1), $4 }' "$log" |
    sort -rn | head -10 | awk '{ printf "  %8.1f s  %s\n", $1, $2 }'
# Each suite writes its functions' times as JUnit XML (tests/CMakeLists.txt).
echo "The ten slowest test functions:"
{ sed -n 's/.*<testcase name="\([^"]*\)" classname="\([^"]*\)" time="\([0-9.]*\)".*/\3 \2::\1/p' \
    "$timings"/*.xml 2>/dev/null || true; } |
    sort -rn | awk 'NR <= 10 { time = $1; $1 = ""; printf "  %8.1f s %s\n", time, $0 }'
exit "$status"
