#include "quantity.hpp"

#include <cmath>
#include <stdexcept>

#include "encoding.hpp"
#include "frequencies.hpp"
#include "rope_exact.hpp"
#include "message.hpp"
#include "turns.hpp"

namespace pe {

namespace {

constexpr int kStack = 16;
constexpr int kFirstLimbs = 3; // the precision a quantity is first evaluated at (192 bits)

// The number of stack entries an operation takes and leaves.
int operands(Quantity::Op op) {
    switch (op) {
    case Quantity::number:
    case Quantity::pi: return 0;
    case Quantity::negate:
    case Quantity::exp:
    case Quantity::log:
    case Quantity::sin:
    case Quantity::cos: return 1;
    case Quantity::pairCosineSum:
    case Quantity::pairSineProductSum:
    case Quantity::pairCosineDegreesSum: return 5;
    case Quantity::ratioPower: return 3;
    case Quantity::ropeFrequency: return 12;
    case Quantity::ropeScoreSum: return 4;
    default: return 2;
    }
}

// A sum over pairs in double-double, from the exact turns of each pair (turns.hpp): each term within
// 3e-21, the additions within 2^-104 of each partial sum. (In degrees only when x + y is a double:
// the caller checks.)
exact::Real pairSumFast(Quantity::Op kind, double x, double y, double base, int dModel, int count, int limbs) {
    const std::vector<PairFrequency>& pairs = pairFrequencies(base, dModel);
    double hi = 0, lo = 0;
    const auto addTerm = [&](double th, double tl) {
        const double sum = hi + th, back = sum - hi;
        lo += (hi - (sum - back)) + (th - back) + tl;
        hi = sum;
    };
    for (int k = 0; k < count; ++k) {
        const TurnRate& rate = pairs[static_cast<std::size_t>(k)].rate;
        if (kind == Quantity::pairCosineSum) {
            const PreciseSinCos v = preciseSinCosOfTurns(turnsOf(x, rate) + turnsOf(y, rate));
            addTerm(v.cosHi, v.cosLo);
        } else if (kind == Quantity::pairCosineDegreesSum) { // (x + y) omega_k degrees: / 360 turns
            const TurnRate& omega = pairs[static_cast<std::size_t>(k)].omegaBits;
            const PreciseSinCos v = preciseSinCosOfTurns(turnsOf(x + y, omega, 360));
            addTerm(v.cosHi, v.cosLo);
        } else {
            const PreciseSinCos a = preciseSinCosOfTurns(turnsOf(x, rate));
            const PreciseSinCos b = preciseSinCosOfTurns(turnsOf(y, rate));
            const DoubleDouble p = exactProduct(a.sinHi, b.sinHi);
            addTerm(p.hi, p.lo + (a.sinHi * b.sinLo + a.sinLo * b.sinHi));
        }
    }
    // Each term within 3e-21 (< 2^-68), each addition within 2^-104 of a partial sum below count.
    return exact::widened(exact::realOf(hi, limbs) + exact::realOf(lo, limbs),
                          count * 0x1p-68 + count * static_cast<double>(count) * 0x1p-104);
}

// The same in ball arithmetic at any precision (omega_k by repeated multiplication).
exact::Real pairSumExact(Quantity::Op kind, double x, double y, double base, int dModel, int count, int limbs) {
    using namespace exact;
    const Real step = realOf(-2.0, limbs) / realOfInteger(static_cast<std::uint64_t>(dModel), limbs);
    const Real down = pow(realOf(base, limbs), step);
    const Real degree = piReal(limbs) / realOfInteger(180, limbs);
    const Real rx = realOf(x, limbs), ry = realOf(y, limbs), sum = rx + ry;
    Real omega = realOfInteger(1, limbs), total = realOfInteger(0, limbs);
    for (int k = 0; k < count; ++k) {
        if (kind == Quantity::pairSineProductSum) total = total + sin(rx * omega) * sin(ry * omega);
        else if (kind == Quantity::pairCosineSum) total = total + cos(sum * omega);
        else total = total + cos(sum * omega * degree);
        omega = omega * down;
    }
    return total;
}

// base^(n/d) at `limbs` limbs, the last few kept.
exact::Real ratioPowerAt(double base, double n, double d, int limbs) {
    struct Kept {
        double base, n, d;
        int limbs = 0;
        exact::Real value;
    };
    static Kept kept[16];
    static int next = 0;
    for (const Kept& k : kept)
        if (k.limbs == limbs && k.base == base && k.n == n && k.d == d) return k.value;
    Kept& k = kept[next];
    next = (next + 1) % 16;
    k = Kept{base, n, d, limbs,
             exact::pow(exact::realOf(base, limbs), exact::realOf(n, limbs) / exact::realOf(d, limbs))};
    return k.value;
}

} // namespace

Quantity::Quantity(double x) { push(number, x); }

Quantity Quantity::ratioPowerOf(double base, double n, double d) {
    Quantity q(base);
    q.push(number, n);
    q.push(number, d);
    q.push(ratioPower);
    return q;
}

Quantity Quantity::ropeFrequencyOf(int k, const RopeSettings& rs) {
    const RopeScaling& sc = rs.scaling;
    Quantity q(k);
    for (const double x : {rs.settings.base, double(rs.settings.dModel), double(static_cast<int>(sc.type)), sc.factor,
                           sc.originalContext, sc.length, sc.betaFast, sc.betaSlow, sc.truncate ? 1.0 : 0.0,
                           sc.lowFreqFactor, sc.highFreqFactor})
        q.push(number, x);
    q.push(ropeFrequency);
    return q;
}

Quantity Quantity::ropeScoreOf(const RopeScoreTerms& terms, double m, double n, int indexShift, bool degrees) {
    Quantity q(m);
    q.push(number, n);
    q.push(number, indexShift);
    q.push(number, degrees ? 1 : 0);
    q.push(ropeScoreSum);
    q.terms_ = &terms;
    return q;
}

Quantity Quantity::piValue() {
    Quantity q;
    q.size_ = 0;
    q.push(pi);
    return q;
}

Quantity Quantity::pairSum(Op kind, double x, double y, double base, int dModel, int count) {
    Quantity q(x);
    q.push(number, y);
    q.push(number, base);
    q.push(number, dModel);
    q.push(number, count);
    q.push(kind);
    return q;
}

void Quantity::push(Op op, double x) {
    if (size_ >= kCapacity) throw InputError(PE_MESSAGE("core-refuse-quantity-too-many-operations"));
    ops_[size_] = op;
    numbers_[size_] = x;
    ++size_;
}

Quantity Quantity::joined(const Quantity& a, const Quantity& b, Op op) {
    Quantity q = a;
    if (b.terms_) {
        // (Only C++ builds scores, two of them in one quantity never.)
        if (q.terms_ && q.terms_ != b.terms_) throw std::logic_error("a quantity refers to one score's terms at most");
        q.terms_ = b.terms_;
    }
    for (std::uint8_t j = 0; j < b.size_; ++j) q.push(b.ops_[j], b.numbers_[j]);
    q.push(op);
    return q;
}

Quantity Quantity::applied(const Quantity& a, Op op) {
    Quantity q = a;
    q.push(op);
    return q;
}

bool Quantity::isNumber(double& x) const {
    if (size_ != 1 || ops_[0] != number) return false;
    x = numbers_[0];
    return true;
}

exact::Real Quantity::at(int limbs) const {
    using namespace exact;
    Real stack[kStack];
    int top = 0;
    for (std::uint8_t j = 0; j < size_; ++j) {
        const Op op = ops_[j];
        const int taken = operands(op);
        if (top < taken || top - taken + 1 > kStack) return Real{fromInteger(0, limbs), Magnitude{0.5, Magnitude::kInfiniteExponent}};
        Real* a = stack + top - taken; // the first operand, where the result goes
        switch (op) {
        case number: *a = realOf(numbers_[j], limbs); break;
        case pi: *a = piReal(limbs); break;
        case add: *a = a[0] + a[1]; break;
        case subtract: *a = a[0] - a[1]; break;
        case multiply: *a = a[0] * a[1]; break;
        case divide: *a = a[0] / a[1]; break;
        case negate: *a = -a[0]; break;
        case exp: *a = exact::exp(a[0]); break;
        case log: *a = exact::log(a[0]); break;
        case pow: *a = exact::pow(a[0], a[1]); break;
        case sin: *a = exact::sin(a[0]); break;
        case cos: *a = exact::cos(a[0]); break;
        case ratioPower: *a = ratioPowerAt(toDouble(a[0].mid), toDouble(a[1].mid), toDouble(a[2].mid), limbs); break;
        case ropeScoreSum:
            *a = ropeScoreReal(*terms_, toDouble(a[0].mid), toDouble(a[1].mid), static_cast<int>(toDouble(a[2].mid)),
                               toDouble(a[3].mid) != 0, limbs);
            break;
        case ropeFrequency: {
            double v[12];
            for (int arg = 0; arg < 12; ++arg) v[arg] = toDouble(a[arg].mid);
            RopeSettings rs;
            rs.settings.base = v[1];
            rs.settings.dModel = static_cast<int>(v[2]);
            rs.scaling = RopeScaling{static_cast<RopeScalingType>(static_cast<int>(v[3])), v[4], v[5], v[6], v[7], v[8],
                                     v[9] != 0, v[10], v[11]};
            *a = ropeFrequencyReal(static_cast<int>(v[0]), rs, limbs);
            break;
        }
        default: { // the sums over pairs, whose arguments are numbers (exact doubles)
            const double x = toDouble(a[0].mid), y = toDouble(a[1].mid), base = toDouble(a[2].mid);
            const int dModel = static_cast<int>(toDouble(a[3].mid)), count = static_cast<int>(toDouble(a[4].mid));
            const double sum = x + y, back = sum - x;
            const bool sumIsDouble = (x - (sum - back)) + (y - back) == 0; // Knuth's two-sum: no error
            *a = limbs <= kFirstLimbs && (op != pairCosineDegreesSum || sumIsDouble)
                     ? pairSumFast(op, x, y, base, dModel, count, limbs)
                     : pairSumExact(op, x, y, base, dModel, count, limbs);
        }
        }
        top += 1 - taken;
    }
    return stack[0];
}

double Quantity::value() const { return exact::toDouble(at(kFirstLimbs).mid); }

Quantity Quantity::fromProgram(const double* program, std::size_t length) {
    Quantity q;
    q.size_ = 0;
    int depth = 0;
    for (std::size_t at = 0; at < length; ++at) {
        const double code = program[at];
        if (!(code >= 0 && code <= ratioPower && std::floor(code) == code))
            refuse("core-refuse-exact-quantitys-operation-not-one-cores code", code);
        const Op op = static_cast<Op>(static_cast<int>(code));
        if (op == number) {
            if (at + 1 >= length || !std::isfinite(program[at + 1]))
                refuse("core-refuse-exact-quantitys-number-must-finite-number");
            q.push(number, program[++at]);
            ++depth;
            continue;
        }
        const int taken = operands(op);
        if (depth < taken) refuse("core-refuse-exact-quantitys-operation-lacks-operand code", code);
        if (op == ratioPower) {
            bool numbers = q.size_ >= 3;
            for (int j = 1; numbers && j <= 3; ++j) numbers = q.ops_[q.size_ - j] == number;
            const double* arg = numbers ? q.numbers_ + q.size_ - 3 : nullptr;
            if (!numbers || !(arg[0] > 0) || !(arg[2] > 0))
                refuse("core-refuse-exact-quantitys-power-base-n-d");
        }
        if (taken == 5) {
            // The five arguments of a pair sum are numbers: x, y, base, d_model and the count of pairs.
            bool numbers = q.size_ >= 5;
            for (int j = 1; numbers && j <= 5; ++j) numbers = q.ops_[q.size_ - j] == number;
            const double* arg = numbers ? q.numbers_ + q.size_ - 5 : nullptr;
            if (!numbers || std::fabs(arg[0]) > kMaxPosition || std::fabs(arg[1]) > kMaxPosition ||
                !(arg[2] > 1) || !(arg[3] >= 2 && arg[3] <= 2 * kMaxDModel && std::fmod(arg[3], 2) == 0) ||
                !(arg[4] >= 1 && arg[4] <= arg[3] / 2 && std::floor(arg[4]) == arg[4]))
                refuse("core-refuse-exact-quantitys-sum-over-pairs-takes");
        }
        q.push(op);
        depth += 1 - taken;
        if (depth > kStack) refuse("core-refuse-exact-quantity-nests-more-than-values stack", kStack);
    }
    if (depth != 1) refuse("core-refuse-exact-quantity-must-leave-one-value depth", depth);
    return q;
}

Quantity frequencyQuantity(int k, double base, int dModel) {
    if (k == 0) return 1.0;
    return Quantity::ratioPowerOf(base, -2.0 * k, dModel);
}

} // namespace pe
