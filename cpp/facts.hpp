// The one home of the widget's facts: every default and every limit, for the core and for the
// page. The core checks its input against them; the bindings hand them to JavaScript (defaults(),
// limits()), and the build writes them into build/core-facts.json for the element, which must
// judge its attributes before the WebAssembly module has loaded. Change a number here and
// nothing else needs re-typing.
#pragma once

#include <array>
#include <cstddef>

namespace pe {

// "interleaved" is the paper's order (sin, cos, sin, cos, ...); "concatenated" puts every sine
// first and every cosine second, as several tutorials and libraries do.
enum class Layout { interleaved, concatenated };
// The layouts' names, in the enumeration's order.
inline constexpr std::array<const char*, 2> kLayoutNames{"interleaved", "concatenated"};

// What a widget, a table or a quiz uses when it is told nothing else: the paper's d_model = 4
// example of the seeds, three positions, six decimals.
struct Defaults {
    int dModel = 4;
    double base = 10000.0;
    Layout layout = Layout::interleaved;
    int origin = 0; // token t is at formula position t - origin
    int decimals = 6;
    std::array<double, 3> positions{0, 1, 2};
    int pair = 0;
    double quizSeed = 1;
    int quizCount = 8;
    int maxLen = 512;          // heatmap rows (fewer when d_model is so wide that 512 pass maxTableValues)
    double offset = 5;         // the dot product's and the rotation's offset
    double contextLength = 8192; // the wavelength ladder's context
};

// RoPE's context-extension methods (cpp/rope.hpp), as Hugging Face transformers names them in a
// model's config.json ("rope_type"); none is RoPE as RoFormer defines it.
enum class RopeScalingType { none, linear, ntk, dynamic, yarn, llama3 };
// The names of every method but none, in the enumeration's order.
inline constexpr std::array<const char*, 5> kRopeScalingNames{"linear", "ntk", "dynamic", "yarn", "llama3"};

// What the question bank asks about: the 2017 encoding, RoPE, or both.
enum class QuizTopics { sinusoidal, rope, both };
inline constexpr std::array<const char*, 3> kQuizTopicNames{"sinusoidal", "rope", "both"};

// RoPE's defaults: YaRN's beta_fast and beta_slow (the paper's alpha = 1, beta = 32 for Llama,
// transformers' defaults) and whether its correction range is cut to whole pairs (transformers'
// "truncate", true unless a config says otherwise); and the bank's topics, the 2017 encoding alone
// so that a quiz without the setting asks what it always has.
struct RopeDefaults {
    double betaFast = 32;
    double betaSlow = 1;
    bool truncate = true;
    QuizTopics quizTopics = QuizTopics::sinusoidal;
};

// Limits that keep a browser tab responsive and every number exact where it must be.
struct Limits {
    int maxDModel = 16384;
    std::size_t maxTableValues = std::size_t{4096} * 1024; // doubles in one table: 32 MiB
    std::size_t maxAnswerLength = 64;                      // characters of a typed answer
    int maxDecimals = 12;
    double maxQuizSeed = 9007199254740992.0; // 2^53, the largest exact JavaScript integer
    int maxQuizCount = 50;
    int maxMaxLen = 16384;     // one canvas column of the heatmap stays within browsers' canvas limits
    double maxOffset = 1e6;    // |offset| beyond this makes the dot-product curve nothing but aliasing
    double maxContextLength = 1e9;
    int maxPositions = 1000;   // positions one widget lists; ranges are measured before they are expanded
    // |pos| at most 2^53: past it a double cannot hold every whole token number.
    double maxPosition = 9007199254740992.0;
    // The most any double the core returns for a value of the encoding (table, coordinate, shift
    // matrix entry, pair term of the dot product) differs from the exact real value, for every
    // accepted position, d_model and base (docs/exactness.md). A page writing such a double with
    // fixed decimals asks the core for the digits when a rounding boundary lies this close.
    double maxValueError = 1e-15;
};

inline constexpr Defaults kDefaults{};
inline constexpr Limits kLimits{};
inline constexpr RopeDefaults kRopeDefaults{};

} // namespace pe
