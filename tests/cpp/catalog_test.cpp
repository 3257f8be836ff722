// Every message the core emits is in the English catalog (web/i18n/en.ftl), with exactly the
// arguments the core gives it: the quiz's questions over many seeds and settings, each with its
// feedback for right, wrong, slipped and unreadable answers, and every slip's name.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "catalog_text.hpp"
#include "mistakes.hpp"
#include "number_text.hpp"
#include "quiz.hpp"

namespace {

using pe::test::CoreMessage;

// Checks the messages of a message text and of the texts nested in it; records their ids.
void checkMessages(const std::string& text, std::set<std::string>& seen) {
    INFO("message text: " << pe::test::english(text));
    const std::vector<CoreMessage> messages = pe::test::coreMessages(text);
    CHECK_FALSE(messages.empty());
    for (const CoreMessage& m : messages) {
        seen.insert(m.id);
        INFO("id: " << m.id);
        REQUIRE(pe::test::catalogHas(m.id));
        std::set<std::string> names;
        for (const auto& [name, arg] : m.args) {
            names.insert(name);
            CHECK(std::string("nctm").find(arg.kind) != std::string::npos);
            if (arg.kind == 'm') checkMessages(arg.value, seen);
            if (arg.kind == 'n' || arg.kind == 'c') CHECK(arg.value.find_first_not_of("0123456789.-e+NaInf") == std::string::npos);
        }
        CHECK(names == pe::test::catalogVariables(m.id));
    }
}

void checkQuestion(const pe::Question& q, std::set<std::string>& seen) {
    checkMessages(q.prompt, seen);
    checkMessages(q.hint, seen);
    for (const std::string& s : q.solution) checkMessages(s, seen);
    for (const std::string& c : q.choices) checkMessages(c, seen);
    for (const pe::Mistake& m : q.mistakes) checkMessages(m.explanation, seen);
    std::vector<std::string> answers = {"", "x", "1.2.3", "0x1", "nan", "1e", "9"};
    if (q.isChoice) answers.insert(answers.end(), {"a", "b", "c", "d", "z"});
    else {
        answers.push_back(q.exact);
        answers.push_back(pe::formatFixed(q.expected, q.decimals));
        answers.push_back(pe::formatFixed(q.expected, q.decimals > 1 ? q.decimals - 1 : 0));
        const double unit = std::pow(10.0, -q.decimals);
        answers.push_back(pe::formatFixed(q.expected + (q.expected < 0 ? unit : -unit) * 0.9999, q.decimals));
        answers.push_back(pe::formatFixed(q.expected + 50 * unit, q.decimals));
        answers.push_back(pe::formatFixed(q.expected - 50 * unit, q.decimals));
        for (const pe::Mistake& m : q.mistakes) answers.push_back(pe::formatFixed(m.value, q.decimals));
    }
    for (const std::string& a : answers) checkMessages(pe::checkQuizAnswer(a, q).message, seen);
}

} // namespace

TEST_CASE("Every message of the quiz is in the English catalog with the arguments the core gives",
          "[catalog][quiz]") {
    std::set<std::string> seen;
    for (const char* layout : {"interleaved", "concatenated"})
        for (const double dModel : {2.0, 4.0, 8.0, 16.0, 128.0})
            for (const double origin : {0.0, 1.0})
                for (double seed = 1; seed <= 12; ++seed) {
                    pe::QuizOptions o;
                    o.seed = seed;
                    o.dModel = dModel;
                    o.layout = layout;
                    o.origin = origin;
                    o.count = 24;
                    o.topics = "both";
                    for (const pe::Question& q : pe::makeQuiz(o)) checkQuestion(q, seen);
                }
    // The quiz asks about many of the catalog's messages; how many is printed for the record.
    WARN(seen.size() << " of the catalog's " << pe::test::catalogIds().size() << " core messages met");
    CHECK(seen.size() > 150);
}

TEST_CASE("Every slip's name is in the English catalog", "[catalog][mistakes]") {
    for (const pe::MistakeKind& k : pe::kMistakeKinds) {
        INFO(k.code);
        const std::vector<CoreMessage> m = pe::test::coreMessages(k.name);
        REQUIRE(m.size() == 1);
        CHECK(m[0].id == std::string("core-slip-name-") + k.code);
        CHECK(pe::test::catalogHas(m[0].id));
        CHECK(m[0].args.empty());
        CHECK(pe::test::catalogVariables(m[0].id).empty());
    }
}

TEST_CASE("The English reader formats a message as the page does", "[catalog]") {
    CHECK(pe::test::english("plain words") == "plain words");
    CHECK(pe::test::english("\x02" "core-refuse-d-model-too-large\x1Fmax\x1En10000\x1Freceived\x1En10002\x03") ==
          "d_model must be at most 10000 so that the page stays responsive; received 10002.");
    CHECK(pe::test::english("\x02" "core-unreadable-answer-empty\x03\x02" "core-word-sine\x03") ==
          "The answer is empty. sine");
    CHECK(pe::test::english("\x02" "core-answer-correct\x1Fvalue\x1En0.84\x1F" "exact\x1En0.84147098\x1F" "decimals\x1E" "c1\x03") ==
          "Correct: 0.84 matches the exact value 0.84147098 to 1 decimal.");
    CHECK(pe::test::english("\x02" "core-answer-correct\x1Fvalue\x1En0.84\x1F" "exact\x1En0.84147098\x1F" "decimals\x1E" "c2\x03") ==
          "Correct: 0.84 matches the exact value 0.84147098 to 2 decimals.");
}
