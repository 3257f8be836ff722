// a * b as a 128-bit product: where the core's fixed-point and multi-limb arithmetic spends its
// time. WebAssembly has no 64 x 64 -> 128 multiplication, and clang's unsigned __int128 product
// calls a general 128 x 128 routine there; four 32 x 32 products inline are several times faster.
#pragma once

#include <cstdint>

namespace pe::exact {

struct Wide {
    std::uint64_t hi, lo;
};

inline Wide multiplyWide(std::uint64_t a, std::uint64_t b) {
#if defined(__wasm__)
    const std::uint64_t a0 = static_cast<std::uint32_t>(a), a1 = a >> 32;
    const std::uint64_t b0 = static_cast<std::uint32_t>(b), b1 = b >> 32;
    const std::uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    const std::uint64_t middle = (p00 >> 32) + static_cast<std::uint32_t>(p01) + static_cast<std::uint32_t>(p10);
    return Wide{p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32), (middle << 32) | static_cast<std::uint32_t>(p00)};
#else
    __extension__ typedef unsigned __int128 u128;
    const u128 p = static_cast<u128>(a) * b;
    return Wide{static_cast<std::uint64_t>(p >> 64), static_cast<std::uint64_t>(p)};
#endif
}

} // namespace pe::exact
