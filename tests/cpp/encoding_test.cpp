// Layouts, frequencies, the fast table against the reference loop, shift matrices and dot products:
// properties that hold whatever the values, plus the layout checked against the seed's numbers.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "encoding.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using testing::halfUnit;
using testing::kTableBound;

namespace {

std::vector<double> randomPositions(std::size_t n, std::uint64_t seed, double limit = 65536) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> uniform(-limit, limit);
    std::vector<double> p(n);
    for (std::size_t i = 0; i < n; ++i) p[i] = (i % 3 == 0) ? std::round(uniform(rng)) : uniform(rng);
    return p;
}

} // namespace

TEST_CASE("Layout names are read and written back", "[encoding][layout]") {
    CHECK(pe::parseLayout("interleaved") == pe::Layout::interleaved);
    CHECK(pe::parseLayout("concatenated") == pe::Layout::concatenated);
    CHECK(std::string(pe::layoutName(pe::Layout::interleaved)) == "interleaved");
    CHECK(std::string(pe::layoutName(pe::Layout::concatenated)) == "concatenated");
    const pe::Settings s = pe::makeSettings(8, 100, "concatenated");
    CHECK(s.dModel == 8);
    CHECK(s.base == 100);
    CHECK(s.layout == pe::Layout::concatenated);
}

TEST_CASE("Default settings are the paper's base with d_model 4 interleaved", "[encoding][layout]") {
    const pe::Settings s;
    CHECK(s.dModel == 4);
    CHECK(s.base == 10000.0);
    CHECK(s.layout == pe::Layout::interleaved);
    CHECK_NOTHROW(pe::validate(s));
}

TEST_CASE("Each coordinate index holds the pair and function its layout says", "[encoding][layout]") {
    const auto [layout, i, pair, isSine] = GENERATE(table<std::string, int, int, bool>({
        {"interleaved", 0, 0, true},   {"interleaved", 1, 0, false}, {"interleaved", 2, 1, true},
        {"interleaved", 5, 2, false},  {"interleaved", 7, 3, false}, {"concatenated", 0, 0, true},
        {"concatenated", 3, 3, true},  {"concatenated", 4, 0, false}, {"concatenated", 5, 1, false},
        {"concatenated", 7, 3, false},
    }));
    CAPTURE(layout, i);
    const pe::Settings s = pe::makeSettings(8, 10000, layout);
    const pe::CoordinateRole role = pe::coordinateRole(i, s);
    CHECK(role.pair == pair);
    CHECK(role.isSine == isSine);
    CHECK(pe::coordinateIndex(pair, isSine, s) == i); // and back
}

TEST_CASE("coordinateIndex is the inverse of coordinateRole for every coordinate", "[encoding][layout]") {
    const int d = GENERATE(2, 4, 6, 64, 512);
    const std::string layout = GENERATE(as<std::string>{}, "interleaved", "concatenated");
    CAPTURE(d, layout);
    const pe::Settings s = pe::makeSettings(d, 10000, layout);
    std::vector<int> seen(static_cast<std::size_t>(d), 0);
    for (int k = 0; k < d / 2; ++k)
        for (bool isSine : {true, false}) {
            const int i = pe::coordinateIndex(k, isSine, s);
            REQUIRE(i >= 0);
            REQUIRE(i < d);
            ++seen[static_cast<std::size_t>(i)];
            const pe::CoordinateRole role = pe::coordinateRole(i, s);
            CHECK(role.pair == k);
            CHECK(role.isSine == isSine);
        }
    for (int i = 0; i < d; ++i) CHECK(seen[static_cast<std::size_t>(i)] == 1); // a bijection
}

TEST_CASE("The concatenated layout puts every sine first and every cosine second", "[encoding][layout]") {
    SECTION("the seed's d_model 4 rows, reordered") {
        // Seed 000's rows for pos 1 and 2 as [sin pos, sin pos/100, cos pos, cos pos/100].
        const std::vector<double> t = pe::table({1, 2}, pe::makeSettings(4, 10000, "concatenated"));
        const double expected[8] = {0.841471, 0.010000, 0.540302, 0.999950,
                                    0.909297, 0.019999, -0.416147, 0.999800};
        for (std::size_t n = 0; n < 8; ++n) {
            CAPTURE(n);
            CHECK_THAT(t[n], WithinAbs(expected[n], halfUnit(6)));
        }
    }
    SECTION("the same values as interleaved, permuted") {
        const auto [d, base] = GENERATE(table<int, double>({{2, 10000}, {6, 1.0001}, {64, 2}, {512, 10000}, {4096, 1e6}}));
        CAPTURE(d, base);
        const std::vector<double> positions = randomPositions(5, 11);
        const auto inter = pe::table(positions, pe::makeSettings(d, base, "interleaved"));
        const auto concat = pe::table(positions, pe::makeSettings(d, base, "concatenated"));
        const auto dd = static_cast<std::size_t>(d);
        for (std::size_t r = 0; r < positions.size(); ++r)
            for (std::size_t k = 0; k < dd / 2; ++k) {
                CAPTURE(r, k);
                CHECK(concat[r * dd + k] == inter[r * dd + 2 * k]);
                CHECK(concat[r * dd + dd / 2 + k] == inter[r * dd + 2 * k + 1]);
            }
    }
}

TEST_CASE("tableReference and table agree", "[encoding][table]") {
    const auto [d, base, layout] = GENERATE(table<int, double, std::string>({
        {2, 10000, "interleaved"}, {4, 10000, "concatenated"}, {10, 1.0001, "interleaved"},
        {64, 2, "concatenated"}, {512, 10000, "interleaved"}, {1000, 1e6, "concatenated"},
        {4096, 1.0001, "interleaved"}, {4096, 10000, "concatenated"},
    }));
    CAPTURE(d, base, layout);
    const pe::Settings s = pe::makeSettings(d, base, layout);
    auto maxDifference = [&, d = d](const std::vector<double>& positions) {
        const auto fast = pe::table(positions, s);
        const auto slow = pe::tableReference(positions, s);
        REQUIRE(fast.size() == positions.size() * static_cast<std::size_t>(d));
        REQUIRE(slow.size() == fast.size());
        double worst = 0;
        for (std::size_t n = 0; n < fast.size(); ++n) {
            const double diff = std::fabs(fast[n] - slow[n]);
            if (!(diff <= worst)) worst = diff; // NaN propagates as a failure
        }
        return worst;
    };
    SECTION("scattered positions: both evaluate each value from its own angle") {
        std::vector<double> positions = randomPositions(d >= 1000 ? 6 : 40, 1234 + static_cast<std::uint64_t>(d));
        positions.insert(positions.end(), {0.0, -0.0, 65536.0, -65536.0, 0.5, -1e-9});
        CHECK(maxDifference(positions) <= 1e-15);
    }
    SECTION("evenly spaced positions: the fast path rotates row to row") {
        // Each row of the split is two complex products of directly evaluated values, nothing
        // accumulated: both tables within 1e-15 of the exact values, so within 2e-15 of each other.
        const auto [start, step] = GENERATE(table<double, double>({{-65536, 0.5}, {65536, -1}, {0, 0.1}, {1000.25, 3}}));
        CAPTURE(start, step);
        const std::size_t count = d >= 1000 ? 520 : 700;
        std::vector<double> positions(count);
        for (std::size_t r = 0; r < count; ++r) positions[r] = start + static_cast<double>(r) * step;
        CHECK(maxDifference(positions) <= 2 * kTableBound);
    }
    SECTION("three positions, the shortest range") {
        CHECK(maxDifference({-3, -1, 1}) <= 2 * kTableBound);
    }
}

TEST_CASE("A table drawn again keeps only what still holds for it", "[encoding][table]") {
    // The fast path keeps its turn tables and anchors from one table to the next (a table drawn
    // again reuses them). Tables in turn with the same step but other starts, more rows than the last
    // one made anchors for, and other frequencies must each match the reference loop.
    const auto tableOf = [](double start, double step, std::size_t rows, int d, double base) {
        std::vector<double> positions(rows);
        for (std::size_t r = 0; r < rows; ++r) positions[r] = start + static_cast<double>(r) * step;
        const pe::Settings s = pe::makeSettings(d, base, "interleaved");
        const auto fast = pe::table(positions, s);
        const auto slow = pe::tableReference(positions, s);
        double worst = 0;
        for (std::size_t n = 0; n < fast.size(); ++n) {
            const double diff = std::fabs(fast[n] - slow[n]);
            if (!(diff <= worst)) worst = diff;
        }
        return worst;
    };
    CHECK(tableOf(0, 1, 700, 64, 10000) <= 2 * kTableBound);
    CHECK(tableOf(5, 1, 700, 64, 10000) <= 2 * kTableBound);    // another start, the same step
    CHECK(tableOf(0, 1, 2000, 64, 10000) <= 2 * kTableBound);   // more anchors than were made
    CHECK(tableOf(0, 1, 700, 64, 10000) <= 2 * kTableBound);    // the first table again
    CHECK(tableOf(0, 1, 700, 64, 500000) <= 2 * kTableBound);   // other frequencies
    CHECK(tableOf(-0.0, 1, 700, 64, 500000) <= 2 * kTableBound); // a start of -0
    CHECK(tableOf(0, 2, 700, 64, 500000) <= 2 * kTableBound);   // another step
}

TEST_CASE("A range at the size limit keeps its precision to the last row", "[encoding][table]") {
    // 2^21 rows of d_model 2 (kMaxTableValues values) and 2^20 of d_model 4, positions 0, 1, 2, ...
    // Rotating row to row would drift by about 1e-16 per row, 1e-10 by the end; the rows must stay
    // within 2e-15 of values computed each from its own angle (both within 1e-15 of the exact ones).
    const auto [d, rows, step] = GENERATE(table<int, std::size_t, double>({{2, std::size_t{1} << 21, 1.0}, {4, std::size_t{1} << 20, -0.0625}}));
    CAPTURE(d, rows, step);
    std::vector<double> positions(rows);
    for (std::size_t r = 0; r < rows; ++r) positions[r] = static_cast<double>(r) * step;
    const pe::Settings s = pe::makeSettings(d, 10000, "interleaved");
    const auto fast = pe::table(positions, s);
    const auto slow = pe::tableReference(positions, s);
    REQUIRE(fast.size() == slow.size());
    double worst = 0;
    for (std::size_t n = 0; n < fast.size(); ++n) {
        const double diff = std::fabs(fast[n] - slow[n]);
        if (!(diff <= worst)) worst = diff;
    }
    CHECK(worst <= 2 * kTableBound);
}

TEST_CASE("Nearly even positions are not mistaken for a range", "[encoding][table]") {
    // One position a little off an otherwise even grid: the table must follow the real position.
    const double nudge = GENERATE(1e-9, -1e-7, 1e-4, 0.5);
    const std::size_t where = GENERATE(std::size_t{2}, std::size_t{150}, std::size_t{299});
    CAPTURE(nudge, where);
    std::vector<double> positions(300);
    for (std::size_t r = 0; r < positions.size(); ++r) positions[r] = 60000 + 0.5 * static_cast<double>(r);
    positions[where] += nudge;
    const pe::Settings s = pe::makeSettings(16, 1.0001, "interleaved");
    const auto fast = pe::table(positions, s);
    const auto slow = pe::tableReference(positions, s);
    for (std::size_t i = 0; i < 16; ++i) {
        CAPTURE(i);
        CHECK_THAT(fast[where * 16 + i], WithinAbs(slow[where * 16 + i], 2 * kTableBound));
    }
}

TEST_CASE("Each pair of a table row lies on the unit circle", "[encoding][table]") {
    const auto [d, base] = GENERATE(table<int, double>({{4, 10000}, {4096, 1.0001}, {pe::kMaxDModel, 10000}}));
    CAPTURE(d, base);
    const auto dd = static_cast<std::size_t>(d);
    const auto t = pe::table({65536, -12345.5}, pe::makeSettings(d, base, "interleaved"));
    for (std::size_t n = 0; n < t.size(); n += 2) {
        CAPTURE(n);
        CHECK(std::fabs(t[n]) <= 1.0);
        CHECK_THAT(t[n] * t[n] + t[n + 1] * t[n + 1], WithinAbs(1.0, 4e-16));
    }
    CHECK(t.size() == 2 * dd);
}

TEST_CASE("tableInto fills exactly the caller's buffer", "[encoding][table]") {
    const pe::Settings s = pe::makeSettings(6, 100, "concatenated");
    const std::vector<double> positions{0, 1, -2.5, 1000};
    std::vector<double> buffer(positions.size() * 6 + 3, -99.0);
    pe::tableInto(positions.data(), positions.size(), s, buffer.data());
    const auto expected = pe::table(positions, s);
    for (std::size_t n = 0; n < expected.size(); ++n) CHECK(buffer[n] == expected[n]);
    for (std::size_t n = expected.size(); n < buffer.size(); ++n) CHECK(buffer[n] == -99.0); // untouched
    // Row 1 pair 0 is [sin 1, ..., cos 1, ...]: seed 000's values.
    CHECK_THAT(buffer[6], WithinAbs(0.841471, halfUnit(6)));
    CHECK_THAT(buffer[9], WithinAbs(0.540302, halfUnit(6)));
}

TEST_CASE("A table of no positions is empty", "[encoding][table]") {
    CHECK(pe::table({}, pe::Settings{}).empty());
    CHECK(pe::tableReference({}, pe::Settings{}).empty());
    double sentinel = 5;
    pe::tableInto(nullptr, 0, pe::Settings{}, &sentinel);
    CHECK(sentinel == 5);
}

TEST_CASE("Frequencies fall from exactly 1 at k 0 pair by pair", "[encoding][frequency]") {
    const auto [d, base] = GENERATE(table<int, double>({{2, 10000}, {4, 10000}, {6, 1.0001}, {512, 100}, {4096, 1e6}, {pe::kMaxDModel, 10000}}));
    CAPTURE(d, base);
    const pe::Settings s = pe::makeSettings(d, base, "interleaved");
    const std::vector<double> omega = pe::frequencies(s);
    REQUIRE(omega.size() == static_cast<std::size_t>(d / 2));
    CHECK(omega[0] == 1.0);
    for (std::size_t k = 0; k < omega.size(); ++k) {
        CAPTURE(k);
        CHECK(omega[k] == pe::frequency(static_cast<int>(k), s));
        if (k > 0) CHECK(omega[k] < omega[k - 1]);
        // lambda omega = 2 pi: one period of the pair.
        CHECK_THAT(pe::wavelength(static_cast<int>(k), s) * omega[k], WithinRel(6.283185307179586, 4e-16));
    }
    // omega_{d/2-1} = base^(-(d-2)/d) is above 1/base: the slowest pair never reaches the base.
    CHECK(omega.back() > 1 / base);
}

namespace {

std::uint64_t bitsOf(double x) {
    std::uint64_t b;
    std::memcpy(&b, &x, sizeof b);
    return b;
}

// exactProduct(a, b).lo against std::fma(a, b, -a * b): the same bits, the sign of a zero
// included (any NaN for a NaN); where a * b underflows to zero, +0 as from Emscripten's fma (musl
// returns a * b + (-p) there; glibc's keeps the sign of the exact product).
bool matchesFma(double a, double b) {
    const double expected = a * b == 0 ? 0.0 : std::fma(a, b, -(a * b));
    const pe::DoubleDouble got = pe::exactProduct(a, b);
    if (bitsOf(got.hi) != bitsOf(a * b) && !(std::isnan(got.hi) && std::isnan(a * b))) return false;
    if (std::isnan(expected)) return std::isnan(got.lo);
    return bitsOf(got.lo) == bitsOf(expected);
}

} // namespace

TEST_CASE("exactProduct gives fma's error bit for bit, at every magnitude", "[encoding][angle]") {
    std::mt19937_64 rng(20170612);
    const auto anyDouble = [&] { // every exponent, subnormals and zeros included, either sign
        const std::uint64_t r = rng();
        switch (r & 7) {
        case 0: return std::ldexp(static_cast<double>(r >> 11) * 0x1p-53, static_cast<int>((r >> 3) % 2200) - 1100);
        case 1: return std::ldexp(1.0 + static_cast<double>((r >> 20) & 15) * 0x1p-52, static_cast<int>((r >> 3) % 2200) - 1100);
        default: {
            double x;
            std::uint64_t b = rng();
            if ((b >> 52 & 0x7FF) == 0x7FF) b ^= std::uint64_t{1} << 62; // a finite number, mostly
            std::memcpy(&x, &b, sizeof x);
            return x;
        }
        }
    };
    std::size_t mismatches = 0;
    for (int n = 0; n < 2000000; ++n) {
        const double a = anyDouble();
        // Pairs whose product lands near the edges: overflow, the subnormals, the 2^-969 and 2^995
        // bounds of the plain algorithm.
        const int target = std::array<int, 8>{0, 1023, -1022, -1074, -969, 995, -1100, 40}[rng() % 8];
        int ea = 0;
        std::frexp(a, &ea);
        const double b = (n % 2 == 0) ? anyDouble()
                                      : std::ldexp(0.5 + static_cast<double>(rng() >> 12) * 0x1p-53, target - ea + static_cast<int>(rng() % 5) - 2);
        if (!matchesFma(a, b) && ++mismatches <= 5) FAIL_CHECK("a = " << a << ", b = " << b);
    }
    CHECK(mismatches == 0);
    const double inf = testing::kInf, nan = testing::kNaN;
    for (double a : {0.0, -0.0, 1.0, -3.0, 0x1p-1074, -0x1p-1074, 0x1p1023, 1.7976931348623157e308, inf, -inf, nan})
        for (double b : {0.0, -0.0, 0.1, -7.0, 0x1p-1074, 0x1p-537, -0x1p-538, 0x1p512, 1e308, inf, -inf, nan}) {
            CAPTURE(a, b);
            CHECK(matchesFma(a, b));
        }
}

TEST_CASE("exactProduct keeps the exact rounding error of the product", "[encoding][angle]") {
    SECTION("3 x 0.1 rounds up by 2^-55") {
        // 0.1 is 3602879701896397 / 2^55; 3 times it is 10808639105689191 / 2^55, and the nearest
        // double is 10808639105689192 / 2^55 = 0.30000000000000004.
        const pe::DoubleDouble a = pe::exactProduct(3, 0.1);
        CHECK(a.hi == 0.30000000000000004);
        CHECK(a.lo == -std::ldexp(1.0, -55));
    }
    SECTION("a product by a power of two is exact") {
        const pe::DoubleDouble a = pe::exactProduct(65536, 0.9999123456789);
        CHECK(a.hi == 65536 * 0.9999123456789);
        CHECK(a.lo == 0.0);
    }
}

TEST_CASE("A shift matrix maps a pair at pos to the pair at pos plus offset", "[encoding][shift]") {
    const auto [d, base, k, pos, offset] = GENERATE(table<int, double, int, double, double>({
        {4, 10000, 1, 3, 5},           {4, 10000, 1, 8, -5},        {4, 10000, 0, 0.25, 6.5},
        {512, 10000, 0, 1000, -999.5}, {512, 10000, 17, -40000, 65536}, {512, 100, 255, 20000, -45536},
        {4096, 1.0001, 3, 65536, -65536}, {4096, 1e6, 2047, -65536, 131072}, {64, 2, 31, 1e-3, -2e-3},
    }));
    CAPTURE(d, base, k, pos, offset);
    const pe::Settings s = pe::makeSettings(d, base, "interleaved");
    const pe::Matrix2 m = pe::shiftMatrix(k, offset, s);
    const double sn = pe::coordinate(pos, 2 * k, s), cs = pe::coordinate(pos, 2 * k + 1, s);
    // Both sides are within 1e-15 of exact values that the rotation maps onto each other exactly.
    CHECK_THAT(m.m00 * sn + m.m01 * cs, WithinAbs(pe::coordinate(pos + offset, 2 * k, s), 5 * kTableBound));
    CHECK_THAT(m.m10 * sn + m.m11 * cs, WithinAbs(pe::coordinate(pos + offset, 2 * k + 1, s), 5 * kTableBound));

    SECTION("it is a rotation: cos on the diagonal, sin and -sin off it") {
        CHECK(m.m00 == m.m11);
        CHECK(m.m01 == -m.m10);
        CHECK_THAT(m.m00 * m.m00 + m.m01 * m.m01, WithinAbs(1.0, 4e-16));
    }
    SECTION("the opposite offset undoes it") {
        const pe::Matrix2 back = pe::shiftMatrix(k, -offset, s);
        CHECK_THAT(back.m00 * m.m00 + back.m01 * m.m10, WithinAbs(1.0, 1e-15));
        CHECK_THAT(back.m00 * m.m01 + back.m01 * m.m11, WithinAbs(0.0, 1e-15));
        CHECK_THAT(back.m10 * m.m00 + back.m11 * m.m10, WithinAbs(0.0, 1e-15));
        CHECK_THAT(back.m10 * m.m01 + back.m11 * m.m11, WithinAbs(1.0, 1e-15));
    }
}

TEST_CASE("A shift by 0 is the identity", "[encoding][shift]") {
    const pe::Matrix2 m = pe::shiftMatrix(0, 0, pe::Settings{});
    CHECK(m.m00 == 1.0);
    CHECK(m.m01 == 0.0);
    CHECK(m.m10 == 0.0);
    CHECK(m.m11 == 1.0);
}

TEST_CASE("Dot products depend only on the offset between the positions", "[encoding][dot]") {
    const auto [d, base, p, q] = GENERATE(table<int, double, double, double>({
        {4, 10000, 8, 3}, {4, 10000, -2.5, 2.5}, {64, 2, 7, 3}, {512, 10000, 100, 40},
        {512, 10000, 0.1, -0.3}, {4096, 1.0001, 30000, -30000}, {4096, 10000, -65536, 0},
    }));
    CAPTURE(d, base, p, q);
    const pe::Settings s = pe::makeSettings(d, base, "interleaved");
    const double pairs = d / 2;
    const double value = pe::dot(p, q, s);

    SECTION("symmetric: a negative gap scores like a positive one") {
        CHECK_THAT(pe::dot(q, p, s), WithinAbs(value, 1e-15 * pairs));
        for (int k = 0; k < d / 2; k += 1 + d / 16) CHECK(pe::pairDot(k, p, q, s) == pe::pairDot(k, q, p, s));
    }
    SECTION("the same for the same gap anywhere") {
        // (Only where both shifted positions are doubles: 0.1 - 1000.25 is not, and its rounding
        // changes the gap by about 1e-13, and the dot product by more than the core's error.)
        const auto isExactSum = [](double a, double b) {
            const double sum = a + b, back = sum - a;
            return (a - (sum - back)) + (b - back) == 0;
        };
        int checked = 0;
        for (double shift : {1.0, -1000.25, 20000.0, 0.5}) {
            CAPTURE(shift);
            if (!isExactSum(p, shift) || !isExactSum(q, shift)) continue;
            CHECK_THAT(pe::dot(p + shift, q + shift, s), WithinAbs(value, 2 * kTableBound * pairs));
            ++checked;
        }
        CHECK(checked >= (p == 0.1 ? 0 : 3));
    }
    SECTION("the sum of the pair terms and the product of the table rows") {
        double sum = 0;
        for (int k = 0; k < d / 2; ++k) sum += pe::pairDot(k, p, q, s);
        CHECK_THAT(value, WithinAbs(sum, 1e-15 * pairs));
        const auto t = pe::table({p, q}, s);
        double product = 0;
        for (std::size_t i = 0; i < static_cast<std::size_t>(d); ++i) product += t[i] * t[static_cast<std::size_t>(d) + i];
        CHECK_THAT(value, WithinAbs(product, 3 * kTableBound * pairs));
    }
    SECTION("a position with itself gives d_model/2") {
        CHECK(pe::dot(p, p, s) == pairs);
    }
}
