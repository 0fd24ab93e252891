#!/usr/bin/env bash
# The Bench page's redraw with 1,000 drives (issue target < 100 ms): core's ranking of the library's index,
# the bars set and one full repaint of the page at 1024×700, median of 7 rounds. Prints, asserts nothing.
#   tests/perf/bench_page_perf.sh [DRIVES [ROUNDS]] [--build DIR]   (default 1000 drives, 7 rounds, build/release)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=build/release
args=()
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
    esac
done
source tests/perf/build.sh
if [ "$build" = build/release ]; then
    perf_build perf_bench_page
else
    cmake --build "$build" --target perf_bench_page >&2
fi
export QT_QPA_PLATFORM=offscreen
# The window's settings stay out of the user's.
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME=$config/config XDG_DATA_HOME=$config/data
"$build/tests/perf_bench_page" "${args[@]}"
