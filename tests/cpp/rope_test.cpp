// RoPE (cpp/rope.hpp): the scaled frequencies, the attention factor, rotations, scores and the
// decay bound against tests/reference/rope_reference.tsv (mpmath, from the papers' formulas); the
// bridge to the sinusoidal table; the layouts and the direction of the rotation; the formulas
// instantiated with another number type; and every refusal.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <string>
#include <vector>

#include "rope.hpp"
#include "rope_frequency.hpp"
#include "rope_presets.hpp"
#include "rope_reference_data.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

// What the core promises (docs/rope.md, "Precision"): θ'_k and the attention factor within
// kRelative of exact; a rotated pair within (|m|·kPerPosition + kRounding) of its length, the
// error of m·θ'_k growing with |m| because θ'_k is a double; a score within the same times the
// sum of the pairs' |q||k| with |m − n| for |m|.
constexpr double kRelative = 1e-15;
constexpr double kPerPosition = 2.5e-16;
constexpr double kRounding = 1.5e-15;

pe::RopeSettings settingsOf(int d, double base, const char* layout = "interleaved",
                            pe::RopeScaling scaling = {}) {
    return pe::RopeSettings{pe::makeSettings(d, base, layout), scaling};
}

pe::RopeScaling linear(double s) {
    pe::RopeScaling sc;
    sc.type = pe::RopeScalingType::linear;
    sc.factor = s;
    return sc;
}
pe::RopeScaling ntk(double s) {
    pe::RopeScaling sc = linear(s);
    sc.type = pe::RopeScalingType::ntk;
    return sc;
}
pe::RopeScaling dynamic(double s, double original, double length) {
    pe::RopeScaling sc = linear(s);
    sc.type = pe::RopeScalingType::dynamic;
    sc.originalContext = original;
    sc.length = length;
    return sc;
}
pe::RopeScaling yarn(double s, double original) {
    pe::RopeScaling sc = linear(s);
    sc.type = pe::RopeScalingType::yarn;
    sc.originalContext = original;
    return sc;
}
pe::RopeScaling llama3(double s, double original, double low, double high) {
    pe::RopeScaling sc = linear(s);
    sc.type = pe::RopeScalingType::llama3;
    sc.originalContext = original;
    sc.lowFreqFactor = low;
    sc.highFreqFactor = high;
    return sc;
}

// Pair j's two coordinates under the layout, written out (not the core's coordinateIndex).
std::pair<std::size_t, std::size_t> pairOf(int j, int d, pe::Layout layout) {
    if (layout == pe::Layout::interleaved) return {2u * j, 2u * j + 1};
    return {static_cast<std::size_t>(j), static_cast<std::size_t>(j + d / 2)};
}

double pairLength(const std::vector<double>& x, int j, int d, pe::Layout layout) {
    const auto [a, b] = pairOf(j, d, layout);
    return std::hypot(x[a], x[b]);
}

// Scalings of every method, for sweeps.
std::vector<pe::RopeScaling> everyScaling() {
    return {pe::RopeScaling{}, linear(4), ntk(8), dynamic(2, 2048, 8192), dynamic(3, 2048, 100),
            yarn(16, 4096), llama3(8, 8192, 1, 4)};
}

std::vector<double> pattern(int d, int a, int b) {
    std::vector<double> v(static_cast<std::size_t>(d));
    for (int j = 0; j < d; ++j) v[static_cast<std::size_t>(j)] = ((j * a + b) % 23 - 11) / 8.0;
    return v;
}

// Every pair (1, 0): the query or key whose score is the sinusoidal dot product.
std::vector<double> unitPairs(const pe::Settings& s) {
    std::vector<double> e(static_cast<std::size_t>(s.dModel), 0.0);
    for (int j = 0; j < s.dModel / 2; ++j) e[static_cast<std::size_t>(pe::coordinateIndex(j, true, s))] = 1;
    return e;
}

} // namespace

TEST_CASE("RoPE's scaled frequencies and YaRN's attention factor are exact", "[rope][reference]") {
    const auto& ref = ropeRef::data();
    double worst = 0;
    for (const auto& row : ref.thetas) {
        const auto& s = ref.setting(row.id);
        CAPTURE(s.describe, row.k, row.line);
        const double got = pe::ropeFrequency(row.k, s.settings);
        CHECK_THAT(got, WithinRel(row.value, kRelative));
        worst = std::max(worst, std::fabs(got - row.value) / row.value);
        CHECK_THAT(pe::ropeWavelength(row.k, s.settings), WithinRel(pe::kTwoPi / row.value, 2 * kRelative));
    }
    for (const auto& row : ref.attentions) {
        const auto& s = ref.setting(row.id);
        CAPTURE(s.describe, row.line);
        CHECK_THAT(pe::ropeAttentionFactor(s.settings), WithinRel(row.value, kRelative));
    }
    // Every method and the corners of YaRN's correction range are in the file.
    for (const char* id : {"linear8", "ntk64", "dynamic", "dynamicShort", "yarnLlama2", "yarnNoTruncate",
                           "yarnBetas", "yarnPastEnd", "yarnTinyContext", "llama31", "llama3Small"})
        CHECK(ref.settings.count(id) == 1);
    CHECK(worst < kRelative);
}

TEST_CASE("RoPE rotates every pair counter-clockwise by m·θ'_k, as mpmath does", "[rope][reference]") {
    const auto& ref = ropeRef::data();
    for (const auto& row : ref.rotations) {
        const auto& s = ref.setting(row.id);
        CAPTURE(s.describe, row.m, row.line);
        const pe::Settings& st = s.settings.settings;
        const std::vector<double> got = pe::ropeRotate(row.x, row.m, s.settings);
        REQUIRE(got.size() == row.out.size());
        for (int j = 0; j < st.dModel / 2; ++j) {
            const auto [a, b] = pairOf(j, st.dModel, st.layout);
            const double tol = (std::fabs(row.m) * kPerPosition + kRounding) * pairLength(row.x, j, st.dModel, st.layout);
            CAPTURE(j);
            CHECK_THAT(got[a], WithinAbs(row.out[a], tol));
            CHECK_THAT(got[b], WithinAbs(row.out[b], tol));
        }
    }
}

TEST_CASE("RoPE rotates a sequence of evenly spaced positions by the table's fast path, as exactly", "[rope][reference]") {
    const auto& ref = ropeRef::data();
    std::string current;
    std::vector<double> out;
    for (const auto& row : ref.ranges) {
        const auto& s = ref.setting(row.id);
        const pe::Settings& st = s.settings.settings;
        const auto d = static_cast<std::size_t>(st.dModel);
        CAPTURE(s.describe, row.r, row.line);
        // The whole range at once, as a caller does, with the same x in every row.
        std::vector<double> positions(row.count), x(row.count * d);
        for (std::size_t r = 0; r < row.count; ++r) {
            volatile double offset = static_cast<double>(r) * row.step; // two roundings, as the file's m
            positions[r] = row.start + offset;
            std::copy(row.x.begin(), row.x.end(), x.begin() + static_cast<std::ptrdiff_t>(r * d));
        }
        REQUIRE(positions[row.r] == row.m);
        out.assign(row.count * d, 0.0);
        pe::ropeRotateRows(x.data(), x.size(), positions.data(), row.count, s.settings, out.data());
        for (int j = 0; j < st.dModel / 2; ++j) {
            const auto [a, b] = pairOf(j, st.dModel, st.layout);
            const double tol = (std::fabs(row.m) * kPerPosition + kRounding) * pairLength(row.x, j, st.dModel, st.layout);
            CAPTURE(j);
            CHECK_THAT(out[row.r * d + a], WithinAbs(row.out[a], tol));
            CHECK_THAT(out[row.r * d + b], WithinAbs(row.out[b], tol));
        }
    }
}

TEST_CASE("RoPE's score and decay bound match mpmath", "[rope][reference]") {
    const auto& ref = ropeRef::data();
    for (const auto& row : ref.scores) {
        const auto& s = ref.setting(row.id);
        const pe::Settings& st = s.settings.settings;
        CAPTURE(s.describe, row.m, row.n, row.line);
        double scale = 0;
        for (int j = 0; j < st.dModel / 2; ++j)
            scale += pairLength(row.q, j, st.dModel, st.layout) * pairLength(row.k, j, st.dModel, st.layout);
        const double tol = (std::fabs(row.m - row.n) * kPerPosition + kRounding) * scale;
        CHECK_THAT(pe::ropeScore(row.q, row.k, row.m, row.n, s.settings), WithinAbs(row.value, tol));
    }
    for (const auto& row : ref.decays) {
        const auto& s = ref.setting(row.id);
        CAPTURE(s.describe, row.r, row.line);
        // Partial sum S_j adds j terms, each off by the error of its angle: at most d/4 of them on average.
        const double tol = (std::fabs(row.r) * kPerPosition + kRounding) * s.settings.settings.dModel / 4;
        CHECK_THAT(pe::ropeDecayBound(row.r, s.settings), WithinAbs(row.value, tol));
    }
}

TEST_CASE("Without scaling RoPE's frequencies are the table's ω_k and its angles the table's, bit for bit", "[rope][bridge]") {
    const int d = GENERATE(2, 4, 6, 64, 128, 512, 4096);
    const double base = GENERATE(100.0, 10000.0, 500000.0, 1e6);
    const char* layout = GENERATE("interleaved", "concatenated");
    CAPTURE(d, base, layout);
    const pe::RopeSettings rs = settingsOf(d, base, layout);
    const pe::Settings& s = rs.settings;
    CHECK(pe::ropeFrequencies(rs) == pe::frequencies(s));
    // Each pair (1, 0) turned by m·θ_k is (cos, sin) of the table's angle: PE(m)'s pair k reversed.
    for (const double m : {0.0, 1.0, -3.0, 7.25, 4095.0, 65536.0, -1e6, 1e15 + 7}) {
        CAPTURE(m);
        const std::vector<double> turned = pe::ropeRotate(unitPairs(s), m, rs);
        const std::vector<double> row = pe::table({m}, s);
        for (int j = 0; j < d / 2; ++j) {
            const int first = pe::coordinateIndex(j, true, s), second = pe::coordinateIndex(j, false, s);
            CHECK(turned[static_cast<std::size_t>(first)] == row[static_cast<std::size_t>(second)]);
            CHECK(turned[static_cast<std::size_t>(second)] == row[static_cast<std::size_t>(first)]);
        }
    }
}

TEST_CASE("The bridge: with every pair of q and k (1, 0), the score is PE(m) · PE(n)", "[rope][bridge]") {
    const int d = GENERATE(2, 4, 8, 64, 128, 512);
    const double base = GENERATE(100.0, 10000.0, 1e6);
    const char* layout = GENERATE("interleaved", "concatenated");
    CAPTURE(d, base, layout);
    const pe::RopeSettings rs = settingsOf(d, base, layout);
    const std::vector<double> e = unitPairs(rs.settings);
    const double positions[] = {0, 1, 2, -3, 5.5, 100, 4096, 65536, -65536, 12345.678, 1e9};
    for (const double m : positions)
        for (const double n : positions) {
            CAPTURE(m, n);
            CHECK(pe::ropeScore(e, e, m, n, rs) == pe::dot(m, n, rs.settings));
        }
    // And the same through the rotated vectors themselves, as the issue defines the score.
    for (const double m : {3.0, -40.0, 1000.0})
        for (const double n : {0.0, 7.0, -2.5}) {
            const std::vector<double> qm = pe::ropeRotate(e, m, rs), kn = pe::ropeRotate(e, n, rs);
            double product = 0;
            for (std::size_t j = 0; j < qm.size(); ++j) product += qm[j] * kn[j];
            CHECK_THAT(product, WithinAbs(pe::dot(m, n, rs.settings), 1e-12 * d));
        }
}

TEST_CASE("The score depends on the signed offset m − n only, for every scaling", "[rope][bridge]") {
    const int d = GENERATE(4, 64, 128);
    const char* layout = GENERATE("interleaved", "concatenated");
    const pe::RopeScaling scaling = GENERATE(from_range(everyScaling()));
    CAPTURE(d, layout, pe::ropeScalingName(scaling.type));
    const pe::RopeSettings rs = settingsOf(d, 10000, layout, scaling);
    const std::vector<double> q = pattern(d, 5, 3), k = pattern(d, 13, 7);
    for (const double m : {0.0, 9.0, 300.0})
        for (const double n : {0.0, 4.0, 1000.0}) {
            CAPTURE(m, n);
            const double score = pe::ropeScore(q, k, m, n, rs);
            for (const double shift : {1.0, -17.0, 4096.0, 0.5})
                CHECK_THAT(pe::ropeScore(q, k, m + shift, n + shift, rs), WithinAbs(score, 1e-11));
            // rotate(q, m) · rotate(k, n), multiplied out
            const std::vector<double> qm = pe::ropeRotate(q, m, rs), kn = pe::ropeRotate(k, n, rs);
            double product = 0;
            for (std::size_t j = 0; j < qm.size(); ++j) product += qm[j] * kn[j];
            CHECK_THAT(score, WithinAbs(product, 1e-11));
            // The sign of the offset counts: swapping m and n changes the score of these q and k.
            if (m != n) CHECK(std::fabs(pe::ropeScore(q, k, n, m, rs) - score) > 1e-6);
        }
}

TEST_CASE("The layouts pair (2k, 2k + 1) or (k, k + d/2), and the rotation is counter-clockwise", "[rope][layout]") {
    const int d = 8;
    for (const char* layout : {"interleaved", "concatenated"}) {
        CAPTURE(layout);
        const pe::RopeSettings rs = settingsOf(d, 100, layout);
        for (int j = 0; j < d / 2; ++j) {
            const auto [a, b] = pairOf(j, d, rs.settings.layout);
            std::vector<double> x(d, 0.0);
            x[a] = 1;
            const double m = 2;
            const double angle = m * std::pow(100.0, -2.0 * j / d);
            const std::vector<double> out = pe::ropeRotate(x, m, rs);
            for (std::size_t i = 0; i < out.size(); ++i) {
                CAPTURE(j, i);
                if (i == a) CHECK_THAT(out[i], WithinAbs(std::cos(angle), 1e-15));
                else if (i == b) CHECK_THAT(out[i], WithinAbs(std::sin(angle), 1e-15)); // anticlockwise: +sin
                else CHECK(out[i] == 0);
            }
        }
    }
    // d_model 2, θ_0 = 1: (1, 0) at m = 1 is (cos 1, sin 1), above the axis.
    const std::vector<double> turned = pe::ropeRotate({1, 0}, 1, settingsOf(2, 10000));
    CHECK_THAT(turned[0], WithinAbs(0.54030230586813971740, 1e-16));
    CHECK_THAT(turned[1], WithinAbs(0.84147098480789650665, 1e-16));
}

TEST_CASE("Scaling methods at their edges", "[rope][scaling]") {
    const int d = GENERATE(2, 4, 64, 128);
    CAPTURE(d);
    const pe::RopeSettings plain = settingsOf(d, 10000);
    const std::vector<double> theta = pe::ropeFrequencies(plain);
    SECTION("dynamic NTK leaves θ_k as it is while the sequence fits the original context") {
        for (const double length : {1.0, 100.0, 2048.0})
            CHECK(pe::ropeFrequencies(settingsOf(d, 10000, "interleaved", dynamic(4, 2048, length))) == theta);
        const std::vector<double> grown = pe::ropeFrequencies(settingsOf(d, 10000, "interleaved", dynamic(4, 2048, 2049)));
        for (std::size_t k = 1; k < grown.size(); ++k) CHECK(grown[k] < theta[k]);
    }
    SECTION("a factor of 1 changes nothing") {
        for (const pe::RopeScaling& sc : {linear(1), ntk(1), yarn(1, 4096), llama3(1, 8192, 1, 4)}) {
            CAPTURE(pe::ropeScalingName(sc.type));
            const std::vector<double> same = pe::ropeFrequencies(settingsOf(d, 10000, "interleaved", sc));
            for (std::size_t k = 0; k < theta.size(); ++k) CHECK_THAT(same[k], WithinRel(theta[k], 1e-15));
        }
    }
    SECTION("pair 0 keeps θ_0 = 1 under NTK, d_model 2 included, and every method but linear keeps the fastest pairs") {
        CHECK(pe::ropeFrequency(0, settingsOf(d, 10000, "interleaved", ntk(8))) == 1);
        CHECK(pe::ropeFrequency(0, settingsOf(d, 10000, "interleaved", dynamic(8, 100, 1000))) == 1);
        CHECK(pe::ropeFrequency(0, settingsOf(d, 10000, "interleaved", yarn(8, 4096))) == 1);
        CHECK(pe::ropeFrequency(0, settingsOf(d, 10000, "interleaved", llama3(8, 8192, 1, 4))) == 1);
        CHECK(pe::ropeFrequency(0, settingsOf(d, 10000, "interleaved", linear(8))) == 0.125);
    }
    SECTION("YaRN's attention factor is 0.1·ln(factor) + 1, and 1 for the others") {
        CHECK_THAT(pe::ropeAttentionFactor(settingsOf(d, 10000, "interleaved", yarn(16, 4096))),
                   WithinRel(1.27725887222397812377, 1e-15)); // 0.1 ln 16 + 1
        for (const pe::RopeScaling& sc : everyScaling())
            if (sc.type != pe::RopeScalingType::yarn)
                CHECK(pe::ropeAttentionFactor(settingsOf(d, 10000, "interleaved", sc)) == 1);
    }
}

TEST_CASE("The presets are the numbers of their config.json files", "[rope][presets]") {
    // Written out from the files docs/rope.md names, not read from the header.
    REQUIRE(pe::kRopePresets.size() == 5);
    const auto& p = pe::kRopePresets;
    CHECK(std::string(p[0].name) == "Llama 2");
    CHECK((p[0].dModel == 128 && p[0].base == 10000 && p[0].context == 4096));
    CHECK(std::string(p[1].name) == "Llama 3");
    CHECK((p[1].base == 500000 && p[1].context == 8192));
    CHECK(std::string(p[2].name) == "Llama 3.1");
    CHECK((p[2].base == 500000 && p[2].scaling == pe::RopeScalingType::llama3 && p[2].factor == 8 &&
           p[2].lowFreqFactor == 1 && p[2].highFreqFactor == 4 && p[2].originalContext == 8192 && p[2].context == 131072));
    CHECK(std::string(p[3].name) == "Code Llama");
    CHECK((p[3].base == 1e6 && p[3].context == 16384));
    CHECK(std::string(p[4].name) == "Qwen2");
    CHECK((p[4].base == 1e6 && p[4].context == 32768));
    for (const pe::RopePreset& preset : p) {
        CAPTURE(preset.name);
        CHECK(preset.dModel == 128);
        pe::RopeScaling sc;
        sc.type = preset.scaling;
        if (sc.type != pe::RopeScalingType::none) {
            sc.factor = preset.factor;
            sc.originalContext = preset.originalContext;
            sc.lowFreqFactor = preset.lowFreqFactor;
            sc.highFreqFactor = preset.highFreqFactor;
        }
        CHECK_NOTHROW(pe::validate(pe::RopeSettings{pe::Settings{preset.dModel, preset.base, preset.layout}, sc}));
    }
}

namespace {
// A number type of its own, with the functions the formulas need found by argument-dependent
// lookup: what a type with more precision than double plugs in.
namespace wide {
struct Real {
    long double v;
    Real(double x = 0) : v(x) {}
    Real(int x) : v(x) {}
    static Real of(long double x) {
        Real r;
        r.v = x;
        return r;
    }
};
Real operator+(Real a, Real b) { return Real::of(a.v + b.v); }
Real operator-(Real a, Real b) { return Real::of(a.v - b.v); }
Real operator*(Real a, Real b) { return Real::of(a.v * b.v); }
Real operator/(Real a, Real b) { return Real::of(a.v / b.v); }
bool operator<(Real a, Real b) { return a.v < b.v; }
bool operator>(Real a, Real b) { return a.v > b.v; }
bool operator==(Real a, Real b) { return a.v == b.v; }
Real pow(Real a, Real b) { return Real::of(std::pow(a.v, b.v)); }
Real log(Real a) { return Real::of(std::log(a.v)); }
Real floor(Real a) { return Real::of(std::floor(a.v)); }
Real ceil(Real a) { return Real::of(std::ceil(a.v)); }
} // namespace wide
} // namespace

TEST_CASE("The scaled-frequency formulas are written once for any number type", "[rope][generic]") {
    const pe::RopeScaling scaling = GENERATE(from_range(everyScaling()));
    const int d = GENERATE(4, 128);
    CAPTURE(pe::ropeScalingName(scaling.type), d);
    const pe::RopeSettings rs = settingsOf(d, 500000, "concatenated", scaling);
    for (int k = 0; k < d / 2; ++k) {
        CAPTURE(k);
        const double dbl = pe::ropeFrequency(k, rs);
        const long double ld = pe::rope::scaledFrequency<long double>(k, rs);
        const wide::Real w = pe::rope::scaledFrequency<wide::Real>(k, rs);
        CHECK_THAT(static_cast<double>(ld), WithinRel(dbl, 1e-15));
        CHECK(w.v == ld);
    }
    CHECK(static_cast<double>(pe::rope::attentionFactor<long double>(rs)) == Approx(pe::ropeAttentionFactor(rs)));
}

TEST_CASE("A sequence rotated at once equals each vector rotated alone", "[rope][rows]") {
    const char* layout = GENERATE("interleaved", "concatenated");
    const pe::RopeScaling scaling = GENERATE(pe::RopeScaling{}, llama3(8, 8192, 1, 4));
    const int d = 128;
    const pe::RopeSettings rs = settingsOf(d, 500000, layout, scaling);
    SECTION("evenly spaced positions (the fast path), within a few ulps") {
        const std::size_t count = 700;
        std::vector<double> positions(count), x(count * d), out(count * d);
        for (std::size_t r = 0; r < count; ++r) {
            positions[r] = 3.0 + static_cast<double>(r);
            for (int j = 0; j < d; ++j) x[r * d + static_cast<std::size_t>(j)] = ((static_cast<int>(r) * 7 + j * 3) % 19 - 9) / 4.0;
        }
        pe::ropeRotateRows(x.data(), x.size(), positions.data(), count, rs, out.data());
        for (std::size_t r = 0; r < count; r += 23) {
            const std::vector<double> row(x.begin() + static_cast<std::ptrdiff_t>(r * d), x.begin() + static_cast<std::ptrdiff_t>((r + 1) * d));
            const std::vector<double> alone = pe::ropeRotate(row, positions[r], rs);
            for (int j = 0; j < d; ++j) CHECK_THAT(out[r * d + static_cast<std::size_t>(j)], WithinAbs(alone[static_cast<std::size_t>(j)], 1e-13));
        }
    }
    SECTION("other positions, bit for bit") {
        const std::vector<double> positions = {5, -2, 1e5, 0.25, 7};
        std::vector<double> x(positions.size() * d), out(x.size());
        for (std::size_t j = 0; j < x.size(); ++j) x[j] = static_cast<double>(j % 11) - 5;
        pe::ropeRotateRows(x.data(), x.size(), positions.data(), positions.size(), rs, out.data());
        for (std::size_t r = 0; r < positions.size(); ++r) {
            const std::vector<double> row(x.begin() + static_cast<std::ptrdiff_t>(r * d), x.begin() + static_cast<std::ptrdiff_t>((r + 1) * d));
            const std::vector<double> alone = pe::ropeRotate(row, positions[r], rs);
            CHECK(std::equal(alone.begin(), alone.end(), out.begin() + static_cast<std::ptrdiff_t>(r * d)));
        }
    }
    SECTION("a refusal comes before anything is written") {
        const std::vector<double> positions = {0, 1, 2, testing::kNaN};
        std::vector<double> x(positions.size() * d, 1.0), out(x.size(), 42.0);
        CHECK_THROWS_WITH(pe::ropeRotateRows(x.data(), x.size(), positions.data(), positions.size(), rs, out.data()),
                          "m[3] must be a finite number (a position); received NaN.");
        CHECK(std::all_of(out.begin(), out.end(), [](double v) { return v == 42.0; }));
        x[d + 5] = testing::kInf;
        std::vector<double> three(positions.begin(), positions.begin() + 3);
        CHECK_THROWS_WITH(pe::ropeRotateRows(x.data(), 3 * d, three.data(), 3, rs, out.data()),
                          "x[133] (row 1, coordinate 5) must be a finite number; received Infinity.");
        CHECK(std::all_of(out.begin(), out.end(), [](double v) { return v == 42.0; }));
    }
}

namespace {
std::vector<pe::SpecParam> fields(std::initializer_list<pe::SpecParam> list) { return list; }
pe::SpecParam num(const char* name, double v) { return pe::SpecParam{name, v, true, ""}; }
pe::SpecParam text(const char* name, const char* json) { return pe::SpecParam{name, 0, false, json}; }
std::string refusal(const std::vector<pe::SpecParam>& f) {
    return testing::inputErrorMessage([&] { pe::readRopeScaling(f); });
}
} // namespace

TEST_CASE("A scaling object is read field by field", "[rope][scaling][read]") {
    const pe::RopeScaling y = pe::readRopeScaling(
        fields({text("type", "\"yarn\""), num("factor", 16), num("originalContext", 4096)}));
    CHECK(y.type == pe::RopeScalingType::yarn);
    CHECK((y.factor == 16 && y.originalContext == 4096 && y.betaFast == 32 && y.betaSlow == 1 && y.truncate));
    const pe::RopeScaling y2 = pe::readRopeScaling(fields({text("type", "\"yarn\""), num("factor", 32),
                                                             num("originalContext", 4096), num("betaFast", 16),
                                                             num("betaSlow", 2), text("truncate", "false")}));
    CHECK((y2.betaFast == 16 && y2.betaSlow == 2 && !y2.truncate));
    const pe::RopeScaling l = pe::readRopeScaling(fields({text("type", "\"llama3\""), num("factor", 8),
                                                            num("originalContext", 8192), num("lowFreqFactor", 1),
                                                            num("highFreqFactor", 4)}));
    CHECK((l.type == pe::RopeScalingType::llama3 && l.lowFreqFactor == 1 && l.highFreqFactor == 4));
    const pe::RopeScaling dy = pe::readRopeScaling(
        fields({text("type", "\"dynamic\""), num("factor", 2), num("originalContext", 2048), num("length", 9000)}));
    CHECK((dy.type == pe::RopeScalingType::dynamic && dy.length == 9000));
    CHECK(pe::readRopeScaling(fields({text("type", "\"ntk\""), num("factor", 8)})).type == pe::RopeScalingType::ntk);
    CHECK(pe::readRopeScaling(fields({num("factor", 8), text("type", "\"linear\"")})).factor == 8);
}

TEST_CASE("A bad scaling is refused with a sentence naming the field, the value and the range", "[rope][scaling][refusal]") {
    const auto type = [](const char* t) { return text("type", t); };
    // (fields, the sentence)
    const std::vector<std::pair<std::vector<pe::SpecParam>, std::string>> cases = {
        {fields({num("factor", 2)}),
         "scaling.type is missing; it is one of \"linear\", \"ntk\", \"dynamic\", \"yarn\" or \"llama3\" (or scaling null for none)."},
        {fields({type("\"rope\""), num("factor", 2)}),
         "scaling.type must be one of \"linear\", \"ntk\", \"dynamic\", \"yarn\" or \"llama3\" (or scaling null for none); received \"rope\"."},
        {fields({num("type", 3)}),
         "scaling.type must be one of \"linear\", \"ntk\", \"dynamic\", \"yarn\" or \"llama3\" (or scaling null for none); received 3."},
        {fields({type("\"linear\"")}),
         "scaling.factor is missing: linear scaling needs it, a finite number of at least 1."},
        {fields({type("\"linear\""), num("factor", 0.5)}),
         "scaling.factor must be a finite number of at least 1; received 0.5."},
        {fields({type("\"ntk\""), num("factor", testing::kInf)}),
         "scaling.factor must be a finite number of at least 1; received Infinity."},
        {fields({type("\"linear\""), text("factor", "\"4\"")}),
         "scaling.factor must be a finite number of at least 1; received \"4\"."},
        {fields({type("\"linear\""), num("factor", 2), num("originalContext", 4096)}),
         "scaling.originalContext is not a field of linear scaling, which takes type and factor."},
        {fields({type("\"yarn\""), num("factor", 2), num("originalContext", 4096), num("lowFreqFactor", 1)}),
         "scaling.lowFreqFactor is not a field of yarn scaling, which takes type, factor, originalContext, betaFast, betaSlow and truncate."},
        {fields({type("\"dynamic\""), num("factor", 2), num("originalContext", 4096)}),
         "scaling.length is missing: dynamic scaling needs it, a whole number of tokens from 1 to 10^9."},
        {fields({type("\"dynamic\""), num("factor", 2), num("originalContext", 4096.5), num("length", 10)}),
         "scaling.originalContext must be a whole number of tokens from 1 to 10^9; received 4096.5."},
        {fields({type("\"dynamic\""), num("factor", 2), num("originalContext", 4096), num("length", 0)}),
         "scaling.length must be a whole number of tokens from 1 to 10^9; received 0."},
        {fields({type("\"yarn\""), num("factor", 4)}),
         "scaling.originalContext is missing: yarn scaling needs it, a whole number of tokens from 1 to 10^9."},
        {fields({type("\"yarn\""), num("factor", 4), num("originalContext", 4096), num("betaFast", 1), num("betaSlow", 32)}),
         "scaling.betaSlow must be below scaling.betaFast; received betaFast 1 and betaSlow 32."},
        {fields({type("\"yarn\""), num("factor", 4), num("originalContext", 4096), num("betaSlow", 32)}),
         "scaling.betaSlow must be below scaling.betaFast; received betaFast 32 and betaSlow 32."},
        {fields({type("\"yarn\""), num("factor", 4), num("originalContext", 4096), num("betaSlow", -1)}),
         "scaling.betaSlow must be a finite number above 0; received -1."},
        {fields({type("\"yarn\""), num("factor", 4), num("originalContext", 4096), num("truncate", 1)}),
         "scaling.truncate must be true or false; received 1."},
        {fields({type("\"llama3\""), num("factor", 8), num("originalContext", 8192), num("lowFreqFactor", 4), num("highFreqFactor", 1)}),
         "scaling.lowFreqFactor must be below scaling.highFreqFactor; received lowFreqFactor 4 and highFreqFactor 1."},
        {fields({type("\"llama3\""), num("factor", 8), num("originalContext", 8192), num("lowFreqFactor", 1)}),
         "scaling.highFreqFactor is missing: llama3 scaling needs it, a finite number above 0."},
        {fields({type("\"linear\""), num("factor", 2), num("factor", 3)}), "scaling.factor is given twice."},
    };
    for (const auto& [f, sentence] : cases) {
        CAPTURE(sentence);
        CHECK(refusal(f) == sentence);
    }
    // The quiz's prefix, and a scaling built in C++.
    CHECK_THROWS_WITH(pe::readRopeScaling(fields({text("type", "\"linear\""), num("factor", 0)}),
                                          PE_MESSAGE("core-question-spec-prefix")),
                      Catch::Matchers::StartsWith("question spec: scaling.factor must be"));
    CHECK_THROWS_WITH(pe::validate(llama3(8, 8192, 2, 2)), Catch::Matchers::StartsWith("scaling.lowFreqFactor must be below"));
}

TEST_CASE("Vectors and positions are refused by name", "[rope][refusal]") {
    const pe::RopeSettings rs = settingsOf(4, 10000);
    CHECK_THROWS_WITH(pe::ropeRotate({1, 2, 3}, 1, rs), "x must hold d_model = 4 numbers, one per coordinate; received 3.");
    CHECK_THROWS_WITH(pe::ropeRotate({1, 2, testing::kNaN, 4}, 1, rs), "x[2] must be a finite number; received NaN.");
    CHECK_THROWS_WITH(pe::ropeRotate({1, 2, 3, 4}, testing::kInf, rs), "m must be a finite number (a position); received Infinity.");
    CHECK_THROWS_WITH(pe::ropeScore({1, 2, 3, 4}, {1, 2}, 1, 2, rs), "k must hold d_model = 4 numbers, one per coordinate; received 2.");
    CHECK_THROWS_WITH(pe::ropeScore({1, 2, 3, testing::kInf}, {1, 2, 3, 4}, 1, 2, rs), "q[3] must be a finite number; received Infinity.");
    CHECK_THROWS_WITH(pe::ropeScore({1, 2, 3, 4}, {1, 2, 3, 4}, 1, testing::kNaN, rs), "n must be a finite number (the key's position); received NaN.");
    CHECK_THROWS_WITH(pe::ropeDecayBound(testing::kNaN, rs), "r must be a finite number (a relative distance); received NaN.");
    CHECK_THROWS_WITH(pe::ropeFrequency(2, rs), "The pair index k must be a whole number from 0 to 1 (d_model/2 - 1); received 2.");
    CHECK_THROWS_WITH(pe::ropeFrequencies(pe::RopeSettings{pe::Settings{5, 10000, pe::Layout::interleaved}, {}}),
                      Catch::Matchers::StartsWith("d_model must be a positive even integer"));
}

TEST_CASE("RoPE's measured error against mpmath", "[.][rope][measure]") {
    // Run by hand (pe_core_tests "[measure]"): the figures docs/rope.md states.
    const auto& ref = ropeRef::data();
    double theta = 0, rotation = 0, rotationPerM = 0, score = 0;
    for (const auto& row : ref.thetas)
        theta = std::max(theta, std::fabs(pe::ropeFrequency(row.k, ref.setting(row.id).settings) - row.value) / row.value);
    for (const auto& row : ref.rotations) {
        const auto& st = ref.setting(row.id).settings;
        const std::vector<double> got = pe::ropeRotate(row.x, row.m, st);
        for (int j = 0; j < st.settings.dModel / 2; ++j) {
            const auto [a, b] = pairOf(j, st.settings.dModel, st.settings.layout);
            const double len = pairLength(row.x, j, st.settings.dModel, st.settings.layout);
            const double e = std::max(std::fabs(got[a] - row.out[a]), std::fabs(got[b] - row.out[b])) / len;
            if (std::fabs(row.m) <= 4096) rotation = std::max(rotation, e);
            if (row.m != 0) rotationPerM = std::max(rotationPerM, e / std::fabs(row.m));
        }
    }
    for (const auto& row : ref.scores)
        score = std::max(score, std::fabs(pe::ropeScore(row.q, row.k, row.m, row.n, ref.setting(row.id).settings) - row.value));
    std::cout << "theta' relative " << theta << "; rotation / |pair| for |m| <= 4096 " << rotation
              << "; rotation / |pair| / |m| " << rotationPerM << "; score absolute " << score << "\n";
}
