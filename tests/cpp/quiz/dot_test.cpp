// Dot-product questions, cell H (cpp/quiz/dot.cpp).
//
// Expected numbers come from outside the code under test: literals computed with mpmath
// (/usr/bin/python3, 30 digits), the seeds' worked figures, or the independent model in
// quiz_support.hpp.
#include <catch2/catch.hpp>

#include <cmath>

#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using namespace quiztest;

TEST_CASE("The dot product depends only on the offset", "[quiz][dot][diagnosis][seed]") {
    const pe::QuizSettings qs = quizSettings(4, 10000);
    SECTION("tokens 8 and 3, in both orders") {
        // Seed 003, Ex 8 works out pair 1 alone, cos(0.05) = 0.998750; the full d_model 4 dot
        // product adds pair 0: cos 5 + cos 0.05 = 1.282412 (mpmath).
        const double p = GENERATE(3.0, 8.0);
        const pe::Question q = pe::dotQuestion(p, 11 - p, qs);
        CHECK_THAT(q.expected, WithinAbs(1.2824124458581925, 1e-12));
        CHECK(pe::checkQuizAnswer("1.2824", q).verdict == pe::Verdict::correct);
        CHECK(pe::checkQuizAnswer("0.998750", q).diagnosis == "dot-single-pair");
        CHECK(pe::checkQuizAnswer(fixedText(2 * 1.2824124458581925, 4), q).diagnosis == "dot-d-model");
        CHECK(pe::checkQuizAnswer(fixedText(std::cos(11.0) + std::cos(0.11), 4), q).diagnosis ==
              "dot-uses-positions");
    }
    SECTION("zero offset gives d_model / 2") {
        const pe::Question q = pe::dotQuestion(7, 7, quizSettings(8, 10000));
        CHECK(q.expected == 4.0);
        CHECK(pe::checkQuizAnswer("8.0000", q).diagnosis == "dot-d-model");
        CHECK(pe::checkQuizAnswer("1.0000", q).diagnosis == "dot-single-pair");
    }
}
