# Shared by the perf scripts: checks, the release build, the zram and loop devices they compare on,
# and a median. Source it after setting size_mib, and drive to measure an existing drive instead (the
# scripts' --drive DEV: reads only, and no devices are made); it sets cli, workdir, zram_dev,
# loop_dev and fio_memory (fio's buffer option), and removes the devices and files on exit (also on
# Ctrl-C). DRIVESCOPE_CLI names a prebuilt drivescope-cli to use instead of the release build, for a
# machine that measures but does not build. With want_zram_and_loop=0 no zram or loop device is made.
# With want_emulated_disk=1 it also attaches the test suite's emulated spinning disk (with the
# tool's options from the array emulated_disk_options, if set) and sets emulated_dev. Its speed
# comes from a model, not from the shared machine's virtual disk, so it is the one device here
# steady enough to resolve a few percent. With want_flash_disk=1 it attaches a second one, an
# emulated flash drive (options from flash_disk_options), and sets flash_dev.
# DRIVESCOPE_EMULATED_DISK names a prebuilt drivescope_emulated_disk. With emulated_disk_realtime=1
# the emulated disks run under SCHED_FIFO (chrt -f 20): a drive's timing does not wait for the host's
# CPUs, and on a shared machine the tool's threads would otherwise wait milliseconds to be woken.

[ "$(id -u)" -eq 0 ] || { echo "error: needs root to make zram and loop devices and to read drives" >&2; exit 2; }
for tool in fio jq losetup "$@"; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (./test.sh installs it)" >&2; exit 2; }
done
drive=${drive:-}
if [ -n "$drive" ] && [ ! -b "$drive" ]; then
    echo "error: $drive is not a block device" >&2
    exit 2
fi

cli=${DRIVESCOPE_CLI:-build/release/app/drivescope-cli}
if [ -n "${DRIVESCOPE_CLI:-}" ]; then
    [ -x "$cli" ] || { echo "error: DRIVESCOPE_CLI=$cli is not an executable" >&2; exit 2; }
else
    source tests/perf/build.sh
    perf_build drivescope-cli
fi
emulated_disk_tool=""
if [ -z "$drive" ] && { [ "${want_emulated_disk:-0}" = 1 ] || [ "${want_flash_disk:-0}" = 1 ]; }; then
    emulated_disk_tool=${DRIVESCOPE_EMULATED_DISK:-build/release/tests/drivescope_emulated_disk}
    if [ -n "${DRIVESCOPE_EMULATED_DISK:-}" ]; then
        [ -x "$emulated_disk_tool" ] || { echo "error: DRIVESCOPE_EMULATED_DISK=$emulated_disk_tool is not an executable" >&2; exit 2; }
    else
        source tests/perf/build.sh
        perf_build drivescope_emulated_disk
    fi
fi

# On the disk, not tmpfs: the loop device's direct I/O then reaches a real (virtual) disk.
workdir=$(mktemp -d /var/tmp/drivescope-perf.XXXXXX)
# Runs save sessions under the work directory, never into the user's library.
export XDG_DATA_HOME="$workdir/data"
zram_id=""
loop_dev=""
emulated_pids=()
emulated_dev=""
flash_dev=""
saved_huge_pages=$(cat /proc/sys/vm/nr_hugepages)
perf_cleanup() {
    local status=$?
    # DriveScope's messages (caveats, errors) go to a log, shown when a run failed.
    if [ "$status" -ne 0 ] && [ -s "$workdir/drivescope.log" ]; then tail -5 "$workdir/drivescope.log" >&2; fi
    echo "$saved_huge_pages" >/proc/sys/vm/nr_hugepages 2>/dev/null || true
    # The tool detaches its loop device and unmounts its file system on SIGTERM.
    local pid
    for pid in ${emulated_pids[@]+"${emulated_pids[@]}"}; do
        kill -TERM "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null || true
    done
    [ -n "$loop_dev" ] && losetup -d "$loop_dev" 2>/dev/null || true
    if [ -n "$zram_id" ]; then
        # io_uring may hold the device a moment after a run ends; zram refuses a reset until then.
        for _ in $(seq 50); do echo 1 >"/sys/block/zram$zram_id/reset" 2>/dev/null && break; sleep 0.1; done
        echo "$zram_id" >/sys/class/zram-control/hot_remove 2>/dev/null || true
    fi
    rm -rf "$workdir"
}
# Once, on the way out: a signal exits, and the exit cleans up (a cleanup trapped on the signal too
# ran twice, and the second waited 5 s for a zram device already removed).
trap perf_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# DriveScope's buffers above 2 MiB sit in transparent huge pages, so a 1 MiB request is one contiguous
# segment; fio's default malloc'd buffers are 4 KiB pages, which a loop device (128 segments per
# request) splits. Like for like, fio gets huge-page buffers too (--iomem=shmhuge), from pages
# reserved here for the run and given back at exit.
huge_pages_wanted=256 # 512 MiB: a 64 MiB block at QD 4 with room to spare
echo $((saved_huge_pages > huge_pages_wanted ? saved_huge_pages : huge_pages_wanted)) >/proc/sys/vm/nr_hugepages
if [ "$(awk '/HugePages_Free/ { print $2 }' /proc/meminfo)" -ge "$huge_pages_wanted" ]; then
    fio_memory=(--iomem=shmhuge)
else
    echo "warning: could not reserve $huge_pages_wanted huge pages; fio uses 4 KiB-page buffers" >&2
    fio_memory=()
fi

zram_dev=""
if [ -z "$drive" ] && [ "${want_zram_and_loop:-1}" = 1 ]; then
    echo "Preparing a ${size_mib} MiB zram device and a ${size_mib} MiB loop device (direct I/O) ..." >&2
    [ -e /sys/class/zram-control/hot_add ] || modprobe zram num_devices=0 2>/dev/null || true
    zram_id=$(cat /sys/class/zram-control/hot_add)
    echo "${size_mib}M" >"/sys/block/zram$zram_id/disksize"
    zram_dev=/dev/zram$zram_id
    dd if=/dev/urandom of="$workdir/random.img" bs=1M count="$size_mib" status=none
    dd if="$workdir/random.img" of="$zram_dev" bs=1M oflag=direct status=none
    loop_dev=$(losetup --find --show --direct-io=on "$workdir/random.img")
fi
# Attaches one emulated disk with the tool's options and sets the named variable to its device; the
# cleanup takes it away.
attach_emulated_disk() { # variable options...
    local variable="$1" pid
    shift
    local realtime=()
    if [ "${emulated_disk_realtime:-0}" = 1 ]; then
        command -v chrt >/dev/null && chrt -f 20 true 2>/dev/null ||
            { echo "error: emulated_disk_realtime=1, but chrt -f 20 cannot run here" >&2; exit 2; }
        realtime=(chrt -f 20)
    fi
    ${realtime[@]+"${realtime[@]}"} "$emulated_disk_tool" --ready-file "$workdir/$variable" "$@" >/dev/null \
        2>"$workdir/$variable.log" &
    pid=$!
    emulated_pids+=("$pid")
    for _ in $(seq 300); do
        [ -s "$workdir/$variable" ] && break
        kill -0 "$pid" 2>/dev/null || { cat "$workdir/$variable.log" >&2; exit 1; }
        sleep 0.1
    done
    [ -s "$workdir/$variable" ] || { echo "error: the emulated disk ($variable) was not ready after 30 s" >&2; exit 1; }
    printf -v "$variable" '%s' "$(cat "$workdir/$variable")"
}
if [ -n "$emulated_disk_tool" ] && [ "${want_emulated_disk:-0}" = 1 ]; then
    attach_emulated_disk emulated_dev ${emulated_disk_options[@]+"${emulated_disk_options[@]}"}
fi
if [ -n "$emulated_disk_tool" ] && [ "${want_flash_disk:-0}" = 1 ]; then
    attach_emulated_disk flash_dev ${flash_disk_options[@]+"${flash_disk_options[@]}"}
fi

# The machine and the drive, so that figures carry where they were taken.
describe_setup() {
    echo "Machine: $(nproc) CPUs ($(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)), kernel $(uname -r)"
    if [ -n "$drive" ]; then
        local name disk
        name=$(basename "$(readlink -f "$drive")")
        disk=$name
        # A partition's queue and model are its disk's.
        [ -e "/sys/class/block/$name/partition" ] && disk=$(basename "$(dirname "$(readlink -f "/sys/class/block/$name")")")
        echo "Drive: $drive, $(xargs 2>/dev/null <"/sys/block/$disk/device/model" || echo "model unknown"), $(($(cat "/sys/class/block/$name/size") * 512 / 1000000000)) GB, logical sector $(cat "/sys/block/$disk/queue/logical_block_size") B, scheduler $(cat "/sys/block/$disk/queue/scheduler"); reads only"
    fi
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
