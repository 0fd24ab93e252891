# Shared by the perf scripts: checks, the release build, the zram and loop devices they compare on,
# and a median. Source it after setting size_mib; it sets cli, workdir, zram_dev and loop_dev, and
# removes the devices and files on exit (also on Ctrl-C).

[ "$(id -u)" -eq 0 ] || { echo "error: needs root to make zram and loop devices" >&2; exit 2; }
for tool in fio jq losetup "$@"; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (./test.sh installs it)" >&2; exit 2; }
done

cli=build/release/app/drivescope-cli
if [ ! -x "$cli" ] || [ -n "$(find core app -newer "$cli" -name '*.cpp' -o -newer "$cli" -name '*.h' | head -1)" ]; then
    cmake --preset release -DDRIVESCOPE_BUILD_TESTS=OFF >/dev/null
    cmake --build --preset release >&2
fi

# On the disk, not tmpfs: the loop device's direct I/O then reaches a real (virtual) disk.
workdir=$(mktemp -d /var/tmp/drivescope-perf.XXXXXX)
zram_id=""
loop_dev=""
perf_cleanup() {
    [ -n "$loop_dev" ] && losetup -d "$loop_dev" 2>/dev/null || true
    if [ -n "$zram_id" ]; then
        # io_uring may hold the device a moment after a run ends; zram refuses a reset until then.
        for _ in $(seq 50); do echo 1 >"/sys/block/zram$zram_id/reset" 2>/dev/null && break; sleep 0.1; done
        echo "$zram_id" >/sys/class/zram-control/hot_remove 2>/dev/null || true
    fi
    rm -rf "$workdir"
}
trap perf_cleanup EXIT INT TERM

echo "Preparing a ${size_mib} MiB zram device and a ${size_mib} MiB loop device (direct I/O) ..." >&2
zram_id=$(cat /sys/class/zram-control/hot_add)
echo "${size_mib}M" >"/sys/block/zram$zram_id/disksize"
zram_dev=/dev/zram$zram_id
dd if=/dev/urandom of="$workdir/random.img" bs=1M count="$size_mib" status=none
dd if="$workdir/random.img" of="$zram_dev" bs=1M oflag=direct status=none
loop_dev=$(losetup --find --show --direct-io=on "$workdir/random.img")

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
