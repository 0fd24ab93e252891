#!/usr/bin/env bash
# Large results end to end, each at 10,000 and 100,000 of its units, to show the work grows in line
# with the size: a surface scan run on a file (zones), then render (PNG), HTML and CSV export of a
# surface scan (zones), a sustained write (samples) and a consistency run (intervals), with the peak
# resident memory of each. A 25-million-zone session is large_session.sh's. Prints figures; asserts
# nothing.
#   tests/perf/large_results.sh [--build DIR]   (default: the Release build in build/release)
# With --build, an existing build's drivescope-cli, perf_make_session and perf_sustained_cliff are
# used (say which build when quoting its figures: an ASan build is several times slower).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -x /usr/bin/time ] || { echo "error: GNU time (/usr/bin/time) is missing: apt-get install time" >&2; exit 2; }
build=
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build="$2"; shift 2 ;;
    *) echo "usage: $0 [--build DIR]" >&2; exit 2 ;;
    esac
done
if [ -z "$build" ]; then
    source tests/perf/build.sh
    perf_build perf_make_session perf_sustained_cliff drivescope-cli
    build=$perf_build_dir
fi
cli="$build/app/drivescope-cli"
workdir=$(mktemp -d /var/tmp/drivescope-large-results.XXXXXX)
trap 'rm -rf "$workdir"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:quarantine_size_mb=0}

# Runs "$@" under GNU time; prints "<seconds> s <peak MB> MB", or the failure.
measure() {
    if /usr/bin/time -f '%e %M' -o "$workdir/time" "$@" >/dev/null 2>"$workdir/err"; then
        awk '{ printf "%7.2f s %7.0f MB", $1, $2 / 1024 }' "$workdir/time"
    else
        printf 'failed: %s' "$(tail -1 "$workdir/err")"
    fi
}

printf '%-34s %8s  %s\n' "what" "count" "time, peak memory"
for count in 10000 100000; do
    # The scan itself: 4 KiB zones read whole on a test file (the page cache is dropped by the CLI's
    # direct I/O, so this is the file system's and the runner's work per zone).
    printf '%-34s %8d  %s\n' "surface scan run (4 KiB zones)" "$count" \
        "$(measure "$cli" surface --target "$workdir/scan.img" --file-size $((count * 4))K --zones "$count" \
            --zone-size 4K --bs 4K --no-save)"
    rm -f "$workdir/scan.img"
    "$build/tests/perf_make_session" "$count" "$workdir/surface.json"
    "$build/tests/perf_sustained_cliff" --session "$workdir/sustained.json" "$count" >/dev/null
    "$build/tests/perf_make_session" --consistency "$count" "$workdir/consistency.json"
    for kind in surface sustained consistency; do
        session="$workdir/$kind.json"
        printf '%-34s %8d  %s\n' "$kind: render PNG" "$count" \
            "$(measure "$cli" render --session "$session" --png "$workdir/chart.png")"
        printf '%-34s %8d  %s\n' "$kind: export HTML" "$count" \
            "$(measure "$cli" export --format html --output "$workdir/report.html" "$session")"
        printf '%-34s %8d  %s\n' "$kind: export CSV" "$count" \
            "$(measure "$cli" export --format csv --output "$workdir/report.csv" "$session")"
    done
done
