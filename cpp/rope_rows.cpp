// Many vectors rotated at once, each at its own position: RoPE applied to the queries or keys of a
// sequence. The sine and cosine of every angle come from the table's code (tableOfPairsInto) with
// RoPE's exact frequencies (rope_exact.hpp): evenly spaced positions take its fast path, others an
// exactly reduced angle per pair; every one within 1e-15. Rows are done in blocks that stay in the cache between the two passes. Built
// for speed, as table.cpp is (CMakeLists.txt).
#include <algorithm>
#include <cmath>
#include <limits>

#include "frequencies.hpp"
#include "rope.hpp"
#include "rope_exact.hpp"
#include "message.hpp"

namespace pe {

namespace {

// Doubles per block: 256 KB, so that a block's sines and cosines are still cached when it is
// rotated (and, for d_model 128, 256 rows: the table's own distance between anchors).
constexpr std::size_t kBlockValues = 32768;

// The block's rows hold [sin, cos] of each pair at the coordinates of its pair (the sine at the
// first); each becomes x's pair turned by that angle: (a, b) -> (a cos − b sin, a sin + b cos).
void rotateBlock(const double* x, std::size_t rows, const Settings& s, double* out) {
    const auto d = static_cast<std::size_t>(s.dModel);
    const std::size_t half = d / 2;
    if (s.layout == Layout::interleaved) {
        std::size_t i = 0;
#if defined(__clang__)
        // Two doubles per operation (WebAssembly SIMD, SSE2 natively): [a, b] and [sin, cos] give
        // [a, a]·[cos, sin] + [b, b]·[−sin, cos].
        typedef double F64x2 __attribute__((vector_size(16), aligned(8)));
        const F64x2 flip = {-1.0, 1.0};
        for (; i < rows * d; i += 2) {
            const F64x2 v = *reinterpret_cast<const F64x2*>(x + i);
            const F64x2 t = *reinterpret_cast<const F64x2*>(out + i);
            *reinterpret_cast<F64x2*>(out + i) = __builtin_shufflevector(v, v, 0, 0) * __builtin_shufflevector(t, t, 1, 0) +
                                                 __builtin_shufflevector(v, v, 1, 1) * (t * flip);
        }
#endif
        for (; i < rows * d; i += 2) {
            const double sn = out[i], cs = out[i + 1], a = x[i], b = x[i + 1];
            out[i] = a * cs - b * sn;
            out[i + 1] = a * sn + b * cs;
        }
        return;
    }
    for (std::size_t r = 0; r < rows; ++r) {
        const double* xr = x + r * d;
        double* row = out + r * d;
        for (std::size_t k = 0; k < half; ++k) {
            const double sn = row[k], cs = row[k + half], a = xr[k], b = xr[k + half];
            row[k] = a * cs - b * sn;
            row[k + half] = a * sn + b * cs;
        }
    }
}

// Whether every value is finite: one comparison per value, which the compiler does two at a time.
bool allFinite(const double* x, std::size_t n) {
    unsigned bad = 0;
    for (std::size_t j = 0; j < n; ++j) bad |= !(std::fabs(x[j]) <= std::numeric_limits<double>::max());
    return bad == 0;
}

} // namespace

void ropeRotateRows(const double* x, std::size_t values, const double* positions, std::size_t count,
                    const RopeSettings& rs, double* out) {
    const std::vector<PairFrequency>& theta = ropePairFrequencies(rs); // validates the settings
    const Settings& s = rs.settings;
    checkedTableSize(count, s);
    for (std::size_t r = 0; r < count; ++r) {
        if (std::fabs(positions[r]) <= kMaxPosition) continue;
        if (std::isfinite(positions[r])) {
            if (count == 1)
                refuse("core-refuse-m-must-at-most-2-53 rValue:W",
                       positions[r]);
            refuse("core-refuse-m-must-at-most-2-53-2 rValue:c rValue1:W",
                   TextArg::count(r), positions[r]);
        }
        if (count == 1) refuse("core-refuse-m-must-finite-number-position-received rValue", positions[r]);
        refuse("core-refuse-m-must-finite-number-position-received-2 rValue:c rValue1", TextArg::count(r), positions[r]);
    }
    const auto d = static_cast<std::size_t>(s.dModel);
    // One fast pass over x; the slow one names the first entry that is not finite, or the length.
    if (values != count * d || !allFinite(x, values)) checkedRopeValues(x, values, count, s, "x");
    const std::size_t blockRows = std::max<std::size_t>(1, kBlockValues / d);
    for (std::size_t r = 0; r < count; r += blockRows) {
        const std::size_t rows = std::min(blockRows, count - r);
        tableOfPairsInto(positions + r, rows, theta, s, out + r * d);
        rotateBlock(x + r * d, rows, s, out + r * d);
    }
}

} // namespace pe
