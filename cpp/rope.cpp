// RoPE in double precision: the scaling object read and checked, and the functions of rope.hpp on
// top of rope_frequency.hpp's formulas and the table's angle machinery.
#include "rope.hpp"

#include <cmath>
#include <string>

#include "frequencies.hpp"
#include "rope_exact.hpp"
#include "rope_frequency.hpp"
#include "turns.hpp"
#include "message.hpp"

namespace pe {

const char* ropeScalingName(RopeScalingType type) {
    if (type == RopeScalingType::none) return "none";
    return kRopeScalingNames[static_cast<std::size_t>(type) - 1];
}

namespace {

constexpr const char* kTypeRule = PE_MESSAGE("core-rule-scaling-type");

// The methods as bits, for the fields each takes.
constexpr unsigned bit(RopeScalingType t) { return 1u << static_cast<unsigned>(t); }
constexpr unsigned kEvery = bit(RopeScalingType::linear) | bit(RopeScalingType::ntk) | bit(RopeScalingType::dynamic) |
                            bit(RopeScalingType::yarn) | bit(RopeScalingType::llama3);
constexpr unsigned kWithContext = bit(RopeScalingType::dynamic) | bit(RopeScalingType::yarn) | bit(RopeScalingType::llama3);

enum class Rule { atLeastOne, context, positive, boolean };

// Every field after type: its name, the methods that take it and those that need it, its rule,
// and where RopeScaling keeps it (truncate, the one boolean, has none).
struct Field {
    const char* name;
    unsigned takenBy, neededBy;
    Rule rule;
    double RopeScaling::*member;
};
constexpr Field kFields[] = {
    {"factor", kEvery, kEvery, Rule::atLeastOne, &RopeScaling::factor},
    {"originalContext", kWithContext, kWithContext, Rule::context, &RopeScaling::originalContext},
    {"length", bit(RopeScalingType::dynamic), bit(RopeScalingType::dynamic), Rule::context, &RopeScaling::length},
    {"betaFast", bit(RopeScalingType::yarn), 0, Rule::positive, &RopeScaling::betaFast},
    {"betaSlow", bit(RopeScalingType::yarn), 0, Rule::positive, &RopeScaling::betaSlow},
    {"truncate", bit(RopeScalingType::yarn), 0, Rule::boolean, nullptr},
    {"lowFreqFactor", bit(RopeScalingType::llama3), bit(RopeScalingType::llama3), Rule::positive, &RopeScaling::lowFreqFactor},
    {"highFreqFactor", bit(RopeScalingType::llama3), bit(RopeScalingType::llama3), Rule::positive, &RopeScaling::highFreqFactor},
};

const char* ruleText(Rule rule) {
    switch (rule) {
    case Rule::atLeastOne: return PE_MESSAGE("core-rule-at-least-one");
    case Rule::context: return PE_MESSAGE("core-rule-context-length");
    case Rule::positive: return PE_MESSAGE("core-rule-positive");
    default: return PE_MESSAGE("core-rule-true-or-false");
    }
}

bool obeys(Rule rule, double v) {
    if (rule == Rule::atLeastOne) return std::isfinite(v) && v >= 1;
    if (rule == Rule::context) return std::isfinite(v) && std::floor(v) == v && v >= 1 && v <= kLimits.maxContextLength;
    return std::isfinite(v) && v > 0;
}

// A text written as JSON ("\"yarn\""): its content, or "" when shown is not a plain JSON string.
std::string_view textOf(const SpecParam& p) {
    const std::string_view s = p.shown;
    if (p.isNumber || s.size() < 2 || s.front() != '"' || s.back() != '"') return {};
    return s.substr(1, s.size() - 2);
}

// The prefix of a refusal as a message: refusalPrefix, or nothing.
std::string_view prefixOf(std::string_view refusalPrefix) {
    return refusalPrefix.empty() ? std::string_view(PE_MESSAGE("core-empty")) : refusalPrefix;
}

// "scaling.<field> must be <rule>; received <the value as written>."
[[noreturn]] void refuseValue(std::string_view prefix, const char* field, const char* rule, const SpecParam& p) {
    if (p.isNumber)
        refuse("core-refuse-scaling-field-rule prefix:m field:t rule:m received", prefixOf(prefix), field, rule,
               p.number);
    refuse("core-refuse-scaling-field-rule prefix:m field:t rule:m received:t", prefixOf(prefix), field, rule,
           shownName(p.shown));
}

// A field the method does not take: "... which takes type, factor and originalContext."
[[noreturn]] void refuseField(std::string_view prefix, std::string_view field, std::string_view method, unsigned bits) {
    // Every method takes type and factor at least: the list is "type, ..." and its last field.
    std::string others = "type";
    const char* last = nullptr;
    for (const Field& g : kFields) {
        if (!(g.takenBy & bits)) continue;
        if (last) others.append(", ").append(last);
        last = g.name;
    }
    refuse("core-refuse-scaling-not-a-field prefix:m field:t method:t others:t last:t", prefixOf(prefix), field,
           method, others, last);
}

} // namespace

RopeScaling readRopeScaling(const std::vector<SpecParam>& fields, std::string_view prefix) {
    const SpecParam* typeField = nullptr;
    for (std::size_t j = 0; j < fields.size(); ++j) {
        for (std::size_t e = 0; e < j; ++e)
            if (fields[e].name == fields[j].name)
                refuse("core-refuse-scaling-given-twice prefix:m field:t", prefixOf(prefix), shownName(fields[j].name));
        if (fields[j].name == "type") typeField = &fields[j];
    }
    if (!typeField) refuse("core-refuse-scaling-type-missing prefix:m rule:m", prefixOf(prefix), kTypeRule);
    const std::string_view name = textOf(*typeField);
    RopeScaling sc;
    for (std::size_t t = 0; t < kRopeScalingNames.size(); ++t)
        if (name == kRopeScalingNames[t]) sc.type = static_cast<RopeScalingType>(t + 1);
    if (sc.type == RopeScalingType::none) refuseValue(prefix, "type", kTypeRule, *typeField);
    const unsigned method = bit(sc.type);
    for (const Field& f : kFields) {
        const SpecParam* given = nullptr;
        for (const SpecParam& p : fields)
            if (p.name == f.name) given = &p;
        if (given && !(f.takenBy & method)) refuseField(prefix, f.name, name, method);
        if (!given) {
            if (f.neededBy & method)
                refuse("core-refuse-scaling-missing prefix:m field:t method:t rule:m", prefixOf(prefix), f.name, name,
                       ruleText(f.rule));
            continue;
        }
        const bool isBoolean = given->shown == "true" || given->shown == "false";
        if (f.rule == Rule::boolean ? !isBoolean : !given->isNumber) refuseValue(prefix, f.name, ruleText(f.rule), *given);
        if (f.member) sc.*f.member = given->number;
        else sc.truncate = given->shown == "true";
    }
    // The fields of other methods: given, they were refused above; any other name is unknown.
    for (const SpecParam& p : fields) {
        bool known = p.name == "type";
        for (const Field& f : kFields) known = known || p.name == f.name;
        if (!known) refuseField(prefix, shownName(p.name), name, method);
    }
    validate(sc, prefix);
    return sc;
}

void validate(const RopeScaling& sc, std::string_view prefix) {
    if (sc.type == RopeScalingType::none) return;
    const unsigned method = bit(sc.type);
    for (const Field& f : kFields) {
        if (!f.member || !(f.takenBy & method)) continue;
        const double v = sc.*f.member;
        if (!obeys(f.rule, v)) refuse("core-refuse-scaling-field-rule prefix:m field:t rule:m received", prefixOf(prefix), f.name,
                                      ruleText(f.rule), v);
    }
    if (sc.type == RopeScalingType::yarn && !(sc.betaSlow < sc.betaFast))
        refuse("core-refuse-scaling-beta-slow-not-below-fast prefix:m betaFast betaSlow", prefixOf(prefix),
               sc.betaFast, sc.betaSlow);
    if (sc.type == RopeScalingType::llama3 && !(sc.lowFreqFactor < sc.highFreqFactor))
        refuse("core-refuse-scaling-low-freq-not-below-high prefix:m lowFreqFactor highFreqFactor",
               prefixOf(prefix), sc.lowFreqFactor, sc.highFreqFactor);
}

void validate(const RopeSettings& rs) {
    validate(rs.settings);
    validate(rs.scaling);
}

double ropeFrequency(int k, const RopeSettings& rs) {
    validate(rs);
    checkedPairIndex(k, rs.settings);
    return ropePairFrequencies(rs)[static_cast<std::size_t>(k)].omega;
}

double ropeWavelength(int k, const RopeSettings& rs) {
    validate(rs);
    checkedPairIndex(k, rs.settings);
    return ropePairFrequencies(rs)[static_cast<std::size_t>(k)].wavelength;
}

std::vector<double> ropeFrequencies(const RopeSettings& rs) {
    const std::vector<PairFrequency>& pairs = ropePairFrequencies(rs); // validates
    std::vector<double> theta(pairs.size());
    for (std::size_t k = 0; k < theta.size(); ++k) theta[k] = pairs[k].omega;
    return theta;
}

double ropeAttentionFactor(const RopeSettings& rs) {
    validate(rs);
    return rope::attentionFactor<double>(rs);
}

void checkedRopeValues(const double* x, std::size_t values, std::size_t count, const Settings& s, const char* name) {
    const auto d = static_cast<std::size_t>(s.dModel);
    if (values != count * d) {
        if (count == 1)
            refuse("core-refuse-must-hold-d-model-numbers-one name:t dModel values:c", name, s.dModel,
                   TextArg::count(values));
        refuse("core-refuse-must-hold-d-model-numbers-d name:t count:c d:c dModel values:c",
               name, TextArg::count(count), TextArg::count(count * d), s.dModel, TextArg::count(values));
    }
    for (std::size_t j = 0; j < values; ++j) {
        if (std::isfinite(x[j])) continue;
        if (count == 1) refuse("core-refuse-must-finite-number-received-2 name:t j:c j2", name, TextArg::count(j), x[j]);
        refuse("core-refuse-row-coordinate-must-finite-number-received name:t j:c d:c d3:c j4", name,
               TextArg::count(j), TextArg::count(j / d), TextArg::count(j % d), x[j]);
    }
}

std::vector<double> ropeRotate(const std::vector<double>& x, double m, const RopeSettings& rs) {
    validate(rs);
    std::vector<double> out(static_cast<std::size_t>(rs.settings.dModel));
    ropeRotateRows(x.data(), x.size(), &m, 1, rs, out.data());
    return out;
}

double ropeScore(const std::vector<double>& q, const std::vector<double>& k, double m, double n,
                 const RopeSettings& rs) {
    const std::vector<PairFrequency>& theta = ropePairFrequencies(rs);
    const Settings& s = rs.settings;
    checkedRopeValues(q.data(), q.size(), 1, s, "q");
    checkedRopeValues(k.data(), k.size(), 1, s, "k");
    if (!std::isfinite(m)) refuse("core-refuse-m-must-finite-number-querys-position m", m);
    if (!std::isfinite(n)) refuse("core-refuse-n-must-finite-number-keys-position n", n);
    checkedPosition(m, PE_MESSAGE("core-subject-query-position"));
    checkedPosition(n, PE_MESSAGE("core-subject-key-position"));
    // The terms added as double-doubles, as dot() adds its own (so that with every pair (1, 0) the
    // score is PE(m) · PE(n) bit for bit).
    double hi = 0, lo = 0;
    for (int j = 0; j < s.dModel / 2; ++j) {
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        // (m − n)·θ'_j modulo one turn, exactly: the difference of the two positions' turns.
        const TurnRate& rate = theta[static_cast<std::size_t>(j)].rate;
        const PreciseSinCos turn = preciseSinCosOfTurns(turnsOf(m, rate) + -turnsOf(n, rate));
        const double dotPart = q[a] * k[a] + q[b] * k[b], cross = q[a] * k[b] - q[b] * k[a];
        const double termHi = dotPart * turn.cosHi + cross * turn.sinHi;
        const double termLo = dotPart * turn.cosLo + cross * turn.sinLo;
        const double sum = hi + termHi, back = sum - hi;
        lo += (hi - (sum - back)) + (termHi - back) + termLo;
        hi = sum;
    }
    return hi + lo;
}

double ropeDecayBound(double r, const RopeSettings& rs) {
    const std::vector<PairFrequency>& theta = ropePairFrequencies(rs);
    if (!std::isfinite(r)) refuse("core-refuse-r-must-finite-number-relative-distance rValue", r);
    checkedPosition(r, PE_MESSAGE("core-subject-relative-distance"));
    double re = 0, im = 0, sum = 0;
    for (const PairFrequency& t : theta) {
        const SinCos term = sinCosOfTurns(turnsOf(r, t.rate));
        re += term.cos;
        im += term.sin;
        sum += std::sqrt(re * re + im * im);
    }
    return 2 * sum / rs.settings.dModel;
}

} // namespace pe
