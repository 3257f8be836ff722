#include "text.hpp"

#include <cassert>
#include <cmath>
#include <cstring>

#include "number_text.hpp"

namespace pe {

namespace {

std::string trimZeros(std::string s) {
    if (s.find('.') == std::string::npos) return s;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

// Six significant digits: 0.01, 0.000103663, 1.03663e-5, 60650.4.
std::string significant(double v) {
    if (v == 0 || !std::isfinite(v)) return formatShort(v);
    const double m = std::fabs(v);
    const int e = static_cast<int>(std::floor(std::log10(m)));
    if (e >= -4 && e < 15) return trimZeros(formatFixed(v, e >= 5 ? 0 : 5 - e));
    int exponent = e;
    std::string mantissa = trimZeros(formatFixed(m / std::pow(10.0, e), 5));
    if (mantissa == "10") {
        mantissa = "1";
        ++exponent;
    }
    std::string out = v < 0 ? "-" : "";
    out.append(mantissa).append("e").append(formatFixed(exponent, 0));
    return out;
}

} // namespace

void fillInto(std::string& out, const char* pattern, const TextArg* args) {
    double last = 0; // the number before, for {s}
    for (const char* p = pattern;;) {
        const char* open = std::strchr(p, '{');
        if (!open) {
            out.append(p);
            assert(!args || args->kind == 0);
            return;
        }
        out.append(p, static_cast<std::size_t>(open - p));
        const char style = open[1];
        p = std::strchr(open, '}') + 1;
        if (style == 's') {
            if (last != 1) out += 's';
            continue;
        }
        const TextArg& a = *args++;
        if (style == 't') {
            assert(a.kind == 't');
            const TextArg::Text t = a.text;
            if (t.size == TextArg::kStdString) out.append(*static_cast<const std::string*>(t.data));
            else if (t.size == TextArg::kCString) out.append(static_cast<const char*>(t.data));
            else out.append(static_cast<const char*>(t.data), t.size);
            continue;
        }
        if (style == 'u') {
            assert(a.kind == 'u');
            char digits[20];
            char* first = digits + sizeof digits;
            unsigned long long n = a.whole;
            do *--first = static_cast<char>('0' + n % 10);
            while ((n /= 10) != 0);
            out.append(first, static_cast<std::size_t>(digits + sizeof digits - first));
            continue;
        }
        assert(a.kind == 'n');
        const double v = last = a.number;
        switch (style) {
        case 'f': {
            int decimals = open[2] - '0';
            if (open[2] == '}') {
                assert(args->kind == 'n');
                decimals = static_cast<int>((args++)->number);
            }
            out.append(formatFixed(v, decimals));
            break;
        }
        case 'g': out.append(significant(v)); break;
        case '~':
            out.append(std::floor(v) == v ? "= " : "≈ ");
            [[fallthrough]];
        case 'a': out.append(trimZeros(formatFixed(v, 6))); break;
        case 'p':
        case 'q': {
            const std::string shown = style == 'p' ? formatFixed(v, 6) : formatShort(v);
            if (v < 0) out.append("(").append(shown).append(")");
            else out.append(shown);
            break;
        }
        case 'w':
            if (v == 1) out.append("2π");
            else out.append(formatShort(2 * v)).append("π");
            break;
        default: out.append(formatShort(v)); break;
        }
    }
}

std::string filled(const char* pattern, const TextArg* args) {
    std::string out;
    fillInto(out, pattern, args);
    return out;
}

void refuseWith(const char* pattern, const TextArg* args) { throw InputError(filled(pattern, args)); }

} // namespace pe
