// Refusals: every bad setting or argument throws pe::InputError whose message names the setting,
// the value received and the rule.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "answer.hpp"
#include "encoding.hpp"
#include "test_support.hpp"

using Catch::Matchers::Contains;
using testing::inputErrorMessage;
using testing::isSentence;
using testing::kInf;
using testing::kNaN;
using testing::MessageContainsAll;

TEST_CASE("d_model must be a positive even integer", "[validation][settings]") {
    const auto [dModel, shown] = GENERATE(table<double, std::string>({
        {5, "5"}, {1, "1"}, {0, "0"}, {-4, "-4"}, {-3, "-3"}, {4.5, "4.5"}, {kNaN, "NaN"},
        {kInf, "Infinity"}, {-kInf, "-Infinity"}, {16385, "16385"},
    }));
    CAPTURE(dModel);
    const std::string message = inputErrorMessage([&, dModel = dModel] { pe::makeSettings(dModel, 10000, "interleaved"); });
    CHECK_THAT(message, Contains("d_model") && Contains("positive even integer") && Contains("received " + shown + "."));
    CHECK(isSentence(message));
    CHECK_THROWS_AS(pe::makeSettings(dModel, 10000, "interleaved"), std::invalid_argument);
}

TEST_CASE("d_model must be at most kMaxDModel", "[validation][settings]") {
    // 1e300 and 2^63 are even whole numbers too large for any integer type: they must be refused by
    // the limit, not converted first (an out-of-range conversion is undefined behaviour).
    const auto [dModel, shown] = GENERATE(table<double, std::string>({
        {pe::kMaxDModel + 2.0, "16386"}, {20000, "20000"}, {1e6, "1000000"}, {9223372036854775808.0, "9.22337203685e+18"},
        {1e300, "1e+300"},
    }));
    CAPTURE(dModel);
    CHECK_THROWS_MATCHES(pe::makeSettings(dModel, 10000, "interleaved"), pe::InputError,
                         MessageContainsAll({"d_model", "at most 16384", "received " + shown + "."}));
    CHECK_NOTHROW(pe::makeSettings(pe::kMaxDModel, 10000, "interleaved"));
    CHECK_NOTHROW(pe::makeSettings(2, 10000, "interleaved"));
}

TEST_CASE("validate refuses settings built by hand", "[validation][settings]") {
    pe::Settings s;
    SECTION("odd d_model") {
        s.dModel = 7;
        CHECK_THROWS_MATCHES(pe::validate(s), pe::InputError, MessageContainsAll({"d_model", "even", "received 7."}));
    }
    SECTION("d_model above the limit") {
        s.dModel = pe::kMaxDModel + 2;
        CHECK_THROWS_MATCHES(pe::validate(s), pe::InputError, MessageContainsAll({"d_model", "at most", "received 16386."}));
    }
    SECTION("base 1") {
        s.base = 1;
        CHECK_THROWS_MATCHES(pe::validate(s), pe::InputError, MessageContainsAll({"base", "greater than 1", "received 1."}));
    }
    SECTION("a layout outside the enumeration") {
        s.layout = static_cast<pe::Layout>(7);
        CHECK_THROWS_MATCHES(pe::validate(s), pe::InputError, MessageContainsAll({"layout", "interleaved", "concatenated"}));
    }
}

TEST_CASE("base must be a finite number greater than 1", "[validation][settings]") {
    const auto [base, shown] = GENERATE(table<double, std::string>({
        {1, "1"}, {0.5, "0.5"}, {0, "0"}, {-10, "-10"}, {kNaN, "NaN"}, {kInf, "Infinity"}, {-kInf, "-Infinity"},
        {0.999, "0.999"},
    }));
    CAPTURE(base);
    const std::string message = inputErrorMessage([&, base = base] { pe::makeSettings(4, base, "interleaved"); });
    CHECK_THAT(message, Contains("base") && Contains("finite number greater than 1") && Contains("received " + shown + "."));
    CHECK(isSentence(message));
    CHECK_NOTHROW(pe::makeSettings(4, 1.0000000000000002, "interleaved"));
}

TEST_CASE("layout must be interleaved or concatenated", "[validation][settings]") {
    const std::string layout = GENERATE(as<std::string>{}, "diagonal", "", "Interleaved", "interleaved ", "sin-cos");
    CAPTURE(layout);
    const std::string message = inputErrorMessage([&] { pe::makeSettings(4, 10000, layout); });
    CHECK_THAT(message, Contains("layout") && Contains("\"interleaved\"") && Contains("\"concatenated\"") &&
                            Contains("received \"" + layout + "\"."));
    CHECK(isSentence(message));
}

TEST_CASE("A long layout name is cut short in the message", "[validation][settings]") {
    const std::string layout(200, 'x');
    const std::string message = inputErrorMessage([&] { pe::parseLayout(layout); });
    CHECK_THAT(message, Contains("received \"" + std::string(40, 'x') + "\"."));
    CHECK(message.size() < 200);
}

TEST_CASE("Positions and offsets must be finite", "[validation][position]") {
    const pe::Settings s;
    const auto [bad, shown] = GENERATE(table<double, std::string>({{kNaN, "NaN"}, {kInf, "Infinity"}, {-kInf, "-Infinity"}}));
    CAPTURE(bad);
    SECTION("checkedPosition") {
        const std::string message = inputErrorMessage([&, bad = bad] { pe::checkedPosition(bad); });
        CHECK_THAT(message, Contains("position must be a finite number") && Contains("received " + shown + "."));
        CHECK(isSentence(message));
    }
    SECTION("a table row") {
        CHECK_THROWS_MATCHES(pe::table({0, 1, bad}, s), pe::InputError,
                             MessageContainsAll({"position", "finite", "received " + shown + "."}));
        CHECK_THROWS_AS(pe::tableReference({bad}, s), pe::InputError);
        std::vector<double> out(4, 0.0);
        const double positions[1] = {bad};
        CHECK_THROWS_AS(pe::tableInto(positions, 1, s, out.data()), pe::InputError);
    }
    SECTION("a shift offset") {
        const std::string message = inputErrorMessage([&, bad = bad] { pe::shiftMatrix(0, bad, s); });
        CHECK_THAT(message, Contains("offset must be a finite number") && Contains("received " + shown + "."));
        CHECK(isSentence(message));
        CHECK_THAT(message, !Contains("A offset")); // the article agrees with the noun
    }
    SECTION("a dot product") {
        CHECK_THROWS_MATCHES(pe::dot(bad, 0, s), pe::InputError, MessageContainsAll({"position", "finite"}));
        CHECK_THROWS_MATCHES(pe::dot(0, bad, s), pe::InputError, MessageContainsAll({"position", "finite"}));
        CHECK_THROWS_MATCHES(pe::pairDot(1, 3, bad, s), pe::InputError, MessageContainsAll({"position", "finite"}));
    }
    SECTION("a question's position") {
        CHECK_THROWS_MATCHES(pe::coordinateTarget(bad, 0, s, 4), pe::InputError, MessageContainsAll({"position", "finite"}));
    }
}

TEST_CASE("A coordinate index must be a whole number below d_model", "[validation][index]") {
    const pe::Settings s = pe::makeSettings(4, 10000, "interleaved");
    const auto [i, shown] = GENERATE(table<double, std::string>({
        {4, "4"}, {5, "5"}, {-1, "-1"}, {2.5, "2.5"}, {0.1, "0.1"}, {kNaN, "NaN"}, {kInf, "Infinity"}, {10, "10"}, {100, "100"}, {1e10, "10000000000"},
    }));
    CAPTURE(i);
    const std::string message = inputErrorMessage([&, i = i] { pe::checkedCoordinateIndex(i, s); });
    CHECK_THAT(message, Contains("coordinate index") && Contains("whole number from 0 to 3") && Contains("d_model - 1") &&
                            Contains("received " + shown + "."));
    CHECK(isSentence(message));
    CHECK_THROWS_AS(pe::coordinateTarget(2, i, s, 4), pe::InputError);
    for (int ok = 0; ok < 4; ++ok) CHECK(pe::checkedCoordinateIndex(ok, s) == ok);
}

TEST_CASE("A pair index must be a whole number below d_model over 2", "[validation][index]") {
    const pe::Settings s = pe::makeSettings(8, 10000, "interleaved");
    const auto [k, shown] = GENERATE(table<double, std::string>({
        {4, "4"}, {-1, "-1"}, {0.5, "0.5"}, {kNaN, "NaN"}, {-kInf, "-Infinity"},
    }));
    CAPTURE(k);
    const std::string message = inputErrorMessage([&, k = k] { pe::checkedPairIndex(k, s); });
    CHECK_THAT(message, Contains("pair index") && Contains("whole number from 0 to 3") && Contains("d_model/2 - 1") &&
                            Contains("received " + shown + "."));
    CHECK(isSentence(message));
    CHECK(pe::checkedPairIndex(3, s) == 3);
}

TEST_CASE("A table may hold at most kMaxTableValues values", "[validation][table]") {
    const pe::Settings wide = pe::makeSettings(4096, 10000, "interleaved");
    REQUIRE(pe::kMaxTableValues == 4194304);
    SECTION("the limit itself is allowed") {
        CHECK_NOTHROW(pe::checkedTableSize(1024, wide));
        CHECK_NOTHROW(pe::checkedTableSize(2097152, pe::makeSettings(2, 10000, "interleaved")));
        CHECK_NOTHROW(pe::checkedTableSize(0, wide));
    }
    SECTION("one row more is refused, with the numbers in the message") {
        const std::string message = inputErrorMessage([&] { pe::checkedTableSize(1025, wide); });
        CHECK_THAT(message, Contains("1025 positions") && Contains("d_model 4096") && Contains("more than 4194304 values") &&
                                Contains("fewer positions or a smaller d_model"));
        CHECK(isSentence(message));
        CHECK_THROWS_AS(pe::checkedTableSize(2097153, pe::makeSettings(2, 10000, "interleaved")), pe::InputError);
    }
    SECTION("by table, tableReference and tableInto before computing anything") {
        const std::vector<double> positions(1025, 0.0);
        CHECK_THROWS_MATCHES(pe::table(positions, wide), pe::InputError, MessageContainsAll({"1025 positions", "4194304"}));
        CHECK_THROWS_AS(pe::tableReference(positions, wide), pe::InputError);
        double out = 0;
        CHECK_THROWS_AS(pe::tableInto(positions.data(), positions.size(), wide, &out), pe::InputError);
    }
    SECTION("a count whose product overflows is refused") {
        const std::size_t huge = std::numeric_limits<std::size_t>::max() / 2 + 1;
        CHECK_THROWS_AS(pe::checkedTableSize(huge, wide), pe::InputError);
        CHECK_THROWS_AS(pe::checkedTableSize(std::numeric_limits<std::size_t>::max(), pe::makeSettings(2, 10000, "interleaved")),
                        pe::InputError);
    }
    SECTION("a full table at the limit is computed") {
        const std::vector<double> positions(1024, 65536.0);
        const auto t = pe::table(positions, wide);
        CHECK(t.size() == pe::kMaxTableValues);
    }
}

TEST_CASE("decimals asked for must be a whole number from 0 to 12", "[validation][answer]") {
    const auto [decimals, shown] = GENERATE(table<double, std::string>({
        {-1, "-1"}, {13, "13"}, {4.5, "4.5"}, {100, "100"}, {1e20, "1e+20"}, {kNaN, "NaN"},
        {kInf, "Infinity"},
    }));
    CAPTURE(decimals);
    const std::string message = inputErrorMessage([&, decimals = decimals] { pe::checkedTarget(0.5, decimals); });
    CHECK_THAT(message, Contains("decimals") && Contains("whole number from 0 to 12") && Contains("received " + shown + "."));
    CHECK(isSentence(message));
    CHECK_THROWS_AS(pe::coordinateTarget(2, 2, pe::Settings{}, decimals), pe::InputError);
    CHECK_NOTHROW(pe::checkedTarget(0.5, 0));
    CHECK_NOTHROW(pe::checkedTarget(0.5, 12));
}

TEST_CASE("An expected value must be finite", "[validation][answer]") {
    const double expected = GENERATE(as<double>{}, kNaN, kInf, -kInf);
    CAPTURE(expected);
    CHECK_THROWS_MATCHES(pe::checkedTarget(expected, 4), pe::InputError, MessageContainsAll({"expected", "finite", "received "}));
}

TEST_CASE("A question's settings are validated", "[validation][answer]") {
    pe::Settings s;
    s.dModel = 3;
    CHECK_THROWS_MATCHES(pe::coordinateTarget(2, 2, s, 4), pe::InputError, MessageContainsAll({"d_model", "received 3."}));
}
