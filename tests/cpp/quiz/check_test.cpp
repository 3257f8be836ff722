// Checking answers to bank questions (cpp/quiz/check.cpp): every own answer is right, a slip
// typed is named, a diagnosis only for an incorrect answer, truncation, refusals.
//
// Expected numbers come from outside the code under test: literals computed with mpmath
// (/usr/bin/python3, 30 digits), the seeds' worked figures, or the independent model in
// quiz_support.hpp.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <map>
#include <string>

#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using namespace quiztest;

TEST_CASE("Every question's own answer is judged correct, and raises no diagnosis", "[quiz][check]") {
    const Sweep s = GENERATE(from_range(sweepSettings()));
    CAPTURE(s.dModel, s.base, s.layout, s.origin);
    const pe::QuizSettings qs = quizSettings(s.dModel, s.base, s.layout, s.origin);
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        for (const pe::Question& q : pe::makeQuiz(seed, qs, 16)) {
            CAPTURE(q.id, q.prompt);
            if (q.isChoice) {
                const pe::QuizCheck byIndex = pe::checkQuizAnswer(std::to_string(q.answer), q);
                CHECK(byIndex.verdict == pe::Verdict::correct);
                CHECK(byIndex.diagnosis.empty());
                const std::string letter(1, static_cast<char>('A' + q.answer));
                CHECK(pe::checkQuizAnswer(letter, q).verdict == pe::Verdict::correct);
                continue;
            }
            for (int extra : {0, 2}) {
                const std::string typed = fixedText(q.expected, q.decimals + extra);
                CAPTURE(typed);
                const pe::QuizCheck r = pe::checkQuizAnswer(typed, q);
                CHECK(r.verdict == pe::Verdict::correct);
                CHECK(r.diagnosis.empty());
                CHECK(r.decimalsRequired == q.decimals);
            }
            // Correct as far as it goes: never a diagnosis either.
            const pe::QuizCheck shortAnswer = pe::checkQuizAnswer(fixedText(q.expected, q.decimals - 1), q);
            CHECK(shortAnswer.verdict == pe::Verdict::tooFewDecimals);
            CHECK(shortAnswer.diagnosis.empty());
        }
    }
}

TEST_CASE("A wrong answer built from an independent computation of a mistake is diagnosed", "[quiz][check][diagnosis]") {
    // For every numeric question of a broad sweep and every mistake the independent model knows,
    // type that mistake's value to the required decimals. Where the question can tell it apart
    // from the exact value, the checker must raise a diagnosis; where no other known mistake (and
    // not truncation) gives the same digits, it must be exactly that mistake's code.
    std::map<std::string, int> recognised;
    for (const Sweep& s : sweepSettings()) {
        const pe::QuizSettings qs = quizSettings(s.dModel, s.base, s.layout, s.origin);
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            for (const pe::Question& q : pe::makeQuiz(seed, qs, 16)) {
                if (q.isChoice) continue;
                for (const auto& [code, values] : independentMistakes(q)) {
                    for (double v : values) {
                        if (!listsValue(q, code, v)) continue; // indistinguishable, or a repeat
                        const std::string typed = fixedText(v, q.decimals);
                        const pe::QuizCheck r = pe::checkQuizAnswer(typed, q);
                        if (r.verdict != pe::Verdict::incorrect) continue;
                        CAPTURE(q.id, q.prompt, code, typed, r.message);
                        REQUIRE_FALSE(r.diagnosis.empty());
                        bool ambiguous = r.diagnosis == "truncated";
                        for (const pe::Mistake& m : q.mistakes)
                            if (m.code != code && pe::withinHalfUnit(r.value, m.value, q.decimals))
                                ambiguous = true;
                        if (!ambiguous) {
                            CHECK(r.diagnosis == code);
                            CHECK(testing::isSentence(english(r.message)));
                            ++recognised[code];
                        }
                    }
                }
            }
        }
    }
    for (const char* code :
         {"degrees", "sin-cos-swapped", "origin-off-by-one", "exponent-uses-i", "wrong-pair", "layout-concatenated",
          "layout-interleaved", "angle-instead-of-value", "all-zeros-at-position-zero",
          "full-vector-repeats", "rotation-sign", "rotation-uses-position", "wavelength-missing-2pi",
          "wavelength-as-frequency", "wavelength-uses-full-base", "wavelength-fastest-pair",
          "dot-single-pair", "dot-d-model", "dot-uses-positions", "dot-sines-only"}) {
        CAPTURE(code);
        CHECK(recognised[code] > 0);
    }
}

TEST_CASE("Diagnoses are only raised on incorrect answers", "[quiz][check][diagnosis]") {
    const pe::Question q = pe::coordinateQuestion('B', 2, 2, quizSettings(4, 10000));
    SECTION("an answer that matches no mistake") {
        const pe::QuizCheck r = pe::checkQuizAnswer("0.5", q);
        CHECK(r.verdict == pe::Verdict::incorrect);
        CHECK(r.diagnosis.empty());
    }
    SECTION("unreadable and too-few-decimals answers") {
        CHECK(pe::checkQuizAnswer("abc", q).diagnosis.empty());
        CHECK(pe::checkQuizAnswer("0.02", q).verdict == pe::Verdict::tooFewDecimals);
        CHECK(pe::checkQuizAnswer("0.02", q).diagnosis.empty());
    }
}

TEST_CASE("Truncating a negative value cuts toward zero", "[quiz][check][diagnosis]") {
    const pe::Question q = pe::coordinateQuestion('B', 18, 0, quizSettings(4, 10000)); // sin 18
    CHECK(pe::checkQuizAnswer("-0.7509", q).diagnosis == "truncated");
    CHECK(pe::checkQuizAnswer("-0.7510", q).verdict == pe::Verdict::correct);
    CHECK(pe::checkQuizAnswer("-0.7511", q).diagnosis.empty());
}

TEST_CASE("A choice question with an answer index out of range is refused when checked", "[quiz][check][validation]") {
    pe::Question q = pe::positionZeroChoice(quizSettings(4, 10000), {0, 1, 2, 3});
    q.answer = 4;
    CHECK_THROWS_AS(pe::checkQuizAnswer("0", q), pe::InputError);
}
