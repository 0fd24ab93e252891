# Sourced by every perf script and scripts/screenshots.sh: one Release build for all of them (build/release,
# the `release` preset with the suite's programs and the tools), so that no script builds its own copy.
#   perf_build TARGET...   configures build/release when it is not yet configured so, then builds only
#                          the targets named (ninja rebuilds what changed since), their output on stderr.
perf_build_dir=build/release

perf_build() {
    local cache=$perf_build_dir/CMakeCache.txt
    if ! grep -qx 'DRIVESCOPE_BUILD_TESTS:BOOL=ON' "$cache" 2>/dev/null \
        || ! grep -qx 'DRIVESCOPE_BUILD_TOOLS:BOOL=ON' "$cache" 2>/dev/null; then
        cmake --preset release -DDRIVESCOPE_BUILD_TESTS=ON -DDRIVESCOPE_BUILD_TOOLS=ON >/dev/null
    fi
    cmake --build "$perf_build_dir" --target "$@" >&2
}
