// Numbers to text and back (cpp/number_text): formatFixed, formatShort and decimalToDouble.
// Expected texts are Python's correctly rounded format() of the same doubles (/usr/bin/python3,
// e.g. format(math.pi, '.14f')), or written out from the rules in number_text.hpp.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>

#include "number_text.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinRel;
using testing::kInf;
using testing::kNaN;

TEST_CASE("formatFixed writes every decimal count from 0 to the 15-digit limit", "[number-text][fixed]") {
    // Python: format(math.pi, '.%df' % d); from d = 14 on, 15 digits are shown in all.
    const char* const pi[] = {"3",           "3.1",          "3.14",          "3.142",
                              "3.1416",      "3.14159",      "3.141593",      "3.1415927",
                              "3.14159265",  "3.141592654",  "3.1415926536",  "3.14159265359",
                              "3.141592653590", "3.1415926535898", "3.14159265358979"};
    const int d = GENERATE(range(0, 15));
    CAPTURE(d);
    CHECK(pe::formatFixed(3.141592653589793, d) == pi[d]);

    SECTION("more decimals than fit in 15 digits show 15 digits") {
        CHECK(pe::formatFixed(3.141592653589793, 15 + d) == "3.14159265358979");
        CHECK(pe::formatFixed(0.1, 20) == "0.10000000000000");            // 1 + 14 digits
        CHECK(pe::formatFixed(-2718.2818284590452, 12) == "-2718.28182845905"); // 4 + 11
        CHECK(pe::formatFixed(123456789012345.6, 3) == "123456789012346"); // 15 + 0
    }
    SECTION("negative decimal counts are taken as 0") {
        CHECK(pe::formatFixed(2.75, -d - 1) == "3");
    }
}

TEST_CASE("formatFixed rounds an exact tie away from zero, as JavaScript's toFixed does", "[number-text][fixed][rounding]") {
    // Each value is a double exactly half-way between its two roundings; (2.5).toFixed(0) is "3".
    const auto [value, decimals, text] = GENERATE(table<double, int, std::string>({
        {0.5, 0, "1"},      {1.5, 0, "2"},     {2.5, 0, "3"},     {-2.5, 0, "-3"},
        {9.5, 0, "10"},     {10.5, 0, "11"},   {0.125, 2, "0.13"}, {0.375, 2, "0.38"},
        {-0.625, 2, "-0.63"}, {0.0199986666933, 4, "0.0200"}, {0.00006, 4, "0.0001"},
        {0.99996, 4, "1.0000"}, {-0.99996, 4, "-1.0000"}, {999.9996, 3, "1000.000"},
    }));
    CAPTURE(value, decimals);
    CHECK(pe::formatFixed(value, decimals) == text);
}

TEST_CASE("formatFixed rounds a double near a tie by its exact value", "[number-text][fixed][rounding]") {
    // Stored as 2.67499999999999982, 1.00000050000000003, 0.0000500000000000000024 and
    // 0.99995000000000000551: each is off its tie only past the 16th digit, which decides (Python's
    // correctly rounded format gives the same: 2.67, 1.000001, 0.0001, 1.0000).
    CHECK(pe::formatFixed(2.675, 2) == "2.67");
    CHECK(pe::formatFixed(1.0000005, 6) == "1.000001");
    CHECK(pe::formatFixed(0.00005, 4) == "0.0001");
    CHECK(pe::formatFixed(0.99995, 4) == "1.0000");
    CHECK(pe::formatFixed(-2.675, 2) == "-2.67");
}

TEST_CASE("formatFixed writes no negative zero", "[number-text][fixed]") {
    const int d = GENERATE(0, 2, 6);
    CAPTURE(d);
    const std::string zero = d == 0 ? "0" : "0." + std::string(static_cast<std::size_t>(d), '0');
    CHECK(pe::formatFixed(-0.0, d) == zero);
    CHECK(pe::formatFixed(0.0, d) == zero);
    CHECK(pe::formatFixed(-1e-300, d) == zero);  // tiny values round to zero
    CHECK(pe::formatFixed(-0.4e-6, d) == zero);
    CHECK(pe::formatFixed(std::numeric_limits<double>::denorm_min(), d) == zero);
}

TEST_CASE("formatFixed names NaN and infinities, and writes huge values whole", "[number-text][fixed]") {
    CHECK(pe::formatFixed(kNaN, 4) == "NaN");
    CHECK(pe::formatFixed(kInf, 4) == "Infinity");
    CHECK(pe::formatFixed(-kInf, 0) == "-Infinity");
    // From 10^15 on a double has no fractional digits: every integer digit, no point.
    CHECK(pe::formatFixed(1e15, 3) == "1000000000000000");
    CHECK(pe::formatFixed(-1e16, 0) == "-10000000000000000");        // Python: format(-1e16, '.0f')
    CHECK(pe::formatFixed(12345678901234567890.0, 2) == "12345678901234567168"); // the double's digits
    CHECK(pe::formatFixed(1.5e300, 2) == "1.5e+300"); // past 64-bit integers: scientific
}

TEST_CASE("formatShort writes whole numbers as integers and others with 12 significant digits", "[number-text][short]") {
    const auto [value, text] = GENERATE(table<double, std::string>({
        {0.0, "0"},
        {-0.0, "0"},
        {3.0, "3"},
        {-5.0, "-5"},
        {10000.0, "10000"},
        {0.5, "0.5"},
        {0.02, "0.02"},
        {1.0 / 3, "0.333333333333"},   // Python: '%.12g' % (1/3)
        {2.0 / 3, "0.666666666667"},
        {123456.789, "123456.789"},
        {0.000001, "0.000001"},         // 1e-6 is the smallest magnitude written out
        {0.1 + 0.2, "0.3"},             // 0.30000000000000004 to 12 digits
        {1.5, "1.5"},
        {999999999999999.0, "999999999999999"},
    }));
    CAPTURE(value);
    CHECK(pe::formatShort(value) == text);
}

TEST_CASE("formatShort never shows a value that is not whole as a whole number", "[number-text][short]") {
    // 12 and 15 digits would both read "1"; 17 digits tell it apart (Python's correctly rounded
    // '%.17g' gives 0.99999999999999989; the 17th digit is beyond what number_text.hpp promises).
    const std::string nearOne = pe::formatShort(0.9999999999999999);
    CHECK_THAT(nearOne, Catch::Matchers::StartsWith("0.999999999999999"));
    CHECK(nearOne.size() == 19);
    CHECK(pe::formatShort(1.0000000000000002) == "1.0000000000000002");
    // 12 digits would round 123456789012.5 to a whole number: 15 digits show the half.
    CHECK(pe::formatShort(123456789012.5) == "123456789012.5");
}

TEST_CASE("formatShort writes very large and very small magnitudes in exponent form", "[number-text][short]") {
    const auto [value, text] = GENERATE(table<double, std::string>({
        {1e15, "1e+15"},
        {-1.5e300, "-1.5e+300"},
        {1e-7, "1e-7"},
        {9.99999999999999e-7, "1e-6"},             // 12 digits round up into a new digit
        {5e-324, "4.94065645841e-324"},            // Python: '%.12g' % 5e-324, the smallest double
        {std::numeric_limits<double>::max(), "1.79769313486e+308"},
        {9.99999999999e20, "9.99999999999e+20"},    // 12 digits
        {9.9999999999999e20, "1e+21"},              // 14 digits, rounded to 12
    }));
    CAPTURE(value);
    CHECK(pe::formatShort(value) == text);
}

TEST_CASE("formatShort names NaN and infinities", "[number-text][short]") {
    CHECK(pe::formatShort(kNaN) == "NaN");
    CHECK(pe::formatShort(kInf) == "Infinity");
    CHECK(pe::formatShort(-kInf) == "-Infinity");
}

TEST_CASE("decimalToDouble reads digit strings exactly within 15 digits and 10^22", "[number-text][read]") {
    const auto [digits, exponent, value] = GENERATE(table<std::string, long, double>({
        {"2", -2, 0.02},
        {"19999", -6, 0.019999},
        {"000123", 0, 123.0},                     // leading zeros
        {"123456789012345", -10, 12345.6789012345},
        {"5", 22, 5e22},
        {"1", -22, 1e-22},
        {"999999999999999", 0, 999999999999999.0},
        {"0", 5, 0.0},
        {"", 0, 0.0},
        {"000", -3, 0.0},
    }));
    CAPTURE(digits, exponent);
    CHECK(pe::decimalToDouble(digits, exponent) == value); // == : the promise is exactness
}

TEST_CASE("decimalToDouble stays within a few ulps beyond the exact range", "[number-text][read]") {
    const auto [digits, exponent, value] = GENERATE(table<std::string, long, double>({
        {"12345678901234567890123", -3, 12345678901234567890.123},
        {"1", 300, 1e300},
        {"1", -300, 1e-300},
        {"17976931348623157", 292, 1.7976931348623157e308},
        {"22250738585072014", -324, 2.2250738585072014e-308}, // the smallest normal double
        {"314159265358979323846264338327950288", -35, 3.14159265358979323846},
    }));
    CAPTURE(digits, exponent);
    CHECK_THAT(pe::decimalToDouble(digits, exponent), WithinRel(value, 1e-15));
}

TEST_CASE("decimalToDouble overflows to infinity and underflows to zero", "[number-text][read]") {
    CHECK(pe::decimalToDouble("1", 309) == kInf);
    CHECK(pe::decimalToDouble("1", 401) == kInf);
    CHECK(pe::decimalToDouble("1", 100000) == kInf);
    CHECK(pe::decimalToDouble("1", -401) == 0.0);
    CHECK(pe::decimalToDouble("1", -100000) == 0.0);
}

TEST_CASE("formatFixed's text reads back as the value to the decimals shown", "[number-text][fixed][read]") {
    const double value = GENERATE(0.019998666693333079, -0.5440211108893698, 60611.477166261057, 1e-5,
                                  0.999999, 12345.5);
    const int d = GENERATE(range(0, 13));
    CAPTURE(value, d);
    const std::string text = pe::formatFixed(value, d);
    // Read back by hand: digits and the point dropped, then scaled.
    std::string digits;
    long decimals = 0;
    bool point = false;
    for (char c : text) {
        if (c == '-') continue;
        if (c == '.') point = true;
        else {
            digits += c;
            decimals += point;
        }
    }
    const double back = (text[0] == '-' ? -1 : 1) * pe::decimalToDouble(digits, -decimals);
    CHECK(std::fabs(back - value) <= 0.5 * std::pow(10.0, -decimals) * (1 + 1e-9));
}
