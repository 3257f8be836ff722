// The seeded bank: SplitMix64, the draw of one question per cell (the 2017 encoding's A to H,
// RoPE's I to L), and makeQuiz with its choice of topics. A seed gives the
// same quiz on every platform: the draws use integers only, and comparisons of computed values
// against thresholds that no computed value sits on.
#include <algorithm>
#include <cmath>
#include <utility>

#include "question_builder.hpp"
#include "number_text.hpp"

namespace pe {
using namespace quiz;

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t n) {
    if (n <= 1) return 0;
    const std::uint64_t reject = (0 - n) % n; // 2^64 mod n
    for (;;) {
        const std::uint64_t x = next();
        if (x >= reject) return x % n;
    }
}

std::uint64_t checkedQuizSeed(double seed) {
    if (!isWhole(seed) || seed < 0 || seed > kMaxQuizSeed)
        refuse("core-refuse-seed-must-whole-number-from-0 seed", seed);
    return static_cast<std::uint64_t>(seed);
}

int checkedQuizCount(double count) {
    if (!isWhole(count) || count < 1 || count > kMaxQuizCount)
        refuse("core-refuse-count-must-whole-number-from-1 maxQuizCount count",
               kMaxQuizCount, count);
    return static_cast<int>(count);
}

QuizTopics checkedQuizTopics(std::string_view topics) {
    for (std::size_t t = 0; t < kQuizTopicNames.size(); ++t)
        if (topics == kQuizTopicNames[t]) return static_cast<QuizTopics>(t);
    refuse("core-refuse-topics-must-sinusoidal-2017-encoding-rope topics:t",
           shownName(topics));
}

namespace {

// The cells each choice of topics cycles through: the 2017 encoding's A to H, RoPE's I to L, or
// both interleaved so that a short quiz asks about each.
const char* cellsOf(QuizTopics topics) {
    switch (topics) {
    case QuizTopics::rope: return "IJKL";
    case QuizTopics::both: return "AIBJCKDLEFGH";
    default: return "ABCDEFGH";
    }
}

// RoPE's questions (cells I to L).
Question drawRopeQuestion(char cell, SplitMix64& rng, const QuizSettings& qs) {
    const Settings& s = qs.settings;
    const int pairs = s.dModel / 2;
    const int o = qs.origin;
    switch (cell) {
    case 'I': {
        // A pair that turns at least a tenth of a radian, so that the angle shows at four decimals.
        const double m = 1 + rng.belowInt(200);
        int candidates = 0;
        for (int k = 0; k < pairs; ++k) candidates += m * frequency(k, s) >= 0.1;
        int pick = rng.belowInt(candidates), k = 0;
        for (; m * frequency(k, s) < 0.1 || pick-- > 0; ++k) {
        }
        return ropeAngleQuestion(m + o, k, qs);
    }
    case 'J': {
        // Halves from −2 to 2 in pairs 0 and 1, zeros elsewhere; the key behind or after the query.
        std::vector<double> q(static_cast<std::size_t>(s.dModel)), k(q.size());
        for (int j = 0; j < 2 && j < pairs; ++j)
            for (const bool first : {true, false}) {
                const auto i = static_cast<std::size_t>(coordinateIndex(j, first, s));
                q[i] = (rng.belowInt(9) - 4) / 2.0;
                k[i] = (rng.belowInt(9) - 4) / 2.0;
            }
        q[static_cast<std::size_t>(coordinateIndex(0, true, s))] = 1 + rng.belowInt(2);
        k[static_cast<std::size_t>(coordinateIndex(0, false, s))] = 1 + rng.belowInt(2);
        const double m = rng.belowInt(40), gap = 1 + rng.belowInt(12);
        const double n = rng.below(2) == 0 || m < gap ? m + gap : m - gap;
        return ropeScoreQuestion(q, k, m + o, n + o, qs);
    }
    case 'K': {
        RopeScaling sc;
        sc.type = static_cast<RopeScalingType>(1 + rng.belowInt(5));
        if (pairs == 1) sc.type = RopeScalingType::linear; // the others keep the one pair's θ_0 = 1
        sc.factor = std::ldexp(1.0, 1 + rng.belowInt(4)); // 2 .. 16
        sc.originalContext = std::ldexp(1.0, 8 + rng.belowInt(6)); // 256 .. 8192
        if (sc.type == RopeScalingType::dynamic) sc.length = sc.originalContext * (2 + rng.belowInt(7));
        if (sc.type == RopeScalingType::llama3) {
            sc.lowFreqFactor = 1;
            sc.highFreqFactor = 4;
        }
        // A pair the method changes (every pair, when it changes none).
        const RopeSettings rs{s, sc};
        const auto changed = [&](int j) { return ropeFrequency(j, rs) < frequency(j, s) * 0.999; };
        int candidates = 0;
        for (int j = 0; j < pairs; ++j) candidates += changed(j);
        int k = rng.belowInt(candidates > 0 ? candidates : pairs);
        if (candidates > 0)
            for (int j = 0;; ++j)
                if (changed(j) && k-- == 0) {
                    k = j;
                    break;
                }
        // The wavelength when the frequency would need more than twelve decimals.
        bool wavelength = rng.below(2) == 0;
        if (ropeFrequency(k, rs) < 1e-8) wavelength = true;
        return ropeScaledQuestion(k, sc, wavelength, qs);
    }
    default: // L
        return ropeTurnsQuestion(std::ldexp(1.0, 6 + rng.belowInt(12)), qs); // 64 .. 131072
    }
}


void shuffled(SplitMix64& rng, int (&order)[4]) {
    for (int j = 0; j < 4; ++j) order[j] = j;
    for (int j = 3; j > 0; --j) std::swap(order[j], order[rng.belowInt(j + 1)]);
}

Question drawQuestion(char cell, SplitMix64& rng, const QuizSettings& qs) {
    if (cell >= 'I') return drawRopeQuestion(cell, rng, qs);
    const Settings& s = qs.settings;
    const int pairs = s.dModel / 2;
    const int o = qs.origin;
    int order[4];
    switch (cell) {
    case 'A': {
        if (rng.below(3) == 0) {
            shuffled(rng, order);
            return positionZeroChoice(qs, order);
        }
        const int k = rng.belowInt(pairs);
        const bool sine = rng.below(3) == 0; // cosines more often: "all zeros" is the trap
        return coordinateQuestion('A', o, coordinateIndex(k, sine, s), qs);
    }
    case 'B': {
        const int turns = 1 + rng.belowInt(4);
        const double pos = std::nearbyint(turns * kTwoPi) + (rng.belowInt(3) - 1);
        const bool sine = rng.below(2) == 0;
        return coordinateQuestion('B', pos + o, coordinateIndex(0, sine, s), qs);
    }
    case 'C': {
        const int k = pairs - 1;
        // Angles up to a tenth of a turn: a small arc where the sine is nearly linear.
        const double top = std::min(1e6, std::max(1.0, std::floor(wavelength(k, s) / 10)));
        const double low = std::max(1.0, std::floor(top / 4));
        const double pos =
            low + static_cast<double>(rng.below(static_cast<std::uint64_t>(top - low) + 1));
        return coordinateQuestion('C', pos + o, coordinateIndex(k, true, s), qs);
    }
    case 'D': {
        if (pairs >= 2 && rng.below(3) == 0) {
            const int turns = 1 + rng.belowInt(3);
            shuffled(rng, order);
            return aliasingChoice(turns, qs, order);
        }
        const int turns = 1 + rng.belowInt(3);
        int k = 0;
        if (pairs >= 2) {
            // A pair whose sine at 2*pi*turns is clearly away from 0, the value at pos = 0.
            double best = -1;
            for (int attempt = 0; attempt < 12; ++attempt) {
                const int c = 1 + rng.belowInt(pairs - 1);
                const double v = std::fabs(coordinate(turns * kTwoPi, coordinateIndex(c, true, s), s));
                if (v > best) {
                    best = v;
                    k = c;
                }
                if (v >= 0.05) break;
            }
        }
        return aliasingQuestion(turns, coordinateIndex(k, true, s), qs);
    }
    case 'E': {
        const int magnitude = 1 + rng.belowInt(9);
        const double offset = rng.below(2) == 0 ? -magnitude : magnitude;
        // Pairs that turn a visible, less than half-turn angle; one of them at random.
        const auto visible = [&](int k) {
            const double phi = frequency(k, s) * magnitude;
            return phi >= 0.0201 && phi <= 3.0;
        };
        int candidates = 0;
        for (int k = 0; k < pairs; ++k) candidates += visible(k);
        int k = 0;
        if (candidates > 0) {
            int pick = rng.belowInt(candidates);
            for (k = 0; !visible(k) || pick-- > 0; ++k) {
            }
        }
        const double pos = 10 + rng.belowInt(90);
        const bool sine = rng.below(2) == 0;
        return rotationQuestion(pos + o, offset, k, sine, qs);
    }
    case 'F': {
        const double pos = 1000 + static_cast<double>(rng.below(99001));
        const int k = rng.belowInt(std::min(pairs, 4));
        const bool sine = rng.below(2) == 0;
        return coordinateQuestion('F', pos + o, coordinateIndex(k, sine, s), qs);
    }
    case 'G': {
        const bool numeric = pairs < 2 || (rng.below(2) == 0 && longestWavelength(s) < 1e7);
        if (!numeric) {
            // Contexts 2^6 .. 2^20 and bases 10^1 .. 10^7: every (answer, context) that leaves
            // at least one too-small base on the list.
            double lambdas[8];
            for (int e = 1; e <= 7; ++e) {
                Settings t = s;
                t.base = std::pow(10.0, e);
                lambdas[e] = longestWavelength(t);
            }
            int answers[6 * 15];
            double contexts[6 * 15];
            int cases = 0;
            for (int a = 2; a <= 7; ++a)
                for (int n = 6; n <= 20; ++n) {
                    const double context = std::ldexp(1.0, n);
                    if (lambdas[a - 1] < context && context <= lambdas[a]) {
                        answers[cases] = a;
                        contexts[cases++] = context;
                    }
                }
            if (cases > 0) {
                const int c = rng.belowInt(cases);
                const int lowest = std::max(1, answers[c] - 3), highest = std::min(answers[c] - 1, 4);
                const int first = lowest + rng.belowInt(highest - lowest + 1);
                return baseChoiceQuestion(contexts[c], first, qs);
            }
        }
        const double context = std::ldexp(1.0, 9 + rng.belowInt(9)); // 512 .. 131072
        return wavelengthQuestion(context, qs);
    }
    default: { // H
        const double p = 12 + rng.belowInt(40);
        const bool zero = rng.below(5) == 0;
        const int magnitude = 1 + rng.belowInt(12);
        const double gap = zero ? 0 : (rng.below(2) == 0 ? -magnitude : magnitude);
        return dotQuestion(p + o, p - gap + o, qs);
    }
    }
}

} // namespace

std::vector<Question> makeQuiz(std::uint64_t seed, const QuizSettings& qs, int count, QuizTopics topics) {
    checkQuizSettings(qs);
    checkedQuizCount(count);
    const std::string_view cells = cellsOf(topics);
    std::vector<Question> quiz(static_cast<std::size_t>(count));
    for (int j = 0; j < count; ++j) {
        const char cell = cells[static_cast<std::size_t>(j) % cells.size()];
        // Each question has its own stream, so question j does not depend on count.
        SplitMix64 rng(seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(j + 1)));
        Question& q = quiz[static_cast<std::size_t>(j)];
        q = drawQuestion(cell, rng, qs);
        for (int attempt = 0; attempt < 8; ++attempt) {
            const bool repeated = std::any_of(quiz.begin(), quiz.begin() + j, [&](const Question& e) {
                return e.prompt == q.prompt;
            });
            if (!repeated) break;
            q = drawQuestion(cell, rng, qs);
        }
        q.id.clear();
        q.id.append(formatFixed(static_cast<double>(seed), 0)).append("-").append(formatShort(j + 1)).append("-").append(q.cell);
    }
    return quiz;
}

std::vector<Question> makeQuiz(const QuizOptions& o) {
    const std::uint64_t seed = checkedQuizSeed(o.seed);
    const QuizSettings qs = makeQuizSettings(o.dModel, o.base, o.layout, o.origin);
    const int count = checkedQuizCount(o.count);
    return makeQuiz(seed, qs, count, checkedQuizTopics(o.topics));
}

} // namespace pe
