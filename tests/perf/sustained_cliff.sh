#!/usr/bin/env bash
# The sustained write's verdicts and charts on 1,000 … 1,000,000 samples (a 100,000-sample session must
# be drawn in seconds): the cliff search, throttling without and with temperatures, the chart
# descriptions and the JSON round trip, then drivescope-cli's render (PNG, SVG) and HTML export of a
# session of 10,000 and 100,000 samples with a drive's temperatures, in a Release build. Prints the
# timings; asserts nothing.
#   tests/perf/sustained_cliff.sh [SAMPLES...]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/perf/build.sh
perf_build perf_sustained_cliff drivescope-cli
build=$perf_build_dir
workdir=$(mktemp -d /var/tmp/drivescope-sustained-perf.XXXXXX)
trap 'rm -rf "$workdir"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"$build/tests/perf_sustained_cliff" "$@"
cli="$build/app/drivescope-cli"
for samples in 10000 100000; do
    "$build/tests/perf_sustained_cliff" --session "$workdir/sustained.json" "$samples"
    for what in png svg html; do
        start=$(date +%s.%N)
        case $what in
            png | svg) "$cli" render --session "$workdir/sustained.json" "--$what" "$workdir/chart.$what" >/dev/null 2>&1 ;;
            html) "$cli" export --format html --output "$workdir/report.html" "$workdir/sustained.json" >/dev/null 2>&1 ;;
        esac
        awk -v n="$samples" -v w="$what" -v a="$start" -v b="$(date +%s.%N)" \
            'BEGIN { printf "%8d samples: %-4s %.2f s\n", n, w, b - a }'
    done
done
