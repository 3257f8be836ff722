// Reading numbers as learners type them, and judging an answer against an exact value.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "encoding.hpp"
#include "mistakes.hpp"

namespace pe {

inline constexpr std::size_t kMaxAnswerLength = kLimits.maxAnswerLength; // facts.hpp
inline constexpr int kMaxDecimals = kLimits.maxDecimals;

// Why a typed answer was not read. notANumber: it is not a number at all (empty, letters, too long,
// NaN, ...). The others are numbers written in a way that could be read two ways, refused rather than
// guessed at: groupingSeparator, digits grouped in thousands ("1.234,5", "1,234.5", "1 234,5",
// "1٬234"); twoDecimalMarks, more than one decimal mark that is no grouping ("0.0.2");
// mixedScripts, digits of two scripts in one number ("٠.0١"). none: the answer was read.
enum class UnreadableReason { none, notANumber, groupingSeparator, twoDecimalMarks, mixedScripts };
const char* unreadableReasonName(UnreadableReason reason); // "not-a-number", "grouping-separator", ...

// What was read from a typed answer. decimals counts the decimals the learner typed, trailing
// zeros included; in exponent form it is the mantissa's decimals minus the exponent (never below 0).
struct TypedNumber {
    bool readable = false;
    double value = 0.0;
    int decimals = 0;
    std::string problem; // when not readable: a sentence saying what could not be read
    UnreadableReason reason = UnreadableReason::notANumber; // none when readable
};

// Reads a number the way learners type it, in any of the scripts below; the digits count the same
// whatever their script, so an answer is read exactly as its ASCII form would be:
//   digits      0-9, Arabic-Indic U+0660-0669, Persian U+06F0-06F9, full-width U+FF10-FF19, all of
//               one script in one number;
//   decimal mark '.', ',', the Arabic decimal separator U+066B, full-width U+FF0E and U+FF0C, one;
//   signs       a leading '+', '-', U+2212 MINUS SIGN, full-width U+FF0B and U+FF0D, also in the
//               exponent ('e' or 'E', full-width too);
//   ignored     white space around the number (with U+00A0, U+202F, U+2009, U+3000), and anywhere
//               the invisible direction marks that Arabic keyboards and copied text bring (U+200E,
//               U+200F, U+061C, U+202A-202E, U+2066-2069) and U+FEFF.
// At most kMaxAnswerLength characters, direction marks not counted. Refuses anything else with a
// reason and a sentence: an ambiguous number (thousands separators, two decimal marks, mixed
// scripts) is refused, never guessed at.
TypedNumber readTypedNumber(std::string_view text);

enum class Verdict { correct, incorrect, tooFewDecimals, unreadable };
const char* verdictName(Verdict verdict);

struct AnswerCheck {
    Verdict verdict = Verdict::unreadable;
    std::string message;     // a sentence for the learner
    double value = 0.0;      // what was read (0 when unreadable)
    double expected = 0.0;   // the exact value
    int decimalsTyped = 0;
    int decimalsRequired = 0;
    double tolerance = 0.0;  // 0.5 * 10^-decimalsRequired
    // The code of the slip an incorrect answer matches (mistakeName gives its name): "" when it
    // matches none, and always "" unless the verdict is incorrect.
    std::string diagnosis;
    // Why a typed number was not read (readTypedNumber); none for every other verdict, and for a
    // choice question's unreadable answer.
    UnreadableReason unreadableReason = UnreadableReason::none;
};

// What a numeric question asks for: the exact value and how many decimals an answer must give.
// expected is the value as a double (an answer is judged against it); exact, when the double is not
// the value itself, is the value as formatExact writes it, which the messages show.
struct NumericTarget {
    double expected;
    int decimals;
    std::string exact = {};
};

// The target of "what is coordinate i of PE(pos)?" under the settings, with the decimals asked.
NumericTarget coordinateTarget(double pos, double i, const Settings& settings, double decimals);
NumericTarget checkedTarget(double expected, double decimals);
int checkedDecimals(double decimals); // 0 to kMaxDecimals

// correct: at least the required decimals and within half a unit of the last required decimal;
// too-few-decimals: fewer decimals, but the exact value correctly rounded to those typed;
// incorrect: anything else readable; unreadable: see readTypedNumber.
AnswerCheck checkAnswer(std::string_view text, const NumericTarget& target);

// The same, and for an incorrect answer the slip it matches: truncation (the exact value cut off
// at the decimals typed instead of rounded) first, then the slips in order, each matched with the
// half-unit test at the precision typed. The message then names the slip.
AnswerCheck checkAnswer(std::string_view text, const NumericTarget& target,
                        const std::vector<Mistake>& slips);

// "What is coordinate i of PE(pos)?", or of the token number `token` (at pos = token - origin),
// as JavaScript sends it (numbers stay doubles so that 1.5 or NaN can be refused).
struct CoordinateTarget {
    double pos = 0;       // the formula position, when !byToken
    double token = 0;     // the token number, when byToken
    bool byToken = false;
    double i = 0;
    Settings settings;    // validated by the functions below
    double origin = 0;    // 0 or 1: the number of the first token (only token numbers depend on it)
    double decimals = 4;
};

// checkAnswer with every slip of coordinateMistakes (coordinate_mistakes.hpp) and truncation:
// the angle in degrees, sine and cosine swapped, the index origin off by one either way, the
// exponent built from i, the other layout, another pair's frequency, the angle instead of its sine
// or cosine, PE(0) taken as zeros. Throws InputError for a bad target.
AnswerCheck checkAnswer(std::string_view text, const CoordinateTarget& target);

// The half-unit test checkAnswer uses: |value - expected| <= 0.5 * 10^-decimals, widened by a few
// parts per billion so that a value exactly half-way is not refused by a rounding error.
bool withinHalfUnit(double value, double expected, int decimals);

// The exact value written with six more decimals than asked (at most 17), for feedback.
std::string formatExact(const Quantity& value, int decimals);

} // namespace pe
