// What every question kind of the bank is built from: validation of its numbers, the shared
// phrases (settings, ω_k, the coordinate's role), and the out-of-line helpers that add a worked
// step, a slip or a wrong option. The kinds only call these, so that none of them expands
// std::string or std::vector code of its own (the WebAssembly module stays small).
//
// Internal to cpp/quiz/; the public face is quiz.hpp.
#pragma once

#include <initializer_list>
#include <string>

#include "../coordinate_mistakes.hpp"
#include "../mistakes.hpp"
#include "../number_text.hpp"
#include "../quiz.hpp"
#include "../message.hpp"

namespace pe::quiz {

// ---- Validation: each throws InputError naming the value and the rule -----------------------

// (checkedOrigin and checkedToken are encoding.hpp's, shared with the plain checker)
bool isWhole(double x);
void checkQuizSettings(const QuizSettings& settings);
int checkedTurns(int turns);
double checkedContext(double context);
void checkOrder(const int (&order)[4]); // a permutation of 0..3
// A builder's decimals: its kind's own for kKindDecimals, otherwise 1 to kMaxDecimals.
int decimalsOr(int decimals, int kindDecimals);

// ---- Phrases and values shared by several kinds ---------------------------------------------

// The settings a question is for, written after its prompt so that the question comes first:
// "(d_model = 4, base 10000, interleaved layout, tokens numbered from 0)", or for RoPE
// "(RoPE, d = 4, base 10000, pairs (2k, 2k + 1))". The layout and the origin only where the
// question depends on them.
enum class Topic { sinusoidal, rope };
void settingsNote(std::string& out, const QuizSettings& settings, Topic topic, bool withLayout, bool withOrigin);
// The key a message selects on for the index origin ("zero" or "one"): with tokens numbered
// from 0, pos = t is written without "− 0".
inline const char* originWord(double origin) { return origin == 0 ? "zero" : "one"; }
// "ω_1 = 10000^(−2/4) ≈ 0.01", or "ω_0 = 10000^0 = 1".
std::string omegaText(int k, const Settings& s);
// PE(0) written out: "[0, 1, 0, 1]", shortened with "…" above d_model 8.
std::string vectorAtZero(const Settings& s);

// λ_max, the wavelength of the slowest pair (wavelength.cpp).
double longestWavelength(const Settings& s);

// ---- RoPE's questions (cells I to L) --------------------------------------------------------

// "θ_1 = 10000^(−2/4) ≈ 0.01", or "θ_0 = 10000^0 = 1".
std::string thetaText(int k, const Settings& s);
// A token number of a RoPE question: whole, from the first token to 10^6 (InputError otherwise).
double checkedRopeToken(double token, int origin, const char* name = PE_MESSAGE("core-name-token-number"));
// θ_k as RoFormer writes it, θ_i = b^(−2(i − 1)/d) with its one-based i, taken with i = k: the
// frequency of pair k − 1 (b^(2/d) for k = 0).
double oneBasedFrequency(int k, const Settings& s);

// ---- Assembling a question ------------------------------------------------------------------

Question newQuestion(char cell, const char* kind, const QuizSettings& settings);
Question numericQuestion(char cell, const char* kind, const QuizSettings& settings, const Quantity& expected,
                         int decimals);

void addStepWith(Question& q, const char* signature, const TextArg* args);
void addWrongOptionWith(Question& q, const char* code, int choice, const char* signature,
                        const TextArg* args);

// A worked step of the solution.
template <class... T> PE_TEXT_INLINE void step(Question& q, const char* signature, const T&... args) {
    addStepWith(q, signature, TextArgs<T...>(args...).items);
}

// The slips of a numeric question: kept only if an answer can tell them from q.expected at
// q.decimals (both set before the first slip), and not twice with the same value.
inline SlipsFor slipsOf(Question& q) { return SlipsFor{q.mistakes, q.expected, q.decimals}; }

// A slip of a numeric question: the value it gives, and its explanation.
template <class... T>
PE_TEXT_INLINE void mistake(Question& q, Slip slip, const Quantity& value, const char* signature, const T&... args) {
    addNumericMistakeWith(slipsOf(q), mistakeCode(slip), value, signature, TextArgs<T...>(args...).items);
}

// A wrong option of a choice question.
template <class... T>
PE_TEXT_INLINE void wrongOption(Question& q, Slip slip, int choice, const char* signature, const T&... args) {
    addWrongOptionWith(q, mistakeCode(slip), choice, signature, TextArgs<T...>(args...).items);
}

// names: the parameters' names separated by single spaces, one per value (a string literal: the
// parameters keep views of it).
void addParams(Question& q, const char* names, std::initializer_list<double> values);

// The step that says why coordinate i is the sine or cosine of pair k under the layout.
void roleStep(Question& q, int i, const Settings& s);

// A question of four statements; statement 0 is the correct one, each other one leads to the slip
// codes[j] (mistakeCode of a Slip) explained by explanations[j]; order is their display order.
Question choiceQuestion(char cell, const char* kind, const QuizSettings& settings,
                        const char* const (&statements)[4], const char* const (&codes)[4],
                        const char* const (&explanations)[4], const int (&order)[4]);

} // namespace pe::quiz
