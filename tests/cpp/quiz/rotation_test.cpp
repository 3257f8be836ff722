// Rotation questions, cell E (cpp/quiz/rotation.cpp).
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

TEST_CASE("A rotation by the offset, with the sign of the offset", "[quiz][rotation][diagnosis][seed]") {
    // Seed 003, Ex 5: d_model 4, pair 1, from position 3 (sin 0.03 = 0.029996, cos 0.03 = 0.999550).
    const pe::QuizSettings qs = quizSettings(4, 10000);
    SECTION("offset +5 lands on sin(0.08) = 0.079915") {
        const pe::Question q = pe::rotationQuestion(3, 5, 1, true, qs);
        CHECK(q.param("sinTheta") == 0.029996);
        CHECK(q.param("cosTheta") == 0.99955);
        CHECK_THAT(q.expected, WithinAbs(0.079914693969172687, 2e-6));
        CHECK(pe::checkQuizAnswer("0.0799", q).verdict == pe::Verdict::correct);
        // rotating by -0.05 instead: 0.029996 cos 0.05 - 0.999550 sin 0.05 = -0.019998 (mpmath)
        CHECK(pe::checkQuizAnswer(fixedText(-0.019998165833699116, 4), q).diagnosis == "rotation-sign");
        CHECK(pe::checkQuizAnswer(fixedText(std::cos(0.08), 4), q).diagnosis == "sin-cos-swapped");
    }
    SECTION("offset -5 goes back to sin(0.03)") {
        const pe::Question q = pe::rotationQuestion(8, -5, 1, true, qs);
        CHECK(q.param("phi") == Approx(-0.05));
        CHECK_THAT(q.expected, WithinAbs(std::sin(0.03), 2e-6));
        // +0.05 instead of -0.05: 0.079915 cos 0.05 + 0.996802 sin 0.05 = 0.129634 (mpmath)
        const pe::QuizCheck r = pe::checkQuizAnswer(fixedText(0.12963446294681443, 4), q);
        CHECK(r.diagnosis == "rotation-sign");
        CHECK(english(r.message).find("negative") != std::string::npos);
    }
}
