#!/usr/bin/env bash
# Peak resident memory and wall time of render, compare and export on sessions of one surface scan of
# 5 and 25 million zones, printed against the file's size, in a Release build. Before the lazy reader, 25
# million zones (1.27 GB) took render to 23.6 GB and past 120 s, compare and export to 5.8 GB and 12 s,
# and 5 million render to 4.8 GB and 21 s. On the 2-CPU, 24 GB development VM after the fix:
#   5 million zones, 267 MB: render 529 MB 0.9 s; compare (the file twice) 766 MB 1.8 s; export text
#     526 MB 0.7 s, csv 526 MB 8.4 s, html 526 MB 0.9 s
#   25 million zones, 1333 MB: render 2556 MB 3.8 s; compare 3753 MB 11.1 s; export text 2553 MB
#     4.0 s, csv 2553 MB 43.7 s, html 2553 MB 4.6 s
# Since the session text is read as it is parsed (LazyUserFile) and the chart takes the zones' points
# without a copy, render of 25 million zones peaked at 1999 MB (KiB from GNU time: 1,999,052) in 28.5 s
# in the ASan build (quarantine off) on that VM, where it was 2377 MB before the chart's copy went. Release
# again on that VM, 25 million zones: render 1644 MB 3.7 s; compare 3622 MB 7.6 s; export text 1494 MB
# 2.4 s, csv 1494 MB 43.0 s, html 2022 MB 4.8 s.
# Needs GNU time (/usr/bin/time, Debian's package "time") and about 8 GB of free memory for 25 million
# zones; a session too large for the free memory is refused by the CLI, which the table then shows.
#   tests/perf/large_session.sh [ZONES ...]        (default: 5000000 25000000)
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -x /usr/bin/time ] || { echo "error: GNU time (/usr/bin/time) is missing: apt-get install time" >&2; exit 2; }
zone_counts=("$@")
[ ${#zone_counts[@]} -gt 0 ] || zone_counts=(5000000 25000000)
source tests/perf/build.sh
perf_build perf_make_session drivescope-cli
build=$perf_build_dir
cli=$build/app/drivescope-cli
workdir=$(mktemp -d /var/tmp/drivescope-large-session.XXXXXX)
trap 'rm -rf "$workdir"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# One command: its peak resident memory (GNU time's %M, the kernel's ru_maxrss) and wall time.
measure() { # label command...
    local label=$1 status=0
    shift
    /usr/bin/time -f '%M %e' -o "$workdir/time" "$@" >/dev/null 2>"$workdir/stderr" || status=$?
    local kilobytes seconds
    read -r kilobytes seconds <"$workdir/time"
    printf '  %-12s peak RSS %7.0f MB = %4.1f x the file   %6.1f s   exit %d\n' "$label" \
        "$(awk -v k="$kilobytes" 'BEGIN { print k * 1024 / 1e6 }')" \
        "$(awk -v k="$kilobytes" -v s="$file_bytes" 'BEGIN { print k * 1024 / s }')" "$seconds" "$status"
    [ "$status" -eq 0 ] || sed 's/^/      /' "$workdir/stderr"
}

echo "Machine: $(nproc) CPUs, $(awk '/MemTotal/ { printf "%.1f", $2 / 1e6 }' /proc/meminfo) GB memory, kernel $(uname -r)"
for zones in "${zone_counts[@]}"; do
    session=$workdir/surface-$zones.json
    "$build/tests/perf_make_session" "$zones" "$session"
    file_bytes=$(stat -c %s "$session")
    echo "$zones zones: file $(awk -v s="$file_bytes" 'BEGIN { printf "%.0f", s / 1e6 }') MB;" \
        "MemAvailable $(awk '/MemAvailable/ { printf "%.1f", $2 * 1024 / 1e9 }' /proc/meminfo) GB"
    measure render "$cli" render --session "$session" --png "$workdir/surface.png"
    # The session against itself: two copies are read and held.
    measure compare "$cli" compare "$session" "$session"
    measure export-text "$cli" export "$session" --format text
    mkdir -p "$workdir/csv"
    measure export-csv "$cli" export "$session" --format csv --output "$workdir/csv"
    measure export-html "$cli" export "$session" --format html --output "$workdir/report.html"
    rm -rf "$session" "$workdir/csv" "$workdir/surface.png" "$workdir/report.html"
done
