// Wavelength and base-choice questions, cell G (cpp/quiz/wavelength.cpp).
//
// Expected numbers come from outside the code under test: literals computed with mpmath
// (/usr/bin/python3, 30 digits), the seeds' worked figures, or the independent model in
// quiz_support.hpp.
#include <catch2/catch.hpp>


#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinRel;
using namespace quiztest;

TEST_CASE("The longest wavelength against a context length", "[quiz][wavelength][diagnosis][seed]") {
    // Seed 003, Ex 7 (d_model 512): the seed prints 10000^(510/512) = 9655 and lambda_max = 60650;
    // mpmath gives 9646.616 and 60611.477 (and 617.117 for base 100, printed there as 617.3).
    // The comparison with 8192 tokens is the same either way.
    const pe::Question big = pe::wavelengthQuestion(8192, quizSettings(512, 10000));
    CHECK_THAT(big.expected, WithinRel(60611.477166261057, 1e-12));
    CHECK(big.expected > 8192);
    const pe::Question small = pe::wavelengthQuestion(8192, quizSettings(512, 100));
    CHECK_THAT(small.expected, WithinRel(617.11679832710961, 1e-12));
    CHECK(small.expected < 8192);
    CHECK(pe::checkQuizAnswer("60611.5", big).verdict == pe::Verdict::correct);
    CHECK(pe::checkQuizAnswer("9646.6", big).diagnosis == "wavelength-missing-2pi");
    CHECK(pe::checkQuizAnswer("0.0001", big).diagnosis == "wavelength-as-frequency");
    CHECK(pe::checkQuizAnswer("62831.9", big).diagnosis == "wavelength-uses-full-base");
    CHECK(pe::checkQuizAnswer("6.3", big).diagnosis == "wavelength-fastest-pair");
    CHECK(pe::checkQuizAnswer("60611.4", big).diagnosis == "truncated");

    SECTION("choosing the base") {
        // d_model 512, 16384 tokens, bases 100 .. 100000: lambda_max 617.1, 6115.9, 60611.5, 600687.
        const pe::Question c = pe::baseChoiceQuestion(16384, 2, quizSettings(512, 10000));
        REQUIRE(c.choices.size() == 4);
        CHECK(english(c.choices[2]) == "b = 10000");
        CHECK(c.answer == 2);
        CHECK(pe::checkQuizAnswer("2", c).verdict == pe::Verdict::correct);
        CHECK(pe::checkQuizAnswer("0", c).diagnosis == "base-too-small");
        // without 2 pi: 10000^(510/512) = 9646.6 < 16384, so 100000 would be picked
        CHECK(pe::checkQuizAnswer("3", c).diagnosis == "base-lambda-missing-2pi");
    }
    SECTION("choosing the base with lambda = 2 pi b") {
        // d_model 4, 4096 tokens: 2 pi sqrt(b) >= 4096 first at b = 10^6; 2 pi b >= 4096 at b = 1000.
        const pe::Question c = pe::baseChoiceQuestion(4096, 3, quizSettings(4, 10000));
        CHECK(c.answer == 3);
        CHECK(pe::checkQuizAnswer("a", c).diagnosis == "wavelength-uses-full-base");
        CHECK(pe::checkQuizAnswer("b", c).diagnosis == "base-too-small");
    }
}
