#include "mistakes.hpp"

#include <algorithm>
#include <cmath>

#include "answer.hpp"

namespace pe {

const char* mistakeName(std::string_view code) {
    for (const MistakeKind& k : kMistakeKinds)
        if (code == k.code) return k.name;
    return "";
}

const char* mistakeNameAmong(std::string_view code, const char* const* codes, const char* const* names,
                             std::size_t count) {
    for (std::size_t j = 0; j < count; ++j)
        if (code == codes[j]) return names[j];
    return "";
}

namespace {
// An answer can tell value from the exact one, and no earlier slip of the list gives it.
bool distinguishable(const SlipsFor& to, double value) {
    if (!std::isfinite(value) || withinHalfUnit(value, to.expected, to.decimals)) return false;
    return std::none_of(to.list.begin(), to.list.end(), [&](const Mistake& m) {
        return std::fabs(m.value - value) <= 1e-12 * std::max(1.0, std::fabs(value));
    });
}
} // namespace

// Out of line, so that no slip expands std::string or std::vector code of its own.
[[gnu::noinline]] void addNumericMistakeWith(const SlipsFor& to, const char* code, const Quantity& exact,
                                             const char* signature, const TextArg* args) {
    const double value = exact.value();
    if (!distinguishable(to, value)) return;
    Mistake& m = to.list.emplace_back();
    m.code = code;
    m.value = value;
    fillInto(m.explanation, signature, args);
}

} // namespace pe
