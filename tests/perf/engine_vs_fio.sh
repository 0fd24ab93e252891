#!/usr/bin/env bash
# DriveScope's engine against Debian's fio on the same devices, in alternating runs.
#
#   sudo tests/perf/engine_vs_fio.sh [--runs N] [--seconds S] [--engine io_uring|threads] [--drive DEV]
#
# Makes a zram device and a loop device with direct I/O (both filled with incompressible data), or
# with --drive takes an existing drive (every point here only reads),
# runs each point with DriveScope and with fio (io_uring engine, default options) N times each,
# alternating which goes first, and prints the medians and their ratios:
#   4 KiB random read QD32 (IOPS, CPU time per I/O), 1 MiB sequential read QD8 (MB/s),
#   4 KiB random read QD1 (mean and p99 completion latency, which both tools time from the moment the
#   kernel accepted the request: fio's clat).
# fio keeps its default options here, as the targets are defined against it: registered buffers and
# files and huge-page buffers are DriveScope's own advantages over a default fio (the accuracy
# comparisons, surface_vs_fio.sh and sweeps_vs_fio.sh, give fio huge-page buffers too). The QD1
# latency is also compared with a fio that registers its buffers and file as DriveScope does
# (--fixedbufs --registerfiles, as in the fio command DriveScope prints), like for like.
# CPU time per I/O is each process's task-clock from `perf stat` (all threads) over its completed I/Os;
# where perf is missing, the user+system time the shell reports for the process (also all threads).
# On zram the QD1 latency point runs both tools pinned to one CPU (taskset): unpinned, where the
# scheduler puts io_uring's worker thread swings each run's mean between ~3 and ~50 us on a small VM.
# Targets: IOPS >= 1.10 x fio and CPU/IO <= fio at QD32 on zram; MB/s >= 0.98 x fio at
# 1M QD8; QD1 mean latency within +-5 % and p99 within +-10 % of fio's.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=5
seconds=5
engine=io_uring
size_mib=1024
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --engine) engine="$2"; shift 2 ;;
    --size-mib) size_mib="$2"; shift 2 ;;
    --drive) drive="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--seconds S] [--engine io_uring|threads] [--size-mib M] [--drive DEV]" >&2; exit 2 ;;
    esac
done
source tests/perf/common.sh

# CPU time of a whole process, every thread (io_uring's io-wq workers too), the same way for both
# tools: fio's own usr_cpu/sys_cpu count only its submitting thread. Runs "$@" and leaves the
# nanoseconds in $workdir/cpu_ns.
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
        # The tool's own messages go where the caller sent them; only time's line goes to the file.
        { time "$@" 2>&3 3>&-; } 3>&2 2>"$workdir/stat"
        awk '{ printf "%.0f", ($1 + $2) * 1e9 }' "$workdir/stat" >"$workdir/cpu_ns"
    }
fi

# Prints "iops mbps mean_ns p99_ns cpu_ns_per_io" for one DriveScope run.
drivescope_point() { # device bs pattern qd
    local json
    json=$(timed ${pin[@]+"${pin[@]}"} "$cli" run --target "$1" --bs "$2" --pattern "$3" \
        --qd "$4" --duration "$seconds" --engine "$engine" --json --no-progress --no-save 2>>"$workdir/drivescope.log")
    jq -r --argjson cpu "$(cat "$workdir/cpu_ns")" '.total | [.iops, .megabytesPerSecond, .latency.meanNs,
        .latency.percentilesNs["99"], ($cpu / (.readIos + .writeIos))] | @tsv' <<<"$json"
}

# The same for fio.
fio_point() { # device bs pattern qd [fio options...]
    local rw=read
    [ "$3" = random ] && rw=randread
    local fio_engine=io_uring
    local jobs=(--iodepth="$4")
    if [ "$engine" = threads ]; then
        fio_engine=psync
        jobs=(--numjobs="$4" --thread --group_reporting)
    fi
    local json
    json=$(timed ${pin[@]+"${pin[@]}"} fio --name=point --filename="$1" --rw="$rw" --bs="$2" \
        --ioengine="$fio_engine" "${jobs[@]}" "${@:5}" --direct=1 --runtime="$seconds" --time_based --output-format=json)
    jq -r --argjson cpu "$(cat "$workdir/cpu_ns")" '.jobs[0] | [.read.iops, (.read.bw_bytes / 1e6),
        .read.clat_ns.mean, .read.clat_ns.percentile["99.000000"], ($cpu / .read.total_ios)] | @tsv' <<<"$json"
}


# column: 1 iops, 2 mbps, 3 mean_ns, 4 p99_ns, 5 cpu_ns_per_io
report() { # label file_ds file_fio column unit target
    local ds fio
    ds=$(cut -f"$4" "$2" | median)
    fio=$(cut -f"$4" "$3" | median)
    awk -v label="$1" -v ds="$ds" -v fio="$fio" -v unit="$5" -v target="$6" \
        'BEGIN { printf "  %-34s DriveScope %12.1f  fio %12.1f %-6s ratio %.3f   target %s\n", label, ds, fio, unit, ds / fio, target }'
}

# fio with the buffer and file registration of the command DriveScope prints for its run: for the
# QD1 latency, which checks that both tools time the same thing, a default fio adds its own work to
# each request (without registered buffers the kernel pins the buffer's pages per request, inside
# the latency on zram: about 8 % of a 6 us read).
same_options=()
[ "$engine" = io_uring ] && same_options=(--fixedbufs=1 --registerfiles=1)

run_point() { # name device bs pattern qd [also fio with same_options: 0|1]
    local ds_file="$workdir/$1.ds" fio_file="$workdir/$1.fio" same_file="$workdir/$1.fio-same"
    local same=${6:-0}
    [ ${#same_options[@]} -eq 0 ] && same=0
    : >"$ds_file"
    : >"$fio_file"
    : >"$same_file"
    for run in $(seq "$runs"); do
        if [ $((run % 2)) -eq 1 ]; then
            drivescope_point "$2" "$3" "$4" "$5" >>"$ds_file"
            fio_point "$2" "$3" "$4" "$5" >>"$fio_file"
            if [ "$same" = 1 ]; then fio_point "$2" "$3" "$4" "$5" "${same_options[@]}" >>"$same_file"; fi
        else
            if [ "$same" = 1 ]; then fio_point "$2" "$3" "$4" "$5" "${same_options[@]}" >>"$same_file"; fi
            fio_point "$2" "$3" "$4" "$5" >>"$fio_file"
            drivescope_point "$2" "$3" "$4" "$5" >>"$ds_file"
        fi
    done
}

echo "DriveScope $("$cli" --version | cut -d' ' -f2) against $(fio --version), engine $engine, $runs alternating runs of ${seconds} s, CPU time from $cpu_clock"
describe_setup
devices=(zram loop)
[ -n "$drive" ] && devices=(drive)
pin=()
for device in "${devices[@]}"; do
    case "$device" in
    zram) dev=$zram_dev ;;
    loop) dev=$loop_dev ;;
    drive) dev=$drive ;;
    esac
    echo "$device ($dev):"
    run_point "$device-rand4k-qd32" "$dev" 4k random 32
    report "4K random read QD32" "$workdir/$device-rand4k-qd32.ds" "$workdir/$device-rand4k-qd32.fio" 1 IOPS ">= 1.10"
    report "  CPU time per I/O" "$workdir/$device-rand4k-qd32.ds" "$workdir/$device-rand4k-qd32.fio" 5 ns "<= 1.00"
    run_point "$device-seq1m-qd8" "$dev" 1m seq 8
    report "1M sequential read QD8" "$workdir/$device-seq1m-qd8.ds" "$workdir/$device-seq1m-qd8.fio" 2 MB/s ">= 0.98"
    # On zram the request runs in io_uring's worker thread, which inherits the pinning; a loop
    # device's work runs in kernel workers that no taskset reaches, so pinning there only adds noise.
    [ "$device" = zram ] && pin=(taskset -c "$(($(nproc) - 1))")
    run_point "$device-rand4k-qd1" "$dev" 4k random 1 1
    pin=()
    qd1_label="4K random read QD1"
    [ "$device" = zram ] && qd1_label="4K random read QD1 (pinned)"
    report "$qd1_label mean" "$workdir/$device-rand4k-qd1.ds" "$workdir/$device-rand4k-qd1.fio" 3 ns "0.95 .. 1.05"
    report "$qd1_label p99" "$workdir/$device-rand4k-qd1.ds" "$workdir/$device-rand4k-qd1.fio" 4 ns "0.90 .. 1.10"
    if [ -s "$workdir/$device-rand4k-qd1.fio-same" ]; then
        report "  fio, buffers registered: mean" "$workdir/$device-rand4k-qd1.ds" "$workdir/$device-rand4k-qd1.fio-same" 3 ns "0.95 .. 1.05"
        report "  fio, buffers registered: p99" "$workdir/$device-rand4k-qd1.ds" "$workdir/$device-rand4k-qd1.fio-same" 4 ns "0.90 .. 1.10"
    fi
done
