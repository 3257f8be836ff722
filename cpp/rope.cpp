// RoPE in double precision: the scaling object read and checked, and the functions of rope.hpp on
// top of rope_frequency.hpp's formulas and the table's angle machinery.
#include "rope.hpp"

#include <cmath>
#include <string>

#include "rope_frequency.hpp"
#include "text.hpp"

namespace pe {

const char* ropeScalingName(RopeScalingType type) {
    if (type == RopeScalingType::none) return "none";
    return kRopeScalingNames[static_cast<std::size_t>(type) - 1];
}

namespace {

constexpr const char* kTypeRule = "one of \"linear\", \"ntk\", \"dynamic\", \"yarn\" or \"llama3\" (or scaling null for none)";

// What each field must be, for the messages.
const char* ruleOf(std::string_view field) {
    if (field == "factor") return "a finite number of at least 1 (1 leaves the frequencies as they are)";
    if (field == "originalContext")
        return "a whole number of tokens from 1 to 10^9: the context the model was trained with";
    if (field == "length") return "a whole number of tokens from 1 to 10^9: the length of the sequence";
    if (field == "truncate") return "true or false";
    return "a finite number above 0";
}

// The fields each method takes, after type, separated by single spaces.
const char* fieldsOf(RopeScalingType type) {
    switch (type) {
    case RopeScalingType::dynamic: return "factor originalContext length";
    case RopeScalingType::yarn: return "factor originalContext betaFast betaSlow truncate";
    case RopeScalingType::llama3: return "factor originalContext lowFreqFactor highFreqFactor";
    default: return "factor";
    }
}

bool takes(RopeScalingType type, std::string_view field) {
    const std::string_view list = fieldsOf(type);
    for (std::size_t at = 0; at <= list.size();) {
        std::size_t end = list.find(' ', at);
        if (end == std::string_view::npos) end = list.size();
        if (list.substr(at, end - at) == field) return true;
        at = end + 1;
    }
    return false;
}

// "type, factor, originalContext and length", for a message.
std::string fieldList(RopeScalingType type) {
    std::string list = "type";
    const std::string_view fields = fieldsOf(type);
    std::size_t at = 0;
    while (at <= fields.size()) {
        std::size_t end = fields.find(' ', at);
        const bool last = end == std::string_view::npos;
        if (last) end = fields.size();
        list.append(last ? " and " : ", ").append(fields.substr(at, end - at));
        at = end + 1;
    }
    return list;
}

// A text written as JSON ("\"yarn\""): its content, or false when shown is not a plain JSON string.
bool textOf(const SpecParam& p, std::string& text) {
    const std::string& s = p.shown;
    if (p.isNumber || s.size() < 2 || s.front() != '"' || s.back() != '"') return false;
    text = s.substr(1, s.size() - 2);
    return text.find_first_of("\"\\") == std::string::npos;
}

bool isWholeIn(double x, double low, double high) {
    return std::isfinite(x) && std::floor(x) == x && x >= low && x <= high;
}

[[noreturn]] void refuseValue(std::string_view prefix, std::string_view field, const SpecParam& p) {
    if (p.isNumber)
        refuse("{0:t}scaling.{1:t} must be {2:t}; received {3}.", prefix, field, ruleOf(field), p.number);
    refuse("{0:t}scaling.{1:t} must be {2:t}; received {3:t}.", prefix, field, ruleOf(field), shownName(p.shown));
}

void checkRange(std::string_view prefix, const char* field, double v, bool ok) {
    if (!ok) refuse("{0:t}scaling.{1:t} must be {2:t}; received {3}.", prefix, field, ruleOf(field), v);
}

} // namespace

RopeScaling readRopeScaling(const std::vector<SpecParam>& fields, std::string_view prefix) {
    for (std::size_t j = 0; j < fields.size(); ++j)
        for (std::size_t e = 0; e < j; ++e)
            if (fields[e].name == fields[j].name)
                refuse("{0:t}scaling.{1:t} is given twice.", prefix, shownName(fields[j].name));
    const SpecParam* typeField = nullptr;
    for (const SpecParam& p : fields)
        if (p.name == "type") typeField = &p;
    if (!typeField) refuse("{0:t}scaling.type is missing; it is {1:t}.", prefix, kTypeRule);
    std::string name;
    if (!textOf(*typeField, name)) {
        if (typeField->isNumber)
            refuse("{0:t}scaling.type must be {1:t}; received {2}.", prefix, kTypeRule, typeField->number);
        refuse("{0:t}scaling.type must be {1:t}; received {2:t}.", prefix, kTypeRule, shownName(typeField->shown));
    }
    RopeScaling sc;
    for (std::size_t t = 0; t < kRopeScalingNames.size(); ++t)
        if (name == kRopeScalingNames[t]) sc.type = static_cast<RopeScalingType>(t + 1);
    if (sc.type == RopeScalingType::none)
        refuse("{0:t}scaling.type must be {1:t}; received \"{2:t}\".", prefix, kTypeRule, shownName(name));

    for (const SpecParam& p : fields) {
        if (p.name == "type") continue;
        if (!takes(sc.type, p.name))
            refuse("{0:t}scaling.{1:t} is not a field of {2:t} scaling, which takes {3:t}.", prefix,
                   shownName(p.name), name, fieldList(sc.type));
        if (p.name == "truncate") {
            if (p.isNumber || (p.shown != "true" && p.shown != "false")) refuseValue(prefix, p.name, p);
            sc.truncate = p.shown == "true";
            continue;
        }
        if (!p.isNumber) refuseValue(prefix, p.name, p);
        double* target = p.name == "factor"            ? &sc.factor
                         : p.name == "originalContext" ? &sc.originalContext
                         : p.name == "length"          ? &sc.length
                         : p.name == "betaFast"        ? &sc.betaFast
                         : p.name == "betaSlow"        ? &sc.betaSlow
                         : p.name == "lowFreqFactor"   ? &sc.lowFreqFactor
                                                       : &sc.highFreqFactor;
        *target = p.number;
    }
    // The required fields: every one the method takes but betaFast, betaSlow and truncate.
    const std::string_view required = fieldsOf(sc.type);
    for (std::size_t at = 0; at <= required.size();) {
        std::size_t end = required.find(' ', at);
        if (end == std::string_view::npos) end = required.size();
        const std::string_view field = required.substr(at, end - at);
        at = end + 1;
        if (sc.type == RopeScalingType::yarn && field != "factor" && field != "originalContext") continue;
        bool given = false;
        for (const SpecParam& p : fields) given = given || p.name == field;
        if (!given)
            refuse("{0:t}scaling.{1:t} is missing: {2:t} scaling needs it, {3:t}.", prefix, field, name, ruleOf(field));
    }
    validate(sc, prefix);
    return sc;
}

void validate(const RopeScaling& sc, std::string_view prefix) {
    if (sc.type == RopeScalingType::none) return;
    const double maxContext = kLimits.maxContextLength;
    checkRange(prefix, "factor", sc.factor, std::isfinite(sc.factor) && sc.factor >= 1);
    if (sc.type == RopeScalingType::linear || sc.type == RopeScalingType::ntk) return;
    checkRange(prefix, "originalContext", sc.originalContext, isWholeIn(sc.originalContext, 1, maxContext));
    if (sc.type == RopeScalingType::dynamic)
        checkRange(prefix, "length", sc.length, isWholeIn(sc.length, 1, maxContext));
    const auto positive = [](double v) { return std::isfinite(v) && v > 0; };
    if (sc.type == RopeScalingType::yarn) {
        checkRange(prefix, "betaFast", sc.betaFast, positive(sc.betaFast));
        checkRange(prefix, "betaSlow", sc.betaSlow, positive(sc.betaSlow));
        if (!(sc.betaSlow < sc.betaFast))
            refuse("{0:t}scaling.betaSlow must be below scaling.betaFast: YaRN keeps the pairs that turn more "
                   "than betaFast times over the original context and interpolates those that turn fewer than "
                   "betaSlow times; received betaFast {1} and betaSlow {2}.",
                   prefix, sc.betaFast, sc.betaSlow);
    }
    if (sc.type == RopeScalingType::llama3) {
        checkRange(prefix, "lowFreqFactor", sc.lowFreqFactor, positive(sc.lowFreqFactor));
        checkRange(prefix, "highFreqFactor", sc.highFreqFactor, positive(sc.highFreqFactor));
        if (!(sc.lowFreqFactor < sc.highFreqFactor))
            refuse("{0:t}scaling.lowFreqFactor must be below scaling.highFreqFactor: wavelengths above "
                   "originalContext/lowFreqFactor are interpolated and those below "
                   "originalContext/highFreqFactor kept; received lowFreqFactor {1} and highFreqFactor {2}.",
                   prefix, sc.lowFreqFactor, sc.highFreqFactor);
    }
}

void validate(const RopeSettings& rs) {
    validate(rs.settings);
    validate(rs.scaling);
}

double ropeFrequency(int k, const RopeSettings& rs) {
    validate(rs);
    checkedPairIndex(k, rs.settings);
    return rope::scaledFrequency<double>(k, rs);
}

double ropeWavelength(int k, const RopeSettings& rs) { return kTwoPi / ropeFrequency(k, rs); }

std::vector<double> ropeFrequencies(const RopeSettings& rs) {
    validate(rs);
    std::vector<double> theta(static_cast<std::size_t>(rs.settings.dModel / 2));
    for (std::size_t k = 0; k < theta.size(); ++k) theta[k] = rope::scaledFrequency<double>(static_cast<int>(k), rs);
    return theta;
}

double ropeAttentionFactor(const RopeSettings& rs) {
    validate(rs);
    return rope::attentionFactor<double>(rs);
}

Angle ropeAngle(double m, int k, const RopeSettings& rs) {
    if (!std::isfinite(m)) refuse("m must be a finite number (a position); received {0}.", m);
    return angleAt(m, ropeFrequency(k, rs));
}

void checkedRopeVector(const std::vector<double>& x, const Settings& s, const char* name) {
    if (x.size() != static_cast<std::size_t>(s.dModel))
        refuse("{0:t} must hold d_model = {1} numbers, one per coordinate; received {2:u}.", name, s.dModel,
               TextArg::count(x.size()));
    for (std::size_t j = 0; j < x.size(); ++j)
        if (!std::isfinite(x[j]))
            refuse("{0:t}[{1:u}] must be a finite number; received {2}.", name, TextArg::count(j), x[j]);
}

std::vector<double> ropeRotate(const std::vector<double>& x, double m, const RopeSettings& rs) {
    validate(rs);
    checkedRopeVector(x, rs.settings, "x");
    std::vector<double> out(x.size());
    ropeRotateRows(x.data(), &m, 1, rs, out.data());
    return out;
}

double ropeScore(const std::vector<double>& q, const std::vector<double>& k, double m, double n,
                 const RopeSettings& rs) {
    const std::vector<double> theta = ropeFrequencies(rs);
    const Settings& s = rs.settings;
    checkedRopeVector(q, s, "q");
    checkedRopeVector(k, s, "k");
    if (!std::isfinite(m)) refuse("m must be a finite number (the query's position); received {0}.", m);
    if (!std::isfinite(n)) refuse("n must be a finite number (the key's position); received {0}.", n);
    double score = 0;
    for (int j = 0; j < s.dModel / 2; ++j) {
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        const SinCos turn = sinCosOf(gapAngle(m, n, theta[static_cast<std::size_t>(j)]));
        score += (q[a] * k[a] + q[b] * k[b]) * turn.cos + (q[a] * k[b] - q[b] * k[a]) * turn.sin;
    }
    return score;
}

double ropeDecayBound(double r, const RopeSettings& rs) {
    const std::vector<double> theta = ropeFrequencies(rs);
    if (!std::isfinite(r)) refuse("r must be a finite number (a relative distance); received {0}.", r);
    double re = 0, im = 0, sum = 0;
    for (const double t : theta) {
        const SinCos term = sinCosOf(angleAt(r, t));
        re += term.cos;
        im += term.sin;
        sum += std::hypot(re, im);
    }
    return 2 * sum / rs.settings.dModel;
}

} // namespace pe
