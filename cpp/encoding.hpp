// The sinusoidal positional encoding of "Attention Is All You Need" (2017) as doubles within 1e-15 of
// the exact real values for every position a double holds up to 2^53. Plain C++17: no Emscripten, so
// it is tested natively and compiled to WebAssembly. How: frequencies.hpp keeps omega_k / (2 pi) to
// 192 bits, turns.hpp reduces pos * omega_k modulo 2 pi in fixed point without error and evaluates
// sin and cos of the reduced angle.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "facts.hpp"
#include "message_id.hpp"

namespace pe {

// Every refusal of a setting or argument. The message is written for a person: it names the
// setting, the value received and the rule.
class InputError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Layout (facts.hpp) from and to its name.
Layout parseLayout(std::string_view name);
const char* layoutName(Layout layout);

// A table is refused above kMaxTableValues doubles (32 MiB), and a model width above kMaxDModel:
// short names for the facts of facts.hpp.
inline constexpr int kMaxDModel = kLimits.maxDModel;
inline constexpr std::size_t kMaxTableValues = kLimits.maxTableValues;
inline constexpr double kDefaultBase = kDefaults.base;
// The largest |position| accepted: 2^53, past which a double cannot hold every whole token number.
inline constexpr double kMaxPosition = kLimits.maxPosition;
// How far any double the core returns for a value of the encoding (a table value, a coordinate, a
// shift matrix entry, a pair's term of the dot product) may be from the exact real value.
inline constexpr double kMaxValueError = kLimits.maxValueError;

inline constexpr double kPi = 3.141592653589793238462643383280;
inline constexpr double kTwoPi = 6.283185307179586476925286766559;

struct Settings {
    int dModel = kDefaults.dModel;
    double base = kDefaults.base;
    Layout layout = kDefaults.layout;
};

// Builds validated settings from loosely typed input (numbers as they come from JavaScript).
// Throws InputError naming d_model, base or layout.
Settings makeSettings(double dModel, double base, std::string_view layout);
void validate(const Settings& settings);

// Checked conversions of the arguments of the functions below; each throws InputError.
int checkedCoordinateIndex(double i, const Settings& settings);
int checkedPairIndex(double k, const Settings& settings);
// A finite number of at most 2^53 in size.
// name: what the value is, as a message that opens a sentence ("A position").
double checkedPosition(double pos, std::string_view name = PE_MESSAGE("core-subject-position"));
// How tokens are numbered for a learner: token number t is at formula position t - origin.
int checkedOrigin(double origin); // 0 or 1
double checkedToken(double token, const char* name = PE_MESSAGE("core-name-token-number")); // whole, |t| <= 10^15
void checkedTableSize(std::size_t positions, const Settings& settings);

// Which pair and which function a coordinate index holds under the layout, and back: the one
// home of the layout rule. Interleaved: i = 2k (sine), 2k + 1 (cosine); concatenated: i = k (sine),
// d_model/2 + k (cosine).
struct CoordinateRole {
    int pair;    // k, so that the angle is pos * frequency(k)
    bool isSine; // otherwise cosine
};
CoordinateRole coordinateRole(int i, const Settings& settings);
// The inverse: the coordinate index that holds the sine (or the cosine) of pair k
// (inline: the table's fast path reads its start and stride from it)
inline int coordinateIndex(int k, bool isSine, const Settings& settings) {
    if (settings.layout == Layout::concatenated) return isSine ? k : k + settings.dModel / 2;
    return isSine ? 2 * k : 2 * k + 1;
}

// omega_k = base^(-2k/d_model) and lambda_k = 2*pi/omega_k, for k = 0 .. d_model/2 - 1, each the
// double nearest the exact value.
double frequency(int k, const Settings& settings);
double wavelength(int k, const Settings& settings);
std::vector<double> frequencies(const Settings& settings);

// a * b as hi + lo: hi = a * b rounded, lo = fma(a, b, -hi) as Emscripten's C library computes it,
// bit for bit (the exact rounding error, or its correctly rounded value where it underflows; +0
// where hi is 0), for every pair of doubles. Computed without fma, which WebAssembly lacks: its
// software emulation is larger than this.
struct DoubleDouble {
    double hi;
    double lo;
};
DoubleDouble exactProduct(double a, double b);

// PE(pos, i), the double nearest the exact value (or its neighbour, within 1e-21 of a tie):
// formula positions are real numbers; an index origin is applied by the caller. Throws InputError
// for a position beyond 2^53 (as every function here that takes one).
double coordinate(double pos, int i, const Settings& settings);

// n x d_model values, row-major, one row per position, each within kMaxValueError of the exact
// value. tableInto fills a caller's buffer of positions.size() * dModel doubles; both validate sizes
// and positions first.
void tableInto(const double* positions, std::size_t count, const Settings& settings, double* out);
std::vector<double> table(const std::vector<double>& positions, const Settings& settings);
// The same table for other frequencies, one per pair (pairs.size() == d_model/2; RoPE's scaled
// ones, frequencies.hpp), the same way and within the same bound; the settings give the layout.
// Validates sizes and positions first.
struct PairFrequency;
void tableOfPairsInto(const double* positions, std::size_t count, const std::vector<PairFrequency>& pairs,
                      const Settings& settings, double* out);

// The same table a few rows at a time, in order, into a buffer the caller keeps: what the
// WebAssembly binding hands to JavaScript in pieces small enough to stay in the processor's cache.
// The constructor validates and prepares (all memory is allocated there); next() writes the next rows,
// at most maxRows of them, and returns how many (0 at the end). positions must outlive it. One table
// at a time: a new TableRows reuses the working memory of the last.
class TableRows {
public:
    TableRows(const double* positions, std::size_t count, const Settings& settings);
    TableRows(const double* positions, std::size_t count, const std::vector<PairFrequency>& pairs,
              const Settings& settings);
    std::size_t next(double* out, std::size_t maxRows);

private:
    const double* positions_;
    std::size_t count_, done_ = 0;
    bool even_ = false;
    std::size_t smallRows_ = 1, anchorRows_ = 1; // rows per block, per anchor
};

// The straightforward loop, one sin or cos per value: the reference the fast path is tested against.
std::vector<double> tableReference(const std::vector<double>& positions, const Settings& settings);

// [[cos phi, sin phi], [-sin phi, cos phi]] with phi = omega_k * offset: maps the pair's sub-vector
// [sin, cos] at pos to the one at pos + offset. Each entry as coordinate's.
struct Matrix2 {
    double m00, m01, m10, m11;
};
Matrix2 shiftMatrix(int k, double offset, const Settings& settings);

// PE(p) . PE(q) = sum_k cos(omega_k (p - q)); pairDot is the term of one pair, as coordinate's. The
// sum is within half a unit in its last place plus d_model * 1e-21 of the exact value (no double is
// within 1e-15 of every sum: from 8 on, neighbouring doubles are further apart).
double dot(double p, double q, const Settings& settings);
double pairDot(int k, double p, double q, const Settings& settings);

} // namespace pe
