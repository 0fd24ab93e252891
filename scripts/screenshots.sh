#!/usr/bin/env bash
# Renders the window under a virtual X server (xvfb-run) into docs/*.png for the README and the manual: every page
# after a short run on test files in a scratch directory, an exported image and the dark palette.
# Without xvfb-run it falls back to Qt's offscreen platform. Usage: scripts/screenshots.sh [OUTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs}

# The Release build the perf scripts share (build/release with the suite's programs and tools).
source tests/perf/build.sh
perf_build drivescope_screenshots
work=$(mktemp -d /var/tmp/drivescope-screenshots.XXXXXX)
trap 'rm -rf "$work"' EXIT INT TERM

# Settings and saved sessions of this run stay out of the user's: directories of its own.
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data
if command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 1600x1000x24" "$perf_build_dir/tests/drivescope_screenshots" "$out" "$work"
else
    QT_QPA_PLATFORM=offscreen "$perf_build_dir/tests/drivescope_screenshots" "$out" "$work"
fi
