// The core against tests/reference/reference.tsv: values computed by make_reference.py with mpmath
// at 40 digits, for exactly the doubles written in the file.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

#include "encoding.hpp"
#include "reference_data.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using testing::kTableBound;

namespace {

// Frequencies and wavelengths are the doubles nearest the exact values: within half an ulp, 2^-53
// relative (1.2e-16 with the reference's 21 digits).
constexpr double kFrequencyRel = 1.2e-16;

std::vector<std::size_t> indices(std::size_t n) {
    std::vector<std::size_t> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = i;
    return v;
}

} // namespace

TEST_CASE("The reference data holds the worst cases of the promise", "[reference]") {
    // Guards against a regenerated file that silently lost its hardest rows.
    const auto& rows = ref::data().coords;
    REQUIRE(rows.size() > 5000);
    auto has = [&](auto pred) { return std::any_of(rows.begin(), rows.end(), pred); };
    CHECK(has([](const ref::CoordRow& r) { return r.pos == 65536 && r.config.dModel == 4096 && r.config.base == 1.0001; }));
    CHECK(has([](const ref::CoordRow& r) { return r.pos == -65536 && r.config.dModel == 4096; }));
    CHECK(has([](const ref::CoordRow& r) { return r.pos != std::floor(r.pos) && r.pos < 0; }));
    CHECK(has([](const ref::CoordRow& r) { return r.config.base == 2; }));
    CHECK(has([](const ref::CoordRow& r) { return r.config.base == 1e6; }));
    CHECK(has([](const ref::CoordRow& r) { return r.config.layout == "concatenated" && r.config.dModel == 4096; }));
    const auto& ranges = ref::rangeGroups();
    CHECK(std::any_of(ranges.begin(), ranges.end(), [](const ref::RangeGroup& g) { return g.count > 512; }));
    CHECK(std::any_of(ranges.begin(), ranges.end(), [](const ref::RangeGroup& g) { return g.count == 3; }));
}

TEST_CASE("Every table value is within 1e-15 of exact arithmetic for the reference positions and d_model up to 4096", "[encoding][reference][table]") {
    const std::size_t g = GENERATE(from_range(indices(ref::coordGroups().size())));
    const ref::CoordGroup& group = ref::coordGroups()[g];
    INFO(group.config.describe());
    const pe::Settings s = group.config.settings();
    const auto d = static_cast<std::size_t>(group.config.dModel);

    auto checkAll = [&](const std::vector<double>& t) {
        REQUIRE(t.size() == group.positions.size() * d);
        for (std::size_t n = 0; n < group.rows.size(); ++n) {
            const ref::CoordRow& r = group.rows[n];
            INFO("reference.tsv line " << r.line << ": pos " << r.pos << ", i " << r.i);
            CHECK_THAT(t[group.rowOf[n] * d + static_cast<std::size_t>(r.i)], WithinAbs(r.value, kTableBound));
        }
    };
    SECTION("table") { checkAll(pe::table(group.positions, s)); }
    SECTION("tableReference") { checkAll(pe::tableReference(group.positions, s)); }
    SECTION("tableInto") {
        std::vector<double> out(group.positions.size() * d, 7.0);
        pe::tableInto(group.positions.data(), group.positions.size(), s, out.data());
        checkAll(out);
    }
    SECTION("coordinate") {
        for (const ref::CoordRow& r : group.rows) {
            INFO("reference.tsv line " << r.line << ": pos " << r.pos << ", i " << r.i);
            CHECK_THAT(pe::coordinate(r.pos, r.i, s), WithinAbs(r.value, kTableBound));
        }
    }
}

TEST_CASE("Tables of evenly spaced positions are within 1e-15 of exact arithmetic", "[encoding][reference][table]") {
    // Evenly spaced positions take the core's split (anchor, block turn, row turn): rows at the
    // edges of blocks and anchors included.
    const std::size_t g = GENERATE(from_range(indices(ref::rangeGroups().size())));
    const ref::RangeGroup& group = ref::rangeGroups()[g];
    INFO(group.config.describe() << ": " << group.count << " positions from " << group.start << " by " << group.step);
    const pe::Settings s = group.config.settings();
    const auto d = static_cast<std::size_t>(group.config.dModel);
    const std::vector<double> positions = group.positions();

    auto checkAll = [&](const std::vector<double>& t) {
        REQUIRE(t.size() == group.count * d);
        for (const ref::RangeRow& r : group.rows) {
            INFO("reference.tsv line " << r.line << ": row " << r.r << ", pos " << r.pos << ", i " << r.i);
            REQUIRE(positions[r.r] == r.pos);
            CHECK_THAT(t[r.r * d + static_cast<std::size_t>(r.i)], WithinAbs(r.value, kTableBound));
        }
    };
    SECTION("table") { checkAll(pe::table(positions, s)); }
    SECTION("tableInto") {
        std::vector<double> out(group.count * d, 7.0);
        pe::tableInto(positions.data(), positions.size(), s, out.data());
        checkAll(out);
    }
    SECTION("tableReference") {
        if (group.count * d <= std::size_t{1} << 20) checkAll(pe::tableReference(positions, s));
    }
}

TEST_CASE("Frequencies are base to the power -2k over d_model", "[encoding][frequency][reference]") {
    for (const ref::FreqRow& r : ref::data().freqs) {
        INFO("reference.tsv line " << r.line << ": d_model " << r.dModel << ", base " << r.base << ", k " << r.k);
        const pe::Settings s = ref::settingsFor(r.dModel, r.base);
        CHECK_THAT(pe::frequency(r.k, s), WithinRel(r.omega, kFrequencyRel));
        CHECK_THAT(pe::frequencies(s).at(static_cast<std::size_t>(r.k)), WithinRel(r.omega, kFrequencyRel));
    }
}

TEST_CASE("Wavelengths are 2 pi over the frequency", "[encoding][frequency][reference]") {
    for (const ref::FreqRow& r : ref::data().freqs) {
        INFO("reference.tsv line " << r.line << ": d_model " << r.dModel << ", base " << r.base << ", k " << r.k);
        CHECK_THAT(pe::wavelength(r.k, ref::settingsFor(r.dModel, r.base)), WithinRel(r.wavelength, kFrequencyRel));
    }
}

TEST_CASE("Shift matrices match exact arithmetic for negative and fractional offsets", "[encoding][shift][reference]") {
    // The entries are cos and sin of offset * omega_k: the same computation and the same 1e-15
    // promise as a table value at pos = offset.
    for (const ref::ShiftRow& r : ref::data().shifts) {
        INFO("reference.tsv line " << r.line << ": d_model " << r.dModel << ", base " << r.base << ", k " << r.k
                                   << ", offset " << r.offset);
        const pe::Matrix2 m = pe::shiftMatrix(r.k, r.offset, ref::settingsFor(r.dModel, r.base));
        CHECK_THAT(m.m00, WithinAbs(r.m00, kTableBound));
        CHECK_THAT(m.m01, WithinAbs(r.m01, kTableBound));
        CHECK_THAT(m.m10, WithinAbs(r.m10, kTableBound));
        CHECK_THAT(m.m11, WithinAbs(r.m11, kTableBound));
    }
}

TEST_CASE("Pair dot products match exact arithmetic", "[encoding][dot][reference]") {
    // One term is cos(omega_k (p - q)) with |p - q| <= 65536 in every row: one table value's bound.
    for (const ref::PairDotRow& r : ref::data().pairDots) {
        INFO("reference.tsv line " << r.line << ": d_model " << r.dModel << ", base " << r.base << ", k " << r.k
                                   << ", p " << r.p << ", q " << r.q);
        REQUIRE(std::fabs(r.p - r.q) <= 65536);
        CHECK_THAT(pe::pairDot(r.k, r.p, r.q, ref::settingsFor(r.dModel, r.base)), WithinAbs(r.value, kTableBound));
    }
}

TEST_CASE("Dot products match exact arithmetic", "[encoding][dot][reference]") {
    // The sum, rounded once: within half an ulp of it, and d_model * 1e-21 for its terms.
    for (const ref::DotRow& r : ref::data().dots) {
        INFO("reference.tsv line " << r.line << ": d_model " << r.dModel << ", base " << r.base << ", p " << r.p
                                   << ", q " << r.q);
        REQUIRE(std::fabs(r.p - r.q) <= 65536);
        const double ulp = std::nextafter(std::fabs(r.value), INFINITY) - std::fabs(r.value);
        const double tolerance = ulp / 2 + r.dModel * 1e-21 + 1e-300;
        CHECK_THAT(pe::dot(r.p, r.q, ref::settingsFor(r.dModel, r.base)), WithinAbs(r.value, tolerance));
    }
}
