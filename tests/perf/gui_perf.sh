#!/usr/bin/env bash
# The window's two performance figures, printed, never asserted:
#  1. redraw time of a 1,000,000-point curve through the per-pixel-column decimation against a
#     plain QLineSeries holding every point (same chart, same size, alternating runs, median);
#  2. the GUI thread's longest stall while a queue-depth sweep up to QD32 runs (target < 100 ms),
#     and the time from Stop, pressed during the QD32 point, to the run's end (target < 500 ms).
# Usage: tests/perf/gui_perf.sh [--target DEVICE|DIR] [--seconds S] [--points N]
# Runs on the offscreen platform; no display needed. Builds the release preset if needed.
set -euo pipefail
cd "$(dirname "$0")/../.."

target=/var/tmp
seconds=2
points=1000000
while [ $# -gt 0 ]; do
    case "$1" in
    --target) target=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --points) points=$2; shift 2 ;;
    *) echo "usage: $0 [--target DEVICE|DIR] [--seconds S] [--points N]" >&2; exit 2 ;;
    esac
done

source tests/perf/build.sh
perf_build perf_chart_redraw perf_gui_stall
build=$perf_build_dir
export QT_QPA_PLATFORM=offscreen
# The window's settings and saved sessions of these runs stay out of the user's.
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME=$config/config XDG_DATA_HOME=$config/data
echo "== Chart redraw, $points points"
"$build/tests/perf_chart_redraw" "$points" 7
echo "== GUI responsiveness during a QD32 run"
"$build/tests/perf_gui_stall" "$target" "$seconds"
