// The sinusoidal positional encoding of "Attention Is All You Need" (2017), computed exactly in
// double precision. Plain C++17: no Emscripten, so it is tested natively and compiled to WebAssembly.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "facts.hpp"

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
double checkedPosition(double pos, std::string_view name = "position");
// How tokens are numbered for a learner: token number t is at formula position t - origin.
int checkedOrigin(double origin); // 0 or 1
double checkedToken(double token, const char* name = "token number"); // whole, |t| <= 10^15
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

// omega_k = base^(-2k/d_model) and lambda_k = 2*pi/omega_k, for k = 0 .. d_model/2 - 1.
double frequency(int k, const Settings& settings);
double wavelength(int k, const Settings& settings);
std::vector<double> frequencies(const Settings& settings);

// The angle pos * omega_k as an unevaluated sum hi + lo, so that large positions keep their
// precision; sinCosOf (or sinOf/cosOf) evaluates sin and cos of such a sum.
struct Angle {
    double hi;
    double lo;
};
Angle angleAt(double pos, double omega);
// a * b as hi + lo: hi = a * b rounded, lo = fma(a, b, -hi) as Emscripten's C library computes it,
// bit for bit (the exact rounding error, or its correctly rounded value where it underflows; +0
// where hi is 0), for every pair of doubles. Computed without fma, which WebAssembly lacks: its
// software emulation is larger than this.
Angle exactProduct(double a, double b);
struct SinCos {
    double sin, cos;
};
SinCos sinCosOf(Angle a); // both at the cost of one sin and one cos of a.hi
double sinOf(Angle a);
double cosOf(Angle a);

// PE(pos, i): formula positions are real numbers; an index origin is applied by the caller.
double coordinate(double pos, int i, const Settings& settings);

// n x d_model values, row-major, one row per position. tableInto fills a caller's buffer of
// positions.size() * dModel doubles; both validate sizes and positions first.
void tableInto(const double* positions, std::size_t count, const Settings& settings, double* out);
std::vector<double> table(const std::vector<double>& positions, const Settings& settings);
// The same table for other frequencies, one per pair (omega.size() == d_model/2; RoPE's scaled
// ones), the inputs checked by the caller. Positions within spacingSlack of evenly spaced take the
// fast path (tableInto's slack is 1e-11; 0 takes it only for exactly spaced positions, whose
// values then stay within a few ulps of those at their exact angles).
void tableOfFrequenciesInto(const double* positions, std::size_t count, const std::vector<double>& omega,
                            const Settings& settings, double spacingSlack, double* out);

// The straightforward loop, one sin or cos per value: the reference the fast path is tested against.
std::vector<double> tableReference(const std::vector<double>& positions, const Settings& settings);

// [[cos phi, sin phi], [-sin phi, cos phi]] with phi = omega_k * offset: maps the pair's sub-vector
// [sin, cos] at pos to the one at pos + offset.
struct Matrix2 {
    double m00, m01, m10, m11;
};
Matrix2 shiftMatrix(int k, double offset, const Settings& settings);

// omega * (p - q) as an unevaluated sum, p - q taken exactly: the angle between two positions, which
// the dot product and RoPE's attention score turn by.
Angle gapAngle(double p, double q, double omega);

// PE(p) . PE(q) = sum_k cos(omega_k (p - q)); pairDot is the term of one pair.
double dot(double p, double q, const Settings& settings);
double pairDot(int k, double p, double q, const Settings& settings);

} // namespace pe
