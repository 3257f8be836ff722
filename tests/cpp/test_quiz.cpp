// The quiz engine (cpp/quiz.hpp): a seeded bank over cells A-H of the seeds' scenario matrix, and
// a checker that names the mistake behind a wrong answer.
//
// Expected numbers come from outside the code under test: literals computed with mpmath
// (/usr/bin/python3, 30 digits), the seeds' worked figures, or the small independent formulas in
// this file (plain std::sin/std::cos/std::pow on the question's own parameters).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "quiz.hpp"
#include "test_support.hpp"

using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

constexpr double kPi = 3.14159265358979323846;

pe::QuizSettings quizSettings(int dModel, double base, const char* layout = "interleaved",
                              int origin = 0) {
    return pe::makeQuizSettings(dModel, base, layout, origin);
}

std::string fixedText(double value, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

// ---- an independent model of the formula, written from the paper and the README conventions ----

double omegaOf(int k, int d, double b) { return std::pow(b, -2.0 * k / d); }
struct Role {
    int k;
    bool sine;
};
Role roleOf(int i, int d, bool concatenated) {
    if (concatenated) return i < d / 2 ? Role{i, true} : Role{i - d / 2, false};
    return Role{i / 2, i % 2 == 0};
}
double fn(bool sine, double x) { return sine ? std::sin(x) : std::cos(x); }
double pe0(double pos, int i, int d, double b, bool concatenated) {
    const Role r = roleOf(i, d, concatenated);
    return fn(r.sine, pos * omegaOf(r.k, d, b));
}

bool isConcatenated(const pe::Question& q) { return q.settings.settings.layout == pe::Layout::concatenated; }

// The value every mistake code stands for, computed from the question's parameters alone. Codes
// with several variants (origin +1/-1, exponent i or 2i, one pair or another) give several values.
std::map<std::string, std::vector<double>> independentMistakes(const pe::Question& q) {
    std::map<std::string, std::vector<double>> m;
    const int d = q.settings.settings.dModel;
    const double b = q.settings.settings.base;
    const bool concat = isConcatenated(q);
    const int origin = q.settings.origin;
    if (q.kind == "coordinate" || q.kind == "aliasing") {
        const double pos = q.param("position");
        const int i = static_cast<int>(q.param("i"));
        const Role r = roleOf(i, d, concat);
        const double theta = pos * omegaOf(r.k, d, b);
        m["degrees"] = {fn(r.sine, theta * kPi / 180)};
        m["sin-cos-swapped"] = {fn(!r.sine, theta)};
        m["angle-instead-of-value"] = {theta};
        m["exponent-uses-i"] = {fn(r.sine, pos / std::pow(b, static_cast<double>(i) / d)),
                                fn(r.sine, pos / std::pow(b, 2.0 * i / d))};
        m[concat ? "layout-interleaved" : "layout-concatenated"] = {pe0(pos, i, d, b, !concat)};
        if (q.kind == "coordinate") {
            m["origin-off-by-one"] = {pe0(pos + 1, i, d, b, concat)};
            if (origin == 0) m["origin-off-by-one"].push_back(pe0(pos - 1, i, d, b, concat));
            if (q.cell == "A") m["all-zeros-at-position-zero"] = {0.0};
        } else {
            m["full-vector-repeats"] = {r.sine ? 0.0 : 1.0};
        }
    } else if (q.kind == "rotation") {
        const double s = q.param("sinTheta"), c = q.param("cosTheta");
        const double w = omegaOf(static_cast<int>(q.param("k")), d, b);
        const double delta = q.param("offset");
        const bool sine = q.param("sine") == 1;
        auto rot = [&](bool top, double phi) {
            return top ? s * std::cos(phi) + c * std::sin(phi) : c * std::cos(phi) - s * std::sin(phi);
        };
        m["rotation-sign"] = {rot(sine, -w * delta)};
        m["sin-cos-swapped"] = {rot(!sine, w * delta)};
        m["degrees"] = {rot(sine, w * delta * kPi / 180)};
        m["rotation-uses-position"] = {rot(sine, w * (q.param("position") + delta))};
    } else if (q.kind == "wavelength") {
        const double wMin = std::pow(b, -(d - 2.0) / d);
        m["wavelength-missing-2pi"] = {1 / wMin};
        m["wavelength-as-frequency"] = {wMin};
        m["wavelength-uses-full-base"] = {2 * kPi * b};
        m["wavelength-fastest-pair"] = {2 * kPi};
    } else if (q.kind == "dot") {
        const double p = q.param("positionP"), r = q.param("positionQ");
        double sum = 0, plus = 0, sines = 0, degrees = 0, halfExponent = 0;
        std::vector<double> single;
        for (int k = 0; k < d / 2; ++k) {
            const double w = omegaOf(k, d, b);
            single.push_back(std::cos(w * (p - r)));
            sum += std::cos(w * (p - r));
            plus += std::cos(w * (p + r));
            sines += std::sin(w * p) * std::sin(w * r);
            degrees += std::cos(w * (p - r) * kPi / 180);
            halfExponent += std::cos((p - r) / std::pow(b, static_cast<double>(k) / d));
        }
        m["dot-single-pair"] = single;
        m["dot-d-model"] = {2 * sum};
        m["dot-uses-positions"] = {plus};
        m["dot-sines-only"] = {sines};
        m["degrees"] = {degrees};
        m["exponent-uses-i"] = {halfExponent};
    }
    return m;
}

// The exact answer, from the parameters alone.
double independentExpected(const pe::Question& q) {
    const int d = q.settings.settings.dModel;
    const double b = q.settings.settings.base;
    if (q.kind == "coordinate" || q.kind == "aliasing")
        return pe0(q.param("position"), static_cast<int>(q.param("i")), d, b, isConcatenated(q));
    if (q.kind == "rotation") {
        const double phi = omegaOf(static_cast<int>(q.param("k")), d, b) * q.param("offset");
        const double s = q.param("sinTheta"), c = q.param("cosTheta");
        return q.param("sine") == 1 ? s * std::cos(phi) + c * std::sin(phi)
                                    : c * std::cos(phi) - s * std::sin(phi);
    }
    if (q.kind == "wavelength") return 2 * kPi * std::pow(b, (d - 2.0) / d);
    if (q.kind == "dot") {
        double sum = 0;
        for (int k = 0; k < d / 2; ++k)
            sum += std::cos(omegaOf(k, d, b) * (q.param("positionP") - q.param("positionQ")));
        return sum;
    }
    FAIL("no independent model for kind " << q.kind);
    return 0;
}

bool listsValue(const pe::Question& q, const std::string& code, double value) {
    for (const pe::Mistake& m : q.mistakes)
        if (m.code == code && std::fabs(m.value - value) <= 1e-9 * std::max(1.0, std::fabs(value)))
            return true;
    return false;
}

struct Sweep {
    int dModel;
    double base;
    const char* layout;
    int origin;
};

std::vector<Sweep> sweepSettings() {
    std::vector<Sweep> all;
    for (int d : {2, 4, 8, 64, 512})
        for (double b : {100.0, 10000.0})
            for (const char* layout : {"interleaved", "concatenated"})
                for (int origin : {0, 1}) all.push_back({d, b, layout, origin});
    return all;
}

} // namespace

// ---------------------------------------------------------------------------------------------

TEST_CASE("SplitMix64 reproduces the published reference sequence", "[quiz][rng]") {
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

TEST_CASE("One seed's quiz is pinned, so that a change of generator is noticed", "[quiz][determinism]") {
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

TEST_CASE("The same seed gives the same questions and another seed other numbers", "[quiz][determinism]") {
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
            for (std::size_t j = 0; j < 8; ++j) differing += a[j].prompt != b[j].prompt;
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

TEST_CASE("The default bank covers every cell A to H, for many seeds and settings", "[quiz][coverage]") {
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

TEST_CASE("Longer quizzes cycle the cells with new numbers", "[quiz][coverage]") {
    const std::vector<pe::Question> quiz = pe::makeQuiz(31337, quizSettings(64, 10000), 50);
    REQUIRE(quiz.size() == 50);
    std::set<std::string> prompts, ids;
    for (std::size_t j = 0; j < quiz.size(); ++j) {
        CHECK(quiz[j].cell == std::string(1, "ABCDEFGH"[j % 8]));
        prompts.insert(quiz[j].prompt);
        ids.insert(quiz[j].id);
    }
    CHECK(prompts.size() == 50);
    CHECK(ids.size() == 50);
}

TEST_CASE("Token numbers follow the index origin: token t is at position t - origin", "[quiz][origin]") {
    const int origin = GENERATE(0, 1);
    const pe::QuizSettings qs = quizSettings(8, 10000, "interleaved", origin);
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        for (const pe::Question& q : pe::makeQuiz(seed, qs, 16)) {
            if (q.kind == "coordinate" || q.kind == "rotation") {
                CHECK(q.param("position") == q.param("token") - origin);
                CHECK(q.prompt.find("oken number " + std::to_string(static_cast<long long>(q.param("token")))) !=
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

TEST_CASE("Each listed mistake value agrees with an independent computation of the mistake", "[quiz][diagnosis]") {
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
                CHECK(testing::isSentence(m.explanation));
            }
        }
    }
}

TEST_CASE("A wrong answer built from an independent computation of a mistake is diagnosed", "[quiz][diagnosis]") {
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
                            CHECK(testing::isSentence(r.message));
                            ++recognised[code];
                        }
                    }
                }
            }
        }
    }
    for (const char* code :
         {"degrees", "sin-cos-swapped", "origin-off-by-one", "exponent-uses-i", "layout-concatenated",
          "layout-interleaved", "angle-instead-of-value", "all-zeros-at-position-zero",
          "full-vector-repeats", "rotation-sign", "rotation-uses-position", "wavelength-missing-2pi",
          "wavelength-as-frequency", "wavelength-uses-full-base", "wavelength-fastest-pair",
          "dot-single-pair", "dot-d-model", "dot-uses-positions", "dot-sines-only"}) {
        CAPTURE(code);
        CHECK(recognised[code] > 0);
    }
}

TEST_CASE("The seed's Q1 names each classic slip", "[quiz][diagnosis][seed]") {
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

TEST_CASE("Odd coordinates and the other layout have their own slips", "[quiz][diagnosis]") {
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
        CHECK(r.message.find("token number") != std::string::npos);
    }
    SECTION("truncating a negative value cuts toward zero") {
        const pe::Question q = pe::coordinateQuestion('B', 18, 0, quizSettings(4, 10000)); // sin 18
        CHECK(pe::checkQuizAnswer("-0.7509", q).diagnosis == "truncated");
        CHECK(pe::checkQuizAnswer("-0.7510", q).verdict == pe::Verdict::correct);
        CHECK(pe::checkQuizAnswer("-0.7511", q).diagnosis.empty());
    }
}

TEST_CASE("Position zero: the cosines are 1, not 0", "[quiz][diagnosis][seed]") {
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

    SECTION("the choice question names the all-zeros option") {
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
        for (const char* bad : {"", "4", "e", "1.5", "12", "zero"}) {
            CAPTURE(bad);
            const pe::QuizCheck u = pe::checkQuizAnswer(bad, c);
            CHECK(u.verdict == pe::Verdict::unreadable);
            CHECK(u.diagnosis.empty());
            CHECK(testing::isSentence(u.message));
        }
    }
}

TEST_CASE("Aliasing: the fastest pair repeats at 2 pi, the vector does not", "[quiz][diagnosis][seed]") {
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

TEST_CASE("A rotation by the offset, with the sign of the offset", "[quiz][diagnosis][seed]") {
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
        CHECK(r.message.find("negative") != std::string::npos);
    }
}

TEST_CASE("The longest wavelength against a context length", "[quiz][diagnosis][seed]") {
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
        CHECK(c.choices[2] == "b = 10000");
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

TEST_CASE("The dot product depends only on the offset", "[quiz][diagnosis][seed]") {
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

TEST_CASE("Large positions stay bounded, and the angle itself is named as a slip", "[quiz][diagnosis][seed]") {
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

TEST_CASE("Diagnoses are only raised on incorrect answers", "[quiz][diagnosis]") {
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
    SECTION("a mistake indistinguishable from the exact value is not listed") {
        // d_model 512, pos 1, coordinate 511 (cosine of pair 255): cos(1.0367e-4) and the
        // exponent-from-i cos(10000^(-511/512)) = cos(1.0331e-4) are both 1.0000 to four decimals,
        // so the question lists no exponent-uses-i entry.
        const pe::Question near = pe::coordinateQuestion('C', 1, 511, quizSettings(512, 10000));
        for (const pe::Mistake& m : near.mistakes) CHECK(m.code != "exponent-uses-i");
    }
}

TEST_CASE("Quiz options are validated with messages naming the setting, the value and the rule", "[quiz][validation]") {
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
    SECTION("a question with an answer index out of range is refused when checked") {
        pe::Question q = pe::positionZeroChoice(quizSettings(4, 10000), {0, 1, 2, 3});
        q.answer = 4;
        CHECK_THROWS_AS(pe::checkQuizAnswer("0", q), pe::InputError);
    }
}
