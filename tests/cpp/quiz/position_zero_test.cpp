// The position-zero choice question, cell A (cpp/quiz/position_zero.cpp).
//
// Expected numbers come from outside the code under test: literals computed with mpmath
// (/usr/bin/python3, 30 digits), the seeds' worked figures, or the independent model in
// quiz_support.hpp.
#include <catch2/catch.hpp>

#include <string>

#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using namespace quiztest;

TEST_CASE("The position-zero choice question names the all-zeros option", "[quiz][position-zero][diagnosis][seed]") {
    // Seed 003, Ex 1: PE(0) = [0, 1, 0, 1]: the sines are 0 and the cosines 1.
    const int origin = GENERATE(0, 1);
    const pe::QuizSettings qs = quizSettings(4, 10000, "interleaved", origin);
    const int order[4] = {3, 1, 0, 2};
    const pe::Question c = pe::positionZeroChoice(qs, order);
    REQUIRE(c.answer == 2);
    CHECK(pe::checkQuizAnswer("2", c).verdict == pe::Verdict::correct);
    CHECK(pe::checkQuizAnswer("c", c).verdict == pe::Verdict::correct);
    const pe::QuizCheck wrong = pe::checkQuizAnswer("1", c);
    CHECK(wrong.verdict == pe::Verdict::incorrect);
    CHECK(wrong.diagnosis == "all-zeros-at-position-zero");
    CHECK(pe::checkQuizAnswer("B", c).diagnosis == "all-zeros-at-position-zero");
    CHECK(pe::checkQuizAnswer("3", c).diagnosis == "sin-cos-swapped");
    CHECK(pe::checkQuizAnswer("0", c).diagnosis == "base-matters-at-zero");

    SECTION("anything but an option's number or letter is unreadable, with no diagnosis") {
        for (const char* bad : {"", "4", "e", "1.5", "12", "zero"}) {
            CAPTURE(bad);
            const pe::QuizCheck u = pe::checkQuizAnswer(bad, c);
            CHECK(u.verdict == pe::Verdict::unreadable);
            CHECK(u.diagnosis.empty());
            CHECK(testing::isSentence(english(u.message)));
        }
    }
}
