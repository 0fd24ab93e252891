#!/usr/bin/env bash
# DriveScope's surface scan and access time against fio doing the same reads, in alternating runs.
#
#   sudo tests/perf/surface_vs_fio.sh [--runs N] [--zones Z] [--zone-size SIZE] [--samples K]
#                                     [--only zram,loop,emulated] [--drive DEV]
#
# On a zram device, on a loop device (direct I/O, a file on the disk under /var/tmp) and on the test
# suite's emulated spinning disk (16 GB, 200 MB/s falling to 100 MB/s, 0.8 to 16 ms seeks, 7200 rpm:
# a FUSE file behind a loop device whose timing a model sets, so unlike the other two it does not
# swing with the shared machine's load), or with --drive on an existing drive (both tools only read):
# DriveScope scans Z zones; fio then reads each
# zone's timed bytes with the same block size and QD 4, after the same untimed pre-read of the block
# before them; the access-time point compares DriveScope's mean with fio's 4 KiB random reads at QD1 (clat mean), both
# pinned to one CPU on zram.
# Each run alternates which tool goes first; medians over the runs are printed per zone. Zones are
# large by default because fio times a job in whole milliseconds: a 64 MiB zone read at 5 GB/s lasts
# 13 ms, and the rounding alone would be worth 4 %.
# Targets: every zone within +-3 %, the mean access time within +-5 %.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=3
zones=4
zone_size=240M
samples=1000
size_mib=1024
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --zones) zones="$2"; shift 2 ;;
    --zone-size) zone_size="$2"; shift 2 ;;
    --samples) samples="$2"; shift 2 ;;
    --only) only="${2//,/ }"; shift 2 ;;
    --drive) drive="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--zones Z] [--zone-size SIZE] [--samples K] [--only zram,loop,emulated] [--drive DEV]" >&2; exit 2 ;;
    esac
done
only=${only:-zram loop emulated}
for set in $only; do
    case "$set" in zram | loop | emulated) ;; *) echo "error: unknown device set $set (zram, loop, emulated)" >&2; exit 2 ;; esac
done
[[ " $only " == *" emulated "* ]] && want_emulated_disk=1
source tests/perf/common.sh
describe_setup
devices=()
for set in $only; do
    case "$set" in
    zram) devices+=("$zram_dev") ;;
    loop) devices+=("$loop_dev") ;;
    emulated) devices+=("$emulated_dev") ;;
    esac
done
[ -n "$drive" ] && devices=("$drive")


# Like DriveScope's zone: an untimed read of the block before the timed part (it brings a disk's
# head there and starts the drive's read-ahead), then the timed part, in one fio run.
fio_zone() { # device offset bytes block
    fio --filename="$1" --rw=read --bs="$4" --ioengine=io_uring --direct=1 ${fio_memory[@]+"${fio_memory[@]}"} --output-format=json \
        --name=preread --offset="$(($2 - $4))" --size="$4" --iodepth=1 \
        --name=zone --stonewall --offset="$2" --size="$3" --iodepth=4 2>/dev/null |
        jq -r '.jobs[] | select(.jobname == "zone") | .read.bw_bytes / 1e6'
}

for device in "${devices[@]}"; do
    [ -n "$device" ] || { echo "error: a device of the set was not made" >&2; exit 1; }
    kind=""
    [ "$device" = "$emulated_dev" ] && kind=" (emulated spinning disk)"
    echo "$device$kind: $zones zones of $zone_size, QD4; $samples random 4 KiB reads at QD1; $runs alternating runs"
    : >"$workdir/zones.ds"
    : >"$workdir/zones.fio"
    : >"$workdir/access.ds"
    : >"$workdir/access.fio"
    for run in $(seq "$runs"); do
        scan() {
            "$cli" surface --target "$device" --zones "$zones" --zone-size "$zone_size" --json --no-progress --no-save >"$workdir/scan.json" 2>>"$workdir/drivescope.log"
            jq -r '.zones[] | [.index, .megabytesPerSecond] | @tsv' "$workdir/scan.json" >>"$workdir/zones.ds"
        }
        fio_scan() {
            [ -s "$workdir/scan.json" ] || return 0
            local block
            block=$(jq -r .blockBytes "$workdir/scan.json")
            jq -r '.zones[] | [.index, .timedOffset, .bytes] | @tsv' "$workdir/scan.json" |
                while IFS=$'\t' read -r index offset bytes; do
                    printf '%s\t%s\n' "$index" "$(fio_zone "$device" "$offset" "$bytes" "$block")"
                done >>"$workdir/zones.fio"
        }
        # On zram a read runs in io_uring's worker thread; unpinned, where the scheduler puts it swings
        # the QD1 latency between ~3 and ~50 us on a small VM, so both tools run on one CPU there (as
        # in engine_vs_fio.sh). A loop device's work runs in kernel workers no taskset reaches.
        pin=()
        [ "$device" = "$zram_dev" ] && pin=(taskset -c "$(($(nproc) - 1))")
        access_ds() {
            ${pin[@]+"${pin[@]}"} "$cli" access --target "$device" --samples "$samples" --seed "$run" --json --no-progress --no-save 2>>"$workdir/drivescope.log" |
                jq -r .averageMs >>"$workdir/access.ds"
        }
        # With the options of the fio command DriveScope prints for its access test: registered
        # buffers and file, offsets drawn with replacement.
        access_fio() {
            ${pin[@]+"${pin[@]}"} fio --name=access --filename="$device" --rw=randread --bs=4k --iodepth=1 --ioengine=io_uring --direct=1 ${fio_memory[@]+"${fio_memory[@]}"} \
                --fixedbufs=1 --registerfiles=1 --norandommap --number_ios="$((samples + 1))" --randseed="$run" --output-format=json 2>/dev/null |
                jq -r '.jobs[0].read.clat_ns.mean / 1e6' >>"$workdir/access.fio"
        }
        # fio reads the zones of DriveScope's last scan (the same every run), so from the second run
        # on it can go first.
        if [ $((run % 2)) -eq 1 ]; then
            scan; fio_scan; access_ds; access_fio
        else
            fio_scan; scan; access_fio; access_ds
        fi
    done
    worst=0
    for index in $(seq 0 $((zones - 1))); do
        ds=$(awk -v i="$index" '$1 == i { print $2 }' "$workdir/zones.ds" | median)
        fio=$(awk -v i="$index" '$1 == i { print $2 }' "$workdir/zones.fio" | median)
        awk -v i="$index" -v ds="$ds" -v fio="$fio" \
            'BEGIN { printf "  zone %3d   DriveScope %9.1f MB/s   fio %9.1f MB/s   ratio %.3f\n", i, ds, fio, ds / fio }'
    done | tee "$workdir/ratios.txt"
    awk '{ r = $NF; d = r > 1 ? r - 1 : 1 - r; if (d > w) { w = d } } END { printf "  worst zone off by %.1f %% (target 3 %%)\n", w * 100 }' "$workdir/ratios.txt"
    ds=$(median <"$workdir/access.ds")
    fio=$(median <"$workdir/access.fio")
    awk -v ds="$ds" -v fio="$fio" \
        'BEGIN { printf "  access time   DriveScope %.4f ms   fio %.4f ms   ratio %.3f (target 0.95 .. 1.05)\n", ds, fio, ds / fio }'
done
