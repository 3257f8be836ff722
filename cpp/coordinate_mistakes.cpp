#include "coordinate_mistakes.hpp"

#include <cmath>
#include <iterator>

namespace pe {

namespace {
Settings otherLayout(Settings s) {
    s.layout = s.layout == Layout::interleaved ? Layout::concatenated : Layout::interleaved;
    return s;
}
} // namespace

void addCoordinateMistakes(const SlipsFor& to, const CoordinateAsked& c) {
    const Settings& s = c.settings;
    const Quantity& pos = c.pos;
    const double token = c.token;
    const int i = c.i;
    const CoordinateRole r = coordinateRole(i, s);
    const Quantity theta = pos * omegaOf(r.pair, s);
    const char* f = fnName(r.isSine);
    const int shown = to.decimals + 2;
    double at = 0;
    const bool atZero = pos.isNumber(at) && at == 0;

    if (atZero && !r.isSine)
        addNumericMistake(to, Slip::allZerosAtPositionZero, 0.0,
                          "core-slip-explain-all-zeros-at-position-zero");

    const Quantity inDegrees = fnOf(r.isSine, theta * degree());
    addNumericMistake(to, Slip::degrees, inDegrees,
                      "core-slip-explain-degrees fn:t angle:a value:f@shown shown:x",
                      f, theta, inDegrees, shown);

    const Quantity swapped = fnOf(!r.isSine, theta);
    addNumericMistake(to, Slip::sinCosSwapped, swapped,
                      "core-slip-explain-sin-cos-swapped swappedFn:t angle:a value:f@shown shown:x coordinate function:m pair layout:m",
                      fnName(!r.isSine), theta, swapped, shown, i, functionWord(r.isSine), r.pair,
                      layoutWord(s.layout));

    // pos - 1 and pos + 1 taken exactly (as quantities: a double may not hold them).
    const Quantity minusOne = fnOf(r.isSine, (pos - 1.0) * omegaOf(r.pair, s));
    const Quantity plusOne = fnOf(r.isSine, (pos + 1.0) * omegaOf(r.pair, s));
    if (c.numbering == Numbering::position) {
        addNumericMistake(to, Slip::originOffByOne, minusOne,
                          "core-slip-explain-position-counted-from-one pos posMinusOne value:f@shown shown:x",
                          pos, pos - 1.0, minusOne, shown);
        addNumericMistake(to, Slip::originOffByOne, plusOne,
                          "core-slip-explain-position-plus-one pos posPlusOne value:f@shown shown:x",
                          pos, pos + 1.0, plusOne, shown);
    } else if (c.numbering == Numbering::token) {
        if (c.origin == 1)
            addNumericMistake(to, Slip::originOffByOne, plusOne,
                              "core-slip-explain-token-as-position token value:f@shown shown:x pos",
                              token, plusOne, shown, pos);
        else
            addNumericMistake(to, Slip::originOffByOne, plusOne,
                              "core-slip-explain-token-counted-from-one token posPlusOne value:f@shown shown:x pos",
                              token, pos + 1.0, plusOne, shown, pos);
        if (c.origin == 0)
            addNumericMistake(to, Slip::originOffByOne, minusOne,
                              "core-slip-explain-token-minus-one token pos value:f@shown shown:x",
                              token, pos - 1.0, minusOne, shown);
    }

    // The exponent built from the index i, or from 2i, instead of the pair's 2k.
    const int twoK = 2 * r.pair;
    for (const int used : {i, 2 * i}) {
        if (used == twoK) continue; // the right exponent after all
        const Quantity v = fnOf(r.isSine, pos * Quantity::ratioPowerOf(s.base, -used, s.dModel));
        if (used == i)
            addNumericMistake(to, Slip::exponentUsesI, v,
                              "core-slip-explain-exponent-uses-i coordinate twoK fn:t pos:a base dModel value:f@shown shown:x",
                              i, twoK, f, pos, s.base, s.dModel, v, shown);
        else
            addNumericMistake(to, Slip::exponentUsesI, v,
                              "core-slip-explain-exponent-uses-two-i twoI twoK fn:t pos:a base dModel value:f@shown shown:x",
                              used, twoK, f, pos, s.base, s.dModel, v, shown);
        if (i == 0) break; // 2i = i
    }

    const Settings other = otherLayout(s);
    const CoordinateRole ro = coordinateRole(i, other);
    const Quantity swappedLayout = fnOf(ro.isSine, pos * omegaOf(ro.pair, s));
    const Slip layoutSlip =
        s.layout == Layout::interleaved ? Slip::layoutConcatenated : Slip::layoutInterleaved;
    addNumericMistake(to, layoutSlip, swappedLayout,
                      "core-slip-explain-other-layout usedLayout:m coordinate usedFunction:m usedPair value:f@shown shown:x layout:m function:m pair",
                      layoutWord(other.layout), i, functionWord(ro.isSine), ro.pair, swappedLayout, shown,
                      layoutWord(s.layout), functionWord(r.isSine), r.pair);

    // Another pair's frequency: pair 0's (the division by base^(2k/d_model) left out), or a
    // neighbour's (k taken from i the wrong way, such as (i + 1)/2 for a cosine, or counted from 1).
    // After the other layout, whose explanation is the better one where both give the same value.
    for (const int j : {0, r.pair - 1, r.pair + 1}) {
        if (j < 0 || j == r.pair || j >= s.dModel / 2) continue;
        const Quantity v = fnOf(r.isSine, pos * omegaOf(j, s));
        if (j == 0)
            addNumericMistake(to, Slip::wrongPair, v,
                              "core-slip-explain-pair-zero-frequency fn:t pos:a value:f@shown shown:x coordinate pair base twoK dModel theta:a",
                              f, pos, v, shown, i, r.pair, s.base, twoK, s.dModel, theta);
        else
            addNumericMistake(to, Slip::wrongPair, v,
                              "core-slip-explain-neighbour-pair usedPair fn:t pos:a base twoJ dModel value:f@shown shown:x coordinate pair",
                              j, f, pos, s.base, 2 * j, s.dModel, v, shown, i, r.pair);
    }

    addNumericMistake(to, Slip::angleInsteadOfValue, theta,
                      "core-slip-explain-angle-instead-of-value angle:a function:m",
                      theta, functionWord(r.isSine));
}

double coordinateValue(const CoordinateAsked& asked) {
    double pos = 0;
    if (asked.pos.isNumber(pos)) return coordinate(pos, asked.i, asked.settings);
    const CoordinateRole r = coordinateRole(asked.i, asked.settings);
    return fnOf(r.isSine, asked.pos * omegaOf(r.pair, asked.settings)).value();
}

CoordinateAsked checkedCoordinate(const CoordinateTarget& t) {
    validate(t.settings);
    const int origin = checkedOrigin(t.origin);
    const double token = t.byToken ? checkedToken(t.token) : 0;
    const double pos = t.byToken ? token - origin : checkedPosition(t.pos);
    const int i = checkedCoordinateIndex(t.i, t.settings);
    checkedDecimals(t.decimals);
    return CoordinateAsked{pos, i, t.settings, t.byToken ? Numbering::token : Numbering::position,
                           token, origin};
}

const char* coordinateMistakeName(std::string_view code) {
    static constexpr auto kNames = mistakeNamesOf(kCoordinateSlips);
    return mistakeNameAmong(code, kNames.code, kNames.name, std::size(kCoordinateSlips));
}

std::vector<Mistake> coordinateMistakes(const CoordinateTarget& t) {
    const CoordinateAsked asked = checkedCoordinate(t);
    std::vector<Mistake> slips;
    addCoordinateMistakes(SlipsFor{slips, coordinateValue(asked), checkedDecimals(t.decimals)}, asked);
    return slips;
}

} // namespace pe
