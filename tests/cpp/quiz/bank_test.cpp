// The seeded bank (cpp/quiz/bank.cpp): SplitMix64, one quiz pinned, determinism, coverage of
// cells A-H, token numbering, the slips every question lists, and the validation of the options.
//
// Expected numbers come from outside the code under test: literals computed with mpmath
// (/usr/bin/python3, 30 digits), the seeds' worked figures, or the independent model in
// quiz_support.hpp.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using namespace quiztest;

TEST_CASE("SplitMix64 reproduces the published reference sequence", "[quiz][bank][rng]") {
    // Seed 0: the first outputs of Vigna's splitmix64.c (also computed with a Python transcription).
    pe::SplitMix64 zero(0);
    CHECK(zero.next() == 0xE220A8397B1DCDAFull);
    CHECK(zero.next() == 0x6E789E6AA1B965F4ull);
    CHECK(zero.next() == 0x06C45D188009454Full);
    pe::SplitMix64 other(2017);
    CHECK(other.next() == 0xC58432F2BFEAB20Full);
    CHECK(other.next() == 0x9026ABA21F5BE310ull);

    SECTION("below(n) stays in range and reaches every value") {
        const std::uint64_t n = GENERATE(1u, 2u, 3u, 7u, 100u);
        pe::SplitMix64 rng(42);
        std::set<std::uint64_t> seen;
        for (int j = 0; j < 2000; ++j) {
            const std::uint64_t x = rng.below(n);
            REQUIRE(x < n);
            seen.insert(x);
        }
        CHECK(seen.size() == n);
    }
}

TEST_CASE("One seed's quiz is pinned, so that a change of generator is noticed", "[quiz][bank][determinism]") {
    // Seed 2017, d_model 4, base 10000, interleaved, origin 0. The parameters are pinned as drawn;
    // the expected values are mpmath's. tests/node/quiz.test.mjs pins the same quiz.
    const std::vector<pe::Question> quiz = pe::makeQuiz(2017, quizSettings(4, 10000), 8);
    REQUIRE(quiz.size() == 8);
    struct Pin {
        const char* id;
        const char* kind;
        const char* name; // the parameter that identifies the question
        double param;
        double expected;
    };
    const Pin pins[] = {
        {"2017-1-A", "coordinate", "i", 1, 1.0},
        {"2017-2-B", "coordinate", "token", 18, -0.7509872467716761},      // sin 18
        {"2017-3-C", "coordinate", "token", 44, 0.4259394650659996},       // sin 0.44
        {"2017-4-D", "aliasing", "turns", 3, 0.18738131458572463},         // sin(0.01 * 6 pi)
        {"2017-5-E", "rotation", "token", 46, 0.8509033830765251},         // 0.901788 cos(-1) + (-0.432178) sin(-1)
        {"2017-6-F", "coordinate", "token", 84857, 0.53047949906250644},   // sin 84857
        {"2017-7-G", "wavelength", "context", 2048, 628.31853071795865},   // 2 pi 100
        {"2017-8-H", "dot", "tokenP", 31, 0.99838179594474764},            // cos 11 + cos 0.11
    };
    for (std::size_t j = 0; j < 8; ++j) {
        CAPTURE(j);
        const pe::Question& q = quiz[j];
        CHECK(q.id == pins[j].id);
        CHECK(q.kind == pins[j].kind);
        CHECK(q.param(pins[j].name) == pins[j].param);
        CHECK_THAT(q.expected, WithinAbs(pins[j].expected, 1e-12));
    }
    CHECK(quiz[1].param("i") == 0);
    CHECK(quiz[4].param("offset") == -1);
    CHECK(quiz[4].param("k") == 0);
    CHECK(quiz[7].param("tokenQ") == 42);
}

TEST_CASE("The same seed gives the same questions and another seed other numbers", "[quiz][bank][determinism]") {
    const Sweep s = GENERATE(from_range(sweepSettings()));
    CAPTURE(s.dModel, s.base, s.layout, s.origin);
    const pe::QuizSettings qs = quizSettings(s.dModel, s.base, s.layout, s.origin);
    auto same = [](const pe::Question& a, const pe::Question& b) {
        return a.id == b.id && a.prompt == b.prompt && a.hint == b.hint && a.solution == b.solution &&
               a.expected == b.expected && a.decimals == b.decimals && a.choices == b.choices &&
               a.answer == b.answer && a.mistakes.size() == b.mistakes.size();
    };
    SECTION("same seed, same questions") {
        const auto a = pe::makeQuiz(99, qs, 16), b = pe::makeQuiz(99, qs, 16);
        for (std::size_t j = 0; j < a.size(); ++j) CHECK(same(a[j], b[j]));
    }
    SECTION("a longer quiz starts with the shorter one") {
        const auto a = pe::makeQuiz(5, qs, 8), b = pe::makeQuiz(5, qs, 24);
        for (std::size_t j = 0; j < a.size(); ++j) CHECK(same(a[j], b[j]));
    }
    SECTION("consecutive seeds give different quizzes") {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const auto a = pe::makeQuiz(seed, qs, 8), b = pe::makeQuiz(seed + 1, qs, 8);
            int differing = 0;
            for (std::size_t j = 0; j < 8; ++j) differing += english(a[j].prompt) != english(b[j].prompt);
            CHECK(differing >= 1);
        }
    }
    SECTION("the numbers vary with the seed, not only the wording") {
        std::set<double> expectedB, expectedF;
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            const auto quiz = pe::makeQuiz(seed, qs, 8);
            expectedB.insert(quiz[1].expected);
            expectedF.insert(quiz[5].expected);
        }
        CHECK(expectedB.size() >= 5);
        CHECK(expectedF.size() >= 20);
    }
}

TEST_CASE("The default bank covers every cell A to H, for many seeds and settings", "[quiz][bank][coverage]") {
    const Sweep s = GENERATE(from_range(sweepSettings()));
    CAPTURE(s.dModel, s.base, s.layout, s.origin);
    const pe::QuizSettings qs = quizSettings(s.dModel, s.base, s.layout, s.origin);
    std::set<std::string> kinds;
    for (std::uint64_t seed : {0ull, 1ull, 7ull, 2017ull, 123456789ull, 9007199254740992ull}) {
        CAPTURE(seed);
        const std::vector<pe::Question> quiz = pe::makeQuiz(seed, qs, pe::kDefaultQuizCount);
        REQUIRE(quiz.size() == 8);
        for (std::size_t j = 0; j < 8; ++j) {
            const pe::Question& q = quiz[j];
            CAPTURE(j, q.id, q.prompt);
            CHECK(q.cell == std::string(1, "ABCDEFGH"[j]));
            CHECK(q.id == std::to_string(seed) + "-" + std::to_string(j + 1) + "-" + q.cell);
            CHECK_FALSE(q.prompt.empty());
            CHECK_FALSE(q.hint.empty());
            CHECK(q.solution.size() >= 3);
            kinds.insert(q.kind);
            if (q.isChoice) {
                CHECK(q.choices.size() == 4);
                CHECK(std::set<std::string>(q.choices.begin(), q.choices.end()).size() == 4);
                REQUIRE(q.answer >= 0);
                REQUIRE(q.answer < 4);
                for (const pe::Mistake& m : q.mistakes) {
                    CHECK(m.choice != q.answer);
                    CHECK_FALSE(m.code.empty());
                }
                CHECK(q.mistakes.size() == 3); // every wrong option is a named misconception
            } else {
                CHECK(std::isfinite(q.expected));
                CHECK(q.decimals >= 1);
                CHECK_THAT(q.expected, WithinAbs(independentExpected(q), 1e-9 * std::max(1.0, std::fabs(q.expected))));
            }
        }
    }
    CHECK(kinds.count("coordinate") == 1);
    CHECK(kinds.count("rotation") == 1);
    CHECK(kinds.count("dot") == 1);
}

TEST_CASE("Longer quizzes cycle the cells with new numbers", "[quiz][bank][coverage]") {
    const std::vector<pe::Question> quiz = pe::makeQuiz(31337, quizSettings(64, 10000), 50);
    REQUIRE(quiz.size() == 50);
    std::set<std::string> prompts, ids;
    for (std::size_t j = 0; j < quiz.size(); ++j) {
        CHECK(quiz[j].cell == std::string(1, "ABCDEFGH"[j % 8]));
        prompts.insert(english(quiz[j].prompt));
        ids.insert(quiz[j].id);
    }
    CHECK(prompts.size() == 50);
    CHECK(ids.size() == 50);
}

TEST_CASE("Token numbers follow the index origin: token t is at position t - origin", "[quiz][bank][origin]") {
    const int origin = GENERATE(0, 1);
    const pe::QuizSettings qs = quizSettings(8, 10000, "interleaved", origin);
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        for (const pe::Question& q : pe::makeQuiz(seed, qs, 16)) {
            if (q.kind == "coordinate" || q.kind == "rotation") {
                CHECK(q.param("position") == q.param("token") - origin);
                CHECK(english(q.prompt).find("oken number " + std::to_string(static_cast<long long>(q.param("token")))) !=
                      std::string::npos);
            }
            if (q.cell == "A" && !q.isChoice) {
                CHECK(q.param("token") == origin); // the first token
                CHECK(q.param("position") == 0);
            }
            if (q.kind == "dot") CHECK(q.param("positionP") == q.param("tokenP") - origin);
        }
    }
    SECTION("the same coordinate question under both origins") {
        // Token number 2 is position 2 from origin 0 but position 1 from origin 1.
        const pe::Question q = pe::coordinateQuestion('B', 2, 2, quizSettings(4, 10000, "interleaved", origin));
        CHECK_THAT(q.expected, WithinAbs(origin == 0 ? 0.019998666693333079 : 0.0099998333341666647, 1e-15));
    }
}

TEST_CASE("Each listed mistake value agrees with an independent computation of the mistake", "[quiz][bank][diagnosis]") {
    const Sweep s = GENERATE(from_range(sweepSettings()));
    CAPTURE(s.dModel, s.base, s.layout, s.origin);
    const pe::QuizSettings qs = quizSettings(s.dModel, s.base, s.layout, s.origin);
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        for (const pe::Question& q : pe::makeQuiz(seed, qs, 16)) {
            if (q.isChoice) continue;
            CAPTURE(q.id, q.prompt);
            const auto model = independentMistakes(q);
            for (const pe::Mistake& m : q.mistakes) {
                CAPTURE(m.code, m.value);
                const auto it = model.find(m.code);
                REQUIRE(it != model.end());
                bool found = false;
                for (double v : it->second)
                    found = found || std::fabs(v - m.value) <= 1e-8 * std::max(1.0, std::fabs(v));
                CHECK(found);
                CHECK_FALSE(pe::withinHalfUnit(m.value, q.expected, q.decimals));
                CHECK(testing::isSentence(english(m.explanation)));
            }
        }
    }
}

TEST_CASE("Quiz options are validated with messages naming the setting, the value and the rule", "[quiz][bank][validation]") {
    auto options = [](double seed, double dModel, double base, const char* layout, double origin, double count) {
        pe::QuizOptions o;
        o.seed = seed;
        o.dModel = dModel;
        o.base = base;
        o.layout = layout;
        o.origin = origin;
        o.count = count;
        return o;
    };
    struct Bad {
        pe::QuizOptions options;
        std::vector<std::string> parts;
    };
    const std::vector<Bad> bad = {
        {options(-1, 4, 10000, "interleaved", 0, 8), {"seed", "-1", "2^53"}},
        {options(1.5, 4, 10000, "interleaved", 0, 8), {"seed", "1.5", "whole number"}},
        {options(9007199254740994.0, 4, 10000, "interleaved", 0, 8), {"seed", "2^53"}},
        {options(testing::kNaN, 4, 10000, "interleaved", 0, 8), {"seed", "NaN"}},
        {options(1, 4, 10000, "interleaved", 0, 0), {"count", "0", "1 to 50"}},
        {options(1, 4, 10000, "interleaved", 0, 51), {"count", "51", "1 to 50"}},
        {options(1, 4, 10000, "interleaved", 0, 2.5), {"count", "2.5"}},
        {options(1, 4, 10000, "interleaved", 2, 8), {"origin", "2", "0 or 1"}},
        {options(1, 3, 10000, "interleaved", 0, 8), {"d_model", "3", "even"}},
        {options(1, 4, 1, "interleaved", 0, 8), {"base", "1", "greater than 1"}},
        {options(1, 4, 10000, "rows", 0, 8), {"layout", "rows"}},
    };
    for (const Bad& b : bad) {
        const std::string message = testing::inputErrorMessage([&] { pe::makeQuiz(b.options); });
        CAPTURE(message);
        for (const std::string& part : b.parts) CHECK(message.find(part) != std::string::npos);
        CHECK(testing::isSentence(message));
    }
    SECTION("the limits themselves are accepted") {
        CHECK(pe::makeQuiz(options(pe::kMaxQuizSeed, 4, 10000, "interleaved", 1, 1)).size() == 1);
        CHECK(pe::makeQuiz(options(0, 2, 1.5, "concatenated", 0, 50)).size() == 50);
    }
}
