// Reading typed answers and judging them. Expected values are written out (from mpmath), never
// taken from the core.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "answer.hpp"
#include "test_support.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using testing::isSentence;

namespace {

const std::string kMinus = "\xE2\x88\x92"; // U+2212 MINUS SIGN

// sin(0.02) = PE(2, 2) at d_model 4 (seed 000, Q1), sin(10) = PE(1000, 2), and the longest
// wavelength 2 pi 10000^(510/512) at d_model 512 (seed 003, Ex 7): mpmath to 21 digits.
constexpr double kSin002 = 0.019998666693333079366;
constexpr double kSin10 = -0.544021110889369813405;
constexpr double kLongest = 60611.4771662610572609;

std::string verdictOf(const std::string& text, double expected, int decimals) {
    return pe::verdictName(pe::checkAnswer(text, pe::NumericTarget{expected, decimals}).verdict);
}

} // namespace

TEST_CASE("Typed numbers are read with the decimals the learner typed", "[answer][read]") {
    const auto [text, value, decimals] = GENERATE(table<std::string, double, int>({
        {"0.0200", 0.02, 4},
        {"  0.0200\t", 0.02, 4},           // surrounding white space
        {"\n0.02 \r", 0.02, 2},
        {"+0.5", 0.5, 1},                  // leading +
        {"-0.5", -0.5, 1},
        {kMinus + "0.544", -0.544, 3},     // Unicode minus
        {kMinus + ".5", -0.5, 1},
        {".25", 0.25, 2},                  // leading decimal point
        {"-.25", -0.25, 2},
        {"0,25", 0.25, 2},                 // decimal comma
        {",5", 0.5, 1},
        {"1.9999e-2", 0.019999, 6},        // exponent: mantissa decimals minus the exponent
        {"1.9999E-2", 0.019999, 6},
        {"19.9987e-3", 0.0199987, 7},
        {"2e-2", 0.02, 2},
        {"200e-4", 0.02, 4},
        {"1.5e3", 1500, 0},                // never below 0 decimals
        {"1.2345e+2", 123.45, 2},
        {"6.06115e4", 60611.5, 1},
        {"0.100000", 0.1, 6},              // trailing zeros count
        {"5.", 5, 0},
        {"007", 7, 0},
        {"-0.000", 0, 3},
        {"0." + std::string(62, '0'), 0, 62}, // 64 characters: the longest accepted
        {"   " + std::string("0.5") + std::string(58, ' '), 0.5, 1},
        {"\xC2\xA0" "0.5\xE2\x80\xAF", 0.5, 1}, // no-break spaces around it (U+00A0, U+202F)
    }));
    CAPTURE(text);
    const pe::TypedNumber n = pe::readTypedNumber(text);
    REQUIRE(n.readable);
    CHECK(n.problem.empty());
    CHECK_THAT(n.value, WithinRel(value, 1e-15) || WithinAbs(value, 0));
    CHECK(n.decimals == decimals);
    CHECK(std::signbit(n.value) == std::signbit(value)); // "-0.000" reads as 0, not -0
}

TEST_CASE("Unreadable answers say what could not be read", "[answer][read]") {
    const auto [text, reason] = GENERATE(table<std::string, std::string>({
        {"", "empty"},
        {"   \t ", "empty"},
        {"abc", "Could not read a number"},
        {"0.02abc", "after the number"},
        {"0.02 0.03", "after the number"},
        {"1/2", "after the number"},
        {"1 0000", "after the number"},
        {"0.0.2", "more than one decimal mark"},
        {"0,0.2", "more than one decimal mark"},
        {"1,000.5", "thousands"},
        {"1 000", "thousands"},
        {"0x1A", "Hexadecimal"},
        {"-0X1p3", "Hexadecimal"},
        {"NaN", "NaN"},
        {"nan", "NaN"},
        {"-nan(0x1)", "NaN"},
        {"Infinity", "Infinity"},
        {"inf", "Infinity"},
        {"-INF", "Infinity"},
        {kMinus + "Infinity", "Infinity"},
        {"\xE2\x88\x9E", "Infinity"},      // U+221E
        {"1e999", "too large"},            // overflow
        {"-1e999", "too large"},
        {"9e400", "too large"},
        {std::string("0.0\x01") + "2", "control character"},
        {std::string("0.\x7f") + "5", "control character"},
        {std::string("0.0\0" "2", 5), "control character"},
        {"0." + std::string(63, '0'), "too long"}, // 65 characters
        {std::string(70, ' ') + "1", "too long"},
        {"1e", "exponent"},
        {"1e+", "exponent"},
        {"2E-", "exponent"},
        {"+", "no digits"},
        {"-", "no digits"},
        {".", "no digits"},
        {kMinus, "no digits"},
        {"--1", "Could not read a number"},
        {"+-1", "Could not read a number"},
        {"- 1", "Could not read a number"},
        {"\xC2\xBD", "Could not read a number"}, // one half sign
        {"\xC2\xBD" "0.5", "Could not read a number"},
    }));
    CAPTURE(text);
    const pe::TypedNumber n = pe::readTypedNumber(text);
    CHECK_FALSE(n.readable);
    CHECK_THAT(english(n.problem), Contains(reason));
    CHECK(isSentence(english(n.problem)));
    CHECK(n.value == 0.0);

    const pe::AnswerCheck r = pe::checkAnswer(text, pe::NumericTarget{kSin002, 4});
    CHECK(r.verdict == pe::Verdict::unreadable);
    CHECK_THAT(english(r.message), StartsWith(english(n.problem)) && Contains("Type a decimal number such as 0.1234."));
    CHECK(r.value == 0.0);
}

TEST_CASE("Answers are judged against the exact value at the decimals asked", "[answer][verdict]") {
    const auto [text, expected, decimals, verdict] = GENERATE(table<std::string, double, int, std::string>({
        // Q1: sin(0.02) = 0.0199986667 to at least 4 decimals.
        {"0.019999", kSin002, 4, "correct"},     // the seed's solution
        {"0.0200", kSin002, 4, "correct"},       // correctly rounded
        {"0.01999", kSin002, 4, "correct"},      // more decimals, within 0.00005
        {"0.01995", kSin002, 4, "correct"},      // 0.0000487 away
        {"0.020048", kSin002, 4, "correct"},     // 0.0000493 away
        {"0.020000", kSin002, 4, "correct"},     // trailing zeros count
        {"0.0200000000000000000000000", kSin002, 4, "correct"},
        {"  +0.0200 ", kSin002, 4, "correct"},
        {".0200", kSin002, 4, "correct"},
        {"0,0200", kSin002, 4, "correct"},
        {"1.9999e-2", kSin002, 4, "correct"},    // 6 decimals
        {"1.9999e-2", kSin002, 6, "correct"},    // |0.019999 - 0.0199986667| = 3.3e-7 <= 5e-7
        {"200e-4", kSin002, 4, "correct"},       // 4 decimals
        {"0.02", kSin002, 4, "too-few-decimals"},
        {"0.020", kSin002, 4, "too-few-decimals"},
        {"2e-2", kSin002, 4, "too-few-decimals"},
        {"0", kSin002, 4, "too-few-decimals"},   // 0.0199987 rounds to 0 at 0 decimals
        {"1.9999e-2", kSin002, 7, "too-few-decimals"}, // 0.0199987 rounds to 0.019999 at 6
        {"0.0199", kSin002, 4, "incorrect"},     // cut off, not rounded
        {"0.01994", kSin002, 4, "incorrect"},    // 0.0000587 away
        {"0.020049", kSin002, 4, "incorrect"},   // 0.0000503 away
        {"0.0201", kSin002, 4, "incorrect"},
        {"0.03", kSin002, 4, "incorrect"},       // too few decimals and wrong even at 2
        {"0.019", kSin002, 4, "incorrect"},      // 0.0199987 rounds to 0.020 at 3
        {"-0.0200", kSin002, 4, "incorrect"},    // wrong sign
        {"0.019998666693", kSin002, 12, "correct"},
        {"0.019998666694", kSin002, 12, "incorrect"},
        // PE(1000, 2) = sin(10) = -0.5440211109, negative.
        {"-0.5440", kSin10, 4, "correct"},
        {kMinus + "0.5440", kSin10, 4, "correct"},
        {kMinus + ",5440", kSin10, 4, "correct"},
        {"-.54402", kSin10, 4, "correct"},
        {"-0.544", kSin10, 4, "too-few-decimals"},
        {"0.5440", kSin10, 4, "incorrect"},
        {"-0.5441", kSin10, 4, "incorrect"},
        // Exactly half-way (0.12345 at 4 decimals): both neighbours are within half a unit.
        {"0.1234", 0.12345, 4, "correct"},
        {"0.1235", 0.12345, 4, "correct"},
        {"0.1233", 0.12345, 4, "incorrect"},
        {"0.1236", 0.12345, 4, "incorrect"},
        // Whole numbers and zero.
        {"1", 1.0, 0, "correct"},
        {"1.4", 1.0, 0, "correct"},
        {"0.6", 1.0, 0, "correct"},
        {"2", 1.0, 0, "incorrect"},
        {"0.000000", 0.0, 6, "correct"},
        {"-0.000000", 0.0, 6, "correct"},
        {"0.0000004", 0.0, 6, "correct"},
        {"0.000001", 0.0, 6, "incorrect"},
        {"0", 0.0, 6, "too-few-decimals"},
        // A large value: the longest wavelength at d_model 512, 60611.477...
        {"60611.5", kLongest, 1, "correct"},
        {"6.06115e4", kLongest, 1, "correct"},
        {"60611", kLongest, 1, "too-few-decimals"},
        {"60650", kLongest, 1, "incorrect"},     // the seed's rounded figure
        {"60611.4", kLongest, 1, "incorrect"},
        // Unreadable, whatever the value.
        {"", kSin002, 4, "unreadable"},
        {"zero point oh two", kSin002, 4, "unreadable"},
        {"1e999", kSin002, 4, "unreadable"},
    }));
    CAPTURE(text, expected, decimals);
    CHECK(verdictOf(text, expected, decimals) == verdict);
}

TEST_CASE("A check reports what it read and what it compared against", "[answer][verdict]") {
    const pe::AnswerCheck r = pe::checkAnswer(" 1.9999e-2 ", pe::NumericTarget{kSin002, 4});
    CHECK(r.verdict == pe::Verdict::correct);
    CHECK(r.value == 0.019999);
    CHECK(r.expected == kSin002);
    CHECK(r.decimalsTyped == 6);
    CHECK(r.decimalsRequired == 4);
    CHECK_THAT(r.tolerance, WithinRel(0.00005, 1e-15));

    const pe::AnswerCheck u = pe::checkAnswer("0.0.2", pe::NumericTarget{kSin002, 7});
    CHECK(u.verdict == pe::Verdict::unreadable);
    CHECK(u.value == 0.0);
    CHECK(u.decimalsTyped == 0);
    CHECK(u.decimalsRequired == 7);
    CHECK_THAT(u.tolerance, WithinRel(0.00000005, 1e-15));
    CHECK_THAT(english(u.message), Contains("0.1234000")); // the example has the decimals asked for
}

TEST_CASE("Feedback messages are sentences", "[answer][message]") {
    const pe::NumericTarget q1{kSin002, 4};
    SECTION("correct shows the exact value to more digits") {
        const std::string m = english(pe::checkAnswer("0.0200", q1).message);
        CHECK_THAT(m, StartsWith("Correct") && Contains("0.0200") && Contains("0.0199986667") && Contains("4 decimals"));
        CHECK(isSentence(m));
    }
    SECTION("correct at one decimal says decimal in the singular") {
        const std::string m = english(pe::checkAnswer("60611.5", pe::NumericTarget{kLongest, 1}).message);
        CHECK_THAT(m, Contains("60611.4771663") && EndsWith("to 1 decimal."));
    }
    SECTION("too few decimals says how many were typed and how many are asked") {
        const std::string m = english(pe::checkAnswer("0.02", q1).message);
        CHECK_THAT(m, Contains("0.02") && Contains("only 2 decimals") && Contains("at least 4 decimals"));
        CHECK(isSentence(m));
        CHECK_THAT(m, !Contains("0.0199986667")); // the answer is not given away
    }
    SECTION("incorrect says too small or too large and the allowed error") {
        const std::string small = english(pe::checkAnswer("0.0199", q1).message);
        CHECK_THAT(small, Contains("0.0199") && Contains("too small") && Contains("0.00005") && Contains("round"));
        CHECK(isSentence(small));
        CHECK_THAT(small, !Contains("0.0199986667"));
        const std::string large = english(pe::checkAnswer("0.0201", q1).message);
        CHECK_THAT(large, Contains("too large"));
        CHECK(isSentence(large));
    }
    SECTION("rounding is suggested only for an answer within ten units of its last decimal") {
        // q1's exact value is 0.0199986667 (sin(0.02)); one unit of the 4th decimal is 0.0001.
        const auto advice = [&](const char* typed) { return english(pe::checkAnswer(typed, q1).message); };
        // Below the exact value: cutting off is a possible cause; above it, it is not.
        CHECK_THAT(advice("0.0191"), Contains("It is close") && Contains("rather than cutting it off"));
        CHECK_THAT(advice("0.01"), Contains("It is close") && Contains("rather than cutting it off")); // units of 0.01
        CHECK_THAT(advice("0.0209"), Contains("It is close") && Contains("how you rounded") && !Contains("cutting"));
        CHECK_THAT(advice("-0.0195"), Contains("It is not a rounding matter")); // the sign is wrong
        CHECK_THAT(advice("0.5"), Contains("It is not a rounding matter")); // one decimal, 0.48 off
        const char* far = GENERATE("0.9093", "0.0220", "0.0178", "-0.0200", "99999999");
        CAPTURE(far);
        const std::string m = advice(far);
        CHECK_THAT(m, Contains("It is not a rounding matter: check each step of your working.") && !Contains("round the last"));
        CHECK(isSentence(m));
    }
    SECTION("unreadable says what could not be read and gives an example") {
        const std::string m = english(pe::checkAnswer("0x1A", q1).message);
        CHECK_THAT(m, Contains("Hexadecimal") && Contains("0.1234"));
        CHECK(isSentence(m));
    }
    SECTION("no message shows a negative zero") {
        CHECK_THAT(english(pe::checkAnswer("-0.0000", pe::NumericTarget{0.0, 4}).message), !Contains("-0"));
        CHECK_THAT(english(pe::checkAnswer("0.0000", pe::NumericTarget{-0.0, 4}).message), !Contains("-0"));
    }
}

TEST_CASE("Verdicts have stable names", "[answer]") {
    CHECK(std::string(pe::verdictName(pe::Verdict::correct)) == "correct");
    CHECK(std::string(pe::verdictName(pe::Verdict::incorrect)) == "incorrect");
    CHECK(std::string(pe::verdictName(pe::Verdict::tooFewDecimals)) == "too-few-decimals");
    CHECK(std::string(pe::verdictName(pe::Verdict::unreadable)) == "unreadable");
}

TEST_CASE("Exact values are written with six more decimals than asked", "[answer][format]") {
    const auto [value, decimals, text] = GENERATE(table<double, int, std::string>({
        {kSin002, 4, "0.0199986667"},
        {kSin10, 4, "-0.5440211109"},
        {kSin002, 0, "0.019999"},
        {kSin002, 12, "0.01999866669333"},    // cut to 15 digits, counting the leading 0
        {-0.0, 2, "0.00000000"},              // never a negative zero
        {-1e-12, 2, "0.00000000"},
        {kLongest, 1, "60611.4771663"},
        {1e20, 2, "1e+20"},
    }));
    CAPTURE(value, decimals);
    CHECK(pe::formatExact(value, decimals) == text);
}

TEST_CASE("A question about a coordinate targets the exact coordinate", "[answer][target]") {
    const auto [pos, i, dModel, layout, expected] = GENERATE(table<double, double, int, std::string, double>({
        {2, 2, 4, "interleaved", kSin002},
        {1000, 2, 4, "interleaved", kSin10},
        {1000, 1, 4, "concatenated", kSin10},            // concatenated: coordinate 1 is sin(pos/100)
        {1, 3, 4, "interleaved", 0.999950000416665277780}, // cos(0.01)
    }));
    CAPTURE(pos, i, dModel, layout);
    const pe::NumericTarget t = pe::coordinateTarget(pos, i, pe::makeSettings(dModel, 10000, layout), 5);
    CHECK(t.decimals == 5);
    CHECK_THAT(t.expected, WithinAbs(expected, 1e-15));
}

TEST_CASE("checkAnswer with a list of slips names the one an incorrect answer matches", "[answer][diagnosis]") {
    // sin(0.02) = 0.0199986667 (mpmath) to four decimals, with two slips written out by hand.
    const pe::NumericTarget target{0.019998666693333079, 4};
    std::vector<pe::Mistake> slips(2);
    slips[0].code = "degrees";
    slips[0].explanation = PE_MESSAGE("core-slip-name-degrees"); // (any message: a name reads shorter)
    slips[0].value = 0.00034906584331009671;
    slips[1].code = "sin-cos-swapped";
    slips[1].explanation = PE_MESSAGE("core-slip-name-sin-cos-swapped");
    slips[1].value = 0.99980000666657777841;
    SECTION("a slip, at the precision typed") {
        for (const std::string text : {"0.0003", "0.000349", "0.00035"}) {
            CAPTURE(text);
            const pe::AnswerCheck r = pe::checkAnswer(text, target, slips);
            CHECK(r.diagnosis == "degrees");
            CHECK(english(r.message) == "Not quite: " + text + " matches a common slip. angle taken in degrees");
        }
        CHECK(pe::checkAnswer("1.00", target, slips).diagnosis == "sin-cos-swapped");
    }
    SECTION("truncation comes first, and says when decimals are missing too") {
        const pe::AnswerCheck r = pe::checkAnswer("0.019", target, slips);
        CHECK(r.diagnosis == "truncated");
        CHECK_THAT(english(r.message), StartsWith("Not quite: 0.019 looks like the exact value cut off after 3 "
                                         "decimals instead of rounded."));
        CHECK_THAT(english(r.message), EndsWith("; the question also asks for at least 4 decimals."));
    }
    SECTION("no diagnosis unless incorrect, and none for an unmatched answer") {
        CHECK(pe::checkAnswer("0.0200", target, slips).diagnosis.empty());
        CHECK(pe::checkAnswer("0.02", target, slips).diagnosis.empty());
        CHECK(pe::checkAnswer("x", target, slips).diagnosis.empty());
        const pe::AnswerCheck wrong = pe::checkAnswer("0.5", target, slips);
        CHECK(wrong.verdict == pe::Verdict::incorrect);
        CHECK(wrong.diagnosis.empty());
        CHECK(english(wrong.message) == english(pe::checkAnswer("0.5", target).message));
    }
    SECTION("the plain check names nothing") {
        CHECK(pe::checkAnswer("0.0003", target).diagnosis.empty());
    }
}
