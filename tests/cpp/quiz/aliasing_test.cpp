// Aliasing questions, cell D (cpp/quiz/aliasing.cpp).
//
// Expected numbers come from outside the code under test: literals computed with mpmath
// (/usr/bin/python3, 30 digits), the seeds' worked figures, or the independent model in
// quiz_support.hpp.
#include <catch2/catch.hpp>


#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using namespace quiztest;

TEST_CASE("Aliasing: the fastest pair repeats at 2 pi, the vector does not", "[quiz][aliasing][diagnosis][seed]") {
    // Seed 003, Ex 4: PE(2 pi) coordinate 2 = sin(0.01 * 2 pi) = 0.06279 (mpmath 0.0627905195...).
    const pe::Question q = pe::aliasingQuestion(1, 2, quizSettings(4, 10000));
    CHECK_THAT(q.expected, WithinAbs(0.062790519529313376, 1e-15));
    CHECK(pe::checkQuizAnswer("0.0628", q).verdict == pe::Verdict::correct);
    CHECK(pe::checkQuizAnswer("0.0000", q).diagnosis == "full-vector-repeats");

    SECTION("the choice question") {
        const int order[4] = {0, 1, 2, 3};
        const pe::Question c = pe::aliasingChoice(1, quizSettings(8, 10000), order);
        CHECK(pe::checkQuizAnswer("0", c).verdict == pe::Verdict::correct);
        CHECK(pe::checkQuizAnswer("1", c).diagnosis == "full-vector-repeats");
        CHECK_THROWS_AS(pe::aliasingChoice(1, quizSettings(2, 10000), order), pe::InputError);
    }
}
