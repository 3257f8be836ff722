// Tables of PE values: the fast path the widget and the heatmap use, and the straightforward
// reference loop it is tested against.
//
// The fast path: when the positions are evenly spaced (p_r = p_0 + r*h, the common case of a range),
// each pair's sub-vector [sin, cos] at row r+1 is the one at row r rotated by phi_k = omega_k * h, so
// a row costs four multiplications and two additions per pair instead of a sin and a cos. Every
// kAnchorRows rows are recomputed from the exact angle, so rounding cannot drift: between anchors
// the error grows by a few ulps per row, far below the 2e-11 the table promises.
#include <cmath>
#include <cstddef>
#include <vector>

#include "encoding.hpp"

namespace pe {

namespace {

constexpr std::size_t kAnchorRows = 256;
// Positions count as evenly spaced when each is within this of p_anchor + m*h (taken exactly): the
// values then move by at most omega * kSpacingSlack <= 1e-11 from those at the exact positions;
// with the anchor's own error (below 8e-12 for |pos| <= 65536) that stays within the 2e-11 the
// table promises. 1e-11 keeps ranges such as 0.1, 1.1, 2.1, ... (each rounded by up to half an
// ulp) on the fast path up to 65536.
constexpr double kSpacingSlack = 1e-11;

void checkTableInputs(const double* positions, std::size_t count, const Settings& s) {
    validate(s);
    checkedTableSize(count, s);
    for (std::size_t r = 0; r < count; ++r) checkedPosition(positions[r]);
}

// |p_r - (p_0 + r*step)| with the right side taken exactly (error-free product and sums): computed
// in plain doubles, the rounding of p_0 + r*step alone reaches half an ulp of the position (3e-11
// near 4e5), far above the slack. NaN when r*step overflows.
double spacingError(double p0, double step, double r, double pr) {
    const Angle product = exactProduct(r, step);
    const double prod = product.hi, prodErr = product.lo;
    const double sum = p0 + prod, v = sum - p0, sumErr = (p0 - (sum - v)) + (prod - v);
    const double diff = pr - sum, w = diff - pr, diffErr = (pr - (diff - w)) + (-sum - w);
    return std::fabs(diff + (diffErr - sumErr - prodErr));
}

// Rows between two anchors are computed at p_anchor + m*step, so each row is measured against its
// own anchor: its values then differ from those at its exact position by at most omega * slack.
bool evenlySpaced(const double* positions, std::size_t count, double slack) {
    if (count < 3) return false;
    const double step = positions[1] - positions[0];
    for (std::size_t r = 1; r < count; ++r) { // from row 1: the step itself may be rounded
        const std::size_t anchor = r - r % kAnchorRows;
        if (r != anchor &&
            !(spacingError(positions[anchor], step, static_cast<double>(r - anchor), positions[r]) <=
              slack))
            return false;
    }
    return true;
}

// The columns of a row, split by function: interleaved rows are [s0 c0 s1 c1 ...] (stride 2),
// concatenated rows are [s0 s1 ... c0 c1 ...] (stride 1, cosines after d/2 sines). In both,
// coordinateIndex(k, ...) is affine in k, so the layout rule gives a start and a stride.
struct RowShape {
    std::size_t pairs, sineStart, cosineStart, stride;
};
RowShape rowShape(const Settings& s) {
    const auto column = [&](int k, bool isSine) {
        return static_cast<std::size_t>(coordinateIndex(k, isSine, s));
    };
    return {static_cast<std::size_t>(s.dModel / 2), column(0, true), column(0, false),
            column(1, true) - column(0, true)};
}

// An exact row: each value from its own angle, computed as an unevaluated sum.
void exactRow(double pos, const std::vector<double>& omega, const RowShape& shape, double* row) {
    for (std::size_t k = 0; k < shape.pairs; ++k) {
        const SinCos v = sinCosOf(angleAt(pos, omega[k]));
        row[shape.sineStart + k * shape.stride] = v.sin;
        row[shape.cosineStart + k * shape.stride] = v.cos;
    }
}

// Per-pair rotation coefficients, laid out like a row so that the interleaved loop reads them with
// the same stride as the values: cosPair = [cos, cos], sinPair = [sin, -sin] for each pair.
struct Rotation {
    std::vector<double> cosPhi, sinPhi;     // by pair, for the concatenated layout
    std::vector<double> cosPair, sinPair;   // two per pair, for the interleaved layout
};

Rotation rotationBy(double step, const std::vector<double>& omega) {
    Rotation rot;
    rot.cosPhi.resize(omega.size());
    rot.sinPhi.resize(omega.size());
    rot.cosPair.resize(2 * omega.size());
    rot.sinPair.resize(2 * omega.size());
    for (std::size_t k = 0; k < omega.size(); ++k) {
        const Angle phi = angleAt(step, omega[k]);
        const SinCos v = sinCosOf(phi);
        rot.cosPhi[k] = rot.cosPair[2 * k] = rot.cosPair[2 * k + 1] = v.cos;
        rot.sinPhi[k] = rot.sinPair[2 * k] = v.sin;
        rot.sinPair[2 * k + 1] = -rot.sinPhi[k];
    }
    return rot;
}

#if defined(__clang__)
// Two doubles per operation: WebAssembly SIMD under -msimd128, SSE2 natively.
typedef double F64x2 __attribute__((vector_size(16), aligned(8)));
inline F64x2 load2(const double* p) { return *reinterpret_cast<const F64x2*>(p); }
inline void store2(double* p, F64x2 v) { *reinterpret_cast<F64x2*>(p) = v; }
#endif

// row = prev rotated by phi_k in each pair: [s, c] -> [s cos + c sin, c cos - s sin].
void rotatedRow(const double* prev, const Rotation& rot, const RowShape& shape, double* row) {
    if (shape.stride == 2) {
        const double* cp = rot.cosPair.data();
        const double* sp = rot.sinPair.data();
        std::size_t i = 0;
#if defined(__clang__)
        for (; i + 2 <= 2 * shape.pairs; i += 2) {
            const F64x2 v = load2(prev + i);
            const F64x2 swapped = __builtin_shufflevector(v, v, 1, 0);
            store2(row + i, v * load2(cp + i) + swapped * load2(sp + i));
        }
#endif
        for (; i < 2 * shape.pairs; i += 2) {
            const double sn = prev[i], cs = prev[i + 1];
            row[i] = sn * cp[i] + cs * sp[i];
            row[i + 1] = cs * cp[i + 1] + sn * sp[i + 1];
        }
    } else {
        const double* prevCos = prev + shape.pairs;
        double* rowCos = row + shape.pairs;
        const double* c = rot.cosPhi.data();
        const double* sn = rot.sinPhi.data();
        for (std::size_t k = 0; k < shape.pairs; ++k) {
            row[k] = prev[k] * c[k] + prevCos[k] * sn[k];
            rowCos[k] = prevCos[k] * c[k] - prev[k] * sn[k];
        }
    }
}

} // namespace

void tableInto(const double* positions, std::size_t count, const Settings& s, double* out) {
    checkTableInputs(positions, count, s);
    tableOfFrequenciesInto(positions, count, frequencies(s), s, kSpacingSlack, out);
}

void tableOfFrequenciesInto(const double* positions, std::size_t count, const std::vector<double>& omega,
                            const Settings& s, double spacingSlack, double* out) {
    const RowShape shape = rowShape(s);
    const auto d = static_cast<std::size_t>(s.dModel);

    if (!evenlySpaced(positions, count, spacingSlack)) {
        for (std::size_t r = 0; r < count; ++r) exactRow(positions[r], omega, shape, out + r * d);
        return;
    }
    const Rotation rot = rotationBy(positions[1] - positions[0], omega);
    for (std::size_t r = 0; r < count; ++r) {
        double* row = out + r * d;
        if (r % kAnchorRows == 0)
            exactRow(positions[r], omega, shape, row);
        else
            rotatedRow(row - d, rot, shape, row);
    }
}

std::vector<double> table(const std::vector<double>& positions, const Settings& s) {
    checkTableInputs(positions.data(), positions.size(), s);
    std::vector<double> out(positions.size() * static_cast<std::size_t>(s.dModel));
    tableInto(positions.data(), positions.size(), s, out.data());
    return out;
}

std::vector<double> tableReference(const std::vector<double>& positions, const Settings& s) {
    checkTableInputs(positions.data(), positions.size(), s);
    const auto d = static_cast<std::size_t>(s.dModel);
    std::vector<double> out(positions.size() * d);
    for (std::size_t r = 0; r < positions.size(); ++r)
        for (int i = 0; i < s.dModel; ++i)
            out[r * d + static_cast<std::size_t>(i)] = coordinate(positions[r], i, s);
    return out;
}

} // namespace pe
