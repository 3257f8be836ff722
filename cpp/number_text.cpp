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
// The precisions a value is computed at until its rounding is decided, in 64-bit limbs.
constexpr int kLevels[] = {3, 6, 12, 24};

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

// digits * 10^power written plainly ("0.0042", "120"), with a minus sign unless it is zero.
std::string plainText(const RoundedValue& r, int power) {
    std::string text = digitsOf(r.digits);
    if (power > 0) {
        text.append(static_cast<std::size_t>(power), '0');
    } else if (power < 0) {
        const auto shown = static_cast<std::size_t>(-power);
        if (text.size() <= shown) text.insert(0, shown + 1 - text.size(), '0');
        text.insert(text.size() - shown, 1, '.');
    }
    if (r.negative && r.digits != 0) text.insert(0, 1, '-');
    return text;
}

// NaN and the infinities by name: "" for a finite value. A quantity whose value passes the largest
// double is written as that infinity.
std::string nonFinite(double estimate) {
    if (std::isnan(estimate)) return "NaN";
    if (std::isinf(estimate)) return estimate > 0 ? "Infinity" : "-Infinity";
    return "";
}

// The value and the double nearest it (from the first evaluation), for the choice of a form.
struct Written {
    const Quantity& value;
    double estimate;
};

Written written(const Quantity& value) {
    double x = 0;
    if (value.isNumber(x)) return {value, x};
    return {value, value.value()};
}

// value rounded to `significant` digits from its leading one, 10^exponent (taken from the estimate):
// the digits and the power of ten of the last, after a carry into a new digit.
RoundedValue roundedToDigits(const Written& w, int significant, int& exponent) {
    RoundedValue r;
    roundedAt(w.value, exponent - significant + 1, r);
    std::uint64_t limit = 1;
    for (int j = 0; j < significant; ++j) limit *= 10;
    if (r.digits >= limit) { // 9.99999... rounded up to 10.0000: one digit more, the last a 0
        r.digits /= 10;
        ++exponent;
    }
    return r;
}

int decimalExponent(double magnitude) { return static_cast<int>(std::floor(std::log10(magnitude))); }

// 12 significant digits in exponent form: 1.5e+300, 6.28318530718e-7.
std::string scientific(const Written& w) {
    int exponent = decimalExponent(std::fabs(w.estimate));
    const RoundedValue r = roundedToDigits(w, 12, exponent);
    std::string out = r.negative ? "-" : "";
    out.append(trimZeros(plainText(RoundedValue{r.digits, false}, -11))).append(exponent < 0 ? "e-" : "e+");
    return out.append(digitsOf(static_cast<std::uint64_t>(exponent < 0 ? -exponent : exponent)));
}

double decimalToDoubleOf(std::string_view text);

// A value that is not whole must not be shown as one (0.9999999999999999 as "1").
bool readsAsWhole(const std::string& text) {
    const double shown = decimalToDoubleOf(text);
    return std::floor(shown) == shown;
}

// formatFixed with at most `significant` digits in all (the integer part counts at least one).
std::string fixedWithin(const Written& w, int decimals, int significant) {
    const std::string named = nonFinite(w.estimate);
    if (!named.empty()) return named;
    if (decimals < 0) decimals = 0;
    const double magnitude = std::fabs(w.estimate);
    if (magnitude >= 1e15) {
        RoundedValue r;
        if (magnitude < 1.8e19 && roundedAt(w.value, 0, r)) return plainText(r, 0);
        return scientific(w);
    }
    const int room = significant - integerDigits(magnitude);
    const int shown = decimals < room ? decimals : (room > 0 ? room : 0);
    RoundedValue r;
    roundedAt(w.value, -shown, r);
    return plainText(r, -shown);
}

bool isWhole(const Written& w) {
    double x = 0;
    if (w.value.isNumber(x)) return std::floor(x) == x;
    const exact::Real r = w.value.at(kLevels[0]);
    if (!r.isExact()) return false;
    exact::BigFloat m = r.mid;
    m.negative = false;
    return exact::fractionPart(m).isZero();
}

} // namespace

bool isWholeNumber(const Quantity& value) { return isWhole(written(value)); }

int signOf(const Quantity& value) {
    int sign = 0;
    for (const int limbs : kLevels)
        if (exact::signOf(value.at(limbs), sign)) return sign;
    const exact::Real last = value.at(kLevels[3]);
    return last.mid.isZero() ? 0 : last.mid.negative ? -1 : 1;
}

double nearestWhole(const Quantity& value) {
    RoundedValue r;
    roundedAt(value, 0, r);
    const double n = static_cast<double>(r.digits);
    return r.negative ? -n : n;
}

double floorOf(const Quantity& value) {
    const double n = nearestWhole(value);
    return signOf(value - n) < 0 ? n - 1 : n;
}

bool roundedAt(const Quantity& value, int power, RoundedValue& out) {
    using namespace exact;
    Real last;
    for (const int limbs : kLevels) {
        last = value.at(limbs) * powerOfTen(-power, limbs);
        std::uint64_t digits = 0;
        bool negative = false;
        if (nearestInteger(last, digits, negative)) {
            out = RoundedValue{digits, negative};
            return true;
        }
    }
    // Undecided at 1536 bits: the estimate's own rounding.
    last.radius = Magnitude{};
    std::uint64_t digits = 0;
    bool negative = false;
    nearestInteger(last, digits, negative);
    out = RoundedValue{digits, negative};
    return false;
}

std::string formatFixed(const Quantity& value, int decimals) {
    return fixedWithin(written(value), decimals, kSignificantDigits);
}

std::string formatShort(const Quantity& value) {
    const Written w = written(value);
    const std::string named = nonFinite(w.estimate);
    if (!named.empty()) return named;
    const double magnitude = std::fabs(w.estimate);
    if (magnitude != 0 && (magnitude >= 1e15 || magnitude < 1e-6)) return scientific(w);
    if (isWhole(w)) return fixedWithin(w, 0, kSignificantDigits);
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
        // (at most kMaxExactPow10 of them).
        const int room = decimals < kMaxExactPow10 ? decimals + 1 : kMaxExactPow10 + 1;
        text = trimZeros(fixedWithin(w, decimals, magnitude < 1 ? room : significant));
        if (!readsAsWhole(text)) break;
    }
    return text;
}

std::string formatSignificant(const Quantity& value) {
    const Written w = written(value);
    const std::string named = nonFinite(w.estimate);
    if (!named.empty()) return named;
    if (w.estimate == 0) return formatShort(value);
    int exponent = decimalExponent(std::fabs(w.estimate));
    if (exponent >= 5 && exponent < 15) return fixedWithin(w, 0, kSignificantDigits);
    const bool plain = exponent >= -4 && exponent < 15; // the form follows the exponent before a carry
    const RoundedValue r = roundedToDigits(w, 6, exponent);
    if (plain) return trimZeros(plainText(r, exponent - 5));
    std::string out = r.negative ? "-" : "";
    out.append(trimZeros(plainText(RoundedValue{r.digits, false}, -5))).append("e");
    if (exponent < 0) out.append("-");
    return out.append(digitsOf(static_cast<std::uint64_t>(exponent < 0 ? -exponent : exponent)));
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
