// Every number the three seed documents (/work/shared/seeds/) work out, checked against the core.
// A seed figure printed to n decimals is compared with WithinAbs(half a unit in the n-th decimal):
// the core's value must round to the printed figure.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "answer.hpp"
#include "encoding.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using testing::halfUnit;

namespace {

const pe::Settings kPaper4 = pe::makeSettings(4, 10000, "interleaved");

struct Row4 {
    double pos;
    double c0, c1, c2, c3;
};

} // namespace

TEST_CASE("The seed's three-row table for d_model 4 is reproduced to six decimals", "[encoding][seed]") {
    // Seed 000, "Calculate Four Coordinates": PE(pos) = [sin pos, cos pos, sin pos/100, cos pos/100].
    const Row4 row = GENERATE(values<Row4>({
        {0, 0, 1, 0, 1},
        {1, 0.841471, 0.540302, 0.010000, 0.999950},
        {2, 0.909297, -0.416147, 0.019999, 0.999800},
    }));
    CAPTURE(row.pos);
    const double expected[4] = {row.c0, row.c1, row.c2, row.c3};

    SECTION("one coordinate at a time") {
        for (int i = 0; i < 4; ++i) {
            CAPTURE(i);
            CHECK_THAT(pe::coordinate(row.pos, i, kPaper4), WithinAbs(expected[i], halfUnit(6)));
        }
    }
    SECTION("as a table row") {
        const std::vector<double> t = pe::table({row.pos}, kPaper4);
        REQUIRE(t.size() == 4);
        for (int i = 0; i < 4; ++i) {
            CAPTURE(i);
            CHECK_THAT(t[static_cast<std::size_t>(i)], WithinAbs(expected[i], halfUnit(6)));
        }
    }
}

TEST_CASE("PE(0) is the fixed pattern 0 1 0 1 and not all zeros", "[encoding][seed]") {
    // Seed 003, Ex 1: the cosine channels are pinned to 1. These are exact.
    const std::vector<double> t = pe::table({0.0}, kPaper4);
    CHECK(t == std::vector<double>{0.0, 1.0, 0.0, 1.0});
}

TEST_CASE("PE(1000) for d_model 4 stays bounded and matches the seed to five decimals", "[encoding][seed]") {
    // Seed 003, Ex 6: PE(1000) = [0.82688, 0.56238, -0.54402, -0.83907].
    const std::vector<double> t = pe::table({1000.0}, kPaper4);
    const double expected[4] = {0.82688, 0.56238, -0.54402, -0.83907};
    for (int i = 0; i < 4; ++i) {
        CAPTURE(i);
        CHECK_THAT(t[static_cast<std::size_t>(i)], WithinAbs(expected[i], halfUnit(5)));
        CHECK(std::fabs(t[static_cast<std::size_t>(i)]) <= 1.0);
    }
}

TEST_CASE("The fastest pair turns one radian per position", "[encoding][seed]") {
    // Seed 003, Ex 2: sin(0..7) to four decimals, coordinate 0 with omega_0 = 1.
    const auto [pos, value] = GENERATE(table<double, double>({
        {0, 0.0}, {1, 0.8415}, {2, 0.9093}, {3, 0.1411},
        {4, -0.7568}, {5, -0.9589}, {6, -0.2794}, {7, 0.6570},
    }));
    CAPTURE(pos);
    CHECK_THAT(pe::coordinate(pos, 0, kPaper4), WithinAbs(value, halfUnit(4)));
}

TEST_CASE("The slow pair of d_model 4 bends away from a straight line", "[encoding][seed]") {
    // Seed 003, Ex 3: omega_1 = 0.01, so coordinate 2 at pos 50 and 100 is sin(0.5) and sin(1.0).
    CHECK_THAT(pe::coordinate(0, 2, kPaper4), WithinAbs(0.0, 0.0));
    CHECK_THAT(pe::coordinate(50, 2, kPaper4), WithinAbs(0.4794, halfUnit(4)));
    CHECK_THAT(pe::coordinate(100, 2, kPaper4), WithinAbs(0.8415, halfUnit(4)));
}

TEST_CASE("The frequencies of d_model 4 are 1 and 0.01", "[encoding][frequency][seed]") {
    // Seed 000 and 003: the k = 1 denominator is 10000^(2/4) = 100. Wavelengths 2 pi ~ 6.2832 and
    // 2 pi / 0.01 ~ 628 (seed 003, Ex 2 and Ex 3).
    CHECK(pe::frequency(0, kPaper4) == 1.0);
    CHECK_THAT(pe::frequency(1, kPaper4), WithinRel(0.01, 1e-15));
    CHECK_THAT(pe::wavelength(0, kPaper4), WithinAbs(6.2832, halfUnit(4)));
    CHECK_THAT(pe::wavelength(1, kPaper4), WithinAbs(628.0, 0.5 + 1e-9));
}

TEST_CASE("Aliasing at pos 2 pi repeats pair 0 but not the whole vector", "[encoding][seed]") {
    // Seed 003, Ex 4: dims 0 and 1 equal PE(0)'s; dim 2 is sin(0.06283) = 0.06279.
    const double twoPi = 6.283185307179586; // the double nearest 2 pi
    const std::vector<double> t = pe::table({0.0, twoPi}, kPaper4);
    // sin of the double 2 pi is -2.449e-16 (2 pi is not a double); both within 1e-15 of PE(0).
    CHECK_THAT(t[4], WithinAbs(t[0], 1e-15));
    CHECK_THAT(t[5], WithinAbs(t[1], 1e-15));
    CHECK_THAT(t[6], WithinAbs(0.06279, halfUnit(5)));
    CHECK(std::fabs(t[6] - t[2]) > 0.06); // the slow channel tells the two positions apart
}

TEST_CASE("An offset of 5 rotates pair 1 of d_model 4 by 0.05 radians from pos 3 to pos 8", "[encoding][shift][seed]") {
    // Seed 003, Ex 5: [sin 0.08, cos 0.08] = [[cos .05, sin .05], [-sin .05, cos .05]] [sin .03, cos .03],
    // with sin(0.03) = 0.029996, cos(0.03) = 0.99955, sin(0.08) = 0.079915, cos(0.08) = 0.996802.
    const double s3 = pe::coordinate(3, 2, kPaper4), c3 = pe::coordinate(3, 3, kPaper4);
    const double s8 = pe::coordinate(8, 2, kPaper4), c8 = pe::coordinate(8, 3, kPaper4);
    CHECK_THAT(s3, WithinAbs(0.029996, halfUnit(6)));
    CHECK_THAT(c3, WithinAbs(0.99955, halfUnit(5)));
    CHECK_THAT(s8, WithinAbs(0.079915, halfUnit(6)));
    CHECK_THAT(c8, WithinAbs(0.996802, halfUnit(6)));

    SECTION("forward, offset 5") {
        const pe::Matrix2 m = pe::shiftMatrix(1, 5, kPaper4);
        // cos(0.05) = 0.99875026, sin(0.05) = 0.04997917 (to eight decimals); sine on the upper right.
        CHECK_THAT(m.m00, WithinAbs(0.99875026, halfUnit(8)));
        CHECK_THAT(m.m01, WithinAbs(0.04997917, halfUnit(8)));
        CHECK_THAT(m.m10, WithinAbs(-0.04997917, halfUnit(8)));
        CHECK_THAT(m.m11, WithinAbs(0.99875026, halfUnit(8)));
        const double top = m.m00 * s3 + m.m01 * c3, bottom = m.m10 * s3 + m.m11 * c3;
        CHECK_THAT(top, WithinAbs(0.079915, halfUnit(6)));
        CHECK_THAT(bottom, WithinAbs(0.996802, halfUnit(6)));
        CHECK_THAT(top, WithinAbs(s8, 1e-15));
        CHECK_THAT(bottom, WithinAbs(c8, 1e-15));
    }
    SECTION("backward, offset -5, is the inverse rotation") {
        const pe::Matrix2 m = pe::shiftMatrix(1, -5, kPaper4);
        // [[cos .05, -sin .05], [sin .05, cos .05]]: the sign moves to the upper right.
        CHECK_THAT(m.m00, WithinAbs(0.99875026, halfUnit(8)));
        CHECK_THAT(m.m01, WithinAbs(-0.04997917, halfUnit(8)));
        CHECK_THAT(m.m10, WithinAbs(0.04997917, halfUnit(8)));
        CHECK_THAT(m.m11, WithinAbs(0.99875026, halfUnit(8)));
        const double top = m.m00 * s8 + m.m01 * c8, bottom = m.m10 * s8 + m.m11 * c8;
        CHECK_THAT(top, WithinAbs(0.029996, halfUnit(6)));
        CHECK_THAT(bottom, WithinAbs(0.999550, halfUnit(6)));
        CHECK_THAT(top, WithinAbs(s3, 1e-15));
        CHECK_THAT(bottom, WithinAbs(c3, 1e-15));
    }
}

TEST_CASE("The pair 1 dot product of PE(8) and PE(3) is cos 0.05 in either order", "[encoding][dot][seed]") {
    // Seed 003, Ex 8: 0.079915 * 0.029996 + 0.996802 * 0.999550 = 0.998750 = cos(0.05) = cos(-0.05).
    const double forward = pe::pairDot(1, 8, 3, kPaper4);
    const double backward = pe::pairDot(1, 3, 8, kPaper4);
    CHECK_THAT(forward, WithinAbs(0.998750, halfUnit(6)));
    CHECK_THAT(backward, WithinAbs(0.998750, halfUnit(6)));
    CHECK_THAT(forward, WithinAbs(backward, 1e-16));
    // The seed's own arithmetic from its six-decimal sub-vectors gives 0.9987506: rounding the
    // inputs moves the sum by up to about 1e-6, so it matches cos(0.05) only to that.
    CHECK_THAT(0.079915 * 0.029996 + 0.996802 * 0.999550, WithinAbs(forward, 1e-6));
}

TEST_CASE("The longest wavelength at d_model 512 separates base 10000 from base 100", "[encoding][frequency][seed]") {
    // Seed 003, Ex 7: lambda_max = 2 pi b^(510/512), the wavelength of pair k = 255.
    const pe::Settings b10000 = pe::makeSettings(512, 10000, "interleaved");
    const pe::Settings b100 = pe::makeSettings(512, 100, "interleaved");
    const double longest10000 = pe::wavelength(255, b10000);
    const double longest100 = pe::wavelength(255, b100);

    SECTION("against the seed's rounded figures") {
        // The seed rounds b^(510/512) before multiplying by 2 pi (9655 for the true 9646.6, 98.24
        // for 98.217), so its 60650 and 617.3 are 0.064% and 0.03% above the true 60611.48 and
        // 617.117. A relative tolerance of 1e-3 accepts the seed's rounding and nothing coarser.
        CHECK_THAT(longest10000, WithinRel(60650.0, 1e-3));
        CHECK_THAT(longest100, WithinRel(617.3, 1e-3));
        CHECK_THAT(pe::frequency(255, b10000), WithinRel(1 / 9655.0, 1e-3));
        CHECK_THAT(pe::frequency(255, b100), WithinRel(1 / 98.24, 1e-3));
    }
    SECTION("against mpmath") {
        // 2 pi 10000^(510/512) = 60611.4771662610572609, 2 pi 100^(510/512) = 617.116798327109608712
        // (mpmath, 40 digits). Within a few ulps: see the frequency tolerance in reference_test.cpp.
        CHECK_THAT(longest10000, WithinRel(60611.4771662610572609, 1e-14));
        CHECK_THAT(longest100, WithinRel(617.116798327109608712, 1e-14));
    }
    SECTION("the seed's conclusion for 8192-token documents") {
        CHECK(longest10000 > 8192); // the slowest channel does not wrap
        CHECK(longest100 < 8192);   // it wraps about 13 times
        CHECK(std::round(8192 / longest100) == 13);
    }
}

TEST_CASE("Q1 coordinate 2 of PE(2) at d_model 4 is sin 0.02", "[encoding][answer][seed]") {
    // Seed 000, Q1: PE(2, 2) = sin(2/100) = sin(0.02) ~ 0.019999, asked to at least four decimals.
    CHECK_THAT(pe::coordinate(2, 2, kPaper4), WithinAbs(0.019999, halfUnit(6)));
    // sin(0.02) = 0.019998666693333079366 (mpmath)
    CHECK_THAT(pe::coordinate(2, 2, kPaper4), WithinAbs(0.019998666693333079366, 1e-17));

    const pe::NumericTarget target = pe::coordinateTarget(2, 2, kPaper4, 4);
    CHECK(target.decimals == 4);
    CHECK_THAT(target.expected, WithinAbs(0.019998666693333079366, 1e-17));
    CHECK(pe::checkAnswer("0.019999", target).verdict == pe::Verdict::correct); // the seed's solution
    CHECK(pe::checkAnswer("0.0200", target).verdict == pe::Verdict::correct);
    CHECK(pe::checkAnswer("0.02", target).verdict == pe::Verdict::tooFewDecimals);
    CHECK(pe::checkAnswer("0.0199", target).verdict == pe::Verdict::incorrect);
}
