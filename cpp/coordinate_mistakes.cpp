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
                          "It looks like PE at position 0 was taken to be all zeros. Only the sines "
                          "are 0 there; every cosine coordinate is cos 0 = 1.");

    const Quantity inDegrees = fnOf(r.isSine, theta * degree());
    addNumericMistake(to, Slip::degrees, inDegrees,
                      "It looks like the angle was taken in degrees: {0:t}({1:a}°) = {2:f@3}. The "
                      "formula measures angles in radians, so the value is {0:t}({1:a} rad).",
                      f, theta, inDegrees, shown);

    const Quantity swapped = fnOf(!r.isSine, theta);
    addNumericMistake(to, Slip::sinCosSwapped, swapped,
                      "It looks like sine and cosine were swapped: {0:t}({1:a}) = {2:f@3}, but "
                      "coordinate {4} holds the {5:t} of pair {6} in the {7:t} layout.",
                      fnName(!r.isSine), theta, swapped, shown, i, fnWord(r.isSine), r.pair,
                      layoutName(s.layout));

    // pos - 1 and pos + 1 taken exactly (as quantities: a double may not hold them).
    const Quantity minusOne = fnOf(r.isSine, (pos - 1.0) * omegaOf(r.pair, s));
    const Quantity plusOne = fnOf(r.isSine, (pos + 1.0) * omegaOf(r.pair, s));
    if (c.numbering == Numbering::position) {
        addNumericMistake(to, Slip::originOffByOne, minusOne,
                          "It looks like positions were counted from 1, taking pos = {0} − 1 = {1}: "
                          "that gives {2:f@3}. PE({0}) is at the formula position pos = {0}, counted "
                          "from 0.",
                          pos, pos - 1.0, minusOne, shown);
        addNumericMistake(to, Slip::originOffByOne, plusOne,
                          "It looks like 1 was added to the position: with pos = {0} + 1 = {1} you get "
                          "{2:f@3}. The formula takes the position as given, pos = {0}.",
                          pos, pos + 1.0, plusOne, shown);
    } else if (c.numbering == Numbering::token) {
        if (c.origin == 1)
            addNumericMistake(to, Slip::originOffByOne, plusOne,
                              "It looks like the token number was used as the position: with pos = "
                              "{0} you get {1:f@2}. Tokens are numbered from 1 here, so token {0} is "
                              "at position {0} − 1 = {3}.",
                              token, plusOne, shown, pos);
        else
            addNumericMistake(to, Slip::originOffByOne, plusOne,
                              "It looks like positions were counted from 1: with pos = {0} + 1 = {1} "
                              "you get {2:f@3}. Tokens are numbered from 0 here, so token {0} is at "
                              "position {4}.",
                              token, pos + 1.0, plusOne, shown, pos);
        if (c.origin == 0)
            addNumericMistake(to, Slip::originOffByOne, minusOne,
                              "It looks like 1 was subtracted from the token number: with pos = {0} "
                              "− 1 = {1} you get {2:f@3}. Tokens are numbered from 0 here, so no "
                              "subtraction is needed: pos = {0}.",
                              token, pos - 1.0, minusOne, shown);
    }

    // The exponent built from the index i, or from 2i, instead of the pair's 2k.
    const int twoK = 2 * r.pair;
    for (const int used : {i, 2 * i}) {
        if (used == twoK) continue; // the right exponent after all
        const Quantity v = fnOf(r.isSine, pos * Quantity::ratioPowerOf(s.base, -used, s.dModel));
        if (used == i)
            addNumericMistake(to, Slip::exponentUsesI, v,
                              "It looks like the exponent was built from the coordinate index i = {0} "
                              "instead of 2k = {1}: {2:t}({3:a} / {4}^({0}/{5})) = {6:f@7}. Both "
                              "coordinates of pair k share the exponent 2k/d_model.",
                              i, twoK, f, pos, s.base, s.dModel, v, shown);
        else
            addNumericMistake(to, Slip::exponentUsesI, v,
                              "It looks like the exponent used 2i = {0} instead of 2k = {1}: "
                              "{2:t}({3:a} / {4}^({0}/{5})) = {6:f@7}. In PE(pos, 2k) the 2k is the "
                              "pair's even coordinate, not twice the coordinate index.",
                              used, twoK, f, pos, s.base, s.dModel, v, shown);
        if (i == 0) break; // 2i = i
    }

    const Settings other = otherLayout(s);
    const CoordinateRole ro = coordinateRole(i, other);
    const Quantity swappedLayout = fnOf(ro.isSine, pos * omegaOf(ro.pair, s));
    const Slip layoutSlip =
        s.layout == Layout::interleaved ? Slip::layoutConcatenated : Slip::layoutInterleaved;
    addNumericMistake(to, layoutSlip, swappedLayout,
                      "It looks like the {0:t} layout was used: there coordinate {1} is the {2:t} of "
                      "pair {3}, which gives {4:f@5}. This question uses the {6:t} layout, where it is "
                      "the {7:t} of pair {8}.",
                      layoutName(other.layout), i, fnWord(ro.isSine), ro.pair, swappedLayout, shown,
                      layoutName(s.layout), fnWord(r.isSine), r.pair);

    // Another pair's frequency: pair 0's (the division by base^(2k/d_model) left out), or a
    // neighbour's (k taken from i the wrong way, such as (i + 1)/2 for a cosine, or counted from 1).
    // After the other layout, whose explanation is the better one where both give the same value.
    for (const int j : {0, r.pair - 1, r.pair + 1}) {
        if (j < 0 || j == r.pair || j >= s.dModel / 2) continue;
        const Quantity v = fnOf(r.isSine, pos * omegaOf(j, s));
        if (j == 0)
            addNumericMistake(to, Slip::wrongPair, v,
                              "It looks like the position was used as the angle, as for pair 0: "
                              "{0:t}({1:a}) = {2:f@3}. Coordinate {4} belongs to pair k = {5}, so the "
                              "position is divided by {6}^({7}/{8}) first: the angle is {9:a} rad.",
                              f, pos, v, shown, i, r.pair, s.base, twoK, s.dModel, theta);
        else
            addNumericMistake(to, Slip::wrongPair, v,
                              "It looks like the frequency of pair {0} was used: {1:t}({2:a} / "
                              "{3}^({4}/{5})) = {6:f@7}. Coordinate {8} belongs to pair k = {9}, so the "
                              "exponent is 2k/d_model with k = {9}.",
                              j, f, pos, s.base, 2 * j, s.dModel, v, shown, i, r.pair);
    }

    addNumericMistake(to, Slip::angleInsteadOfValue, theta,
                      "It looks like the answer stopped at the angle, {0:a} rad. The coordinate is the "
                      "{1:t} of that angle, which always lies between −1 and 1.",
                      theta, fnWord(r.isSine));
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
