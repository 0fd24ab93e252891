#!/usr/bin/env bash
# DriveScope's and fio's gain in IOPS from QD1 to QD32 on a command-queueing spinning disk, in
# alternating runs.
#
#   sudo tests/perf/qd_gain_vs_fio.sh [--runs N] [--seconds S] [--batch-complete B]
#
# On the test suite's emulated spinning disk (a FUSE file behind a loop device whose timing a model
# sets; requests within its near distance of the head need no seek, so a deep queue gains), 4 KiB
# random reads, both tools with their default options: the figure is what a user gets. Prints the
# median IOPS per tool and depth, each tool's QD32/QD1 gain and the ratio of the gains (within
# 5 %), then DriveScope's printed fio command at QD32 run as printed, against DriveScope's figure.
# --batch-complete B passes DriveScope's --batch-complete, to see what a completion batch costs.
# Measured on a shared 2-CPU VM (3 runs of 3 s, debug build): with the old default batch of depth/8
# DriveScope gained 2.00x against fio's 2.09x (0.955); with batch 1, the default now, 1.92x against
# 1.98x (0.969) and its printed fio command within 0.1 %. The drive held 30.4 requests on average at
# QD32 with the batch, 31.9 without (tst_engines deepQueueStaysFullOnAQueueingDisk). Again later, Release build,
# quiet 2-CPU VM, 3 runs of 4 s: 1.91x against 1.95x (0.979), the printed fio command at QD32 0.997.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=3
seconds=4
batch=()
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --batch-complete) batch=(--batch-complete "$2"); shift 2 ;;
    *) echo "usage: $0 [--runs N] [--seconds S] [--batch-complete B]" >&2; exit 2 ;;
    esac
done
size_mib=0
emulated_disk_options=(--nearest-first)
want_zram_and_loop=0
want_emulated_disk=1
source tests/perf/common.sh
describe_setup

drivescope_iops() { # qd
    "$cli" run --target "$emulated_dev" --bs 4k --pattern random --qd "$1" --duration "$seconds" \
        ${batch[@]+"${batch[@]}"} --json --no-progress --no-save 2>>"$workdir/drivescope.log" >"$workdir/ds.json"
    jq -r '.total.iops' "$workdir/ds.json"
}
fio_iops() { # qd [options...]
    fio --name=point --filename="$emulated_dev" --rw=randread --bs=4k --ioengine=io_uring --iodepth="$1" \
        "${@:2}" --direct=1 --runtime="$seconds" --time_based --output-format=json | jq -r '.jobs[0].read.iops'
}

echo "$emulated_dev (emulated spinning disk): 4 KiB random reads, $runs alternating runs of $seconds s"
for qd in 1 32; do
    : >"$workdir/ds.$qd"
    : >"$workdir/fio.$qd"
done
for run in $(seq "$runs"); do
    for qd in 1 32; do
        if [ $((run % 2)) = 1 ]; then
            drivescope_iops "$qd" >>"$workdir/ds.$qd"
            fio_iops "$qd" >>"$workdir/fio.$qd"
        else
            fio_iops "$qd" >>"$workdir/fio.$qd"
            drivescope_iops "$qd" >>"$workdir/ds.$qd"
        fi
    done
done
for tool in ds fio; do
    for qd in 1 32; do
        printf -v "${tool}_$qd" '%s' "$(median <"$workdir/$tool.$qd")"
    done
done
awk -v d1="$ds_1" -v d32="$ds_32" -v f1="$fio_1" -v f32="$fio_32" 'BEGIN {
    printf "DriveScope: QD1 %.1f IOPS, QD32 %.1f IOPS, gain %.2fx\n", d1, d32, d32 / d1
    printf "fio:        QD1 %.1f IOPS, QD32 %.1f IOPS, gain %.2fx\n", f1, f32, f32 / f1
    printf "DriveScope gain / fio gain: %.3f (target: within 5 %%)\n", (d32 / d1) / (f32 / f1)
}'

# The fio command DriveScope prints for its QD32 run, run as printed (with this run's buffers).
drivescope_iops 32 >"$workdir/ds.printed"
read -r -a printed < <(jq -r '.fioCommand // .result.fioCommand' "$workdir/ds.json")
printed_iops=$(fio "${printed[@]:1}" --output-format=json 2>/dev/null | jq -r '.jobs[0].read.iops' || true)
echo "DriveScope's fio command: ${printed[*]}"
awk -v d="$(cat "$workdir/ds.printed")" -v f="$printed_iops" 'BEGIN {
    if (f > 0) printf "  QD32: DriveScope %.1f IOPS, its fio command %.1f IOPS, ratio %.3f (target: within 5 %%)\n", d, f, d / f
    else print "  the printed command did not run" }'
