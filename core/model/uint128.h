#pragma once

namespace ds {

// GCC and Clang's 128-bit integer; __extension__ keeps -Wpedantic quiet about it.
__extension__ using UInt128 = unsigned __int128;

} // namespace ds
