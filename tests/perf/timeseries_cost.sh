#!/usr/bin/env bash
# What keeping a time series costs the engine: the same run with and without it, in alternating runs.
#
#   sudo tests/perf/timeseries_cost.sh [--runs N] [--seconds S] [--interval S]
#
# On zram (filled with incompressible data): 4 KiB random reads at QD32, one job, N runs each with
# --series-interval S (default 0.1, the finest, so the cost is at its largest) and with
# --series-interval 0 (none kept), alternating which goes first. Prints the median IOPS and CPU time per
# I/O of both and their ratios. CPU time per I/O is the process's task-clock from `perf stat` over its
# completed I/Os; where perf is missing, the user+system time the shell reports for the process.
# Target: with the series, IOPS at least 0.98 x and CPU per I/O at most 1.02 x those without.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=5
seconds=5
interval=0.1
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --interval) interval="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--seconds S] [--interval S]" >&2; exit 2 ;;
    esac
done
size_mib=512
source tests/perf/common.sh

if command -v perf >/dev/null; then
    cpu_clock="perf stat task-clock"
    timed() {
        perf stat -x, -e task-clock -o "$workdir/stat" -- "$@"
        awk -F, '$3 ~ /task-clock/ { printf "%.0f", $1 * 1e6 }' "$workdir/stat" >"$workdir/cpu_ns"
    }
else
    cpu_clock="user+system time (perf is missing)"
    timed() {
        local TIMEFORMAT="%3U %3S"
        { time "$@" 2>&3 3>&-; } 3>&2 2>"$workdir/stat"
        awk '{ printf "%.0f", ($1 + $2) * 1e9 }' "$workdir/stat" >"$workdir/cpu_ns"
    }
fi

# "iops cpu_ns_per_io intervals" of one run with the given series interval.
point() { # interval
    local json
    json=$(timed "$cli" run --target "$zram_dev" --bs 4k --pattern random --qd 32 --duration "$seconds" \
        --series-interval "$1" --engine io_uring --json --no-progress --no-save 2>>"$workdir/drivescope.log")
    jq -r --argjson cpu "$(cat "$workdir/cpu_ns")" \
        '[.total.iops, ($cpu / (.total.readIos + .total.writeIos)), ((.repeats[0].timeline.ios // []) | length)] | @tsv' <<<"$json"
}

echo "DriveScope $("$cli" --version | cut -d' ' -f2), $runs alternating runs, CPU time from $cpu_clock"
describe_setup
echo "zram ($zram_dev): 4 KiB random read, QD32, $seconds s per run, series every $interval s against none"
: >"$workdir/with"
: >"$workdir/without"
for run in $(seq "$runs"); do
    if [ $((run % 2)) -eq 1 ]; then
        point "$interval" >>"$workdir/with"
        point 0 >>"$workdir/without"
    else
        point 0 >>"$workdir/without"
        point "$interval" >>"$workdir/with"
    fi
done
awk -v w="$(cut -f1 "$workdir/with" | median)" -v n="$(cut -f1 "$workdir/without" | median)" \
    -v wc="$(cut -f2 "$workdir/with" | median)" -v nc="$(cut -f2 "$workdir/without" | median)" \
    -v k="$(cut -f3 "$workdir/with" | median)" -v kn="$(cut -f3 "$workdir/without" | median)" 'BEGIN {
    printf "  intervals kept  with %d  without %d\n", k, kn
    printf "  IOPS            with %10.0f  without %10.0f  ratio %.3f  target >= 0.98\n", w, n, w / n
    printf "  CPU ns/I/O      with %10.0f  without %10.0f  ratio %.3f  target <= 1.02\n", wc, nc, wc / nc
}'
