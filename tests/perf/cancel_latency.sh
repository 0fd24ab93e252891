#!/usr/bin/env bash
# How fast Ctrl-C stops a run: the time from SIGINT to the process's exit, with the partial result
# printed and the test file removed. Target: under 0.5 s.
#
#   tests/perf/cancel_latency.sh [--runs N] [-- extra drivescope-cli run options]
#
# Runs on the default target (a test file in a temporary XDG_CACHE_HOME, so no root is needed),
# 4 KiB random reads at QD32, and sends SIGINT two seconds into each run.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=5
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: $0 [--runs N] [-- extra run options]" >&2; exit 2 ;;
    esac
done

source tests/perf/build.sh
perf_build drivescope-cli
cli=$perf_build_dir/app/drivescope-cli
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT

times=()
for run in $(seq "$runs"); do
    XDG_CACHE_HOME="$cache" XDG_DATA_HOME="$cache" "$cli" run --file-size 256M --pattern random --qd 32 --duration 60 --no-progress "$@" \
        >"$cache/out.txt" 2>&1 &
    pid=$!
    # Wait until the test file is filled and the run is under way.
    sleep 2
    start=$(date +%s%N)
    kill -INT "$pid"
    status=0
    wait "$pid" || status=$?
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    left=$(find "$cache/drivescope" -type f 2>/dev/null | wc -l)
    grep -q CANCELLED "$cache/out.txt" && marked=yes || marked=no
    echo "run $run: stopped in ${ms} ms, exit status $status, result marked cancelled: $marked, files left: $left"
    times+=("$ms")
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END { printf "median %d ms, max %d ms over %d runs (target < 500 ms)\n", v[int((NR + 1) / 2)], v[NR], NR }'
