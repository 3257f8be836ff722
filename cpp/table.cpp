// Tables of PE values: the fast path the widget and the heatmap use, and the straightforward
// reference loop it is tested against.
//
// Every value is within kMaxValueError (1e-15) of the exact one. A list of positions is computed
// value by value: the angle reduced exactly (turns.hpp), then sin and cos within 8e-17.
//
// Evenly spaced positions p_r = p_0 + r h (any range) take a faster way with no recurrence, so that
// nothing accumulates: row r = (a S2 + b) S1 + c is
//
//     PE(p_r) = E_a (x) M_b (x) R_c,   E_a at p_0 + a S1 S2 h,  M_b a turn by b S1 h,  R_c by c h,
//
// where (x) turns each pair's [sin, cos] by the other's angle (one complex multiplication). E, M and R
// are evaluated directly (each entry within 8e-17, about 3 (n)^(1/3) entries per pair for n rows);
// B = E_a (x) M_b once per block of S1 rows, then each row B (x) R_c: four multiplications and two
// additions per pair, two doubles at a time with SIMD. Error: a complex multiplication of unit vectors
// adds at most 2.7e-16 (as a vector; 2.2e-16 in one coordinate) to its factors' errors (1.2e-16 each
// as vectors), so B is within 5e-16 and a row within 8.3e-16. A row whose position is off the grid by
// a tiny epsilon (0.1, 1.1, 2.1, ... as doubles) is turned by omega_k epsilon afterwards (first order,
// |omega epsilon| <= 2^-30: 1.1e-16 more); one further off is computed value by value.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "encoding.hpp"
#include "frequencies.hpp"
#include "turns.hpp"

namespace pe {

namespace {

// Fewer rows are computed value by value.
constexpr std::size_t kFewestForSplit = 16;
// How far off the grid (times the fastest frequency, 1) a row may be and still be turned into place.
constexpr double kLargestNudge = 0x1p-30;

void checkTableInputs(const double* positions, std::size_t count, const Settings& s) {
    validate(s);
    checkedTableSize(count, s);
    for (std::size_t r = 0; r < count; ++r) checkedPosition(positions[r]);
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

// A turn of every pair by its own angle: cos and sin by pair.
struct Turn {
    std::vector<double> cos, sin;
};

// What a table works in, kept from one table to the next: its memory is then reused rather than
// allocated (and its pages faulted in) for every table.
struct Workspace {
    RowShape shape{};
    std::vector<double> omega;  // per pair
    std::vector<TurnRate> rate; // per pair
    std::vector<double> nudge;  // per row: how far off the grid p_0 + r h
    // The evenly spaced way: the turns of E, the row B now, and the tables M and R.
    std::vector<Turns> anchorAt, anchorStep; // E_0 at p_0, and from one anchor to the next
    std::vector<SinCos> values;
    std::vector<double> block;
    // The anchors E_0, E_1, ... made so far (each split into sines and cosines), kept like M and R
    // for the same table drawn again: made for p_0 = anchorsFrom and what M and R were made for.
    std::vector<double> anchors;
    std::size_t anchorsMade = 0;
    double anchorsFrom = 0;
    std::vector<Turn> middle, small;
    // What M and R were made for: they are kept for the next table with the same frequencies and
    // step (a table drawn again, the heatmap after a change of colours).
    std::vector<TurnRate> madeFor;
    double step = 0;
    std::size_t smallRows = 0;
};

Workspace& workspace() {
    static Workspace w;
    return w;
}

// One row, each value from its own exactly reduced angle.
void directRow(double pos, const Workspace& w, double* row) {
    const RowShape& shape = w.shape;
    for (std::size_t k = 0; k < shape.pairs; ++k) {
        const SinCos v = sinCosOfTurns(turnsOf(pos, w.rate[k]));
        row[shape.sineStart + k * shape.stride] = v.sin;
        row[shape.cosineStart + k * shape.stride] = v.cos;
    }
}

// p_r - (p_0 + r h), exactly zero when p_r is on the grid, otherwise within a few units of its last
// place; NaN when far off (more than half of p_r).
double offGrid(double p0, double h, double r, double pr) {
    // r h exactly (Dekker's product: r < 2^22 and |h| <= 2^54, so nothing overflows; a product so
    // small that its error term underflows is off by less than 1e-300, which changes no value).
    constexpr double kSplit = 134217729.0; // 2^27 + 1
    const double rhHi = r * h;
    const double tr = kSplit * r, rHi = tr - (tr - r), rLo = r - rHi;
    const double th = kSplit * h, hHi = th - (th - h), hLo = h - hHi;
    const DoubleDouble rh{rhHi, ((rHi * hHi - rhHi) + rHi * hLo + rLo * hHi) + rLo * hLo};
    const double sum = p0 + rh.hi, back = sum - p0;
    const double sumLo = (p0 - (sum - back)) + (rh.hi - back); // p0 + rh.hi = sum + sumLo exactly
    if (!(std::fabs(pr - sum) <= std::fabs(pr) / 2)) return NAN;
    const double d = pr - sum; // exact (Sterbenz)
    const double t = sumLo + rh.lo, tBack = t - sumLo;
    const double tLo = (sumLo - (t - tBack)) + (rh.lo - tBack); // sumLo + rh.lo = t + tLo exactly
    return (d - t) - tLo;
}

void fillTurn(Turn& t, const std::vector<SinCos>& v) {
    const std::size_t n = v.size();
    t.cos.resize(n);
    t.sin.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
        t.cos[k] = v[k].cos;
        t.sin[k] = v[k].sin;
    }
}

#if defined(__clang__)
// Two doubles per operation: WebAssembly SIMD under -msimd128, SSE2 natively.
typedef double F64x2 __attribute__((vector_size(16), aligned(8)));
inline F64x2 load2(const double* p) { return *reinterpret_cast<const F64x2*>(p); }
inline void store2(double* p, F64x2 v) { *reinterpret_cast<F64x2*>(p) = v; }
#endif

// Rows turned from in (a row split into its sines and then its cosines) pair by pair:
// [s, c] -> [s cos + c sin, c cos - s sin], by t into out, and by t2 into out2 when out2 is given
// (two rows from one reading of in). Written split, as in (which is the concatenated layout), or
// interleaved [s c s c ...]. (A template, so that each of the four loops has no test inside.)
template <bool interleaved, bool two>
void turnedRows(const double* in, std::size_t pairs, const Turn& t, double* out, const Turn* t2, double* out2) {
    const double* inCos = in + pairs;
    std::size_t k = 0;
#if defined(__clang__)
    const auto put2 = [pairs](double* row, std::size_t at, F64x2 sn, F64x2 cs) {
        if (interleaved) {
            store2(row + 2 * at, __builtin_shufflevector(sn, cs, 0, 2));
            store2(row + 2 * at + 2, __builtin_shufflevector(sn, cs, 1, 3));
        } else {
            store2(row + at, sn);
            store2(row + pairs + at, cs);
        }
    };
    // Two steps of the loop per turn of it: with the anchors kept (Workspace::anchors), a table
    // drawn again takes about a seventh less time under V8 (npm run bench, table).
#pragma clang loop unroll_count(2)
    for (; k + 2 <= pairs; k += 2) {
        const F64x2 sn = load2(in + k), cs = load2(inCos + k);
        F64x2 c = load2(t.cos.data() + k), s = load2(t.sin.data() + k);
        put2(out, k, sn * c + cs * s, cs * c - sn * s);
        if (two) {
            c = load2(t2->cos.data() + k);
            s = load2(t2->sin.data() + k);
            put2(out2, k, sn * c + cs * s, cs * c - sn * s);
        }
    }
#endif
    const auto put = [pairs](double* row, std::size_t at, double sn, double cs) {
        row[interleaved ? 2 * at : at] = sn;
        row[interleaved ? 2 * at + 1 : pairs + at] = cs;
    };
    for (; k < pairs; ++k) {
        const double sn = in[k], cs = inCos[k];
        put(out, k, sn * t.cos[k] + cs * t.sin[k], cs * t.cos[k] - sn * t.sin[k]);
        if (two) put(out2, k, sn * t2->cos[k] + cs * t2->sin[k], cs * t2->cos[k] - sn * t2->sin[k]);
    }
}

void turned(const double* in, std::size_t pairs, bool interleaved, const Turn& t, double* out,
            const Turn* t2 = nullptr, double* out2 = nullptr) {
    if (interleaved) {
        if (out2) turnedRows<true, true>(in, pairs, t, out, t2, out2);
        else turnedRows<true, false>(in, pairs, t, out, t2, out2);
    } else {
        if (out2) turnedRows<false, true>(in, pairs, t, out, t2, out2);
        else turnedRows<false, false>(in, pairs, t, out, t2, out2);
    }
}

// sin and cos of every pair at `at` turns, which then moves on by `by`.
void evaluate(std::vector<Turns>& at, const std::vector<Turns>& by, std::vector<SinCos>& out) {
    out.resize(at.size());
    for (std::size_t k = 0; k < at.size(); ++k) {
        out[k] = sinCosOfTurns(at[k]);
        at[k] = at[k] + by[k];
    }
}

// A table of `rows` entries of turns 0, by, 2 by, ... (the tables M and R).
void turnTable(std::vector<Turn>& table, std::size_t rows, const std::vector<Turns>& by, Workspace& w) {
    if (table.size() < rows) table.resize(rows);
    std::vector<Turns> at(by.size());
    for (std::size_t j = 0; j < rows; ++j) {
        evaluate(at, by, w.values);
        fillTurn(table[j], w.values);
    }
}

std::size_t cubeRoot(std::size_t n) {
    std::size_t s = 1;
    while (s * s * s < n) ++s;
    return s;
}

bool sameRates(const std::vector<TurnRate>& a, const std::vector<TurnRate>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t k = 0; k < a.size(); ++k)
        for (int j = 0; j < 3; ++j)
            if (a[k].bits[j] != b[k].bits[j]) return false;
    return true;
}

} // namespace

TableRows::TableRows(const double* positions, std::size_t count, const Settings& s)
    : TableRows(positions, count, (validate(s), pairFrequencies(s.base, s.dModel)), s) {}

TableRows::TableRows(const double* positions, std::size_t count, const std::vector<PairFrequency>& frequencies,
                     const Settings& s)
    : positions_(positions), count_(count) {
    checkTableInputs(positions, count, s);
    Workspace& w = workspace();
    w.shape = rowShape(s);
    const std::size_t pairs = w.shape.pairs;
    w.omega.resize(pairs);
    w.rate.resize(pairs);
    for (std::size_t k = 0; k < pairs; ++k) {
        w.omega[k] = frequencies[k].omega;
        w.rate[k] = frequencies[k].rate;
    }
    if (count < kFewestForSplit) return;
    // How far each row is off the grid p_0 + r h; more than a few far off make the list no range.
    const double p0 = positions[0], h = positions[1] - positions[0];
    w.nudge.assign(count, 0.0);
    std::size_t far = 0;
    for (std::size_t r = 1; r < count; ++r) {
        w.nudge[r] = offGrid(p0, h, static_cast<double>(r), positions[r]);
        far += !(std::fabs(w.nudge[r]) <= kLargestNudge);
    }
    if (far * 8 >= count) return;

    even_ = true;
    smallRows_ = cubeRoot(count);
    anchorRows_ = smallRows_ * smallRows_;
    // The turns of the three tables are walked by addition (exact modulo one turn): R from 0 by h,
    // M from 0 by s1 h, E from p_0 by s1 s2 h.
    std::vector<Turns> step(pairs), blockStep(pairs);
    w.anchorAt.resize(pairs);
    w.anchorStep.resize(pairs);
    for (std::size_t k = 0; k < pairs; ++k) {
        step[k] = turnsOf(h, w.rate[k]);
        blockStep[k] = times(step[k], smallRows_);
        w.anchorStep[k] = times(step[k], anchorRows_);
        w.anchorAt[k] = turnsOf(p0, w.rate[k]);
    }
    if (!sameRates(w.madeFor, w.rate) || w.smallRows != smallRows_ || !(w.step == h)) {
        w.madeFor.clear(); // (nothing valid while they are made)
        turnTable(w.small, smallRows_, step, w);
        turnTable(w.middle, smallRows_, blockStep, w);
        w.madeFor = w.rate;
        w.step = h;
        w.smallRows = smallRows_;
        w.anchorsMade = 0;
    }
    if (!(w.anchorsFrom == p0)) {
        w.anchorsMade = 0;
        w.anchorsFrom = p0;
    }
    w.values.resize(pairs);
    w.block.resize(2 * pairs);
}

std::size_t TableRows::next(double* out, std::size_t maxRows) {
    Workspace& w = workspace();
    const RowShape& shape = w.shape;
    const std::size_t width = 2 * shape.pairs, from = done_;
    const std::size_t end = count_ - done_ < maxRows ? count_ : done_ + maxRows;
    if (!even_) {
        for (std::size_t r = from; r < end; ++r) directRow(positions_[r], w, out + (r - from) * width);
        done_ = end;
        return end - from;
    }
    const bool interleaved = shape.stride == 2;
    for (std::size_t r = from; r < end;) {
        const std::size_t c = r % smallRows_;
        const std::size_t a = r / anchorRows_;
        if (r % anchorRows_ == 0 && a == w.anchorsMade) { // E_a, split into sines and cosines
            w.anchors.resize((a + 1) * width);
            double* anchor = w.anchors.data() + a * width;
            for (std::size_t k = 0; k < shape.pairs; ++k) {
                const SinCos v = sinCosOfTurns(w.anchorAt[k] + times(w.anchorStep[k], a));
                anchor[k] = v.sin;
                anchor[shape.pairs + k] = v.cos;
            }
            w.anchorsMade = a + 1;
        }
        if (c == 0)
            turned(w.anchors.data() + a * width, shape.pairs, false, w.middle[r % anchorRows_ / smallRows_], w.block.data());
        double* row = out + (r - from) * width;
        if (c + 1 < smallRows_ && r + 1 < end) {
            turned(w.block.data(), shape.pairs, interleaved, w.small[c], row, &w.small[c + 1], row + width);
            r += 2;
        } else {
            turned(w.block.data(), shape.pairs, interleaved, w.small[c], row);
            r += 1;
        }
    }
    // Rows off the grid: turned by omega_k epsilon into place, or computed value by value.
    for (std::size_t r = from; r < end; ++r) {
        const double eps = w.nudge[r];
        if (eps == 0) continue;
        double* row = out + (r - from) * width;
        if (!(std::fabs(eps) <= kLargestNudge)) {
            directRow(positions_[r], w, row);
            continue;
        }
        for (std::size_t k = 0; k < shape.pairs; ++k) {
            const double eta = w.omega[k] * eps;
            double& sn = row[shape.sineStart + k * shape.stride];
            double& cs = row[shape.cosineStart + k * shape.stride];
            const double s0 = sn;
            sn = s0 + cs * eta;
            cs = cs - s0 * eta;
        }
    }
    done_ = end;
    return end - from;
}

void tableInto(const double* positions, std::size_t count, const Settings& s, double* out) {
    TableRows rows(positions, count, s);
    rows.next(out, count);
}

void tableOfPairsInto(const double* positions, std::size_t count, const std::vector<PairFrequency>& pairs,
                      const Settings& s, double* out) {
    TableRows rows(positions, count, pairs, s);
    rows.next(out, count);
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
