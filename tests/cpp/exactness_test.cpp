// The core against tests/reference/exactness.tsv (make_exactness_reference.py, mpmath at 50 digits):
// every double within 1e-15 of the exact value for every position a double holds up to 2^53, and the
// digits written the exact value's, correctly rounded, near-ties included; and the arbitrary-precision
// functions the digits are decided with.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "coordinate_mistakes.hpp"
#include "encoding.hpp"
#include "number_text.hpp"
#include "quantity.hpp"
#include "quiz.hpp"
#include "rope.hpp"
#include "rope_exact.hpp"
#include "test_support.hpp"

#ifndef PE_EXACTNESS_TSV
#error "PE_EXACTNESS_TSV must name tests/reference/exactness.tsv"
#endif

using Catch::Matchers::WithinAbs;

namespace {

constexpr double kBound = pe::kMaxValueError; // 1e-15

struct Row {
    std::vector<std::string> f;
    int line;
    double number(std::size_t j) const { return std::strtod(f.at(j).c_str(), nullptr); }
    int integer(std::size_t j) const { return std::atoi(f.at(j).c_str()); }
    pe::Settings settings() const { return pe::makeSettings(number(1), number(2), f.at(3)); }
};

const std::map<std::string, std::vector<Row>>& rows() {
    static const std::map<std::string, std::vector<Row>> all = [] {
        std::ifstream in(PE_EXACTNESS_TSV);
        if (!in) throw std::runtime_error(std::string("cannot open ") + PE_EXACTNESS_TSV);
        std::map<std::string, std::vector<Row>> byKind;
        std::string text;
        int line = 0;
        while (std::getline(in, text)) {
            ++line;
            if (text.empty() || text[0] == '#') continue;
            Row r{{}, line};
            std::istringstream fields(text);
            for (std::string field; std::getline(fields, field, '\t');) r.f.push_back(field);
            byKind[r.f[0]].push_back(r);
        }
        return byKind;
    }();
    return all;
}

const std::vector<Row>& rowsOf(const char* kind) { return rows().at(kind); }

// PE(pos, i) as an exact quantity.
pe::Quantity exactCoordinate(double pos, int i, const pe::Settings& s) {
    const pe::CoordinateRole r = pe::coordinateRole(i, s);
    return pe::fnOf(r.isSine, pos * pe::omegaOf(r.pair, s));
}

} // namespace

TEST_CASE("The exactness reference holds large, fractional and negative positions, near-ties and wide models", "[exactness][reference]") {
    // Guards against a regenerated file that silently lost its hardest rows.
    const auto& coords = rowsOf("coord");
    REQUIRE(coords.size() > 1000);
    const auto has = [&](auto pred) { return std::any_of(coords.begin(), coords.end(), pred); };
    CHECK(has([](const Row& r) { return r.number(4) == 9007199254740992.0; }));
    CHECK(has([](const Row& r) { return r.number(4) == -9007199254740992.0; }));
    CHECK(has([](const Row& r) { return r.number(4) == 4503599627370495.5; }));
    CHECK(has([](const Row& r) { return r.number(1) == 16384; }));
    CHECK(has([](const Row& r) { return r.number(2) == 1.5; }));
    CHECK(has([](const Row& r) { return r.number(2) == 1e9; }));
    CHECK(has([](const Row& r) { return r.number(2) == 1e300; }));
    const auto& ties = rowsOf("tie");
    CHECK(std::count_if(ties.begin(), ties.end(), [](const Row& r) { return r.integer(6) == 6; }) >= 8);
    CHECK(std::count_if(ties.begin(), ties.end(), [](const Row& r) { return r.integer(6) == 12; }) >= 8);
    for (const Row& r : ties) CHECK(std::strtod(r.f.at(9).c_str(), nullptr) < 1e-14);
}

TEST_CASE("Every value is within 1e-15 of the exact one for every position up to 2^53", "[exactness][encoding][table]") {
    // Grouped by settings, so that each table holds every position of its group.
    std::map<std::tuple<int, double, std::string>, std::vector<const Row*>> groups;
    for (const Row& r : rowsOf("coord")) groups[{r.integer(1), r.number(2), r.f[3]}].push_back(&r);
    for (const auto& [key, group] : groups) {
        const pe::Settings s = group.front()->settings();
        const auto d = static_cast<std::size_t>(s.dModel);
        std::vector<double> positions;
        std::map<double, std::size_t> rowOf;
        for (const Row* r : group)
            if (rowOf.emplace(r->number(4), positions.size()).second) positions.push_back(r->number(4));
        const std::vector<double> t = pe::table(positions, s);
        for (const Row* r : group) {
            INFO("exactness.tsv line " << r->line << ": d_model " << s.dModel << ", base " << s.base << ", pos "
                                       << r->f[4] << ", i " << r->f[5]);
            const double exact = r->number(6);
            const int i = r->integer(5);
            CHECK_THAT(pe::coordinate(r->number(4), i, s), WithinAbs(exact, kBound));
            CHECK_THAT(t[rowOf[r->number(4)] * d + static_cast<std::size_t>(i)], WithinAbs(exact, kBound));
        }
    }
}

TEST_CASE("Evenly spaced tables far out are within 1e-15 of the exact values", "[exactness][table]") {
    // The split of evenly spaced rows (anchor, block turn, row turn), and rows off the grid
    // (0.1, 1.1, 2.1, ... as doubles), far beyond where a double holds every fraction.
    std::map<std::tuple<int, double, std::string, double, double, int>, std::vector<const Row*>> groups;
    for (const Row& r : rowsOf("range"))
        groups[{r.integer(1), r.number(2), r.f[3], r.number(4), r.number(5), r.integer(6)}].push_back(&r);
    REQUIRE(groups.size() >= 4);
    for (const auto& [key, group] : groups) {
        const pe::Settings s = group.front()->settings();
        const double start = std::get<3>(key), step = std::get<4>(key);
        const auto count = static_cast<std::size_t>(std::get<5>(key));
        std::vector<double> positions(count);
        for (std::size_t r = 0; r < count; ++r) positions[r] = start + static_cast<double>(r) * step;
        std::vector<double> out(count * static_cast<std::size_t>(s.dModel), 7.0);
        pe::tableInto(positions.data(), count, s, out.data());
        for (const Row* r : group) {
            INFO("exactness.tsv line " << r->line << ": row " << r->f[7] << ", pos " << r->f[8] << ", i " << r->f[9]);
            const auto row = static_cast<std::size_t>(r->integer(7));
            REQUIRE(positions[row] == r->number(8));
            CHECK_THAT(out[row * static_cast<std::size_t>(s.dModel) + static_cast<std::size_t>(r->integer(9))],
                       WithinAbs(r->number(10), kBound));
        }
    }
}

TEST_CASE("Digits at 6 and 12 decimals are the exact value's, correctly rounded", "[exactness][digits]") {
    for (const Row& r : rowsOf("coord")) {
        INFO("exactness.tsv line " << r.line << ": pos " << r.f[4] << ", i " << r.f[5]);
        const pe::Quantity q = exactCoordinate(r.number(4), r.integer(5), r.settings());
        CHECK(pe::formatFixed(q, 6) == r.f[7]);
        CHECK(pe::formatFixed(q, 12) == r.f[8]);
    }
}

TEST_CASE("A value within 1e-14 of a rounding tie is rounded by its exact value", "[exactness][digits][tie]") {
    int doubleWouldErr = 0;
    for (const Row& r : rowsOf("tie")) {
        const pe::Settings s = r.settings();
        const double pos = r.number(4);
        const int i = r.integer(5), decimals = r.integer(6);
        INFO("exactness.tsv line " << r.line << ": pos " << r.f[4] << ", i " << i << ", " << decimals << " decimals");
        CHECK(pe::formatFixed(exactCoordinate(pos, i, s), decimals) == r.f[8]);
        const double value = pe::coordinate(pos, i, s);
        CHECK_THAT(value, WithinAbs(r.number(7), kBound));
        // Written from the double instead, with its own exact digits, some of these come out wrong:
        // the cases are close enough to their ties to tell the two ways apart.
        doubleWouldErr += pe::formatFixed(value, decimals) != r.f[8];
        std::vector<double> t = pe::table({pos}, s);
        doubleWouldErr += pe::formatFixed(t[static_cast<std::size_t>(i)], decimals) != r.f[8];
    }
    CHECK(doubleWouldErr > 0);
}

TEST_CASE("Dot products far out and at d_model 16384", "[exactness][dot]") {
    for (const Row& r : rowsOf("dot")) {
        const int d = r.integer(1);
        const double base = r.number(2), p = r.number(3), q = r.number(4), exact = r.number(5);
        INFO("exactness.tsv line " << r.line << ": d_model " << d << ", p " << r.f[3] << ", q " << r.f[4]);
        const pe::Settings s = pe::makeSettings(d, base, "interleaved");
        // Half a unit in the last place of the sum, and d_model * 1e-21 from the terms.
        const double ulp = std::nextafter(std::fabs(exact), INFINITY) - std::fabs(exact);
        CHECK_THAT(pe::dot(p, q, s), WithinAbs(exact, ulp / 2 + d * 1e-21 + 1e-300));
        const pe::Quantity sum = pe::Quantity::pairSum(pe::Quantity::pairCosineSum, p, -q, base, d, d / 2);
        CHECK(pe::formatFixed(sum, 6) == r.f[6]);
        if (std::fabs(exact) < 1000) CHECK(pe::formatFixed(sum, 12) == r.f[7]);
    }
}

TEST_CASE("The arbitrary-precision functions agree with mpmath to 150 bits", "[exactness][real]") {
    for (const Row& r : rowsOf("function")) {
        const std::string& name = r.f[1];
        const double x = r.number(2), y = r.number(3);
        INFO("exactness.tsv line " << r.line << ": " << name << "(" << r.f[2] << ")");
        const pe::Quantity value = name == "exp"   ? pe::expOf(x)
                                   : name == "log" ? pe::logOf(x)
                                   : name == "sin" ? pe::sinOf(x)
                                   : name == "cos" ? pe::cosOf(x)
                                   : name == "pow" ? pe::powOf(x, y)
                                                   : pe::Quantity::piValue();
        const double hi = r.number(4), mid = r.number(5), lo = r.number(6);
        // value - (hi + mid + lo), relative to hi: the reference is good to about 2^-160.
        const pe::exact::Real difference = ((value - hi) - mid - lo).at(6);
        const double size = std::fabs(hi);
        CHECK(std::fabs(pe::exact::toDouble(difference.mid)) <= size * 0x1p-150);
        CHECK(difference.radius.mantissa * std::ldexp(1.0, difference.radius.exponent) <= size * 0x1p-150);
    }
}

TEST_CASE("Exact decisions: the nearest whole number, the floor, the sign", "[exactness][quantity]") {
    const pe::Quantity twoPi = 2.0 * pe::Quantity::piValue();
    CHECK(pe::nearestWhole(twoPi) == 6);
    CHECK(pe::floorOf(twoPi) == 6);
    CHECK(pe::floorOf(-twoPi) == -7);
    CHECK(pe::nearestWhole(pe::Quantity(2.5)) == 3);  // an exact tie away from zero
    CHECK(pe::nearestWhole(pe::Quantity(-2.5)) == -3);
    CHECK(pe::floorOf(pe::Quantity(-3.0)) == -3);
    CHECK(pe::signOf(pe::sinOf(pe::Quantity::piValue())) == 1); // sin of the real pi is 0; this is
    CHECK(pe::signOf(pe::sinOf(3.141592653589793)) == 1);      // the double below it: 1.22e-16 > 0
    CHECK(pe::signOf(pe::Quantity(0.0)) == 0);
    // 10^22 - 1 and 10^22 + 1 are not doubles, but their difference is exact.
    CHECK(pe::signOf(pe::Quantity(1e22) - 1e22) == 0);
}

TEST_CASE("An exact quantity from JavaScript's operation list is checked", "[exactness][quantity][validation]") {
    using testing::MessageContainsAll;
    const auto program = [](std::initializer_list<double> ops) {
        const std::vector<double> v(ops);
        return pe::Quantity::fromProgram(v.data(), v.size());
    };
    // sin(2 * 10000^(-2/4)): coordinate 2 of PE(2) at d_model 4.
    CHECK(pe::formatFixed(program({0, 2, 0, 10000, 0, -2, 0, 4, 15, 3, 9}), 12) == "0.019998666693");
    CHECK_THROWS_WITH(program({0, 1, 3}), Catch::Contains("lacks an operand"));
    CHECK_THROWS_WITH(program({0, 1, 0, 2}), Catch::Contains("must leave one value; this one leaves 2"));
    CHECK_THROWS_WITH(program({16}), Catch::Contains("operation 16 is not one of the core's"));
    CHECK_THROWS_WITH(program({0}), Catch::Contains("must be a finite number after operation 0"));
    CHECK_THROWS_WITH(program({0, 1, 0, 1, 0, 10000, 0, 5, 0, 2, 12}), Catch::Contains("even d_model"));
    CHECK_THROWS_WITH(program({0, 1e16, 0, 0, 0, 10000, 0, 4, 0, 2, 12}), Catch::Contains("at most 2^53"));
}

namespace {

// A rope or ropescore row's settings: the scaling written type,factor,originalContext,length,
// betaFast,betaSlow,truncate,lowFreqFactor,highFreqFactor.
pe::RopeSettings ropeSettingsOf(const Row& r) {
    std::vector<std::string> f;
    std::istringstream fields(r.f.at(1));
    for (std::string field; std::getline(fields, field, ',');) f.push_back(field);
    REQUIRE(f.size() == 9);
    pe::RopeScaling sc;
    const char* const names[] = {"none", "linear", "ntk", "dynamic", "yarn", "llama3"};
    for (int t = 0; t < 6; ++t)
        if (f[0] == names[t]) sc.type = static_cast<pe::RopeScalingType>(t);
    const auto at = [&](std::size_t j) { return std::strtod(f[j].c_str(), nullptr); };
    sc.factor = at(1);
    sc.originalContext = at(2);
    sc.length = at(3);
    sc.betaFast = at(4);
    sc.betaSlow = at(5);
    sc.truncate = f[6] == "1";
    sc.lowFreqFactor = at(7);
    sc.highFreqFactor = at(8);
    return pe::RopeSettings{pe::makeSettings(r.number(2), r.number(3), r.f.at(4)), sc};
}

} // namespace

TEST_CASE("RoPE's rotations are within 1e-15 of the exact values for every position up to 2^53, with every scaling method",
          "[exactness][rope]") {
    std::map<std::tuple<std::string, int, double, std::string>, std::vector<const Row*>> groups;
    for (const Row& r : rowsOf("rope")) groups[{r.f[1], r.integer(2), r.number(3), r.f[4]}].push_back(&r);
    REQUIRE(groups.size() >= 8);
    double largest = 0;
    for (const auto& [key, group] : groups) {
        const pe::RopeSettings rs = ropeSettingsOf(*group.front());
        const pe::Settings& s = rs.settings;
        const auto d = static_cast<std::size_t>(s.dModel);
        std::vector<double> positions;
        std::map<double, std::size_t> rowOf;
        for (const Row* r : group)
            if (rowOf.emplace(r->number(5), positions.size()).second) positions.push_back(r->number(5));
        // Every pair (1, 0): turned by m·θ'_k it is (cos, sin) of the angle.
        std::vector<double> x(positions.size() * d, 0.0);
        for (std::size_t r = 0; r < positions.size(); ++r)
            for (int k = 0; k < s.dModel / 2; ++k) x[r * d + static_cast<std::size_t>(pe::coordinateIndex(k, true, s))] = 1;
        std::vector<double> out(x.size());
        pe::ropeRotateRows(x.data(), x.size(), positions.data(), positions.size(), rs, out.data());
        for (const Row* r : group) {
            INFO("exactness.tsv line " << r->line << ": " << r->f[1] << ", d " << s.dModel << ", m " << r->f[5] << ", k "
                                       << r->f[6]);
            const int k = r->integer(6);
            const std::size_t row = rowOf[r->number(5)] * d;
            const double cosine = out[row + static_cast<std::size_t>(pe::coordinateIndex(k, true, s))];
            const double sine = out[row + static_cast<std::size_t>(pe::coordinateIndex(k, false, s))];
            CHECK_THAT(sine, WithinAbs(r->number(8), kBound));
            CHECK_THAT(cosine, WithinAbs(r->number(9), kBound));
            largest = std::max({largest, std::fabs(sine - r->number(8)), std::fabs(cosine - r->number(9))});
            // θ'_k is the double nearest the formula's exact value.
            CHECK(pe::ropeFrequency(k, rs) == r->number(7));
        }
    }
    WARN("largest error of a rotated pair: " << largest);
}

TEST_CASE("RoPE's frequencies and wavelengths are written from the formulas' exact values", "[exactness][rope][digits]") {
    for (const Row& r : rowsOf("rope")) {
        const pe::RopeSettings rs = ropeSettingsOf(r);
        INFO("exactness.tsv line " << r.line << ": " << r.f[1] << ", d " << r.f[2] << ", k " << r.f[6]);
        const pe::Quantity theta = pe::Quantity::ropeFrequencyOf(r.integer(6), rs);
        CHECK(pe::formatFixed(theta, 12) == r.f[10]);
        CHECK(pe::formatFixed(pe::twoPi() / theta, r.integer(11)) == r.f[12]);
    }
}

TEST_CASE("RoPE's scores far out are within 1e-15 of the exact value per unit of |q|·|k|", "[exactness][rope]") {
    for (const Row& r : rowsOf("ropescore")) {
        const pe::RopeSettings rs = ropeSettingsOf(r);
        const int d = rs.settings.dModel;
        std::vector<double> q(static_cast<std::size_t>(d)), k(static_cast<std::size_t>(d));
        for (int j = 0; j < d; ++j) {
            q[static_cast<std::size_t>(j)] = ((j * 7) % 9 - 4) / 2.0;
            k[static_cast<std::size_t>(j)] = ((j * 5 + 3) % 9 - 4) / 2.0;
        }
        INFO("exactness.tsv line " << r.line << ": " << r.f[1] << ", m " << r.f[5] << ", n " << r.f[6]);
        CHECK_THAT(pe::ropeScore(q, k, r.number(5), r.number(6), rs), WithinAbs(r.number(7), kBound * r.number(8)));
    }
}

TEST_CASE("RoPE refuses a position beyond 2^53 with a sentence that says why", "[exactness][rope][validation]") {
    const pe::RopeSettings rs{pe::makeSettings(8, 10000, "interleaved"), {}};
    const std::vector<double> x(8, 1.0);
    const double beyond = 9007199254740994.0; // 2^53 + 2
    using Catch::Matchers::Contains;
    CHECK_THROWS_WITH(pe::ropeRotate(x, beyond, rs), Contains("m must be at most 2^53") && Contains("a double cannot hold"));
    // The position received is written with every digit, so that it does not read as 2^53 rounded.
    CHECK_THROWS_WITH(pe::ropeRotate(x, beyond, rs), Contains("received 9007199254740994."));
    CHECK_THROWS_WITH(pe::checkedPosition(-beyond), Contains("received -9007199254740994."));
    CHECK_THROWS_WITH(pe::ropeRotate(x, 1e300, rs), Contains("received 1e+300.") || Contains("received 1e300."));
    const std::vector<double> two(16, 1.0);
    const double positions[] = {0, -beyond};
    std::vector<double> out(16);
    CHECK_THROWS_WITH(pe::ropeRotateRows(two.data(), two.size(), positions, 2, rs, out.data()), Contains("m[1] must be at most 2^53"));
    CHECK_THROWS_WITH(pe::ropeScore(x, x, beyond, 0, rs), Contains("2^53"));
    CHECK_THROWS_WITH(pe::ropeDecayBound(beyond, rs), Contains("2^53"));
    // 2^53 itself is accepted.
    CHECK_NOTHROW(pe::ropeRotate(x, 9007199254740992.0, rs));
}

// ---- The quiz's RoPE questions: expected values and worked steps from exact values ---------------

namespace {

std::vector<std::string> splitOn(const std::string& text, char separator) {
    std::vector<std::string> out;
    std::istringstream fields(text);
    for (std::string field; std::getline(fields, field, separator);) out.push_back(field);
    return out;
}

std::vector<double> numbersOf(const std::string& text) {
    std::vector<double> out;
    for (const std::string& f : splitOn(text, ',')) out.push_back(std::strtod(f.c_str(), nullptr));
    return out;
}

// The digits written for argument `name` of every message `id` in the message texts, in order.
std::vector<std::string> argumentsOf(const std::vector<std::string>& texts, const std::string& id, const std::string& name) {
    std::vector<std::string> out;
    for (const std::string& text : texts)
        for (const pe::test::CoreMessage& m : pe::test::coreMessages(text))
            if (m.id == id && m.args.count(name)) out.push_back(m.args.at(name).value);
    return out;
}

// Every number argument of the message texts (kinds n and c), for a step's digits wherever they sit.
std::vector<std::string> numbersWritten(const std::vector<std::string>& texts) {
    std::vector<std::string> out;
    for (const std::string& text : texts)
        for (const pe::test::CoreMessage& m : pe::test::coreMessages(text))
            for (const auto& [name, arg] : m.args) {
                if (arg.kind == 'n' || arg.kind == 'c') out.push_back(arg.value);
                if (arg.kind == 'm')
                    for (const std::string& nested : numbersWritten({arg.value})) out.push_back(nested);
            }
    return out;
}

bool holds(const std::vector<std::string>& list, const std::string& x) {
    return std::find(list.begin(), list.end(), x) != list.end();
}

} // namespace

TEST_CASE("The exactness reference holds RoPE questions with many pairs, far positions and near-ties", "[exactness][reference][quiz]") {
    const auto& exact = rowsOf("scoreexact");
    CHECK(exact.size() >= 10);
    CHECK(std::any_of(exact.begin(), exact.end(), [](const Row& r) { return std::fabs(r.number(5)) == 9007199254740992.0; }));
    CHECK(std::count_if(exact.begin(), exact.end(), [](const Row& r) { return r.number(12) < 1e-14; }) >= 6);
    const auto& quiz = rowsOf("scorequiz");
    CHECK(std::count_if(quiz.begin(), quiz.end(), [](const Row& r) { return r.number(14) < 1e-14; }) >= 3);
    const auto& turns = rowsOf("turnsquiz");
    CHECK(std::count_if(turns.begin(), turns.end(), [](const Row& r) { return r.number(10) < 1e-14; }) >= 2);
    CHECK(std::count_if(turns.begin(), turns.end(), [](const Row& r) { return r.number(11) < 1e-4; }) >= 3);
    CHECK(rowsOf("scaledquiz").size() >= 10);
}

TEST_CASE("A RoPE score with every pair non-zero is written from its exact value, up to 2^53 and near ties",
          "[exactness][rope][digits][score]") {
    const Row r = GENERATE(from_range(rowsOf("scoreexact")));
    const pe::RopeSettings rs = ropeSettingsOf(r);
    const double m = r.number(5), n = r.number(6);
    INFO("exactness.tsv line " << r.line << ": " << r.f[1] << ", d " << r.f[2] << ", m " << r.f[5] << ", n " << r.f[6]);
    const pe::RopeScoreTerms terms = pe::ropeScoreTerms(numbersOf(r.f[7]), numbersOf(r.f[8]), rs);
    CHECK(terms.pairs.size() > 2);
    const pe::Quantity score = pe::Quantity::ropeScoreOf(terms, m, n);
    CHECK(pe::formatFixed(score, 6) == r.f[10]);
    CHECK(pe::formatFixed(score, 12) == r.f[11]);
    CHECK_THAT(score.value(), WithinAbs(r.number(9), 1e-15 * std::max(1.0, std::fabs(r.number(9)))));
}

TEST_CASE("Near-ties of RoPE scores are close enough that the double's own digits would be wrong", "[exactness][rope][digits][score]") {
    // The cases test the exact path only if a double's digits would come out differently in some.
    int doubleWouldErr = 0;
    for (const Row& r : rowsOf("scoreexact")) {
        const double score = pe::ropeScore(numbersOf(r.f[7]), numbersOf(r.f[8]), r.number(5), r.number(6), ropeSettingsOf(r));
        doubleWouldErr += pe::formatFixed(score, 6) != r.f[10];
        doubleWouldErr += pe::formatFixed(score, 12) != r.f[11];
    }
    CHECK(doubleWouldErr > 0);
}

TEST_CASE("rope-score questions with more than two pairs show the exact value's digits in the answer, the sum, the terms and the slips",
          "[exactness][quiz][rope][rope-score]") {
    const Row r = GENERATE(from_range(rowsOf("scorequiz")));
    INFO("exactness.tsv line " << r.line << ": d " << r.f[1] << ", " << r.f[3] << ", m " << r.f[6] << ", n " << r.f[7]);
    const pe::QuizSettings qs = pe::makeQuizSettings(r.number(1), r.number(2), r.f[3], 0);
    const int decimals = r.integer(8);
    const pe::Question q = pe::ropeScoreQuestion(numbersOf(r.f[4]), numbersOf(r.f[5]), r.number(6), r.number(7), qs, decimals);
    CHECK(q.exact == r.f[9]);
    CHECK(argumentsOf(q.solution, "core-step-rope-score-sum", "value") == std::vector<std::string>{r.f[10]});
    CHECK(argumentsOf(q.solution, "core-step-rope-score-sum", "rounded") == std::vector<std::string>{r.f[11]});
    CHECK(argumentsOf(q.solution, "core-step-rope-score-term", "term") == splitOn(r.f[12], ','));
    // Each slip kept (a slip that gives the answer's own value is not) with its exact digits.
    const std::vector<std::string> slips = splitOn(r.f[13], ',');
    const std::map<std::string, std::pair<std::size_t, const char*>> slipOf = {
        {"rope-absolute-offset", {0, "absolute"}}, {"rope-clockwise", {1, "clockwise"}},
        {"layout-concatenated", {2, "otherLayout"}}, {"layout-interleaved", {2, "otherLayout"}},
        {"degrees", {3, "inDegrees"}}, {"rope-one-based-index", {4, "shifted"}}};
    CHECK(q.mistakes.size() >= 3);
    for (const pe::Mistake& slip : q.mistakes) {
        CAPTURE(slip.code);
        REQUIRE(slipOf.count(slip.code) == 1);
        const auto& [index, name] = slipOf.at(slip.code);
        const std::vector<std::string> written = argumentsOf({slip.explanation}, pe::test::coreMessages(slip.explanation).at(0).id, name);
        CHECK(written == std::vector<std::string>{slips.at(index)});
    }
}

TEST_CASE("rope-turns questions count pairs and show their steps from exact values", "[exactness][quiz][rope][rope-turns]") {
    const Row r = GENERATE(from_range(rowsOf("turnsquiz")));
    INFO("exactness.tsv line " << r.line << ": d " << r.f[1] << ", base " << r.f[2] << ", context " << r.f[3]);
    const pe::Question q = pe::ropeTurnsQuestion(r.number(3), pe::makeQuizSettings(r.number(1), r.number(2), "interleaved", 0));
    CHECK(q.expected == r.number(4));
    CHECK(argumentsOf(q.solution, "core-step-rope-turns-k-2-2k-exactly-when-k", "threshold") == std::vector<std::string>{r.f[5]});
    if (r.number(4) == 0)
        CHECK(argumentsOf(q.solution, "core-step-rope-turns-no-pair-above-even-slowest-k", "wavelength") == std::vector<std::string>{r.f[6]});
    else
        CHECK(argumentsOf(q.solution, "core-step-rope-turns-pairs-k-above-slowest-completes-only", "context") == std::vector<std::string>{r.f[7]});
    for (const pe::Mistake& slip : q.mistakes) {
        CAPTURE(slip.code);
        CHECK(slip.value == (slip.code == "wavelength-missing-2pi" ? r.number(8) : r.number(9)));
        CHECK(holds(numbersWritten({slip.explanation}), slip.code == "wavelength-missing-2pi" ? r.f[8] : r.f[9]));
    }
}

TEST_CASE("rope-scaled questions show every number of their steps from the formulas' exact values", "[exactness][quiz][rope][rope-scaled]") {
    const Row r = GENERATE(from_range(rowsOf("scaledquiz")));
    INFO("exactness.tsv line " << r.line << ": " << r.f[1] << ", d " << r.f[2] << ", k " << r.f[4]);
    // (The row has no layout; the scaling's fields are those of rope and ropescore rows.)
    Row withLayout = r;
    withLayout.f.insert(withLayout.f.begin() + 4, "interleaved");
    const pe::RopeSettings rs = ropeSettingsOf(withLayout);
    const pe::QuizSettings qs = pe::makeQuizSettings(r.number(2), r.number(3), "interleaved", 0);
    const pe::Question q = pe::ropeScaledQuestion(r.integer(4), rs.scaling, r.f[5] == "1", qs, r.integer(6));
    CHECK(q.exact == r.f[7]);
    const std::vector<std::string> written = numbersWritten(q.solution);
    for (const std::string& number : splitOn(r.f[8], ',')) {
        CAPTURE(number);
        CHECK(holds(written, number));
    }
}
