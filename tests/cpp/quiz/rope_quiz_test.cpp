// RoPE's questions (cells I to L: rope-angle, rope-score, rope-scaled, rope-turns): their values,
// each named slip typed as a learner would, an answer that matches no slip, the bank's topics, and
// authors' specs with their refusals. Expected values are mpmath's (/usr/bin/python3, 40 digits,
// with tests/reference/make_rope_reference.py's functions) or plain arithmetic written out here.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using namespace quiztest;

namespace {

std::string diagnosis(const pe::Question& q, const std::string& typed) {
    const pe::QuizCheck r = pe::checkQuizAnswer(typed, q);
    CAPTURE(typed, r.message);
    CHECK(r.verdict == pe::Verdict::incorrect);
    return r.diagnosis;
}

pe::RopeScaling scaling(pe::RopeScalingType type, double factor, double original = 0, double length = 0) {
    pe::RopeScaling sc;
    sc.type = type;
    sc.factor = factor;
    sc.originalContext = original;
    sc.length = length;
    return sc;
}

pe::RopeScaling llama31() {
    pe::RopeScaling sc = scaling(pe::RopeScalingType::llama3, 8, 8192);
    sc.lowFreqFactor = 1;
    sc.highFreqFactor = 4;
    return sc;
}

} // namespace

TEST_CASE("rope-angle asks for m·θ_k in radians, whole turns included, and names its slips", "[quiz][rope][rope-angle]") {
    // d 4, base 10000: θ_1 = 0.01; token 5 at position 5: 0.05 rad.
    const pe::Question q = pe::ropeAngleQuestion(5, 1, quizSettings(4, 10000));
    CHECK(q.kind == "rope-angle");
    CHECK(q.cell == "I");
    CHECK(q.decimals == 4);
    CHECK_THAT(q.expected, WithinAbs(0.05, 1e-17));
    CHECK_THAT(english(q.prompt), Contains("radians, counter-clockwise positive"));
    CHECK_THAT(english(q.prompt), Contains("whole turns not removed"));
    CHECK(pe::checkQuizAnswer("0.0500", q).verdict == pe::Verdict::correct);
    CHECK(diagnosis(q, "-0.0500") == "rope-clockwise");
    CHECK(diagnosis(q, "2.8648") == "degrees");               // 0.05 rad in degrees (mpmath 2.86478897565)
    CHECK(diagnosis(q, "5.0000") == "rope-one-based-index");  // RoFormer's θ_i with i = 1: 10000^0 = 1
    CHECK(diagnosis(q, "0.0600") == "origin-off-by-one");
    CHECK(diagnosis(q, "0.0400") == "origin-off-by-one");
    CHECK(diagnosis(q, "0.7000").empty()); // matches no slip: told about none
    CHECK(english(pe::checkQuizAnswer("0.7000", q).message).find("It looks like") == std::string::npos);

    SECTION("a larger angle, several turns; tokens numbered from 1") {
        // d 8, base 10000: θ_1 = 10000^(−1/4) = 0.1; token 101 from 1 is position 100: 10 rad.
        const pe::Question far = pe::ropeAngleQuestion(101, 1, quizSettings(8, 10000, "concatenated", 1));
        CHECK_THAT(far.expected, WithinAbs(10.0, 1e-13));
        CHECK(far.param("position") == 100);
        CHECK_THAT(english(far.solution[3]), Contains("1 whole turn"));
        CHECK(diagnosis(far, "10.1000") == "origin-off-by-one"); // token 101 taken as the position
        CHECK(!listsValue(far, "origin-off-by-one", 9.9));        // counted from 1 there is no −1 slip
    }
}

TEST_CASE("rope-score is the dot product of the turned vectors and names its slips", "[quiz][rope][rope-score]") {
    const std::vector<double> q = {1, 0.5, -1, 2}, k = {0.5, 1, 1, -1};
    SECTION("the key after the query: |m − n| and the clockwise turn give the same wrong value") {
        const pe::Question question = pe::ropeScoreQuestion(q, k, 2, 7, quizSettings(4, 10000));
        CHECK(question.kind == "rope-score");
        CHECK(question.cell == "J");
        CHECK_THAT(question.expected, WithinAbs(-1.9434162204536402948, 1e-14)); // mpmath
        CHECK(question.param("offset") == -5);
        CHECK(pe::checkQuizAnswer("-1.9434", question).verdict == pe::Verdict::correct);
        // m and n swapped: the offset +5 (mpmath −3.4817609709897)
        CHECK(diagnosis(question, "-3.4818") == "rope-absolute-offset");
        CHECK(!listsValue(question, "rope-clockwise", -3.48176097098970465568)); // the same value, named once
        CHECK(diagnosis(question, "-0.0766") == "layout-concatenated");          // pairs (0, 2), (1, 3): mpmath
        CHECK(diagnosis(question, "1.0000").empty());
    }
    SECTION("the query after the key: the clockwise turn is its own slip") {
        const pe::Question question = pe::ropeScoreQuestion(q, k, 7, 2, quizSettings(4, 10000));
        CHECK_THAT(question.expected, WithinAbs(-3.4817609709897046557, 1e-14));
        CHECK(diagnosis(question, "-1.9434") == "rope-clockwise");
        CHECK(!listsValue(question, "rope-absolute-offset", -1.9434162204536402948)); // |m − n| = m − n here
    }
    SECTION("every slip against the independent model, for many settings") {
        const Sweep s = GENERATE(from_range(sweepSettings()));
        CAPTURE(s.dModel, s.base, s.layout, s.origin);
        if (s.dModel > 8) return;
        std::vector<double> qq(static_cast<std::size_t>(s.dModel)), kk(qq.size());
        for (std::size_t j = 0; j < qq.size(); ++j) {
            qq[j] = static_cast<double>(j % 3) - 0.5;
            kk[j] = 1.5 - static_cast<double>(j % 4);
        }
        const pe::Question question = pe::ropeScoreQuestion(qq, kk, s.origin + 3, s.origin + 11, quizSettings(s.dModel, s.base, s.layout, s.origin));
        const auto model = independentMistakes(question, qq, kk);
        CHECK_THAT(question.expected, WithinAbs(independentRopeScore(question, qq, kk, -8, false, false), 1e-12));
        for (const pe::Mistake& m : question.mistakes) {
            CAPTURE(m.code, m.value);
            REQUIRE(model.count(m.code) == 1);
            bool found = false;
            for (double v : model.at(m.code)) found = found || std::fabs(v - m.value) <= 1e-9 * std::max(1.0, std::fabs(v));
            CHECK(found);
        }
    }
}

TEST_CASE("rope-scaled works each method out and names its slips", "[quiz][rope][rope-scaled]") {
    SECTION("Position Interpolation: θ_k divided by the factor, not the base multiplied") {
        // d 8, base 100, factor 4, k 2: θ_2 = 0.1, θ'_2 = 0.025, five decimals for four digits.
        const pe::Question q = pe::ropeScaledQuestion(2, scaling(pe::RopeScalingType::linear, 4), false, quizSettings(8, 100));
        CHECK(q.cell == "K");
        CHECK(q.decimals == 5);
        CHECK_THAT(q.expected, WithinRel(0.025, 1e-15));
        CHECK(pe::checkQuizAnswer("0.02500", q).verdict == pe::Verdict::correct);
        CHECK(diagnosis(q, "0.05000") == "interpolation-on-base");   // 400^(−1/2)
        CHECK(diagnosis(q, "0.07906") == "rope-one-based-index");    // θ'_1 = 100^(−1/4)/4 (mpmath 0.0790569415)
        CHECK(diagnosis(q, "0.10000").empty());                      // the unscaled θ_2: no named slip
    }
    SECTION("NTK-aware: the base raised to b·s^(d/(d − 2)); its wavelength without 2π") {
        // d 8, base 10000, factor 8: b' = 10000 × 8^(4/3) = 160000, θ'_1 = 160000^(−1/4) = 0.05.
        const pe::Question f = pe::ropeScaledQuestion(1, scaling(pe::RopeScalingType::ntk, 8), false, quizSettings(8, 10000));
        CHECK_THAT(f.expected, WithinRel(0.05, 1e-15));
        CHECK(diagnosis(f, "0.05946") == "ntk-exponent-dropped"); // 80000^(−1/4) (mpmath 0.0594603557501)
        const pe::Question w = pe::ropeScaledQuestion(1, scaling(pe::RopeScalingType::ntk, 8), true, quizSettings(8, 10000));
        CHECK(w.decimals == 2);
        CHECK_THAT(w.expected, WithinRel(125.66370614359172954, 1e-15)); // 2π/0.05
        CHECK(diagnosis(w, "20.00") == "wavelength-missing-2pi");
        CHECK(diagnosis(w, "105.67") == "ntk-exponent-dropped"); // 2π × 80000^(1/4) (mpmath 105.670160024)
    }
    SECTION("dynamic NTK: unchanged within the original context, raised beyond") {
        const pe::Question grown =
            pe::ropeScaledQuestion(1, scaling(pe::RopeScalingType::dynamic, 2, 2048, 8192), false, quizSettings(8, 10000));
        CHECK_THAT(grown.expected, WithinRel(0.052275795857471021675, 1e-14)); // 0.1 × 7^(−1/3), mpmath
        CHECK(diagnosis(grown, "0.06148") == "ntk-exponent-dropped");         // 70000^(−1/4)
        const pe::Question same =
            pe::ropeScaledQuestion(1, scaling(pe::RopeScalingType::dynamic, 2, 2048, 1000), false, quizSettings(8, 10000));
        CHECK_THAT(same.expected, WithinRel(0.1, 1e-15));
        CHECK(!listsValue(same, "ntk-exponent-dropped", 0.1)); // the same value as the answer: not a slip
    }
    SECTION("YaRN: a pair on the ramp") {
        // d 64, base 10000, factor 16, original 4096: correction pairs 10.47 and 22.51, cut to 10 and 23.
        const pe::Question q = pe::ropeScaledQuestion(15, scaling(pe::RopeScalingType::yarn, 16, 4096), false, quizSettings(64, 10000));
        CHECK_THAT(q.expected, WithinRel(0.0085268437729674084334, 1e-14)); // mpmath
        CHECK(q.decimals == 6);
        CHECK_THAT(english(q.solution[2]), Contains("γ = clamp((k − 10)/(23 − 10), 0, 1)"));
        CHECK(diagnosis(q, "0.012653") == "rope-one-based-index"); // θ'_14, mpmath 0.0126531419560
        const pe::Question w = pe::ropeScaledQuestion(20, scaling(pe::RopeScalingType::yarn, 16, 4096), true, quizSettings(64, 10000));
        CHECK_THAT(w.expected, WithinRel(7125.4977906399622647, 1e-14));
    }
    SECTION("Llama 3.1: the three bands of wavelengths") {
        const pe::QuizSettings qs = quizSettings(128, 500000, "concatenated");
        // k 10: λ ≈ 48.8 < 2048, kept; k 30: λ ≈ 2948 in between, mixed; k 40: λ ≈ 22911 > 8192, divided by 8.
        CHECK_THAT(pe::ropeScaledQuestion(10, llama31(), false, qs).expected, WithinRel(0.12868737343265051483, 1e-14));
        const pe::Question mixed = pe::ropeScaledQuestion(30, llama31(), false, qs);
        CHECK_THAT(mixed.expected, WithinRel(0.0013718935677611381604, 1e-14));
        CHECK_THAT(english(mixed.solution[2]), Contains("smooth"));
        CHECK_THAT(pe::ropeScaledQuestion(40, llama31(), true, qs).expected, WithinRel(183284.65570827687842, 1e-14));
    }
    SECTION("refusals") {
        CHECK_THROWS_WITH(pe::ropeScaledQuestion(1, pe::RopeScaling{}, false, quizSettings(8, 100)),
                          "A rope-scaled question needs a scaling method; received none.");
        CHECK_THROWS_WITH(pe::ropeScaledQuestion(1, scaling(pe::RopeScalingType::linear, 0.5), false, quizSettings(8, 100)),
                          "scaling.factor must be a finite number of at least 1; received 0.5.");
        CHECK_THROWS_WITH(pe::ropeScaledQuestion(4, scaling(pe::RopeScalingType::linear, 2), false, quizSettings(8, 100)),
                          Catch::Matchers::StartsWith("The pair index k must be"));
    }
}

TEST_CASE("rope-turns counts the pairs whose wavelength is longer than the context", "[quiz][rope][rope-turns]") {
    // (d, base, context, count, the threshold pair): mpmath.
    struct Case {
        int d;
        double base, context, count, threshold;
    };
    for (const Case& c : {Case{128, 10000, 4096, 18, 45.026881273754548688}, Case{128, 500000, 8192, 29, 34.984119001472405257},
                          Case{128, 1e6, 32768, 24, 39.650880710417097372}, Case{4, 10000, 100, 1, 0.60091006582094247522}}) {
        CAPTURE(c.d, c.base, c.context);
        const pe::Question q = pe::ropeTurnsQuestion(c.context, quizSettings(c.d, c.base));
        CHECK(q.cell == "L");
        CHECK(q.decimals == 0);
        CHECK(q.expected == c.count);
        CHECK_THAT(q.param("threshold"), WithinRel(c.threshold, 1e-13));
        CHECK(pe::checkQuizAnswer(std::to_string(static_cast<int>(c.count)), q).verdict == pe::Verdict::correct);
    }
    const pe::Question q = pe::ropeTurnsQuestion(4096, quizSettings(128, 10000));
    CHECK(diagnosis(q, "6") == "wavelength-missing-2pi"); // b^(2k/d) > 4096 for k ≥ 58
    CHECK(diagnosis(q, "17") == "rope-one-based-index");  // 2π·b^(2(k − 1)/d) > 4096 for k ≥ 47
    CHECK(diagnosis(q, "46").empty());                    // the pairs that do turn: not a named slip
    CHECK_THAT(english(q.prompt), Contains("Give a whole number."));
    CHECK(pe::ropeTurnsQuestion(4096, quizSettings(128, 10000), 2).decimals == 2);
}

TEST_CASE("The bank's topics: the 2017 encoding by default, RoPE, or both", "[quiz][bank][rope][topics]") {
    const pe::QuizSettings qs = quizSettings(4, 10000);
    SECTION("without topics, and with \"sinusoidal\", the questions are those of before") {
        pe::QuizOptions plain;
        plain.seed = 2017;
        pe::QuizOptions sinusoidal = plain;
        sinusoidal.topics = "sinusoidal";
        const auto a = pe::makeQuiz(plain), b = pe::makeQuiz(sinusoidal), c = pe::makeQuiz(2017, qs, 8);
        REQUIRE(a.size() == 8);
        for (std::size_t j = 0; j < a.size(); ++j) {
            CHECK(a[j].prompt == b[j].prompt);
            CHECK(a[j].prompt == c[j].prompt);
            CHECK(a[j].cell == std::string(1, "ABCDEFGH"[j]));
        }
    }
    SECTION("rope cycles through I to L, both interleaves the two") {
        const auto rope = pe::makeQuiz(7, qs, 8, pe::QuizTopics::rope);
        const auto both = pe::makeQuiz(7, qs, 12, pe::QuizTopics::both);
        for (std::size_t j = 0; j < rope.size(); ++j) CHECK(rope[j].cell == std::string(1, "IJKL"[j % 4]));
        for (std::size_t j = 0; j < both.size(); ++j) CHECK(both[j].cell == std::string(1, "AIBJCKDLEFGH"[j]));
    }
    SECTION("every RoPE question of many seeds and settings: its value, its answer, its slips") {
        const Sweep s = GENERATE(from_range(sweepSettings()));
        CAPTURE(s.dModel, s.base, s.layout, s.origin);
        const pe::QuizSettings settings = quizSettings(s.dModel, s.base, s.layout, s.origin);
        std::set<double> methods;
        for (std::uint64_t seed = 0; seed < 12; ++seed) {
            for (const pe::Question& q : pe::makeQuiz(seed, settings, 8, pe::QuizTopics::rope)) {
                CAPTURE(seed, q.id, q.prompt);
                CHECK_THAT(q.expected, WithinAbs(independentExpected(q), 1e-9 * std::max(1.0, std::fabs(q.expected))));
                CHECK(pe::checkQuizAnswer(fixedText(q.expected, q.decimals), q).verdict == pe::Verdict::correct);
                for (const pe::Mistake& m : q.mistakes) {
                    CAPTURE(m.code, m.value);
                    CHECK(pe::checkQuizAnswer(fixedText(m.value, q.decimals + 2), q).diagnosis == m.code);
                }
                if (q.kind == "rope-scaled") methods.insert(q.param("method"));
            }
        }
        // d_model 2 has one pair, θ_0 = 1, which only linear scaling changes.
        CHECK(methods.size() == (s.dModel == 2 ? 1u : 5u));
    }
    SECTION("topics are refused by name") {
        pe::QuizOptions o;
        o.seed = 1;
        o.topics = "transformers";
        CHECK_THROWS_WITH(pe::makeQuiz(o),
                          "topics must be \"sinusoidal\" (the 2017 encoding), \"rope\" or \"both\"; received \"transformers\".");
    }
}

namespace {

using Param = pe::SpecParam;
Param num(const std::string& name, double v) { return Param{name, v, true, ""}; }
Param text(const std::string& name, const std::string& json) { return Param{name, 0, false, json}; }

pe::QuestionSpec spec(std::string kind, std::vector<Param> params) { return pe::QuestionSpec{std::move(kind), std::move(params)}; }

std::vector<Param> vectorParams(const std::string& name, const std::vector<double>& v) {
    std::vector<Param> out;
    for (std::size_t j = 0; j < v.size(); ++j) out.push_back(num(name + "[" + std::to_string(j) + "]", v[j]));
    return out;
}

std::string refusal(const pe::QuestionSpec& s, const pe::QuizSettings& qs) {
    return testing::inputErrorMessage([&] { pe::makeQuestion(s, qs); });
}

} // namespace

TEST_CASE("Authors write RoPE's questions as specs", "[quiz][author][rope]") {
    const pe::QuizSettings qs = quizSettings(4, 10000);
    SECTION("rope-angle") {
        const pe::Question q = pe::makeQuestion(spec("rope-angle", {num("token", 5), num("k", 1), num("decimals", 6)}), qs);
        CHECK_THAT(q.expected, WithinAbs(0.05, 1e-17));
        CHECK(q.decimals == 6);
    }
    SECTION("rope-score with its two vectors") {
        std::vector<Param> p = vectorParams("q", {1, 0.5, -1, 2});
        for (const Param& e : vectorParams("k", {0.5, 1, 1, -1})) p.push_back(e);
        p.push_back(num("m", 2));
        p.push_back(num("n", 7));
        const pe::Question q = pe::makeQuestion(spec("rope-score", p), qs);
        CHECK_THAT(q.expected, WithinAbs(-1.9434162204536402948, 1e-14));
        CHECK_THAT(english(q.prompt), Contains("q = [1, 0.5, -1, 2]"));
    }
    SECTION("rope-scaled with a scaling object, and its quantity") {
        const pe::Question f = pe::makeQuestion(
            spec("rope-scaled", {num("k", 1), text("scaling.type", "\"ntk\""), num("scaling.factor", 8)}), quizSettings(8, 10000));
        CHECK_THAT(f.expected, WithinRel(0.05, 1e-15));
        const pe::Question w = pe::makeQuestion(spec("rope-scaled", {num("k", 1), text("scaling.type", "\"ntk\""),
                                                                     num("scaling.factor", 8), text("quantity", "\"wavelength\"")}),
                                                quizSettings(8, 10000));
        CHECK_THAT(w.expected, WithinRel(125.66370614359172954, 1e-15));
    }
    SECTION("rope-turns") {
        CHECK(pe::makeQuestion(spec("rope-turns", {num("context", 4096)}), quizSettings(128, 10000)).expected == 18);
    }
    SECTION("a bad spec is refused with a sentence naming the field, the value and the range") {
        const std::vector<std::pair<pe::QuestionSpec, std::string>> cases = {
            {spec("rope-angle", {num("token", 2e6), num("k", 0)}),
             "question spec: token = 2000000 is out of range; a token number is a whole number from 0 to 10^6 (tokens are numbered from 0)."},
            {spec("rope-angle", {num("token", 2), num("k", 2)}),
             "question spec: k = 2 is out of range; with d_model = 4 the pair index k is a whole number from 0 to 1."},
            {spec("rope-score", [] { auto p = vectorParams("q", {1, 2, 3}); for (auto& e : vectorParams("k", {1, 2, 3, 4})) p.push_back(e); p.push_back(num("m", 1)); p.push_back(num("n", 2)); return p; }()),
             "question spec: q needs q[3]; with d_model = 4 q and k are lists of 4 numbers from −1000 to 1000 (q[0] to q[3])."},
            {spec("rope-score", [] { auto p = vectorParams("q", {1, 2, 3, 4, 5}); for (auto& e : vectorParams("k", {1, 2, 3, 4})) p.push_back(e); return p; }()),
             "question spec: q[4] is out of range; with d_model = 4 q and k are lists of 4 numbers from −1000 to 1000 (q[0] to q[3])."},
            {spec("rope-score", {num("q[0]", 1), text("q[1]", "\"a\"")}),
             "question spec: q[1] = \"a\" is not a number; with d_model = 4 q and k are lists of 4 numbers from −1000 to 1000 (q[0] to q[3])."},
            {spec("rope-score", [] { auto p = vectorParams("q", {1, 2, 3, 4}); p.push_back(num("k", 1)); return p; }()),
             "question spec: k = 1 is not a list; with d_model = 4 q and k are lists of 4 numbers from −1000 to 1000 (q[0] to q[3])."},
            {spec("rope-score", [] { auto p = vectorParams("q", {1, 2, 3, 4000}); return p; }()),
             "question spec: q[3] = 4000 is out of range; with d_model = 4 q and k are lists of 4 numbers from −1000 to 1000 (q[0] to q[3])."},
            {spec("rope-scaled", {num("k", 1)}),
             "question spec: a rope-scaled question needs scaling, an object such as {type: \"linear\", factor: 4}."},
            {spec("rope-scaled", {num("k", 1), num("scaling", 2)}),
             "question spec: scaling = 2 is not an object such as {type: \"linear\", factor: 4}."},
            {spec("rope-scaled", {num("k", 1), text("scaling.type", "\"linear\""), num("scaling.factor", 0)}),
             "question spec: scaling.factor must be a finite number of at least 1; received 0."},
            {spec("rope-scaled", {num("k", 1), text("scaling.type", "\"linear\""), num("scaling.factor", 2), text("quantity", "\"period\"")}),
             "question spec: quantity = \"period\" is not allowed; quantity is \"frequency\" (θ'_k) or \"wavelength\" (λ'_k)."},
            {spec("rope-turns", {num("context", 0)}),
             "question spec: context = 0 is out of range; the context length is a whole number of tokens from 1 to 10^12."},
            {spec("rope-turns", {num("context", 10), num("k", 1)}),
             "question spec: k is not a parameter of a rope-turns question, which takes context and decimals."},
            {spec("rope-spin", {}),
             "question spec: kind \"rope-spin\" is not a question kind; it is one of coordinate, aliasing, rotation, wavelength, dot, position-zero-choice, rope-angle, rope-score, rope-scaled or rope-turns."},
        };
        for (const auto& [s, sentence] : cases) {
            CAPTURE(s.kind, sentence);
            CHECK(refusal(s, qs) == sentence);
        }
    }
}
