#!/usr/bin/env bash
# The sustained write's verdicts and charts on 1,000 … 1,000,000 samples (a 100,000-sample session must
# be drawn in seconds): the cliff search, throttling without and with temperatures, the chart
# descriptions and the JSON round trip, in a Release build. Prints the timings; asserts nothing.
#   tests/perf/sustained_cliff.sh [SAMPLES...]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=build/perf-sustained
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DDRIVESCOPE_WERROR=ON >/dev/null
cmake --build "$build" --target perf_sustained_cliff >&2
"$build/tests/perf_sustained_cliff" "$@"
