#!/usr/bin/env bash
# DriveScope's sweeps and access patterns against Debian's fio, point by point, in alternating runs.
#
#   sudo tests/perf/sweeps_vs_fio.sh [--runs N] [--seconds S] [--warmup S] [--size-mib M] [--only LIST]
#                                    [--emulated-seconds S] [--pin CPU] [--drive DEV]
#
# Makes a zram device and a loop device with direct I/O (both filled with incompressible data) and
# attaches the test suite's emulated spinning disk, here a 16 GB 15,000 rpm drive with 0.2 to 3.8 ms
# seeks and 0.1 ms per command (a FUSE file behind a loop device whose timing a model sets, so unlike
# the other two it does not swing with the shared machine's load), and measures every point of these
# sweeps with DriveScope's own sweep commands (one point per call, so
# that the two tools alternate point by point) and with the fio command DriveScope prints for that
# point (the same block size or --bssplit mix, read share, queue depth, iodepth_batch_submit and
# iodepth_batch_complete_min, seed, runtime and ramp):
#   zram-bs    block-size sweep, sequential read, QD4, 4 KiB … 64 MiB (zram's sectors are 4 KiB)
#   zram-qd    queue-depth sweep, 4 KiB random read, QD 1 … 256
#   loop-bs    block-size sweep, sequential read, QD4, 512 B … 1 MiB
#   loop-pat   FileServer and Database patterns at loads 1, 4, 16, 64, 256 (they write: the loop
#              device is ours and named for destruction)
#   emu-bs     block-size sweep on the emulated disk, sequential read, QD4, 512 B … 1 MiB
#   emu-qd     queue-depth sweep on the emulated disk, 4 KiB random read, QD 1 … 256
#   emu-pat    FileServer and Database patterns on the emulated disk (its writes are timed and dropped)
# The emulated disk's points last --emulated-seconds (default 2): at about 240 random reads a second,
# a shorter point leaves a few percent of sampling noise in the mean.
# With --drive DEV no devices are made and these sets, which only read, run on that drive:
#   drive-bs   block-size sweep, sequential read, QD4, 512 B … 64 MiB (from the logical sector)
#   drive-qd   queue-depth sweep, 4 KiB random read, QD 1 … 256
#   drive-pat  WebServer (100 % read) at loads 1, 4, 16, 64, 256
# It prints the median IOPS and MB/s of both tools per point and the ratio of MB/s (of IOPS for the
# access patterns, whose rating is IOPS). Targets (issue 4):
# every point within 0.95 … 1.05 of fio; a bandwidth-bound point (1 MiB and larger) at 1.00 or above.
# --pin CPU runs both tools on that CPU (taskset; io_uring's worker threads inherit it). On a small VM
# the unpinned zram points at QD 2-8 mostly measure where the scheduler puts those workers relative to
# the submitting thread, differently from run to run and tool to tool.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=3
seconds=1
warmup=0.25
size_mib=1024
all_sets="zram-bs zram-qd loop-bs loop-pat emu-bs emu-qd emu-pat"
only=$all_sets
emulated_seconds=2
pin=()
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --warmup) warmup="$2"; shift 2 ;;
    --size-mib) size_mib="$2"; shift 2 ;;
    --only) only="${2//,/ }"; shift 2 ;;
    --emulated-seconds) emulated_seconds="$2"; shift 2 ;;
    --pin) pin=(taskset -c "$2"); shift 2 ;;
    --drive) drive="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--seconds S] [--warmup S] [--size-mib M] [--only ${all_sets// /,}] [--emulated-seconds S] [--pin CPU] [--drive DEV]" >&2; exit 2 ;;
    esac
done
if [ -n "${drive:-}" ]; then
    [ "$only" = "$all_sets" ] && only="drive-bs drive-qd drive-pat"
    for set in $only; do
        # A drive that is not ours is only ever read.
        [[ "$set" == drive-* ]] || { echo "error: with --drive only drive-bs, drive-qd and drive-pat run" >&2; exit 2; }
    done
fi
if [[ " $only " == *" emu-"* ]]; then
    want_emulated_disk=1
    emulated_disk_options=(--rpm 15000 --track-seek 0.2 --full-seek 3.8 --command-overhead 0.1)
fi
source tests/perf/common.sh

point_seconds=$seconds
point_warmup=$warmup
point_options() { printf '%s\n' --duration "$point_seconds" --warmup "$point_warmup" --json --no-progress --no-save; }

# One point with DriveScope: prints "iops mbps" and leaves the point's fio command in $workdir/fio.
drivescope_point() { # command args...
    local json
    local -a options
    mapfile -t options < <(point_options)
    json=$(${pin[@]+"${pin[@]}"} "$cli" "$@" "${options[@]}" 2>>"$workdir/drivescope.log") # caveats
    jq -r '(.points // .patterns[0].points)[0] | select(.skipped | not) | .fioCommand' <<<"$json" >"$workdir/fio"
    jq -r '(.points // .patterns[0].points)[0].result.total | [.iops, .megabytesPerSecond] | @tsv' <<<"$json"
}

# The same point with fio, from the command DriveScope printed for it.
fio_point() {
    local -a command
    read -ra command <"$workdir/fio"
    ${pin[@]+"${pin[@]}"} "${command[@]}" ${fio_memory[@]+"${fio_memory[@]}"} --output-format=json | jq -r '.jobs[0] | [(.read.iops + .write.iops),
        ((.read.bw_bytes + .write.bw_bytes) / 1e6)] | @tsv'
}


failures=0
# The judged figure: MB/s (0), MB/s of a bandwidth-bound point (1), or IOPS (iops) for the access
# patterns, whose rating is IOPS. On the emulated disk a pattern's MB/s would measure the sizes each
# tool happened to draw: FileServer's sizes (512 B … 64 KiB) have a standard deviation of 19 KB
# around their 11.3 KB mean, so 500 requests leave about 8 % of spread in the mean size, while each
# request's time is almost all seek and rotation.
run_point() { # label figure(0|1|iops) command args...
    local label="$1" bound="$2"
    shift 2
    local ds_file="$workdir/point.ds" fio_file="$workdir/point.fio"
    : >"$ds_file"
    : >"$fio_file"
    drivescope_point "$@" >/dev/null # the fio command of this point, and a warm device
    [ -s "$workdir/fio" ] || { printf "  %-30s skipped by DriveScope\n" "$label"; return; }
    for run in $(seq "$runs"); do
        if [ $((run % 2)) -eq 1 ]; then
            drivescope_point "$@" >>"$ds_file"
            fio_point >>"$fio_file"
        else
            fio_point >>"$fio_file"
            drivescope_point "$@" >>"$ds_file"
        fi
    done
    local ds_iops fio_iops ds_mbps fio_mbps
    ds_iops=$(cut -f1 "$ds_file" | median)
    fio_iops=$(cut -f1 "$fio_file" | median)
    ds_mbps=$(cut -f2 "$ds_file" | median)
    fio_mbps=$(cut -f2 "$fio_file" | median)
    awk -v label="$label" -v di="$ds_iops" -v fi="$fio_iops" -v dm="$ds_mbps" -v fm="$fio_mbps" -v bound="$bound" '
        BEGIN {
            ratio = bound == "iops" ? di / fi : dm / fm
            verdict = (ratio >= 0.95 && ratio <= 1.05) ? "ok" : "OUTSIDE +-5 %"
            if (bound == 1) verdict = ratio >= 1.0 ? "ok (bandwidth-bound, >= fio)" : "BELOW fio (bandwidth-bound)"
            printf "  %-30s IOPS %11.0f / %11.0f   MB/s %9.1f / %9.1f   %s ratio %.3f  %s\n", label, di, fi, dm, fm,
                bound == "iops" ? "IOPS" : "MB/s", ratio, verdict
            exit (verdict ~ /^ok/) ? 0 : 1
        }' || failures=$((failures + 1))
}

echo "DriveScope $("$cli" --version | cut -d' ' -f2) against $(fio --version): median of $runs alternating runs of ${seconds} s (+${warmup} s ramp) per point, kernel $(uname -r)${pin[@]+", pinned: ${pin[*]}"}"
describe_setup
echo "Columns: DriveScope / fio"

# Sequential read at QD4, block sizes doubling from $2 to $3 bytes; 1 MiB and up is bandwidth-bound.
bs_sweep() { # device from_bytes to_bytes
    for ((bytes = $2; bytes <= $3; bytes *= 2)); do
        run_point "$bytes B" $((bytes >= 1048576)) sweep-bs --target "$1" --from "$bytes" --to "$bytes"
    done
}
# 4 KiB random read at QD 1 … 256.
qd_sweep() { # device
    for qd in 1 2 4 8 16 32 64 128 256; do
        run_point "QD$qd" 0 sweep-qd --target "$1" --depths "$qd"
    done
}
# FileServer and Database at loads 1 … 256 (they write: the device is ours and named for destruction).
pattern_set() { # name device [heading note]
    for pattern in FileServer Database; do
        echo "$1 ($2): access pattern $pattern${3:-}"
        for load in 1 4 16 64 256; do
            run_point "$pattern load $load" iops pattern --target "$2" --allow-destroy="$2" \
                --patterns "$pattern" --loads "$load"
        done
    done
}
[ -n "$drive" ] && drive_sector=$(blockdev --getss "$drive")

for set in $only; do
    case "$set" in
    zram-bs)
        echo "zram ($zram_dev): block-size sweep, sequential read, QD4"
        bs_sweep "$zram_dev" 4096 67108864 ;;
    zram-qd)
        echo "zram ($zram_dev): queue-depth sweep, 4 KiB random read"
        qd_sweep "$zram_dev" ;;
    loop-bs)
        echo "loop ($loop_dev): block-size sweep, sequential read, QD4"
        bs_sweep "$loop_dev" 512 1048576 ;;
    loop-pat)
        pattern_set "loop" "$loop_dev" ;;
    emu-bs)
        echo "emulated disk ($emulated_dev): block-size sweep, sequential read, QD4, ${emulated_seconds} s points"
        point_seconds=$emulated_seconds
        bs_sweep "$emulated_dev" 512 1048576
        point_seconds=$seconds ;;
    emu-qd)
        # No ramp for random reads here: at 240 reads a second, the up to 256 requests in flight when a
        # ramp ends are a second of the drive's work, which the tools count differently (fio counts
        # their bytes but not their I/Os). The drive has nothing to warm up for random reads.
        echo "emulated disk ($emulated_dev): queue-depth sweep, 4 KiB random read, ${emulated_seconds} s points, no ramp"
        point_seconds=$emulated_seconds point_warmup=0
        qd_sweep "$emulated_dev"
        point_seconds=$seconds point_warmup=$warmup ;;
    emu-pat)
        point_seconds=$emulated_seconds point_warmup=0
        pattern_set "emulated disk" "$emulated_dev" ", ${emulated_seconds} s points, no ramp"
        point_seconds=$seconds point_warmup=$warmup ;;
    drive-bs)
        echo "drive ($drive): block-size sweep, sequential read, QD4"
        bs_sweep "$drive" "$drive_sector" 67108864 ;;
    drive-qd)
        echo "drive ($drive): queue-depth sweep, 4 KiB random read"
        qd_sweep "$drive" ;;
    drive-pat)
        echo "drive ($drive): access pattern WebServer (reads only)"
        if [ "$drive_sector" -gt 512 ]; then
            echo "  skipped: WebServer has 512 B requests and this drive's logical sector is larger"
            continue
        fi
        for load in 1 4 16 64 256; do
            run_point "WebServer load $load" iops pattern --target "$drive" --patterns WebServer --loads "$load"
        done ;;
    *) echo "unknown set $set" >&2; exit 2 ;;
    esac
done
echo "$failures point(s) outside the target"
