#!/usr/bin/env bash
# The compare view's performance, printed, never asserted: 8 sessions of 1,000,000
# surface zones each are made, opened in the compare view (offscreen) and overlaid; prints the time
# until the comparison is shown and every curve drawn, and the GUI thread's longest stall
# meanwhile (target < 100 ms).
# Usage: tests/perf/compare_perf.sh [--zones N] [--sessions N]
# Builds the release preset's perf_compare if needed. The session library and the settings go to
# temporary directories, never the user's.
set -euo pipefail
cd "$(dirname "$0")/../.."

zones=1000000
sessions=8
while [ $# -gt 0 ]; do
    case "$1" in
    --zones) zones=$2; shift 2 ;;
    --sessions) sessions=$2; shift 2 ;;
    *) echo "usage: $0 [--zones N] [--sessions N]" >&2; exit 2 ;;
    esac
done

source tests/perf/build.sh
perf_build perf_compare
build=$perf_build_dir
export QT_QPA_PLATFORM=offscreen
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME=$scratch/data XDG_CONFIG_HOME=$scratch/config TMPDIR=${TMPDIR:-/var/tmp}
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
"$build/tests/perf_compare" "$zones" "$sessions"
