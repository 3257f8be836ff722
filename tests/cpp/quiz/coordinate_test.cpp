// Coordinate questions, cells A, B, C and F (cpp/quiz/coordinate.cpp): the seed's Q1 and its
// classic slips, odd coordinates, the other layout, origins, position zero, large positions.
//
// Expected numbers come from outside the code under test: literals computed with mpmath
// (/usr/bin/python3, 30 digits), the seeds' worked figures, or the independent model in
// quiz_support.hpp.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using namespace quiztest;

TEST_CASE("The seed's Q1 names each classic slip", "[quiz][coordinate][diagnosis][seed]") {
    // Q1: d_model 4, coordinate 2 of PE(2) = sin(0.02) = 0.019999 (to six decimals).
    const pe::Question q = pe::coordinateQuestion('B', 2, 2, quizSettings(4, 10000));
    REQUIRE_THAT(q.expected, WithinAbs(0.019999, testing::halfUnit(6)));
    REQUIRE(q.decimals == 4);
    struct Slip {
        double value;
        const char* code;
    };
    const Slip slip = GENERATE(values<Slip>({
        {std::sin(0.02 * kPi / 180), "degrees"},     // 0.0003
        {std::cos(0.02), "sin-cos-swapped"},         // 0.9998
        {std::sin(0.03), "origin-off-by-one"},       // pos 3: counted from 1
        {std::sin(0.01), "origin-off-by-one"},       // pos 1: one subtracted
        {std::sin(2 / 10000.0), "exponent-uses-i"},  // 10000^(2i/d) with i = 2
        {std::cos(2.0), "layout-concatenated"},      // coordinate 2 as cos of pair 0
    }));
    CAPTURE(slip.code);
    const pe::QuizCheck r = pe::checkQuizAnswer(fixedText(slip.value, 4), q);
    CHECK(r.verdict == pe::Verdict::incorrect);
    CHECK(r.diagnosis == slip.code);

    SECTION("more digits of the same slip are still that slip") {
        CHECK(pe::checkQuizAnswer(fixedText(slip.value, 7), q).diagnosis == slip.code);
    }
    SECTION("cutting off instead of rounding") {
        const pe::QuizCheck t = pe::checkQuizAnswer("0.0199", q);
        CHECK(t.verdict == pe::Verdict::incorrect);
        CHECK(t.diagnosis == "truncated");
        CHECK(pe::checkQuizAnswer("0.01", q).diagnosis == "truncated");
        CHECK(pe::checkQuizAnswer("0.0200", q).diagnosis.empty());
    }
}

TEST_CASE("Odd coordinates and the other layout have their own slips", "[quiz][coordinate][diagnosis]") {
    SECTION("exponent from the odd index i instead of 2k") {
        // coordinate 3 of PE(50), d_model 4: cos(0.5) = 0.877583; with 10000^(3/4) = 1000 in the
        // exponent: cos(0.05) = 0.998750 (mpmath). Degrees would give cos(0.5°) = 1.0000.
        const pe::Question q = pe::coordinateQuestion('B', 50, 3, quizSettings(4, 10000));
        CHECK_THAT(q.expected, WithinAbs(0.87758256189037271, 1e-15));
        CHECK(pe::checkQuizAnswer(fixedText(0.99875026039496625, 4), q).diagnosis == "exponent-uses-i");
        CHECK(pe::checkQuizAnswer("1.0000", q).diagnosis == "degrees");
    }
    SECTION("the interleaved layout used for a concatenated question") {
        // concatenated, d_model 4: coordinate 1 is sin(pos/100); read interleaved it is cos(pos).
        const pe::Question q = pe::coordinateQuestion('B', 2, 1, quizSettings(4, 10000, "concatenated"));
        CHECK_THAT(q.expected, WithinAbs(0.019998666693333079, 1e-15));
        CHECK(pe::checkQuizAnswer(fixedText(std::cos(2.0), 4), q).diagnosis == "layout-interleaved");
    }
    SECTION("origin 1: the token number used as the position") {
        const pe::Question q = pe::coordinateQuestion('B', 2, 2, quizSettings(4, 10000, "interleaved", 1));
        CHECK_THAT(q.expected, WithinAbs(0.0099998333341666647, 1e-15));
        const pe::QuizCheck r = pe::checkQuizAnswer(fixedText(std::sin(0.02), 4), q);
        CHECK(r.diagnosis == "origin-off-by-one");
        CHECK(english(r.message).find("token number") != std::string::npos);
    }
}

TEST_CASE("Position zero: the cosines are 1, not 0", "[quiz][coordinate][diagnosis][seed]") {
    // Seed 003, Ex 1: PE(0) = [0, 1, 0, 1].
    const int origin = GENERATE(0, 1);
    const pe::QuizSettings qs = quizSettings(4, 10000, "interleaved", origin);
    const pe::Question q = pe::coordinateQuestion('A', origin, 3, qs);
    CHECK(q.expected == 1.0);
    CHECK(pe::checkQuizAnswer("1.00", q).verdict == pe::Verdict::correct);
    CHECK(pe::checkQuizAnswer("0.00", q).diagnosis == "all-zeros-at-position-zero");
    // The first token taken as position 1: cos(1/100) = 0.99995 -> "1.00" is right anyway, so the
    // fastest coordinate shows the slip: coordinate 1 = cos(1) = 0.54.
    const pe::Question fast = pe::coordinateQuestion('A', origin, 1, qs);
    CHECK(pe::checkQuizAnswer(fixedText(std::cos(1.0), 2), fast).diagnosis == "origin-off-by-one");
}

TEST_CASE("Large positions stay bounded, and the angle itself is named as a slip", "[quiz][coordinate][diagnosis][seed]") {
    // Seed 003, Ex 6: PE(1000) = [0.82688, 0.56238, -0.54402, -0.83907].
    const pe::QuizSettings qs = quizSettings(4, 10000);
    const double expected[4] = {0.82688, 0.56238, -0.54402, -0.83907};
    for (int i = 0; i < 4; ++i) {
        const pe::Question q = pe::coordinateQuestion('F', 1000, i, qs);
        CHECK_THAT(q.expected, WithinAbs(expected[i], testing::halfUnit(5)));
    }
    const pe::Question q = pe::coordinateQuestion('F', 1000, 0, qs);
    CHECK(pe::checkQuizAnswer("1000", q).diagnosis == "angle-instead-of-value");
    // Seed 003, Ex 3: the slow pair at pos 50 is sin 0.5 = 0.4794, close to the linear 0.5.
    const pe::Question c = pe::coordinateQuestion('C', 50, 2, qs);
    CHECK_THAT(c.expected, WithinAbs(0.479425538604203, 1e-15));
    CHECK(pe::checkQuizAnswer("0.5000", c).diagnosis == "angle-instead-of-value");
}

TEST_CASE("A slip indistinguishable from the exact value is not listed", "[quiz][coordinate][diagnosis]") {
    // d_model 512, pos 1, coordinate 511 (cosine of pair 255): cos(1.0367e-4) and the
    // exponent-from-i cos(10000^(-511/512)) = cos(1.0331e-4) are both 1.0000 to four decimals,
    // so the question lists no exponent-uses-i entry.
    const pe::Question near = pe::coordinateQuestion('C', 1, 511, quizSettings(512, 10000));
    for (const pe::Mistake& m : near.mistakes) CHECK(m.code != "exponent-uses-i");
}

TEST_CASE("A question comes first, the settings it is for after it; tokens from 0 read pos = t", "[quiz][coordinate][words]") {
    SECTION("origin 0: the hint and the first step write no subtraction of 0") {
        const pe::Question q = pe::coordinateQuestion('A', 3, 2, quizSettings(4, 10000));
        const std::string prompt = pe::test::english(q.prompt);
        CAPTURE(prompt);
        CHECK(prompt.rfind("Settings", 0) == std::string::npos);
        const std::string note = "(d_model = 4, base 10000, interleaved layout, tokens numbered from 0)";
        REQUIRE(prompt.size() > note.size());
        CHECK(prompt.substr(prompt.size() - note.size()) == note);
        CHECK(pe::test::english(q.hint) == "Work out the formula position of the first token (pos = t), then ask what sine and "
                                           "cosine are at that angle.");
        CHECK(pe::test::english(q.solution.at(0)) ==
              "Token number 3 with tokens numbered from 0 is at formula position pos = 3.");
    }
    SECTION("origin 1: the subtraction is written out") {
        const pe::Question q = pe::coordinateQuestion('A', 3, 2, quizSettings(4, 10000, "concatenated", 1));
        const std::string prompt = pe::test::english(q.prompt);
        CAPTURE(prompt);
        const std::string note = "(d_model = 4, base 10000, concatenated layout, tokens numbered from 1)";
        CHECK(prompt.substr(prompt.size() - note.size()) == note);
        CHECK(pe::test::english(q.hint).find("(pos = t − 1)") != std::string::npos);
        CHECK(pe::test::english(q.solution.at(0)) ==
              "Token number 3 with tokens numbered from 1 is at formula position pos = 3 − 1 = 2.");
    }
}
