// The quiz engine: a seeded bank of questions over every cell of the worked-example matrix, and
// a checker whose feedback names the mistake a wrong answer most likely comes from.
//
// Cells (the seeds' scenario matrix):
//   A position zero               B the fastest pair and its wrap near 2*pi
//   C the slowest pair, nearly linear    D one pair repeats, the full vector does not (aliasing)
//   E an offset as a rotation (negative offsets too)    F a large position stays bounded
//   G choosing the base from lambda_max against a context length
//   H the dot product depends only on the offset
//
// Determinism: questions come from SplitMix64 and integer arithmetic only (no
// std::uniform_*_distribution, whose output differs between standard libraries), so a seed gives
// the same questions in Node and in every browser running the same WebAssembly module.
//
// The rooms behind this header, in cpp/quiz/: question_builder (validation, shared phrases, the
// helpers every kind uses), one file per kind (coordinate, aliasing, rotation, wavelength with the
// base choice, dot, position_zero), bank (the generator and makeQuiz) and check (checkQuizAnswer).
// The slips themselves are named in ../mistakes.hpp; the coordinate slips live in
// ../coordinate_mistakes.hpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "answer.hpp"
#include "encoding.hpp"
#include "mistakes.hpp" // Mistake, and the table of every slip's code and name
#include "rope.hpp"
#include "spec_param.hpp"

namespace pe {

// SplitMix64 (Steele, Lea and Flood 2014): a 64-bit state, one multiply-xorshift chain per draw.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    // Uniform in 0 .. n-1 (n >= 1), without modulo bias: draws below 2^64 mod n are rejected.
    std::uint64_t below(std::uint64_t n);
    int belowInt(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }

private:
    std::uint64_t state_;
};

inline constexpr double kMaxQuizSeed = kLimits.maxQuizSeed; // facts.hpp: 2^53
inline constexpr int kMaxQuizCount = kLimits.maxQuizCount;
inline constexpr int kDefaultQuizCount = kDefaults.quizCount;

// The settings a quiz is written for. origin is how tokens are numbered for the learner:
// token number t is at formula position t - origin.
struct QuizSettings {
    Settings settings;
    int origin = kDefaults.origin;
};

// Options as JavaScript sends them (numbers stay doubles so that 1.5 or NaN can be refused).
// topics: what the bank asks about, "sinusoidal" (cells A to H), "rope" (cells I to L) or "both".
struct QuizOptions {
    double seed = 0;
    double dModel = kDefaults.dModel;
    double base = kDefaults.base;
    std::string layout = layoutName(kDefaults.layout);
    double origin = kDefaults.origin;
    double count = kDefaults.quizCount;
    std::string topics = kQuizTopicNames[static_cast<std::size_t>(kRopeDefaults.quizTopics)];
};

// A named number of the question (token, position, i, k, offset, ...), for tests and for a UI that
// highlights the coordinate or pair being asked about. The name is one of the quiz engine's own
// string literals.
struct QuizParam {
    std::string_view name;
    double value;
};

struct Question {
    std::string id;   // unique within a quiz: "<seed>-<number>-<cell>"
    std::string cell; // "A" .. "H"
    std::string kind; // coordinate, aliasing, rotation, wavelength, dot, position-zero-choice,
                      // aliasing-choice, base-choice
    bool isChoice = false;
    std::string prompt;
    std::string hint;
    std::vector<std::string> solution; // worked steps with the numbers
    // numeric questions: the exact value as a double (answers are judged against it) and written
    // with six more decimals than asked (formatExact), as feedback shows it
    double expected = 0.0;
    std::string exact;
    int decimals = 0;
    // choice questions
    std::vector<std::string> choices;
    int answer = -1;
    // Known mistakes in the order they are tried (first match wins). Numeric questions hold only
    // values that differ from the exact answer at the required decimals, and no value twice.
    std::vector<Mistake> mistakes;
    std::vector<QuizParam> params;
    QuizSettings settings;

    double param(std::string_view name) const; // NaN if the question has no such parameter
};

// Validates the options (seed, count, origin here; d_model, base and layout by makeSettings) and
// throws InputError naming the setting, the value and the rule.
QuizSettings makeQuizSettings(double dModel, double base, std::string_view layout, double origin);
std::uint64_t checkedQuizSeed(double seed);
int checkedQuizCount(double count);

QuizTopics checkedQuizTopics(std::string_view topics);

// count questions; question j is about cell "ABCDEFGH"[j % 8] (the topics "sinusoidal"), "IJKL"[j % 4]
// ("rope") or "AIBJCKDLEFGH"[j % 12] ("both"), and draws its numbers from its own stream (seed, j),
// so a longer quiz starts with the questions of a shorter one, and the 2017 encoding's questions
// are those of a quiz without topics.
std::vector<Question> makeQuiz(const QuizOptions& options);
std::vector<Question> makeQuiz(std::uint64_t seed, const QuizSettings& settings, int count,
                               QuizTopics topics = QuizTopics::sinusoidal);

// The builders makeQuiz draws from, public so that a given case can be asked (and tested)
// directly. Token numbers follow settings.origin. decimals: how many an answer must give, 1 to
// kMaxDecimals, or kKindDecimals for the kind's own (2 for cell A, 1 for G, 4 otherwise).
inline constexpr int kKindDecimals = -1;
// cell 'A', 'B', 'C' or 'F': "what is coordinate i of PE for token number token?" A is the first
// token, B the fastest pair near a whole turn, C the slowest pair on a small arc, F a far position
// (below position 1000 F asks the same in neutral words).
Question coordinateQuestion(char cell, double token, int i, const QuizSettings& settings,
                            int decimals = kKindDecimals);
// D: coordinate i at the formula position 2*pi*turns, where the fastest pair is back at its start.
Question aliasingQuestion(int turns, int i, const QuizSettings& settings, int decimals = kKindDecimals);
// E: the pair k of token number token is given; rotate it by omega_k * offset and report the sine
// (askSine) or cosine of the pair at token + offset.
Question rotationQuestion(double token, double offset, int k, bool askSine,
                          const QuizSettings& settings, int decimals = kKindDecimals);
// G: the wavelength of pair k, lambda_k = 2*pi*b^(2k/d), to be compared with a context of context
// tokens; by default the slowest pair's, lambda_max = 2*pi*b^((d-2)/d).
inline constexpr int kSlowestPair = -1;
Question wavelengthQuestion(double context, const QuizSettings& settings, int k = kSlowestPair,
                            int decimals = kKindDecimals);
// H: PE(token p) . PE(token q).
Question dotQuestion(double tokenP, double tokenQ, const QuizSettings& settings,
                     int decimals = kKindDecimals);
// Choice questions; order lists the four options' display order (a permutation of 0..3, the
// correct statement being option 0 of the unshuffled list).
Question positionZeroChoice(const QuizSettings& settings, const int (&order)[4]);
Question aliasingChoice(int turns, const QuizSettings& settings, const int (&order)[4]);
// G: the smallest of four bases (in increasing order, from a ladder of powers of ten) whose
// lambda_max reaches the context length. firstRung is the exponent of the smallest base shown.
Question baseChoiceQuestion(double context, int firstRung, const QuizSettings& settings);

// ---- RoPE (cells I to L; docs/rope.md) --------------------------------------------------------
//
// d_model is the length of the rotated vector (one attention head), the layout its pairing; token
// numbers follow settings.origin and run from the first token to 10^6 (the token at position m is
// turned by m·θ_k, m = token − origin).
inline constexpr double kMaxRopeToken = 1e6;
// I: the angle m·θ_k by which RoPE turns pair k of the token's query or key, in radians,
// counter-clockwise, whole turns included (4 decimals).
Question ropeAngleQuestion(double token, int k, const QuizSettings& settings, int decimals = kKindDecimals);
// J: the attention score of q at token number tokenM and k at token number tokenN (d_model numbers
// each, |entry| <= 1000), q_m · k_n before the 1/√d scaling (4 decimals).
Question ropeScoreQuestion(const std::vector<double>& q, const std::vector<double>& k, double tokenM, double tokenN,
                           const QuizSettings& settings, int decimals = kKindDecimals);
// K: pair k's frequency θ'_k after a scaling method (by default as many decimals as give four
// significant digits), or its wavelength λ'_k = 2π/θ'_k (2 decimals).
Question ropeScaledQuestion(int k, const RopeScaling& scaling, bool wavelength, const QuizSettings& settings,
                            int decimals = kKindDecimals);
// L: how many pairs do not complete a single turn within a context of `context` tokens (1 to
// 10^12), that is have λ_k = 2π·b^(2k/d) longer than it (a whole number by default).
Question ropeTurnsQuestion(double context, const QuizSettings& settings, int decimals = kKindDecimals);

// ---- Questions that authors write ----------------------------------------------------------
//
// makeQuestion builds one question from an author's spec {kind, ...params}, with the kinds and
// parameter names of makeQuiz's questions, through the same builders. Every kind takes an optional
// decimals (1 to 12; by default the kind's own, see kKindDecimals). Token numbers follow
// settings.origin and run from the first token (origin) to 10^15.
//
//   coordinate {token, i}        coordinateQuestion. The cell, which sets the words, follows from
//                                the numbers: A when token is the first token; B when i is in the
//                                fastest pair and the angle within 1.5 rad of a whole turn; C when
//                                i is in the slowest pair on less than a tenth of a turn; F else.
//   aliasing {turns, i}          aliasingQuestion: coordinate i at pos = 2π·turns, turns 1 to 1000.
//   rotation {token, offset, i}  rotationQuestion: i is the coordinate asked for at token + offset
//                                (which must be a token too); its pair k = coordinateRole(i).pair
//                                is the pair rotated, and whether it is a sine says which row.
//   wavelength {context, k}      wavelengthQuestion: pair k's wavelength against a context of 1 to
//                                10^12 tokens; k is optional and defaults to the slowest pair.
//   dot {tokenP, tokenQ}         dotQuestion.
//   position-zero-choice {}      positionZeroChoice with the options in the order 1, 2, 0, 3 of
//                                its list (the right one third, as "c"); decimals is accepted and
//                                has no use, the answer being an option.
//   rope-angle {token, k}        ropeAngleQuestion; token from the first token to 10^6.
//   rope-score {q, k, m, n}      ropeScoreQuestion: q and k are vectors (q[0], q[1], ...: d_model
//                                numbers from −1000 to 1000 each), m and n token numbers.
//   rope-scaled {k, scaling, quantity}   ropeScaledQuestion: scaling is a RoPE scaling object
//                                (scaling.type, scaling.factor, ..., read by readRopeScaling);
//                                quantity is "frequency" (θ'_k, the default) or "wavelength".
//   rope-turns {context}         ropeTurnsQuestion.
//
// A question's id is its cell and kind ("C-coordinate"); the caller numbers its questions.
// A bad spec is refused with InputError: "question spec: " and a sentence naming the field, the
// value and the allowed range (an unknown kind or parameter, a missing one, one given twice, a
// value that is not a number or out of range).

// One parameter as the author wrote it (spec_param.hpp): a vector is given as its entries q[0],
// q[1], ..., an object as its fields scaling.type, scaling.factor, ...

struct QuestionSpec {
    std::string kind;
    std::vector<SpecParam> params;
};

Question makeQuestion(const QuestionSpec& spec, const QuizSettings& settings);

// The result of checking a quiz answer: AnswerCheck's verdict, message and diagnosis.
using QuizCheck = AnswerCheck;

// Numeric questions: pe::checkAnswer on {expected, decimals} with the question's mistakes (for an
// incorrect answer truncation first, then the mistakes in order, each matched with the checker's
// half-unit test at the precision typed).
// Choice questions: the text is the option's 0-based index ("0".."3") or its letter ("a".."d",
// either case); value and expected are indices, decimals and tolerance 0.
QuizCheck checkQuizAnswer(std::string_view text, const Question& question);

// The index of an option, validated against the number of options (InputError otherwise).
int checkedChoiceIndex(double index, std::size_t choices, std::string_view name = "answer");

} // namespace pe
