#!/usr/bin/env bash
# DriveScope's sweeps and access patterns against Debian's fio, point by point, in alternating runs.
#
#   sudo tests/perf/sweeps_vs_fio.sh [--runs N] [--seconds S] [--warmup S] [--size-mib M] [--only LIST]
#                                    [--emulated-seconds S] [--pin CPU] [--drive DEV] [--control]
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
#   flash-bs   block-size sweep on an emulated flash drive, sequential read, QD4, 512 B … 1 MiB
#   flash-qd   queue-depth sweep on the emulated flash drive, 4 KiB random read, QD 1 … 256
#   flash-pat  FileServer and Database patterns on the emulated flash drive
# The flash drive (the same tool with --flash-units) has 8 units that serve requests side by side,
# 1 ms per request plus its transfer at 100 MB/s per unit: its IOPS grow with the queue depth up to 8
# (about 7,700 at 4 KiB), as a solid-state drive's do, where the spinning disk's stay flat.
# The emulated disk's points last --emulated-seconds (default 2): at about 240 random reads a second,
# a shorter point leaves a few percent of sampling noise in the mean.
# With --drive DEV no devices are made and these sets, which only read, run on that drive:
#   drive-bs   block-size sweep, sequential read, QD4, 512 B … 64 MiB (from the logical sector)
#   drive-qd   queue-depth sweep, 4 KiB random read, QD 1 … 256
#   drive-pat  WebServer (100 % read) at loads 1, 4, 16, 64, 256
# It prints the median IOPS and MB/s of both tools per point and the ratio of MB/s (of IOPS for the
# access patterns, whose rating is IOPS); at a point of one block size, fio's MB/s is its IOPS times
# the block size (see fio_point). Targets:
# every point within 0.95 … 1.05 of fio; a bandwidth-bound point (1 MiB and larger) at 1.00 or above.
# --control also runs fio a second time at each point, in turn with the other two runs, and prints
# fio against itself: how far two runs of one tool drift apart on this machine at that moment. A
# point outside the target where fio against itself is outside too cannot be judged here.
# --pin CPU runs both tools on that CPU (taskset; io_uring's worker threads inherit it). On a small VM
# the unpinned zram points at QD 2-8 mostly measure where the scheduler puts those workers relative to
# the submitting thread, differently from run to run and tool to tool.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=3
seconds=1
warmup=0.25
size_mib=1024
all_sets="zram-bs zram-qd loop-bs loop-pat emu-bs emu-qd emu-pat flash-bs flash-qd flash-pat"
only=$all_sets
emulated_seconds=2
pin=()
control=0
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
    --control) control=1; shift ;;
    *) echo "usage: $0 [--runs N] [--seconds S] [--warmup S] [--size-mib M] [--only ${all_sets// /,}] [--emulated-seconds S] [--pin CPU] [--drive DEV] [--control]" >&2; exit 2 ;;
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
[[ " $only " == *" zram-"* || " $only " == *" loop-"* ]] || want_zram_and_loop=0
if [[ " $only " == *" flash-"* ]]; then
    want_flash_disk=1
    flash_disk_options=(--flash-units 8 --flash-access 1 --outer 800 --inner 800)
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

# The same point with fio, from the command DriveScope printed for it. At a point of one block size
# ($point_bytes) fio's MB/s is taken from the I/Os it counted: its byte count also holds the requests
# in flight when its ramp ends, which its I/O count (and its IOPS) leave out. At QD4 that is three
# blocks more than the I/Os: 635 MiB for 632 I/Os of 1 MiB in 2 s on the emulated flash drive, and
# 58 blocks for 55 I/Os (about 5 %) in a 1 s point of 64 MiB blocks on zram. DriveScope's bytes and
# I/Os count the same requests.
point_bytes=0
fio_point() {
    local -a command
    read -ra command <"$workdir/fio"
    ${pin[@]+"${pin[@]}"} "${command[@]}" ${fio_memory[@]+"${fio_memory[@]}"} --output-format=json |
        jq -r --argjson bytes "$point_bytes" '.jobs[0] | (.read.iops + .write.iops) as $iops |
            [$iops, if $bytes > 0 then $iops * $bytes / 1e6 else (.read.bw_bytes + .write.bw_bytes) / 1e6 end] | @tsv'
}


failures=0
unresolved=0
# The judged figure: MB/s (0), MB/s of a bandwidth-bound point (1), or IOPS (iops) for the access
# patterns, whose rating is IOPS. On the emulated disk a pattern's MB/s would measure the sizes each
# tool happened to draw: FileServer's sizes (512 B … 64 KiB) have a standard deviation of 19 KB
# around their 11.3 KB mean, so 500 requests leave about 8 % of spread in the mean size, while each
# request's time is almost all seek and rotation.
run_point() { # label figure(0|1|iops) command args...
    local label="$1" bound="$2"
    shift 2
    local ds_file="$workdir/point.ds" fio_file="$workdir/point.fio" control_file="$workdir/point.control"
    : >"$ds_file"
    : >"$fio_file"
    : >"$control_file"
    drivescope_point "$@" >/dev/null # the fio command of this point, and a warm device
    [ -s "$workdir/fio" ] || { printf "  %-30s skipped by DriveScope\n" "$label"; return; }
    # Each tool goes first, second (and third) in turn, so that a drift of the machine during a point
    # falls on all of them alike.
    local -a order=(ds fio)
    [ "$control" = 1 ] && order+=(control)
    for run in $(seq "$runs"); do
        for ((i = 0; i < ${#order[@]}; i++)); do
            case "${order[(i + run) % ${#order[@]}]}" in
            ds) drivescope_point "$@" >>"$ds_file" ;;
            fio) fio_point >>"$fio_file" ;;
            control) fio_point >>"$control_file" ;;
            esac
        done
    done
    local ds_iops fio_iops ds_mbps fio_mbps control_iops=0 control_mbps=0
    ds_iops=$(cut -f1 "$ds_file" | median)
    fio_iops=$(cut -f1 "$fio_file" | median)
    ds_mbps=$(cut -f2 "$ds_file" | median)
    fio_mbps=$(cut -f2 "$fio_file" | median)
    if [ "$control" = 1 ]; then
        control_iops=$(cut -f1 "$control_file" | median)
        control_mbps=$(cut -f2 "$control_file" | median)
    fi
    local status=0
    awk -v label="$label" -v di="$ds_iops" -v fi="$fio_iops" -v dm="$ds_mbps" -v fm="$fio_mbps" -v bound="$bound" \
        -v control="$control" -v ci="$control_iops" -v cm="$control_mbps" '
        BEGIN {
            ratio = bound == "iops" ? di / fi : dm / fm
            verdict = (ratio >= 0.95 && ratio <= 1.05) ? "ok" : "OUTSIDE +-5 %"
            if (bound == 1) verdict = ratio >= 1.0 ? "ok (bandwidth-bound, >= fio)" : "BELOW fio (bandwidth-bound)"
            drift = ""
            unresolved = 0
            if (control) {
                self = bound == "iops" ? ci / fi : cm / fm
                drift = sprintf("  fio/fio %.3f", self)
                unresolved = verdict !~ /^ok/ && (self < 0.95 || self > 1.05)
                if (unresolved) verdict = verdict ", fio against itself too"
            }
            printf "  %-30s IOPS %11.0f / %11.0f   MB/s %9.1f / %9.1f   %s ratio %.3f%s  %s\n", label, di, fi, dm, fm,
                bound == "iops" ? "IOPS" : "MB/s", ratio, drift, verdict
            exit (verdict ~ /^ok/) ? 0 : unresolved ? 2 : 1
        }' || status=$?
    [ "$status" -ne 0 ] && failures=$((failures + 1))
    [ "$status" -eq 2 ] && unresolved=$((unresolved + 1))
    return 0
}

echo "DriveScope $("$cli" --version | cut -d' ' -f2) against $(fio --version): median of $runs alternating runs of ${seconds} s (+${warmup} s ramp) per point, kernel $(uname -r)${pin[@]+", pinned: ${pin[*]}"}"
describe_setup
if [ "$control" = 1 ]; then
    echo "Columns: DriveScope / fio; fio/fio: a second fio run against the first (--control)"
else
    echo "Columns: DriveScope / fio"
fi

# Sequential read at QD4, block sizes doubling from $2 to $3 bytes; 1 MiB and up is bandwidth-bound.
bs_sweep() { # device from_bytes to_bytes
    for ((bytes = $2; bytes <= $3; bytes *= 2)); do
        point_bytes=$bytes
        run_point "$bytes B" $((bytes >= 1048576)) sweep-bs --target "$1" --from "$bytes" --to "$bytes"
    done
    point_bytes=0
}
# 4 KiB random read at QD 1 … 256.
qd_sweep() { # device
    point_bytes=4096
    for qd in 1 2 4 8 16 32 64 128 256; do
        run_point "QD$qd" 0 sweep-qd --target "$1" --depths "$qd"
    done
    point_bytes=0
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
# A set on an emulated drive, in points of --emulated-seconds. Random points run without a ramp:
# the drive has nothing to warm up for them, and at 240 random reads a second the up to 256 requests
# in flight when a ramp ends are a second of the spinning disk's work, whose bytes fio counts but
# not its I/Os.
emulated_set() { # bs|qd|pat name device
    point_seconds=$emulated_seconds
    case "$1" in
    bs)
        echo "$2 ($3): block-size sweep, sequential read, QD4, ${emulated_seconds} s points"
        bs_sweep "$3" 512 1048576 ;;
    qd)
        echo "$2 ($3): queue-depth sweep, 4 KiB random read, ${emulated_seconds} s points, no ramp"
        point_warmup=0
        qd_sweep "$3" ;;
    pat)
        point_warmup=0
        pattern_set "$2" "$3" ", ${emulated_seconds} s points, no ramp" ;;
    esac
    point_seconds=$seconds point_warmup=$warmup
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
    emu-bs | emu-qd | emu-pat)
        emulated_set "${set#emu-}" "emulated disk" "$emulated_dev" ;;
    flash-bs | flash-qd | flash-pat)
        emulated_set "${set#flash-}" "emulated flash drive" "$flash_dev" ;;
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
if [ "$control" = 1 ]; then
    echo "$failures point(s) outside the target, $unresolved of them where fio against itself is outside +-5 % too"
else
    echo "$failures point(s) outside the target"
fi
