#!/usr/bin/env bash
# Save and load time of a session with 1,000,000 surface samples (under 1 s each), in a
# Release build, median of 5 runs; jq reading the same file is printed as a reference parser.
#   tests/perf/session_save_load.sh [ZONES]
set -euo pipefail
cd "$(dirname "$0")/../.."
zones=${1:-1000000}
source tests/perf/build.sh
perf_build session_perf
build=$perf_build_dir
workdir=$(mktemp -d /var/tmp/drivescope-session-perf.XXXXXX)
trap 'rm -rf "$workdir"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
saves=() loads=() save_cpus=() load_cpus=() jqs=()
for _ in 1 2 3 4 5; do
    line=$("$build/tests/session_perf" "$zones" "$workdir")
    echo "$line" >&2
    saves+=("$(awk '{ print $7 }' <<<"$line")")
    loads+=("$(awk '{ print $10 }' <<<"$line")")
    save_cpus+=("$(awk '{ print $13 }' <<<"$line")")
    load_cpus+=("$(awk '{ print $16 }' <<<"$line")")
    if command -v jq >/dev/null; then
        start=$(date +%s.%N)
        jq -c '.runs | length' "$workdir/surface.json" >/dev/null
        jqs+=("$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }')")
    fi
done
save=$(printf '%s\n' "${saves[@]}" | median)
load=$(printf '%s\n' "${loads[@]}" | median)
save_cpu=$(printf '%s\n' "${save_cpus[@]}" | median)
load_cpu=$(printf '%s\n' "${load_cpus[@]}" | median)
echo "session with $zones surface samples: save ${save} s, load ${load} s (median of 5; target < 1 s each)"
echo "CPU time: save ${save_cpu} s, load ${load_cpu} s (wall time above that is waiting: disk sync, a busy machine)"
if [ ${#jqs[@]} -gt 0 ]; then
    jq_time=$(printf '%s\n' "${jqs[@]}" | median)
    echo "reference: jq parses the same file in ${jq_time} s; load / jq = $(awk -v a="$load" -v b="$jq_time" 'BEGIN { printf "%.2f", a / b }')"
fi
