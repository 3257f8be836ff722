#include "number_text.hpp"

#include <cmath>
#include <cstdint>

namespace pe {

namespace {

// Powers of ten that a double holds exactly.
constexpr double kExactPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                  1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr int kMaxExactPow10 = 22;
constexpr int kSignificantDigits = 15;

double pow10(long e) {
    if (e >= 0 && e <= kMaxExactPow10) return kExactPow10[e];
    return std::pow(10.0, static_cast<double>(e));
}

std::string digitsOf(std::uint64_t n) {
    char digits[20];
    char* first = digits + sizeof digits;
    do *--first = static_cast<char>('0' + n % 10);
    while ((n /= 10) != 0);
    return std::string(first, digits + sizeof digits);
}

int integerDigits(double magnitude) {
    int digits = 1;
    for (double limit = 10; magnitude >= limit && digits < 400; limit *= 10) ++digits;
    return digits;
}

std::string trimZeros(std::string s) {
    if (s.find('.') == std::string::npos) return s;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

double decimalToDoubleOf(std::string_view text);
std::string fixedWithin(double value, int decimals, int significant);

// A value that is not whole must not be shown as one (0.9999999999999999 as "1").
bool readsAsWhole(const std::string& text) {
    const double shown = decimalToDoubleOf(text);
    return std::floor(shown) == shown;
}

std::string scientific(double value) {
    const double magnitude = std::fabs(value);
    int exponent = static_cast<int>(std::floor(std::log10(magnitude)));
    // Scaled in two steps so that 10^exponent never leaves the range of normal doubles.
    double mantissa = exponent < -300 ? magnitude * 1e300 / std::pow(10.0, exponent + 300)
                                      : magnitude / std::pow(10.0, exponent);
    if (mantissa >= 10) {
        mantissa /= 10;
        ++exponent;
    } else if (mantissa < 1) {
        mantissa *= 10;
        --exponent;
    }
    std::string text = trimZeros(fixedWithin(mantissa, 11, 12));
    if (text == "10") { // rounding carried into a new digit
        text = "1";
        ++exponent;
    }
    std::string out = value < 0 ? "-" : "";
    out.append(text).append(exponent < 0 ? "e-" : "e+");
    return out.append(digitsOf(static_cast<std::uint64_t>(exponent < 0 ? -exponent : exponent)));
}

} // namespace

namespace {
// formatFixed with at most `significant` digits in all (the integer part counts at least one).
std::string fixedWithin(double value, int decimals, int significant) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
    if (decimals < 0) decimals = 0;
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e15) {
        if (magnitude < 1.8e19) {
            std::string digits = digitsOf(static_cast<std::uint64_t>(magnitude));
            return value < 0 ? digits.insert(0, 1, '-') : digits;
        }
        return scientific(value);
    }
    const int room = significant - integerDigits(magnitude);
    const int shown = decimals < room ? decimals : (room > 0 ? room : 0);
    const auto scaled = static_cast<std::uint64_t>(std::nearbyint(magnitude * kExactPow10[shown]));
    std::string digits = digitsOf(scaled);
    if (shown > 0) {
        if (digits.size() <= static_cast<std::size_t>(shown))
            digits.insert(0, static_cast<std::size_t>(shown) + 1 - digits.size(), '0');
        digits.insert(digits.size() - static_cast<std::size_t>(shown), 1, '.');
    }
    if (value < 0 && scaled != 0) digits.insert(0, 1, '-'); // no negative zero
    return digits;
}

} // namespace

std::string formatFixed(double value, int decimals) {
    return fixedWithin(value, decimals, kSignificantDigits);
}

std::string formatShort(double value) {
    if (!std::isfinite(value)) return formatFixed(value, 0);
    const double magnitude = std::fabs(value);
    if (magnitude != 0 && (magnitude >= 1e15 || magnitude < 1e-6)) return scientific(value);
    if (std::floor(value) == value) return formatFixed(value, 0);
    // 12 significant digits read well; more only when 12 would show a whole number (0.9999999999999999
    // must not read as 1 in "base must be greater than 1").
    std::string text;
    for (int significant : {12, 15, 17}) {
        int decimals = significant - integerDigits(magnitude);
        if (magnitude < 1) {
            decimals = significant;
            for (double m = magnitude * 10; m < 1; m *= 10) ++decimals;
        }
        // Below 1 the leading zeros after the point are not significant: room for all the decimals
        // (at most kMaxExactPow10 of them, the powers of ten fixedWithin scales by).
        const int room = decimals < kMaxExactPow10 ? decimals + 1 : kMaxExactPow10 + 1;
        text = trimZeros(fixedWithin(value, decimals, magnitude < 1 ? room : significant));
        if (!readsAsWhole(text)) break;
    }
    return text;
}

double decimalToDouble(std::string_view digits, long exponent10) {
    std::uint64_t mantissa = 0;
    int kept = 0;
    std::size_t i = 0;
    while (i < digits.size() && digits[i] == '0') ++i; // leading zeros carry no information
    for (; i < digits.size(); ++i) {
        if (kept < 19) {
            mantissa = mantissa * 10 + static_cast<std::uint64_t>(digits[i] - '0');
            ++kept;
        } else {
            ++exponent10; // a digit past the 19th only scales the value
        }
    }
    if (mantissa == 0) return 0.0;
    const double m = static_cast<double>(mantissa);
    // Clinger's fast path: both operands exact, so one rounding gives the correctly rounded result.
    if (kept <= kSignificantDigits && exponent10 >= -kMaxExactPow10 && exponent10 <= kMaxExactPow10)
        return exponent10 < 0 ? m / kExactPow10[-exponent10] : m * kExactPow10[exponent10];
    if (exponent10 > 400) return HUGE_VAL;
    if (exponent10 < -400) return 0.0;
    // Two steps keep intermediate powers in range (10^-330 alone would be subnormal or zero).
    const long half = exponent10 / 2;
    return m * pow10(half) * pow10(exponent10 - half);
}

namespace {
// A plain "-123.456" as formatFixed writes it, read back.
double decimalToDoubleOf(std::string_view text) {
    const bool negative = !text.empty() && text.front() == '-';
    std::string digits;
    long decimals = 0;
    bool afterPoint = false;
    for (char c : text.substr(negative ? 1 : 0)) {
        if (c == '.') {
            afterPoint = true;
        } else {
            digits += c;
            decimals += afterPoint ? 1 : 0;
        }
    }
    const double magnitude = decimalToDouble(digits, -decimals);
    return negative ? -magnitude : magnitude;
}
} // namespace

} // namespace pe
