// makeQuestion: a question from an author's spec. A thin front door: it reads and checks the
// spec's parameters with messages about the spec, maps them onto a builder's arguments, and lets
// the builder write the question (see quiz.hpp for each kind's mapping).
#include <cmath>
#include <initializer_list>

#include "question_builder.hpp"

namespace pe {
using namespace quiz;

namespace {

constexpr double kMaxToken = 1e15; // as checkedToken

// "q" for the vector "q[]", "scaling" for the object "scaling.".
std::string_view shownParameter(std::string_view name) {
    if (name.size() > 2 && name.substr(name.size() - 2) == "[]") return name.substr(0, name.size() - 2);
    if (!name.empty() && name.back() == '.') return name.substr(0, name.size() - 1);
    return name;
}

// Whether a parameter's name is one the kind takes: the name itself, or for a vector ("q[]") one of
// its entries q[0], q[1], ..., or for an object ("scaling.") one of its fields scaling.type, ...
bool nameMatches(std::string_view param, std::string_view name) {
    if (param == shownParameter(name)) return true; // q or scaling itself: refused by vector() or fields()
    if (name.size() > 2 && name.substr(name.size() - 2) == "[]") {
        const std::string_view stem = name.substr(0, name.size() - 1); // "q["
        if (param.size() < stem.size() + 2 || param.substr(0, stem.size()) != stem || param.back() != ']') return false;
        const std::string_view digits = param.substr(stem.size(), param.size() - stem.size() - 1);
        return digits.size() <= 6 && digits.find_first_not_of("0123456789") == std::string_view::npos &&
               (digits.size() == 1 || digits.front() != '0');
    }
    if (!name.empty() && name.back() == '.') return param.size() > name.size() && param.substr(0, name.size()) == name;
    return param == name;
}

// The parameters of one spec, taken one at a time; the constructor refuses a parameter the kind
// does not take and one given twice. question: the message naming the kind ("a coordinate
// question"), for the refusals.
class SpecReader {
public:
    SpecReader(const QuestionSpec& spec, const char* question, std::initializer_list<const char*> names)
        : spec_(spec), question_(question) {
        // The parameters it takes: "token, i" and "decimals" (every kind takes decimals, last).
        std::string others;
        for (const char* n : names) {
            if (n == *(names.end() - 1)) break;
            if (!others.empty()) others.append(", ");
            others.append(shownParameter(n));
        }
        const std::string_view last = shownParameter(*(names.end() - 1));
        for (std::size_t j = 0; j < spec.params.size(); ++j) {
            const SpecParam& p = spec.params[j];
            bool known = false;
            for (const char* n : names) known = known || nameMatches(p.name, n);
            if (!known && others.empty())
                refuse("core-refuse-spec-unknown-parameter-takes-one name:t question:m last:t", shownName(p.name),
                       question, last);
            if (!known)
                refuse("core-refuse-spec-unknown-parameter name:t question:m others:t last:t", shownName(p.name),
                       question, others, last);
            for (std::size_t e = 0; e < j; ++e)
                if (spec.params[e].name == p.name)
                    refuse("core-refuse-spec-given-twice name:t", shownName(p.name));
        }
    }

    bool has(const char* name) const { return find(name) != nullptr; }

    // A whole number from low to high; rule says so in words (a message), for the refusals.
    double whole(const char* name, double low, double high, const std::string& rule) const {
        const SpecParam* p = find(name);
        if (!p) refuse("core-refuse-spec-missing question:m name:t rule:m", question_, name, rule);
        if (!p->isNumber)
            refuse("core-refuse-spec-not-a-number name:t received:t rule:m", name, shownName(p->shown),
                   rule);
        const double v = p->number;
        if (!std::isfinite(v) || std::floor(v) != v || v < low || v > high)
            refuse("core-refuse-spec-out-of-range name:t received rule:m", name, v, rule);
        return v;
    }

    // A vector of `size` numbers given as name[0] .. name[size − 1], each from −limit to limit; rule
    // names them in words.
    std::vector<double> vector(const char* name, int size, double limit, const std::string& rule) const {
        if (const SpecParam* whole = find(name)) {
            if (whole->isNumber) refuse("core-refuse-spec-not-a-list name:t received rule:m", name, whole->number, rule);
            refuse("core-refuse-spec-not-a-list name:t received:t rule:m", name, shownName(whole->shown), rule);
        }
        std::vector<double> v(static_cast<std::size_t>(size));
        std::string given(v.size(), '\0'); // 1 where name[j] was given
        const std::string stem = std::string(name) + "[";
        for (const SpecParam& p : spec_.params) {
            if (p.name.compare(0, stem.size(), stem) != 0) continue;
            std::size_t at = 0; // the constructor let through only "name[digits]", at most six of them
            for (std::size_t c = stem.size(); c + 1 < p.name.size(); ++c) at = 10 * at + static_cast<std::size_t>(p.name[c] - '0');
            if (at >= v.size()) refuse("core-refuse-spec-entry-out-of-range name:t rule:m", shownName(p.name), rule);
            if (!p.isNumber)
                refuse("core-refuse-spec-not-a-number name:t received:t rule:m", shownName(p.name), shownName(p.shown), rule);
            if (!std::isfinite(p.number) || std::fabs(p.number) > limit)
                refuse("core-refuse-spec-out-of-range name:t received rule:m", shownName(p.name), p.number, rule);
            v[at] = p.number;
            given[at] = 1;
        }
        const std::size_t missing = given.find('\0');
        if (missing != std::string::npos)
            refuse("core-refuse-spec-entry-missing name:t stem:t missing:c rule:m", name, stem, TextArg::count(missing), rule);
        return v;
    }

    // The fields of an object given as name.field, with name. taken off.
    std::vector<SpecParam> fields(const char* name) const {
        const char* example = "{type: \"linear\", factor: 4}";
        if (const SpecParam* whole = find(name)) {
            if (whole->isNumber)
                refuse("core-refuse-spec-not-an-object name:t received example:t", name, whole->number, example);
            refuse("core-refuse-spec-not-an-object name:t received:t example:t", name, shownName(whole->shown), example);
        }
        const std::string prefix = std::string(name) + ".";
        std::vector<SpecParam> out;
        for (const SpecParam& p : spec_.params)
            if (p.name.compare(0, prefix.size(), prefix) == 0) {
                out.push_back(p);
                out.back().name.erase(0, prefix.size());
            }
        if (out.empty()) refuse("core-refuse-spec-object-missing question:m name:t example:t", question_, name, example);
        return out;
    }

    // A text from those allowed (allowed[0] when not given); rule names them in words.
    const char* text(const char* name, std::initializer_list<const char*> allowed, const std::string& rule) const {
        const SpecParam* p = find(name);
        if (!p) return *allowed.begin();
        for (const char* a : allowed)
            if (!p->isNumber && p->shown == "\"" + std::string(a) + "\"") return a;
        if (p->isNumber) refuse("core-refuse-spec-not-allowed name:t received rule:m", name, p->number, rule);
        refuse("core-refuse-spec-not-allowed name:t received:t rule:m", name, shownName(p->shown), rule);
    }

    // decimals when given, the kind's own otherwise.
    int decimals() const {
        if (!has("decimals")) return kKindDecimals;
        return static_cast<int>(whole("decimals", 1, kMaxDecimals,
                                      fill("core-rule-decimals max", kMaxDecimals)));
    }

private:
    const SpecParam* find(const char* name) const {
        for (const SpecParam& p : spec_.params)
            if (p.name == name) return &p;
        return nullptr;
    }

    const QuestionSpec& spec_;
    const char* question_;
};

std::string tokenRule(int origin) {
    return fill("core-rule-token origin",
                origin);
}

std::string ropeTokenRule(int origin) {
    return fill("core-rule-rope-token origin", origin);
}

std::string pairRule(const Settings& s) {
    return fill("core-rule-pair dModel last", s.dModel, s.dModel / 2 - 1);
}

std::string indexRule(const Settings& s) {
    return fill("core-rule-coordinate dModel last", s.dModel,
                s.dModel - 1);
}

// The words of a coordinate question (quiz.hpp): A, B, C or F.
char coordinateCell(double pos, int i, const Settings& s) {
    if (pos == 0) return 'A';
    const CoordinateRole r = coordinateRole(i, s);
    // (The words only: a double angle decides them well enough.)
    const double theta = pos * frequency(r.pair, s);
    const double turns = std::nearbyint(theta / kTwoPi);
    if (r.pair == 0 && turns >= 1 && std::fabs(theta - turns * kTwoPi) <= 1.5) return 'B';
    if (r.pair == s.dModel / 2 - 1 && r.pair > 0 && theta <= kTwoPi / 10) return 'C';
    return 'F';
}

} // namespace

Question makeQuestion(const QuestionSpec& spec, const QuizSettings& qs) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    const int o = qs.origin;
    const std::string& kind = spec.kind;

    if (kind == "coordinate") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-coordinate"), {"token", "i", "decimals"});
        const double token = r.whole("token", o, kMaxToken, tokenRule(o));
        const int i = static_cast<int>(r.whole("i", 0, s.dModel - 1, indexRule(s)));
        return coordinateQuestion(coordinateCell(token - o, i, s), token, i, qs, r.decimals());
    }
    if (kind == "aliasing") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-aliasing"), {"turns", "i", "decimals"});
        const int turns =
            static_cast<int>(r.whole("turns", 1, 1000, PE_MESSAGE("core-rule-turns")));
        const int i = static_cast<int>(r.whole("i", 0, s.dModel - 1, indexRule(s)));
        return aliasingQuestion(turns, i, qs, r.decimals());
    }
    if (kind == "rotation") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-rotation"), {"token", "offset", "i", "decimals"});
        const double token = r.whole("token", o, kMaxToken, tokenRule(o));
        const double offset = r.whole(
            "offset", o - token, kMaxToken - token,
            fill("core-rule-offset token lowest highest origin",
                 token, o - token, kMaxToken - token, o));
        const int i = static_cast<int>(r.whole("i", 0, s.dModel - 1, indexRule(s)));
        const CoordinateRole role = coordinateRole(i, s);
        return rotationQuestion(token, offset, role.pair, role.isSine, qs, r.decimals());
    }
    if (kind == "wavelength") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-wavelength"), {"context", "k", "decimals"});
        const double context = r.whole(
            "context", 1, 1e12, PE_MESSAGE("core-rule-context"));
        const int k = !r.has("k") ? kSlowestPair : static_cast<int>(r.whole("k", 0, s.dModel / 2 - 1, pairRule(s)));
        return wavelengthQuestion(context, qs, k, r.decimals());
    }
    if (kind == "dot") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-dot"), {"tokenP", "tokenQ", "decimals"});
        const double p = r.whole("tokenP", o, kMaxToken, tokenRule(o));
        const double q = r.whole("tokenQ", o, kMaxToken, tokenRule(o));
        return dotQuestion(p, q, qs, r.decimals());
    }
    if (kind == "rope-angle") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-rope-angle"), {"token", "k", "decimals"});
        const double token = r.whole("token", o, kMaxRopeToken, ropeTokenRule(o));
        const int k = static_cast<int>(r.whole("k", 0, s.dModel / 2 - 1, pairRule(s)));
        return ropeAngleQuestion(token, k, qs, r.decimals());
    }
    if (kind == "rope-score") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-rope-score"), {"q[]", "k[]", "m", "n", "decimals"});
        const std::string rule = fill("core-rule-rope-score-vectors dModel last",
                                      s.dModel, s.dModel - 1);
        const std::vector<double> q = r.vector("q", s.dModel, 1000, rule);
        const std::vector<double> k = r.vector("k", s.dModel, 1000, rule);
        const double m = r.whole("m", o, kMaxRopeToken, ropeTokenRule(o));
        const double n = r.whole("n", o, kMaxRopeToken, ropeTokenRule(o));
        return ropeScoreQuestion(q, k, m, n, qs, r.decimals());
    }
    if (kind == "rope-scaled") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-rope-scaled"), {"k", "scaling.", "quantity", "decimals"});
        const int k = static_cast<int>(r.whole("k", 0, s.dModel / 2 - 1, pairRule(s)));
        const RopeScaling scaling = readRopeScaling(r.fields("scaling"), PE_MESSAGE("core-question-spec-prefix"));
        const std::string_view quantity =
            r.text("quantity", {"frequency", "wavelength"}, PE_MESSAGE("core-rule-rope-scaled-quantity"));
        return ropeScaledQuestion(k, scaling, quantity == "wavelength", qs, r.decimals());
    }
    if (kind == "rope-turns") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-rope-turns"), {"context", "decimals"});
        const double context = r.whole(
            "context", 1, 1e12, PE_MESSAGE("core-rule-context"));
        return ropeTurnsQuestion(context, qs, r.decimals());
    }
    if (kind == "position-zero-choice") {
        const SpecReader r(spec, PE_MESSAGE("core-question-kind-position-zero-choice"), {"decimals"});
        r.decimals(); // checked, and of no use to a choice
        static const int order[4] = {1, 2, 0, 3};
        return positionZeroChoice(qs, order);
    }
    const char* kinds = "coordinate, aliasing, rotation, wavelength, dot, position-zero-choice, rope-angle, "
                        "rope-score, rope-scaled";
    const char* lastKind = "rope-turns";
    if (kind.empty()) refuse("core-refuse-spec-kind-missing kinds:t last:t", kinds, lastKind);
    refuse("core-refuse-spec-kind-unknown kind:t kinds:t last:t", shownName(kind), kinds, lastKind);
}

} // namespace pe
