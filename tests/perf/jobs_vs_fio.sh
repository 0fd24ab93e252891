#!/usr/bin/env bash
# DriveScope's jobs per target (--jobs) against Debian's fio's numjobs, in alternating runs.
#
#   sudo tests/perf/jobs_vs_fio.sh [--runs N] [--seconds S] [--flash-seconds S] [--jobs "1 2"]
#
# On zram (filled with incompressible data): 4 KiB random reads at QD32 per job, for each job count
# (default 1 and 2, for a 2-CPU machine), DriveScope against fio (io_uring, --numjobs with the same
# --iodepth, --group_reporting, fio's default io_uring options otherwise), N runs each alternating
# which goes first. Prints the median IOPS and CPU time per I/O of both and their ratios, and each
# tool's scaling from the first job count to the others.
# CPU time per I/O is each process's task-clock from `perf stat` (all threads) over its completed
# I/Os; where perf is missing, the user+system time the shell reports for the process.
# Then on the test suite's emulated flash drive (its timing set by a model: 16 units side by side, 20 ms
# per request plus its transfer at a sixteenth of 800 MB/s), 4 KiB random reads at QD4 per job with
# 1, 2, 4 and 8 jobs, against the IOPS the model gives: min(jobs x 4, 16) units busy, each taking
# 20 ms + 4096 B / 50 MB/s per request; and fio with --numjobs on the same drive, alternating, as the
# control. The model counts the drive's own time only: each request also crosses the loop device and
# FUSE to the drive and back, which the drive does not see, and below 16 in flight that time leaves
# units idle. On this shared 2-core machine, with other builds running, a read from such a drive with
# a 0.01 ms access took 1 to 4 ms end to end (fio's median), much of it the drive's FUSE threads
# waiting for a CPU to wake them; with the 2 ms access the drive had before, DriveScope and fio alike
# stayed a tenth or more below the model. So the drive runs under SCHED_FIFO (emulated_disk_realtime)
# and takes 20 ms a request, which leaves the path a small part of each request: the model then
# predicts what a queue kept full gets. fio's ratio beside DriveScope's tells the path's share from
# DriveScope's own; the load average is printed at the start and the end.
# Targets: IOPS >= 1.10 x fio and CPU/IO <= fio for every job count on zram; DriveScope's
# scaling from 1 to 2 jobs at least fio's; on the flash drive every job count within 3 % of the model.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=5
seconds=5
flash_seconds=3
job_counts="1 2"
size_mib=512
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --flash-seconds) flash_seconds="$2"; shift 2 ;;
    --jobs) job_counts="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--seconds S] [--flash-seconds S] [--jobs \"1 2\"]" >&2; exit 2 ;;
    esac
done
flash_units=16
flash_access_ms=20
flash_media_mbps=800
want_flash_disk=1
emulated_disk_realtime=1
flash_disk_options=(--flash-units "$flash_units" --flash-access "$flash_access_ms" --outer "$flash_media_mbps"
    --inner "$flash_media_mbps")
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

# "iops cpu_ns_per_io" of one run.
drivescope_point() { # device jobs qd seconds
    local json
    json=$(timed "$cli" run --target "$1" --bs 4k --pattern random --qd "$3" --jobs "$2" --duration "$4" \
        --engine io_uring --json --no-progress --no-save 2>>"$workdir/drivescope.log")
    jq -r --argjson cpu "$(cat "$workdir/cpu_ns")" '.total | [.iops, ($cpu / (.readIos + .writeIos))] | @tsv' <<<"$json"
}
fio_point() { # device jobs qd seconds
    local json
    json=$(timed fio --name=point --filename="$1" --rw=randread --bs=4k --ioengine=io_uring --iodepth="$3" \
        --numjobs="$2" --group_reporting --direct=1 --runtime="$4" --time_based --output-format=json)
    jq -r --argjson cpu "$(cat "$workdir/cpu_ns")" '.jobs[0] | [.read.iops, ($cpu / .read.total_ios)] | @tsv' <<<"$json"
}

echo "DriveScope $("$cli" --version | cut -d' ' -f2) against $(fio --version), $runs alternating runs, CPU time from $cpu_clock"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) CPUs"
describe_setup
echo "zram ($zram_dev): 4 KiB random read, QD32 per job, $seconds s per run"
for jobs in $job_counts; do
    : >"$workdir/ds.$jobs"
    : >"$workdir/fio.$jobs"
    for run in $(seq "$runs"); do
        if [ $((run % 2)) -eq 1 ]; then
            drivescope_point "$zram_dev" "$jobs" 32 "$seconds" >>"$workdir/ds.$jobs"
            fio_point "$zram_dev" "$jobs" 32 "$seconds" >>"$workdir/fio.$jobs"
        else
            fio_point "$zram_dev" "$jobs" 32 "$seconds" >>"$workdir/fio.$jobs"
            drivescope_point "$zram_dev" "$jobs" 32 "$seconds" >>"$workdir/ds.$jobs"
        fi
    done
    ds_iops=$(cut -f1 "$workdir/ds.$jobs" | median)
    fio_iops=$(cut -f1 "$workdir/fio.$jobs" | median)
    ds_cpu=$(cut -f2 "$workdir/ds.$jobs" | median)
    fio_cpu=$(cut -f2 "$workdir/fio.$jobs" | median)
    printf -v "ds_iops_$jobs" '%s' "$ds_iops"
    printf -v "fio_iops_$jobs" '%s' "$fio_iops"
    awk -v j="$jobs" -v d="$ds_iops" -v f="$fio_iops" -v dc="$ds_cpu" -v fc="$fio_cpu" 'BEGIN {
        printf "  jobs %-2s IOPS        DriveScope %10.0f  fio %10.0f  ratio %.3f  target >= 1.10\n", j, d, f, d / f
        printf "  jobs %-2s CPU ns/I/O  DriveScope %10.0f  fio %10.0f  ratio %.3f  target <= 1.00\n", j, dc, fc, dc / fc
    }'
done
first=${job_counts%% *}
for jobs in $job_counts; do
    [ "$jobs" = "$first" ] && continue
    d1=ds_iops_$first
    dn=ds_iops_$jobs
    f1=fio_iops_$first
    fn=fio_iops_$jobs
    awk -v a="$first" -v b="$jobs" -v d1="${!d1}" -v dn="${!dn}" -v f1="${!f1}" -v fn="${!fn}" 'BEGIN {
        printf "  scaling %s -> %s jobs: DriveScope %.3fx, fio %.3fx, ratio %.3f  target >= 1.00\n", a, b, dn / d1, fn / f1, (dn / d1) / (fn / f1)
    }'
done

echo "$flash_dev (emulated flash drive, $flash_units units, $flash_access_ms ms per request): 4 KiB random read, QD4 per job, $flash_seconds s per run"
fio_flash_point() { # jobs
    fio --name=flash --filename="$flash_dev" --rw=randread --bs=4k --ioengine=io_uring --iodepth=4 --numjobs="$1" \
        --group_reporting --direct=1 --runtime="$flash_seconds" --ramp_time=0.5 --time_based --output-format=json |
        jq -r '.jobs[0].read.iops'
}
ds_flash_point() { # jobs
    "$cli" run --target "$flash_dev" --bs 4k --pattern random --qd 4 --jobs "$1" --duration "$flash_seconds" \
        --warmup 0.5 --engine io_uring --json --no-progress --no-save 2>>"$workdir/drivescope.log" | jq -r '.total.iops'
}
for jobs in 1 2 4 8; do
    : >"$workdir/flash.$jobs"
    : >"$workdir/fioflash.$jobs"
    for run in $(seq "$runs"); do
        if [ $((run % 2)) -eq 1 ]; then
            ds_flash_point "$jobs" >>"$workdir/flash.$jobs"
            fio_flash_point "$jobs" >>"$workdir/fioflash.$jobs"
        else
            fio_flash_point "$jobs" >>"$workdir/fioflash.$jobs"
            ds_flash_point "$jobs" >>"$workdir/flash.$jobs"
        fi
    done
    awk -v j="$jobs" -v d="$(median <"$workdir/flash.$jobs")" -v f="$(median <"$workdir/fioflash.$jobs")" \
        -v units="$flash_units" -v ms="$flash_access_ms" -v media="$flash_media_mbps" 'BEGIN {
        busy = j * 4 < units ? j * 4 : units
        model = busy / ((ms / 1000) + 4096 / (media * 1e6 / units))
        printf "  jobs %-2s (QD %2d in all)  DriveScope %8.1f IOPS  fio %8.1f  model %8.1f  ratio %.3f (fio %.3f)  target 0.97 .. 1.03\n", j, j * 4, d, f, model, d / model, f / model
    }'
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
