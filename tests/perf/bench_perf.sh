#!/usr/bin/env bash
# The Bench on a generated library (issue targets: index 10,000 sessions < 60 s, refresh an unchanged
# library < 1 s, rank 100,000 runs < 50 ms in SQLite and < 200 ms in PostgreSQL over loopback), in a
# Release build. Starts its own PostgreSQL server from the Debian package on 127.0.0.1 (as nobody when
# run as root), and removes it and every file it made on exit. Prints figures; asserts nothing.
#   tests/perf/bench_perf.sh [SESSIONS [RUNS_PER_SESSION]]    (default 10000 sessions of 10 runs)
set -euo pipefail
cd "$(dirname "$0")/../.."
sessions=${1:-10000}
runs=${2:-10}
source tests/perf/build.sh
perf_build perf_bench
build=$perf_build_dir
workdir=$(mktemp -d /var/tmp/drivescope-bench-perf.XXXXXX)
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
as_server=()
server_started=0
cleanup() {
    if [ "$server_started" = 1 ]; then
        "${as_server[@]}" "$pg_bin/pg_ctl" -D "$workdir/pg/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

url=""
if [ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ]; then
    mkdir -p "$workdir/pg"
    if [ "$(id -u)" -eq 0 ]; then
        # nobody must reach its directory through the work directory (made 0700 by mktemp).
        chmod 711 "$workdir"
        chown nobody "$workdir/pg"
        as_server=(runuser -u nobody --)
    fi
    # A free port on loopback: the kernel's pick for a socket bound to port 0.
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "${as_server[@]}" "$pg_bin/initdb" -D "$workdir/pg/data" -U bench_admin --auth=trust -E UTF8 --locale=C \
        --no-sync --no-instructions >/dev/null
    "${as_server[@]}" "$pg_bin/pg_ctl" -D "$workdir/pg/data" -l "$workdir/pg/log" -w \
        -o "-k $workdir/pg -c listen_addresses=127.0.0.1 -p $port" start >/dev/null
    server_started=1
    "$pg_bin/psql" -X -q -h 127.0.0.1 -p "$port" -U bench_admin -d postgres -c 'CREATE DATABASE bench'
    url="postgresql://bench_admin@127.0.0.1:$port/bench?sslmode=disable"
else
    echo "PostgreSQL's server is not installed: SQLite only" >&2
fi
"$build/tests/perf_bench" "$workdir" "$sessions" "$runs" $url
