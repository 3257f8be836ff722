#include "message.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "number_text.hpp"

namespace pe {

namespace {

constexpr char kStart = '\x02', kEnd = '\x03', kValue = '\x1E', kName = '\x1F';

std::string trimZeros(std::string s) {
    if (s.find('.') == std::string::npos) return s;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

// One argument of a signature, read from its first letter: "name" or "name:kind".
struct Slot {
    std::string_view name;
    std::string_view kind;     // "" for the shortest form; f4, f@d, g, ...
    std::string_view decimals; // the name after f@
    const char* end = nullptr; // just after the slot (at ' ' or NUL)
};

Slot readSlot(const char* p) {
    Slot s;
    const char* q = p;
    while (*q != '\0' && *q != ' ' && *q != ':') ++q;
    s.name = std::string_view(p, static_cast<std::size_t>(q - p));
    if (*q == ':') {
        const char* k = ++q;
        while (*q != '\0' && *q != ' ') ++q;
        s.kind = std::string_view(k, static_cast<std::size_t>(q - k));
        if (s.kind.size() > 2 && s.kind[0] == 'f' && s.kind[1] == '@') s.decimals = s.kind.substr(2);
    }
    s.end = q;
    return s;
}

// The kind of argument a slot takes: 'n' a number, 'u' a count or a number, 't' a text.
char argumentKind(std::string_view kind) {
    if (kind == "t" || kind == "m" || kind == "n") return 't';
    if (kind == "c") return 'u';
    return 'n';
}

bool isName(std::string_view s) {
    if (s.empty() || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z'))) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
            return false;
    return true;
}

std::string developerText(std::initializer_list<std::string_view> parts) {
    std::string out;
    for (std::string_view p : parts) out.append(p);
    return out;
}

// The number of a slot as digits, or a nested message (kind m) for ~, p and q.
void appendNumber(std::string& out, std::string_view kind, const TextArg& a, int decimalsFrom) {
    const double v = a.number;
    const Quantity number = a.exact ? Quantity() : Quantity(v);
    const Quantity& q = a.exact ? *a.exact : number;
    const char k = kind.empty() ? 0 : kind[0];
    std::string digits;
    switch (k) {
    case 'f': digits = formatFixed(q, kind.size() > 1 && kind[1] == '@' ? decimalsFrom : kind[1] - '0'); break;
    case 'g': digits = formatSignificant(q); break;
    case 'W': digits = std::fabs(v) < 1e21 ? formatFixed(q, 0) : formatShort(q); break;
    case '~':
    case 'a': digits = trimZeros(formatFixed(q, 6)); break;
    case 'p': digits = formatFixed(q, 6); break;
    case 'w': digits = formatShort(2 * v); break;
    default: digits = formatShort(q); break;
    }
    const char* nested = nullptr;
    if (k == '~') nested = isWholeNumber(q) ? "core-value-equals" : "core-value-approximately";
    else if ((k == 'p' || k == 'q') && digits.front() == '-') nested = "core-value-in-parentheses";
    if (!nested) {
        out.append(1, 'n').append(digits);
        return;
    }
    out.append(1, 'm').append(1, kStart).append(nested).append(1, kName).append("value");
    out.append(1, kValue).append(1, 'n').append(digits).append(1, kEnd);
}

} // namespace

std::string signatureProblem(std::string_view signature, std::string_view kinds) {
    const std::string text(signature); // NUL-terminated for readSlot
    const std::size_t space = text.find(' ');
    const std::string_view id = std::string_view(text).substr(0, space);
    if (id.substr(0, 5) != "core-" || !isName(id))
        return developerText({"message signature \"", signature, "\": the id must be core-<words>."});
    std::size_t count = 0;
    std::string names = " ";
    for (const char* p = space == std::string::npos ? nullptr : text.c_str() + space + 1; p;) {
        const Slot s = readSlot(p);
        if (!isName(s.name))
            return developerText({"message signature \"", signature, "\": \"", s.name, "\" is not a name."});
        if (names.find(developerText({" ", s.name, " "})) != std::string::npos)
            return developerText({"message signature \"", signature, "\": ", s.name, " is named twice."});
        names.append(s.name).append(" ");
        static constexpr std::string_view known[] = {"", "f0", "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8",
                                                     "f9", "g", "a", "p", "q", "~", "w", "W", "c", "t", "m", "n", "x"};
        bool ok = !s.decimals.empty();
        for (std::string_view k : known) ok = ok || s.kind == k;
        if (!ok) return developerText({"message signature \"", signature, "\": ", s.name, " has an unknown kind."});
        if (count >= kinds.size())
            return developerText({"message signature \"", signature, "\" names more values than it is given."});
        const char want = argumentKind(s.kind), got = kinds[count];
        if (!(want == got || (want == 'u' && got == 'n')))
            return developerText({"message signature \"", signature, "\": ", s.name, " takes ",
                                  want == 't' ? "a text" : want == 'u' ? "a count" : "a number", "."});
        if (!s.decimals.empty()) {
            const std::size_t at = text.find(developerText({" ", s.decimals}));
            if (at == std::string::npos)
                return developerText({"message signature \"", signature, "\": ", s.name,
                                      " takes its decimals from no argument."});
        }
        ++count;
        p = *s.end == ' ' ? s.end + 1 : nullptr;
    }
    if (count != kinds.size())
        return developerText({"message signature \"", signature, "\" names fewer values than it is given."});
    return "";
}

void fillInto(std::string& out, const char* signature, const TextArg* args) {
#ifndef NDEBUG
    std::string kinds;
    for (const TextArg* a = args; a->kind != 0; ++a) kinds += a->kind;
    const std::string problem = signatureProblem(signature, kinds);
    if (!problem.empty()) {
        std::fprintf(stderr, "%s\n", problem.c_str());
        std::abort();
    }
#endif
    const char* p = signature;
    while (*p != '\0' && *p != ' ') ++p;
    out.append(1, kStart).append(signature, static_cast<std::size_t>(p - signature));
    for (const TextArg* a = args; *p == ' '; ++a) {
        const Slot slot = readSlot(p + 1);
        p = slot.end;
        if (slot.kind == "x") continue;
        out.append(1, kName).append(slot.name).append(1, kValue);
        if (slot.kind == "t" || slot.kind == "m" || slot.kind == "n") {
            const TextArg::Text t = a->text;
            const std::size_t before = out.size();
            out.append(1, slot.kind[0]);
            if (t.size == TextArg::kStdString) out.append(*static_cast<const std::string*>(t.data));
            else if (t.size == TextArg::kCString) out.append(static_cast<const char*>(t.data));
            else out.append(static_cast<const char*>(t.data), t.size);
#ifndef NDEBUG
            const std::string_view v = std::string_view(out).substr(before + 1);
            const bool nested = !v.empty() && v.front() == kStart && v.back() == kEnd;
            const bool plain = v.find_first_of("\x02\x03\x1E\x1F") == std::string_view::npos;
            if (slot.kind == "m" ? !nested : !plain) {
                std::fprintf(stderr, "message %s: %.*s is not %s\n", signature, static_cast<int>(slot.name.size()),
                             slot.name.data(), slot.kind == "m" ? "a message text" : "a plain text");
                std::abort();
            }
#else
            (void)before;
#endif
            continue;
        }
        if (slot.kind == "c") {
            out.append(1, 'c');
            if (!a->isCount) {
                out.append(formatShort(Quantity(a->number))); // a whole double: its digits
                continue;
            }
            char digits[20];
            char* first = digits + sizeof digits;
            unsigned long long w = a->whole;
            do *--first = static_cast<char>('0' + w % 10);
            while ((w /= 10) != 0);
            out.append(first, static_cast<std::size_t>(digits + sizeof digits - first));
            continue;
        }
        int decimals = 0;
        if (!slot.decimals.empty()) {
            // The argument named after f@: its place among the signature's names.
            const TextArg* from = args;
            for (const char* q = signature; (q = std::strchr(q, ' ')) != nullptr; ++from) {
                const Slot s = readSlot(++q);
                if (s.name == slot.decimals) break;
            }
            decimals = static_cast<int>(from->number);
        }
        appendNumber(out, slot.kind, *a, decimals);
    }
    out.append(1, kEnd);
}

std::string shownName(std::string_view s) {
    std::size_t n = s.size() < 40 ? s.size() : 40;
    while (n > 0 && n < s.size() && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    std::string out(s.substr(0, n));
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = '?';
    return out;
}

std::string filled(const char* signature, const TextArg* args) {
    std::string out;
    fillInto(out, signature, args);
    return out;
}

void refuseWith(const char* signature, const TextArg* args) { throw InputError(filled(signature, args)); }

} // namespace pe
