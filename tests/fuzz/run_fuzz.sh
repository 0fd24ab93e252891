#!/usr/bin/env bash
# Builds the session-loader fuzzer with clang (build/fuzz) and runs it for SECONDS (default 60) from
# the seed corpus. Exit 0: no crash; 77: no clang/libFuzzer here (ctest shows it as skipped).
# `run_fuzz.sh --build-only` only builds it (ctest does that first, as a test without the CPU lock);
# DRIVESCOPE_FUZZ_JOBS sets the build's parallel jobs (default 2).
set -euo pipefail
build_only=false
if [ "${1:-}" = --build-only ]; then
    build_only=true
fi
seconds=${1:-60}
jobs=${DRIVESCOPE_FUZZ_JOBS:-2}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${DRIVESCOPE_FUZZ_BUILD:-$root/build/fuzz}

if ! command -v clang++ >/dev/null || ! ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1; then
    echo "skipped: clang++ and libclang-rt-dev (libFuzzer) are needed"
    # Building nothing is no failure; the fuzzing itself reports the skip.
    $build_only && exit 0
    exit 77
fi
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
# ctest runs the build beside the other suites; at the lowest priority it takes only the CPU they leave,
# so a suite that times the drive beside it keeps its core.
niceness=0
if $build_only; then
    niceness=19
fi
nice -n "$niceness" cmake --build "$build" -j "$jobs" --target fuzz_session_loader
if $build_only; then
    exit 0
fi

# The seeds stay as they are; what the fuzzer finds goes to a scratch corpus.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$work/artifacts"
"$build/fuzz_session_loader" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix="$work/artifacts/" "$work/corpus" "$here/corpus"
