// What the quiz tests share: settings, a sweep over them, answers typed with printf, and an
// independent model of the formula and of every slip, written from the paper and docs/formula.md's
// conventions (plain std::sin/std::cos/std::pow on a question's own parameters), never from the
// code under test.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "quiz.hpp"

namespace quiztest {

inline constexpr double kPi = 3.14159265358979323846;

inline pe::QuizSettings quizSettings(int dModel, double base, const char* layout = "interleaved",
                                     int origin = 0) {
    return pe::makeQuizSettings(dModel, base, layout, origin);
}

// A value as a learner types it, with printf's rounding.
inline std::string fixedText(double value, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

// ---- an independent model of the formula ----

inline double omegaOf(int k, int d, double b) { return std::pow(b, -2.0 * k / d); }
struct Role {
    int k;
    bool sine;
};
inline Role roleOf(int i, int d, bool concatenated) {
    if (concatenated) return i < d / 2 ? Role{i, true} : Role{i - d / 2, false};
    return Role{i / 2, i % 2 == 0};
}
inline double fn(bool sine, double x) { return sine ? std::sin(x) : std::cos(x); }
inline double pe0(double pos, int i, int d, double b, bool concatenated) {
    const Role r = roleOf(i, d, concatenated);
    return fn(r.sine, pos * omegaOf(r.k, d, b));
}

inline bool isConcatenated(const pe::Question& q) {
    return q.settings.settings.layout == pe::Layout::concatenated;
}

// The value every slip code stands for, computed from the question's parameters alone. Codes
// with several variants (origin +1/-1, exponent i or 2i, one pair or another) give several values.
inline std::map<std::string, std::vector<double>> independentMistakes(const pe::Question& q) {
    std::map<std::string, std::vector<double>> m;
    const int d = q.settings.settings.dModel;
    const double b = q.settings.settings.base;
    const bool concat = isConcatenated(q);
    const int origin = q.settings.origin;
    if (q.kind == "coordinate" || q.kind == "aliasing") {
        const double pos = q.param("position");
        const int i = static_cast<int>(q.param("i"));
        const Role r = roleOf(i, d, concat);
        const double theta = pos * omegaOf(r.k, d, b);
        m["degrees"] = {fn(r.sine, theta * kPi / 180)};
        m["sin-cos-swapped"] = {fn(!r.sine, theta)};
        m["angle-instead-of-value"] = {theta};
        m["exponent-uses-i"] = {fn(r.sine, pos / std::pow(b, static_cast<double>(i) / d)),
                                fn(r.sine, pos / std::pow(b, 2.0 * i / d))};
        for (const int j : {0, r.k - 1, r.k + 1})
            if (j >= 0 && j != r.k && j < d / 2) m["wrong-pair"].push_back(fn(r.sine, pos * omegaOf(j, d, b)));
        m[concat ? "layout-interleaved" : "layout-concatenated"] = {pe0(pos, i, d, b, !concat)};
        if (q.kind == "coordinate") {
            m["origin-off-by-one"] = {pe0(pos + 1, i, d, b, concat)};
            if (origin == 0) m["origin-off-by-one"].push_back(pe0(pos - 1, i, d, b, concat));
            if (q.cell == "A") m["all-zeros-at-position-zero"] = {0.0};
        } else {
            m["full-vector-repeats"] = {r.sine ? 0.0 : 1.0};
        }
    } else if (q.kind == "rotation") {
        const double s = q.param("sinTheta"), c = q.param("cosTheta");
        const double w = omegaOf(static_cast<int>(q.param("k")), d, b);
        const double delta = q.param("offset");
        const bool sine = q.param("sine") == 1;
        auto rot = [&](bool top, double phi) {
            return top ? s * std::cos(phi) + c * std::sin(phi) : c * std::cos(phi) - s * std::sin(phi);
        };
        m["rotation-sign"] = {rot(sine, -w * delta)};
        m["sin-cos-swapped"] = {rot(!sine, w * delta)};
        m["degrees"] = {rot(sine, w * delta * kPi / 180)};
        m["rotation-uses-position"] = {rot(sine, w * (q.param("position") + delta))};
    } else if (q.kind == "wavelength") { // pair k; the bank asks for the slowest, k = d/2 - 1
        const double wMin = std::pow(b, -2.0 * q.param("k") / d);
        m["wavelength-missing-2pi"] = {1 / wMin};
        m["wavelength-as-frequency"] = {wMin};
        m["wavelength-uses-full-base"] = {2 * kPi * b};
        m["wavelength-fastest-pair"] = {2 * kPi};
    } else if (q.kind == "dot") {
        const double p = q.param("positionP"), r = q.param("positionQ");
        double sum = 0, plus = 0, sines = 0, degrees = 0, halfExponent = 0;
        std::vector<double> single;
        for (int k = 0; k < d / 2; ++k) {
            const double w = omegaOf(k, d, b);
            single.push_back(std::cos(w * (p - r)));
            sum += std::cos(w * (p - r));
            plus += std::cos(w * (p + r));
            sines += std::sin(w * p) * std::sin(w * r);
            degrees += std::cos(w * (p - r) * kPi / 180);
            halfExponent += std::cos((p - r) / std::pow(b, static_cast<double>(k) / d));
        }
        m["dot-single-pair"] = single;
        m["dot-d-model"] = {2 * sum};
        m["dot-uses-positions"] = {plus};
        m["dot-sines-only"] = {sines};
        m["degrees"] = {degrees};
        m["exponent-uses-i"] = {halfExponent};
    }
    return m;
}

// ---- RoPE, from RoFormer's rotation and the scaling methods' formulas as docs/rope.md states them ----

// q turned by offset·θ_j in each pair (counter-clockwise), dotted with k: the score of q at m and k at
// n = m − offset (turning both by their own positions multiplies out to this). theta(j) is pair j's
// frequency; concatenated pairs (j, j + d/2), otherwise (2j, 2j + 1).
template <class Theta>
double ropeScoreModel(const std::vector<double>& q, const std::vector<double>& k, double offset, int d,
                      bool concatenated, Theta theta) {
    double sum = 0;
    for (int j = 0; j < d / 2; ++j) {
        const std::size_t a = concatenated ? j : 2 * j, b = concatenated ? j + d / 2 : 2 * j + 1;
        const double angle = offset * theta(j), c = std::cos(angle), s = std::sin(angle);
        sum += (q[a] * c - q[b] * s) * k[a] + (q[a] * s + q[b] * c) * k[b];
    }
    return sum;
}

// The score of a rope-score question for its vectors, with the offset given.
inline double independentRopeScore(const pe::Question& q, const std::vector<double>& qv, const std::vector<double>& kv,
                                   double offset, bool otherLayout, bool degrees) {
    const int d = q.settings.settings.dModel;
    const double b = q.settings.settings.base;
    return ropeScoreModel(qv, kv, offset, d, isConcatenated(q) != otherLayout,
                          [&](int j) { return omegaOf(j, d, b) * (degrees ? kPi / 180 : 1); });
}

// Every slip of a rope-score question and the values it gives.
inline std::map<std::string, std::vector<double>> independentMistakes(const pe::Question& q, const std::vector<double>& qv,
                                                                      const std::vector<double>& kv) {
    std::map<std::string, std::vector<double>> m;
    const int d = q.settings.settings.dModel;
    const double b = q.settings.settings.base;
    const double offset = q.param("offset");
    m["rope-absolute-offset"] = {independentRopeScore(q, qv, kv, std::fabs(offset), false, false)};
    m["rope-clockwise"] = {independentRopeScore(q, qv, kv, -offset, false, false)};
    m[isConcatenated(q) ? "layout-interleaved" : "layout-concatenated"] = {independentRopeScore(q, qv, kv, offset, true, false)};
    m["degrees"] = {independentRopeScore(q, qv, kv, offset, false, true)};
    m["rope-one-based-index"] = {ropeScoreModel(qv, kv, offset, d, isConcatenated(q),
                                                [&](int j) { return std::pow(b, -2.0 * (j - 1) / d); })};
    return m;
}

// θ'_k of every scaling method (the method numbered as facts.hpp numbers it), from the formulas.
inline double scaledThetaModel(int k, int d, double b, const pe::Question& q) {
    const double theta = omegaOf(k, d, b), s = q.param("factor"), L0 = q.param("originalContext");
    switch (static_cast<int>(q.param("method"))) {
    case 1: return theta / s;
    case 2: return std::pow(b * std::pow(s, d / (d - 2.0)), -2.0 * k / d);
    case 3: {
        const double L = std::max(q.param("length"), L0);
        return std::pow(b * std::pow(s * L / L0 - (s - 1), d / (d - 2.0)), -2.0 * k / d);
    }
    case 4: {
        const auto c = [&](double beta) { return d * std::log(L0 / (2 * kPi * beta)) / (2 * std::log(b)); };
        double lo = c(q.param("betaFast")), hi = c(q.param("betaSlow"));
        if (q.param("truncate") == 1) {
            lo = std::floor(lo);
            hi = std::ceil(hi);
        }
        lo = std::max(lo, 0.0);
        hi = std::min(hi, d - 1.0);
        if (lo == hi) hi += 0.001;
        const double g = std::min(std::max((k - lo) / (hi - lo), 0.0), 1.0);
        return (1 - g) * theta + g * theta / s;
    }
    default: {
        const double lambda = 2 * kPi / theta, low = q.param("lowFreqFactor"), high = q.param("highFreqFactor");
        if (lambda < L0 / high) return theta;
        if (lambda > L0 / low) return theta / s;
        const double g = (L0 / lambda - low) / (high - low);
        return (1 - g) * theta / s + g * theta;
    }
    }
}

// The exact answer, from the parameters alone.
inline double independentExpected(const pe::Question& q) {
    const int d = q.settings.settings.dModel;
    const double b = q.settings.settings.base;
    if (q.kind == "coordinate" || q.kind == "aliasing")
        return pe0(q.param("position"), static_cast<int>(q.param("i")), d, b, isConcatenated(q));
    if (q.kind == "rotation") {
        const double phi = omegaOf(static_cast<int>(q.param("k")), d, b) * q.param("offset");
        const double s = q.param("sinTheta"), c = q.param("cosTheta");
        return q.param("sine") == 1 ? s * std::cos(phi) + c * std::sin(phi)
                                    : c * std::cos(phi) - s * std::sin(phi);
    }
    if (q.kind == "wavelength") return 2 * kPi * std::pow(b, 2.0 * q.param("k") / d);
    if (q.kind == "dot") {
        double sum = 0;
        for (int k = 0; k < d / 2; ++k)
            sum += std::cos(omegaOf(k, d, b) * (q.param("positionP") - q.param("positionQ")));
        return sum;
    }
    if (q.kind == "rope-angle") return q.param("position") * omegaOf(static_cast<int>(q.param("k")), d, b);
    if (q.kind == "rope-score") {
        // The bank's vectors: pairs 0 and 1 only, given in the parameters.
        std::vector<double> qv(static_cast<std::size_t>(d)), kv(qv.size());
        for (int j = 0; j < 2 && j < d / 2; ++j) {
            const std::size_t a = isConcatenated(q) ? j : 2 * j, bb = isConcatenated(q) ? j + d / 2 : 2 * j + 1;
            qv[a] = q.param(j ? "q2" : "q0");
            qv[bb] = q.param(j ? "q3" : "q1");
            kv[a] = q.param(j ? "k2" : "k0");
            kv[bb] = q.param(j ? "k3" : "k1");
        }
        return independentRopeScore(q, qv, kv, q.param("offset"), false, false);
    }
    if (q.kind == "rope-scaled") {
        const double theta = scaledThetaModel(static_cast<int>(q.param("k")), d, b, q);
        return q.param("wavelength") == 1 ? 2 * kPi / theta : theta;
    }
    if (q.kind == "rope-turns") {
        double count = 0;
        for (int k = 0; k < d / 2; ++k) count += 2 * kPi * std::pow(b, 2.0 * k / d) > q.param("context");
        return count;
    }
    FAIL("no independent model for kind " << q.kind);
    return 0;
}

inline bool listsValue(const pe::Question& q, const std::string& code, double value) {
    for (const pe::Mistake& m : q.mistakes)
        if (m.code == code && std::fabs(m.value - value) <= 1e-9 * std::max(1.0, std::fabs(value)))
            return true;
    return false;
}

struct Sweep {
    int dModel;
    double base;
    const char* layout;
    int origin;
};

inline std::vector<Sweep> sweepSettings() {
    std::vector<Sweep> all;
    for (int d : {2, 4, 8, 64, 512})
        for (double b : {100.0, 10000.0})
            for (const char* layout : {"interleaved", "concatenated"})
                for (int origin : {0, 1}) all.push_back({d, b, layout, origin});
    return all;
}

} // namespace quiztest
