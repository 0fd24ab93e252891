#!/usr/bin/env bash
# Builds the session-loader fuzzer with clang (build/fuzz) and runs it for SECONDS (default 60) from
# the seed corpus. Exit 0: no crash; 77: no clang/libFuzzer here (ctest shows it as skipped).
set -euo pipefail
seconds=${1:-60}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${DRIVESCOPE_FUZZ_BUILD:-$root/build/fuzz}

if ! command -v clang++ >/dev/null || ! ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1; then
    echo "skipped: clang++ and libclang-rt-dev (libFuzzer) are needed"
    exit 77
fi
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j2 --target fuzz_session_loader

# The seeds stay as they are; what the fuzzer finds goes to a scratch corpus.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$work/artifacts"
"$build/fuzz_session_loader" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix="$work/artifacts/" "$work/corpus" "$here/corpus"
