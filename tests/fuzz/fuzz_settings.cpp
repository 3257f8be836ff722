// libFuzzer target: settings validation and the formulas on the settings that pass it.
//
// Input: white-space separated tokens (a token starting with '"' runs to the next '"'):
//   D_MODEL BASE LAYOUT X1 X2 ...
// numbers read with strtod ("nan", "inf", "1e400", "0x1p-1074" work). pe::makeSettings gets the
// first three; the Xs are used as coordinate and pair indices, positions, offsets and table sizes
// for the checked* functions, and, where they pass, for coordinate, frequency, wavelength,
// shiftMatrix, dot, pairDot and table on small sizes. Only pe::InputError may be thrown; an
// invariant violation aborts (a finding).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "encoding.hpp"
#include "fuzz_util.hpp"

using fuzz::escaped;
using fuzz::num;

namespace {

constexpr double kBound = 1 + 1e-12; // |sin| and |cos| as computed
constexpr double kTwoPi = 6.283185307179586476925286766559;

std::string sctx(const pe::Settings& s) {
    return "{d_model " + std::to_string(s.dModel) + ", base " + num(s.base) + ", " + pe::layoutName(s.layout) + "}";
}

// pe::makeSettings accepts exactly these settings, and names the first one that is wrong.
bool checkMakeSettings(double d, double b, const std::string& layout, pe::Settings* out) {
    const auto ctx = [&] { return std::string("makeSettings(" + num(d) + ", " + num(b) + ", " + escaped(layout) + ")"); };
    const bool dOk = fuzz::isWhole(d) && d > 0 && std::fmod(d, 2.0) == 0 && d <= pe::kMaxDModel;
    const bool bOk = std::isfinite(b) && b > 1;
    const bool lOk = layout == "interleaved" || layout == "concatenated";
    std::string message;
    pe::Settings s;
    const bool no = fuzz::refused([&] { s = pe::makeSettings(d, b, layout); },
                                  fuzz::validUtf8(layout) || !dOk || !bOk, ctx, &message);
    FUZZ_CHECK(no == !(dOk && bOk && lOk), ctx() + " refused=" + std::to_string(no) + " " + message);

    // parseLayout on its own.
    std::string lmessage;
    pe::Layout parsed = pe::Layout::interleaved;
    const bool lno = fuzz::refused([&] { parsed = pe::parseLayout(layout); }, fuzz::validUtf8(layout),
                                   "parseLayout(" + escaped(layout) + ")", &lmessage);
    FUZZ_CHECK(lno == !lOk, "parseLayout(" + escaped(layout) + ")");
    if (!lno) FUZZ_CHECK(pe::layoutName(parsed) == layout, "layoutName(parseLayout(" + layout + "))");
    // A refusal is a message of the catalogs (cpp/message.hpp), whose id names the setting refused.
    if (lno) FUZZ_CHECK(lmessage.find("core-refuse-layout") != std::string::npos, lmessage);

    if (no) {
        const char* named = !dOk ? "core-refuse-d-model" : !bOk ? "core-refuse-base" : "core-refuse-layout";
        FUZZ_CHECK(message.find(named) != std::string::npos, ctx() + " message does not name " + named + ": " + message);
        return false;
    }
    FUZZ_CHECK(s.dModel == static_cast<int>(d) && s.base == b && layout == pe::layoutName(s.layout),
               ctx() + " -> " + sctx(s));
    FUZZ_CHECK(!fuzz::refused([&] { pe::validate(s); }, true, "validate"), ctx() + " validate refused");
    *out = s;
    return true;
}

void checkIndexAndSizeChecks(double x, const pe::Settings& s) {
    const auto ctx = [&] { return std::string("x=" + num(x) + " under " + sctx(s)); };
    const int d = s.dModel;
    {
        int got = -1;
        const bool no = fuzz::refused([&] { got = pe::checkedCoordinateIndex(x, s); }, true, ctx);
        const bool ok = fuzz::isWhole(x) && x >= 0 && x < d;
        FUZZ_CHECK(no == !ok, "checkedCoordinateIndex " + ctx());
        if (!no) FUZZ_CHECK(got == x, "checkedCoordinateIndex " + ctx());
    }
    {
        int got = -1;
        const bool no = fuzz::refused([&] { got = pe::checkedPairIndex(x, s); }, true, ctx);
        const bool ok = fuzz::isWhole(x) && x >= 0 && x < d / 2;
        FUZZ_CHECK(no == !ok, "checkedPairIndex " + ctx());
        if (!no) FUZZ_CHECK(got == x, "checkedPairIndex " + ctx());
    }
    {
        double got = 0;
        const bool no = fuzz::refused([&] { got = pe::checkedPosition(x); }, true, ctx);
        FUZZ_CHECK(no == !(std::fabs(x) <= pe::kMaxPosition), "checkedPosition " + ctx()); // finite, |x| <= 2^53
        if (!no) FUZZ_CHECK(got == x || (std::isnan(got) && std::isnan(x)), "checkedPosition " + ctx());
        const bool no2 = fuzz::refused([&] { pe::checkedPosition(x, PE_MESSAGE("core-subject-offset")); }, true, ctx);
        FUZZ_CHECK(no2 == no, "checkedPosition(offset) " + ctx());
    }
    // Table sizes: the number itself as a count (when it is one), and counts near the overflow.
    std::vector<std::size_t> counts;
    if (std::isfinite(x) && x >= 0 && x < 18446744073709551616.0) counts.push_back(static_cast<std::size_t>(x));
    if (std::isfinite(x)) {
        const auto bits = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::fmod(x, 9.2e18)));
        counts.push_back(static_cast<std::size_t>(bits));
        counts.push_back(std::numeric_limits<std::size_t>::max() - static_cast<std::size_t>(bits % 1000));
        counts.push_back(std::numeric_limits<std::size_t>::max() / static_cast<std::size_t>(d) + (bits % 3));
    }
    for (std::size_t n : counts) {
        const unsigned __int128 values = static_cast<unsigned __int128>(n) * static_cast<unsigned>(d);
        const bool ok = values <= pe::kMaxTableValues;
        const bool no = fuzz::refused([&] { pe::checkedTableSize(n, s); }, true, ctx);
        FUZZ_CHECK(no == !ok, "checkedTableSize(" + std::to_string(n) + ") " + ctx());
    }
}

void checkRoles(const pe::Settings& s) {
    const int d = s.dModel;
    if (d > 512) return;
    std::vector<int> seen(static_cast<std::size_t>(d), 0);
    for (int i = 0; i < d; ++i) {
        const pe::CoordinateRole r = pe::coordinateRole(i, s);
        FUZZ_CHECK(r.pair >= 0 && r.pair < d / 2, "coordinateRole(" + std::to_string(i) + ") " + sctx(s));
        const bool expectSine = s.layout == pe::Layout::interleaved ? i % 2 == 0 : i < d / 2;
        FUZZ_CHECK(r.isSine == expectSine, "coordinateRole(" + std::to_string(i) + ") " + sctx(s));
        ++seen[static_cast<std::size_t>(2 * r.pair + (r.isSine ? 0 : 1))];
    }
    for (int v : seen) FUZZ_CHECK(v == 1, "coordinateRole is not a bijection under " + sctx(s));
}

void checkFrequencies(const pe::Settings& s, const std::vector<int>& extraPairs) {
    const int pairs = s.dModel / 2;
    std::vector<int> ks = extraPairs;
    if (s.dModel <= 512) {
        const std::vector<double> omega = pe::frequencies(s);
        FUZZ_CHECK(omega.size() == static_cast<std::size_t>(pairs), sctx(s));
        for (int k = 0; k < pairs; ++k) {
            FUZZ_CHECK(omega[static_cast<std::size_t>(k)] == pe::frequency(k, s), "frequencies()[k] " + sctx(s));
            if (k > 0)
                FUZZ_CHECK(omega[static_cast<std::size_t>(k)] <= omega[static_cast<std::size_t>(k - 1)],
                           "frequencies not decreasing at() k=" + std::to_string(k) + " " + sctx(s));
            ks.push_back(k);
        }
    } else {
        ks.push_back(0);
        ks.push_back(1);
        ks.push_back(pairs - 1);
    }
    for (int k : ks) {
        const auto ctx = [&] { return std::string("k=" + std::to_string(k) + " " + sctx(s)); };
        const double w = pe::frequency(k, s);
        FUZZ_CHECK(w > 0 && w <= 1, "frequency " + ctx() + " = " + num(w));
        FUZZ_CHECK(k != 0 || w == 1, "frequency(0) " + ctx() + " = " + num(w));
        // omega_k is the double nearest base^(-2k/d): within half an ulp (2^-53 of itself) of it;
        // long double's -2k/d and powl are each within about 2^-64 of theirs, so its base^(-2k/d)
        // within (1 + |log base|) 2^-62 (subnormal frequencies: within their spacing, 2^-1074).
        const long double logBase = std::log(static_cast<long double>(s.base));
        const long double want = std::pow(static_cast<long double>(s.base), -2.0L * k / s.dModel);
        FUZZ_CHECK(std::fabs(static_cast<long double>(w) - want) <= want * (0x1p-53L + (1 + std::fabs(logBase)) * 0x1p-62L) + 0x1p-1074L,
                   "frequency " + ctx() + " = " + num(w) + ", want " + num(static_cast<double>(want)));
        const double l = pe::wavelength(k, s);
        FUZZ_CHECK(l > 0 && !std::isnan(l), "wavelength " + ctx() + " = " + num(l));
        FUZZ_CHECK(std::isinf(l) || std::fabs(l * w - kTwoPi) <= 1e-14, "wavelength " + ctx());
    }
}

// sin and cos of pos * omega_k through coordinate(), checked on its own.
void checkPair(double pos, int k, const pe::Settings& s, double* sine, double* cosine) {
    const double sn = pe::coordinate(pos, pe::coordinateIndex(k, true, s), s);
    const double cs = pe::coordinate(pos, pe::coordinateIndex(k, false, s), s);
    const auto ctx = [&] { return std::string("pos " + num(pos) + " k " + std::to_string(k) + " " + sctx(s) + ": sin " +
                            num(sn) + " cos " + num(cs)); };
    FUZZ_CHECK(std::fabs(sn) <= kBound && std::fabs(cs) <= kBound, ctx());
    FUZZ_CHECK(std::fabs(sn * sn + cs * cs - 1) <= 1e-12, ctx());
    // Against long double where its omega and product pos * omega are exact enough (omega to 2^-63
    // of itself, the core's to 2^-192).
    const long double logBase = std::log(static_cast<long double>(s.base));
    const long double w = std::pow(static_cast<long double>(s.base), -2.0L * k / s.dModel);
    const long double angle = static_cast<long double>(pos) * w;
    if (std::fabs(angle) < 1e6L) {
        // The exponent -2k/d and powl each within about 2^-64 of themselves, the angle so within
        // |angle| (1 + |log base|) 2^-62.
        const long double tol = 1e-15L + std::fabs(angle) * (1 + std::fabs(logBase)) * 0x1p-60L;
        FUZZ_CHECK(std::fabs(sn - std::sin(angle)) <= tol && std::fabs(cs - std::cos(angle)) <= tol,
                   ctx() + " vs long double");
    }
    *sine = sn;
    *cosine = cs;
}

void checkTable(const std::vector<double>& positions, const pe::Settings& s) {
    const std::size_t d = static_cast<std::size_t>(s.dModel);
    const auto ctx = [&] { return std::string(std::to_string(positions.size()) + " positions under " + sctx(s)); };
    std::vector<double> fast, ref;
    const bool no = fuzz::refused([&] { fast = pe::table(positions, s); }, true, [&] { return "table " + ctx(); });
    const bool noRef = fuzz::refused([&] { ref = pe::tableReference(positions, s); }, true, [&] { return "tableReference " + ctx(); });
    bool finite = true;
    for (double p : positions) finite = finite && std::fabs(p) <= pe::kMaxPosition;
    FUZZ_CHECK(no == !finite && noRef == no, "table refused=" + std::to_string(no) + " " + ctx());
    if (no) return;
    FUZZ_CHECK(fast.size() == positions.size() * d && ref.size() == fast.size(), ctx());
    std::vector<double> into(fast.size() + 2, 7.0); // a guard value on each side
    pe::tableInto(positions.data(), positions.size(), s, into.data() + 1);
    FUZZ_CHECK(into.front() == 7.0 && into.back() == 7.0, "tableInto wrote outside its rows " + ctx());
    for (std::size_t r = 0; r < positions.size(); ++r) {
        for (std::size_t i = 0; i < d; ++i) {
            const double v = fast[r * d + i];
            const auto at = [&] { return std::string("table[" + std::to_string(r) + "][" + std::to_string(i) + "] = " +
                                   num(v) + " at() pos " + num(positions[r]) + " " + ctx()); };
            FUZZ_CHECK(std::fabs(v) <= kBound, at());
            FUZZ_CHECK(into[1 + r * d + i] == v, at() + " tableInto differs");
            // Both within 1e-15 of the exact value (the table's promise), so within 2e-15 of each other.
            FUZZ_CHECK(std::fabs(v - ref[r * d + i]) <= 2 * pe::kMaxValueError,
                       at() + " reference " + num(ref[r * d + i]));
        }
        // Sine-cosine pairs against long double: in every row of a short table, in a sample of the
        // rows of a long one (around the re-anchoring at() row 256 and the last row included).
        if (positions.size() > 16 && r % 16 != 0 && r != 255 && r != 257 && r + 1 != positions.size())
            continue;
        // Every pair for a small d_model, about 64 of them spread over a large one, and the last.
        const int pairs = s.dModel / 2, stride = pairs <= 64 ? 1 : pairs / 63;
        std::vector<int> ks;
        for (int k = 0; k < pairs; k += stride) ks.push_back(k);
        if (ks.back() != pairs - 1) ks.push_back(pairs - 1);
        for (int k : ks) {
            double sn, cs;
            checkPair(positions[r], k, s, &sn, &cs);
            const std::size_t sc = s.layout == pe::Layout::interleaved ? 2 * static_cast<std::size_t>(k)
                                                                       : static_cast<std::size_t>(k);
            const std::size_t cc = s.layout == pe::Layout::interleaved ? sc + 1 : sc + d / 2;
            const double tol = 2 * pe::kMaxValueError;
            FUZZ_CHECK(std::fabs(fast[r * d + sc] - sn) <= tol && std::fabs(fast[r * d + cc] - cs) <= tol,
                       "table pair " + std::to_string(k) + " at() pos " + num(positions[r]) + " " + ctx());
        }
    }
}

void checkShift(int k, double offset, double pos, const pe::Settings& s) {
    const auto ctx = [&] { return std::string("shiftMatrix(" + std::to_string(k) + ", " + num(offset) + ") " + sctx(s)); };
    pe::Matrix2 m{};
    const bool no = fuzz::refused([&] { m = pe::shiftMatrix(k, offset, s); }, true, ctx);
    FUZZ_CHECK(no == !(std::fabs(offset) <= pe::kMaxPosition), ctx());
    if (no) return;
    const auto got = [&] { return std::string(ctx() + " = [[" + num(m.m00) + ", " + num(m.m01) + "], [" + num(m.m10) + ", " + num(m.m11) + "]]"); };
    FUZZ_CHECK(std::fabs(m.m00) <= kBound && std::fabs(m.m01) <= kBound, got());
    FUZZ_CHECK(m.m00 == m.m11 && m.m01 == -m.m10, got());
    FUZZ_CHECK(std::fabs(m.m00 * m.m11 - m.m01 * m.m10 - 1) <= 1e-12, got());
    if (std::isfinite(pos) && std::fabs(pos) <= 1e6 && std::fabs(offset) <= 1e6) {
        double s0, c0, s1, c1;
        checkPair(pos, k, s, &s0, &c0);
        checkPair(pos + offset, k, s, &s1, &c1);
        FUZZ_CHECK(std::fabs(m.m00 * s0 + m.m01 * c0 - s1) <= 1e-8 && std::fabs(m.m10 * s0 + m.m11 * c0 - c1) <= 1e-8,
                   got() + " does not move pos " + num(pos) + " by the offset");
    }
}

void checkDot(double p, double q, const pe::Settings& s) {
    const auto ctx = [&] { return std::string("dot(" + num(p) + ", " + num(q) + ") " + sctx(s)); };
    double v = 0;
    const bool no = fuzz::refused([&] { v = pe::dot(p, q, s); }, true, ctx);
    FUZZ_CHECK(no == !(std::fabs(p) <= pe::kMaxPosition && std::fabs(q) <= pe::kMaxPosition), ctx());
    const bool pno = fuzz::refused([&] { pe::pairDot(0, p, q, s); }, true, ctx);
    FUZZ_CHECK(pno == no, "pairDot " + ctx());
    if (no) return;
    const int pairs = s.dModel / 2;
    FUZZ_CHECK(std::fabs(v) <= pairs * kBound, ctx() + " = " + num(v));
    if (p == q) FUZZ_CHECK(v == pairs, ctx() + " = " + num(v));
    for (int k : {0, pairs / 2, pairs - 1}) {
        const double t = pe::pairDot(k, p, q, s);
        FUZZ_CHECK(std::fabs(t) <= kBound, "pairDot(" + std::to_string(k) + ") " + ctx() + " = " + num(t));
    }
    if (std::fabs(p) <= 1e4 && std::fabs(q) <= 1e4 && s.dModel <= 512) {
        double sum = 0;
        for (int i = 0; i < s.dModel; ++i) sum += pe::coordinate(p, i, s) * pe::coordinate(q, i, s);
        FUZZ_CHECK(std::fabs(sum - v) <= 1e-12 * s.dModel, ctx() + " = " + num(v) + ", sum of products " + num(sum));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto tok = fuzz::tokens(input, 20);
    const double d = tok.size() > 0 ? fuzz::number(tok[0]) : 4;
    const double b = tok.size() > 1 ? fuzz::number(tok[1]) : pe::kDefaultBase;
    const std::string layout(tok.size() > 2 ? tok[2] : std::string_view("interleaved"));
    std::vector<double> xs;
    for (std::size_t i = 3; i < tok.size(); ++i) xs.push_back(fuzz::number(tok[i]));

    pe::Settings s;
    if (!checkMakeSettings(d, b, layout, &s)) return 0;

    std::vector<int> pairs;
    std::vector<double> positions;
    for (double x : xs) {
        checkIndexAndSizeChecks(x, s);
        if (fuzz::isWhole(x) && x >= 0 && x < s.dModel / 2) pairs.push_back(static_cast<int>(x));
        if (std::fabs(x) <= pe::kMaxPosition && positions.size() < 8) positions.push_back(x);
    }
    checkRoles(s);
    checkFrequencies(s, pairs);

    // A position beyond 2^53 is refused wherever one is taken.
    for (double x : xs)
        if (std::isfinite(x) && std::fabs(x) > pe::kMaxPosition)
            FUZZ_CHECK(fuzz::refused([&] { pe::coordinate(x, 0, s); }, true, [&] { return "coordinate(" + num(x) + ")"; }),
                       "coordinate(" + num(x) + ") not refused");
    // Coordinates at() each position for the valid indices among the Xs and the ends.
    for (double pos : positions) {
        std::vector<int> is = {0, s.dModel - 1};
        for (double x : xs)
            if (fuzz::isWhole(x) && x >= 0 && x < s.dModel) is.push_back(static_cast<int>(x));
        for (int i : is) {
            const double v = pe::coordinate(pos, i, s);
            FUZZ_CHECK(std::fabs(v) <= kBound, "coordinate(" + num(pos) + ", " + std::to_string(i) + ") " +
                                                   sctx(s) + " = " + num(v));
        }
    }

    // The table on a small size: every X a position may be (finite, at most 2^53 in size), and all
    // Xs (refused if any is not).
    const std::size_t maxRows = std::max<std::size_t>(1, 4096 / static_cast<std::size_t>(s.dModel));
    std::vector<double> rows(positions.begin(), positions.begin() + static_cast<std::ptrdiff_t>(std::min(maxRows, positions.size())));
    checkTable(rows, s);
    if (xs.size() <= maxRows && xs.size() != rows.size()) checkTable(xs, s);
    // A range, as the widget asks for: X1 + r * X2 for r < X3 rows (up to 300, past the re-anchoring
    // of the fast path at() row 256), evenly spaced unless rounding says otherwise.
    if (xs.size() >= 3 && std::isfinite(xs[0]) && std::isfinite(xs[1]) && xs[2] >= 0 && s.dModel <= 1024) {
        const std::size_t cap = std::min<std::size_t>(300, std::max<std::size_t>(3, 1200 / static_cast<std::size_t>(s.dModel)));
        const std::size_t count = xs[2] < static_cast<double>(cap) ? static_cast<std::size_t>(xs[2]) : cap;
        std::vector<double> range(count);
        for (std::size_t r = 0; r < count; ++r) range[r] = xs[0] + static_cast<double>(r) * xs[1];
        checkTable(range, s);
    }

    // Shift matrices and dot products between consecutive Xs.
    for (std::size_t j = 0; j + 1 < xs.size() && j < 6; ++j) {
        const int k = pairs.empty() ? 0 : pairs[j % pairs.size()];
        checkShift(k, xs[j + 1], xs[j], s);
        checkDot(xs[j], xs[j + 1], s);
    }
    if (xs.size() == 1) {
        checkShift(0, xs[0], 0.0, s);
        checkDot(xs[0], xs[0], s);
    }
    return 0;
}
