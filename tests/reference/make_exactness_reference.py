#!/usr/bin/python3
"""Writes tests/reference/exactness.tsv: values of the sinusoidal positional encoding for every
position a double holds up to 2^53 (large, fractional and negative), bases from 1.5 to 10^9 (and
10^300), d_model up to 16384, computed with mpmath at 50 digits independently of the C++ core; and
positions constructed so that a value sits within 10^-14 of a rounding tie at 6 or 12 decimals; and
RoPE's rotations and scores at such positions with every scaling method, its frequencies theta'_k the
exact values of each method's formula (make_rope_reference.py's, from the papers and docs/rope.md).

Run with Debian's interpreter (it has python3-mpmath):
    /usr/bin/python3 tests/reference/make_exactness_reference.py

Every input is a binary64 number written with repr(), which reads back as exactly that double; each
value is exact for those doubles. The digits of a value are the value correctly rounded (mpmath at 50
digits decides: no value here is within 10^-40 of a tie).

Formulas (the 2017 paper, pair k = 0 .. d_model/2 - 1):
  omega_k = base^(-2k/d_model)
  interleaved:  PE(pos, 2k) = sin(pos*omega_k),  PE(pos, 2k+1) = cos(pos*omega_k)
  concatenated: PE(pos, k)  = sin(pos*omega_k),  PE(pos, d/2+k) = cos(pos*omega_k)
  dot(p, q) = sum over k of cos(omega_k (p - q))
"""

import math
import os
import random
import sys

import mpmath
from mpmath import mp, mpf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_rope_reference as rope  # noqa: E402  (its formulas; it sets mp.dps on import)

mp.dps = 50
DIGITS = 30
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "exactness.tsv")
TWO53 = 2.0 ** 53


def num(x):
    return "0" if x == 0 else mpmath.nstr(x, DIGITS, strip_zeros=False)


def inp(x):
    x = float(x)
    return repr(int(x)) if x.is_integer() and abs(x) <= TWO53 else repr(x)


def role(i, d, layout):
    if layout == "interleaved":
        return i // 2, i % 2 == 0
    half = d // 2
    return (i, True) if i < half else (i - half, False)


def omega(d, base, k):
    return mpf(base) ** (mpf(-2 * k) / d)


def coordinate(pos, i, d, base, layout):
    k, is_sine = role(i, d, layout)
    a = mpf(pos) * omega(d, base, k)
    return mpmath.sin(a) if is_sine else mpmath.cos(a)


def digits(x, decimals):
    """x correctly rounded to `decimals` decimals, written as the core and toFixed write it."""
    scaled = abs(x) * mpf(10) ** decimals
    n = int(mpmath.floor(scaled + mpf("0.5")))
    text = str(n).rjust(decimals + 1, "0")
    if decimals:
        text = text[:-decimals] + "." + text[-decimals:]
    return ("-" if x < 0 and n != 0 else "") + text


def tie_distance(x, decimals):
    """How far x is from the nearest rounding tie at `decimals` decimals."""
    scaled = abs(x) * mpf(10) ** decimals
    return abs(scaled - mpmath.floor(scaled) - mpf("0.5")) / mpf(10) ** decimals


def indices(d):
    if d <= 16:
        return list(range(d))
    s = {0, 1, 2, 3, 4, 5, d // 2 - 1, d // 2, d // 2 + 1, d - 2, d - 1}
    s |= set(range(0, d, max(2, d // 12)))
    return sorted(i for i in s if i < d)


LARGE = [TWO53, TWO53 - 1, -TWO53, 1e15, 999999999999999.0, 1000000007.0, 131072.0, 9007199254740000.0,
         4503599627370495.5, -4503599627370495.5, 2.0 ** 52 + 0.25 * 3, 123456789012.375, -98765432109876.0,
         1234567.890625, 0.1, -2.5e-7, 65536.0, 3.0e14 + 1, 7.0e15 + 13]

# (d_model, base, layout, positions)
COORD_GROUPS = [
    (4, 10000.0, "interleaved", LARGE),
    (4, 10000.0, "concatenated", LARGE),
    (16, 500000.0, "interleaved", LARGE),
    (16, 1.5, "concatenated", LARGE),
    (64, 1e9, "interleaved", LARGE),
    (64, 2.0, "interleaved", [TWO53, -TWO53 + 1, 1e15, 0.75, -3.5]),
    (512, 10000.0, "interleaved", [TWO53, 1e15, -123456789012345.0, 4503599627370495.5]),
    (512, 1e300, "concatenated", [TWO53, 1e15, 2.5, -1e-300]),
    (4096, 1.0001, "interleaved", [TWO53, -1e15 + 7]),
    (16384, 10000.0, "interleaved", [TWO53, 1e15 + 1, -7.25]),
    (16384, 1e9, "concatenated", [TWO53 - 3, 33.5]),
]

# Evenly spaced positions (the tables' split), far out: (d_model, base, layout, start, step, count, rows)
RANGE_GROUPS = [
    (16, 10000.0, "interleaved", 1e15, 1.0, 300, [0, 1, 2, 7, 8, 49, 50, 64, 299]),
    (8, 500000.0, "concatenated", -TWO53, 3.0, 500, [0, 1, 63, 64, 100, 499]),
    (64, 1e9, "interleaved", 2.0 ** 52, 0.5, 200, [0, 1, 35, 199]),
    (32, 1.5, "interleaved", 0.1, 1.0, 300, [0, 1, 2, 150, 299]),  # 0.1, 1.1, ... rounded: off the grid
    (512, 10000.0, "interleaved", 0.0, 1.0, 2048, [0, 1, 255, 1000, 2047]),
]

# The arbitrary-precision functions themselves: (name, argument, second argument or None).
FUNCTIONS = [("exp", x, None) for x in (1e-20, 0.5, -1.25, 10.0, -70.0, 700.0)] + \
            [("log", x, None) for x in (1.0000000001, 0.75, 2.0, 1e-300, 1e300, 10000.0, 1.5)] + \
            [(f, x, None) for f in ("sin", "cos")
             for x in (1e-20, 0.5, 1.5707963267948966, 3.141592653589793, -10.0, 1e15, TWO53, -4503599627370495.5)] + \
            [("pow", b, e) for b, e in ((10000.0, -0.5), (1e9, -2046 / 2048), (1.5, 0.375), (1e300, -0.25))] + \
            [("pi", 0.0, None)]


def function_value(name, x, y):
    x = mpf(x)
    if name == "pow":
        return x ** mpf(y)
    if name == "pi":
        return +mpmath.pi
    return {"exp": mpmath.exp, "log": mpmath.log, "sin": mpmath.sin, "cos": mpmath.cos}[name](x)


def triple_double(x):
    """x as the sum of three doubles, each the nearest to what the ones before leave: within about
    2^-160 of x, relative."""
    parts = []
    rest = x
    for _ in range(3):
        d = float(rest)
        parts.append(d)
        rest -= mpf(d)
    return parts


# Dot products far out and at large d_model: (d_model, base, p, q)
DOTS = [(4, 10000.0, 1e15, 0.0), (16, 500000.0, TWO53, 1000000007.0), (512, 10000.0, -TWO53, 12.5),
        (16384, 10000.0, 1e15, 1e15 - 3), (4096, 1e9, 123456789.0, -987654321.0)]


# RoPE: (scaling, d, base, layout, positions); a scaling as make_rope_reference.py writes it.
NONE = {"type": "none"}
LINEAR = {"type": "linear", "factor": 8.0}
NTK = {"type": "ntk", "factor": 4.0}
DYNAMIC = {"type": "dynamic", "factor": 2.0, "originalContext": 4096.0, "length": 16384.0}
YARN = {"type": "yarn", "factor": 32.0, "originalContext": 4096.0, "betaFast": 32.0, "betaSlow": 1.0, "truncate": True}
YARN_UNCUT = {"type": "yarn", "factor": 4.0, "originalContext": 32768.0, "betaFast": 32.0, "betaSlow": 1.0,
              "truncate": False}
LLAMA3 = {"type": "llama3", "factor": 8.0, "originalContext": 8192.0, "lowFreqFactor": 1.0, "highFreqFactor": 4.0}
ROPE_POSITIONS = [TWO53, -TWO53, TWO53 - 1, 1e15, 1000000007.0, 131072.0, 4503599627370495.5, -98765432109876.0,
                  1234567.890625, -2.5e-7, 0.1, 7.0e15 + 13]
ROPE_GROUPS = [
    (NONE, 16, 500000.0, "interleaved", ROPE_POSITIONS),
    (LINEAR, 16, 10000.0, "concatenated", ROPE_POSITIONS),
    (NTK, 64, 10000.0, "interleaved", ROPE_POSITIONS),
    (DYNAMIC, 128, 10000.0, "concatenated", ROPE_POSITIONS),
    (YARN, 128, 10000.0, "interleaved", ROPE_POSITIONS),
    (YARN_UNCUT, 128, 1000000.0, "concatenated", ROPE_POSITIONS),
    (LLAMA3, 128, 500000.0, "concatenated", ROPE_POSITIONS),
    (LLAMA3, 16384, 1e9, "interleaved", [TWO53, 1e15 + 1, -7.25]),
    (NTK, 4, 1.5, "interleaved", [TWO53, -1e15, 0.75]),
]
# Scores far out: (scaling, d, base, layout, m, n); q and k are fixed small vectors (score_vectors).
ROPE_SCORES = [(NONE, 8, 10000.0, "interleaved", TWO53, 0.0), (LLAMA3, 128, 500000.0, "concatenated", 1e15, -1e15),
               (YARN, 64, 10000.0, "interleaved", -TWO53, 12.5), (LINEAR, 16, 1e6, "concatenated", 131072.0, 7.0e15)]


def scaling_text(sc):
    """type,factor,originalContext,length,betaFast,betaSlow,truncate,lowFreqFactor,highFreqFactor"""
    defaults = {"factor": 1.0, "betaFast": 32.0, "betaSlow": 1.0}
    keys = ["factor", "originalContext", "length", "betaFast", "betaSlow"]
    parts = [sc["type"]] + [repr(float(sc.get(key, defaults.get(key, 0.0)))) for key in keys]
    parts.append("1" if sc.get("truncate", True) else "0")
    parts += [repr(float(sc.get(key, 0.0))) for key in ("lowFreqFactor", "highFreqFactor")]
    return ",".join(parts)


def wavelength_decimals(x):
    """6 decimals, or fewer so that at most 15 significant digits are written (as the core writes)."""
    whole = len(str(int(mpmath.floor(abs(x)))))
    return max(0, min(6, 15 - whole))


def rope_pairs(d):
    if d <= 16:
        return list(range(d // 2))
    return sorted({0, 1, 2, d // 8, d // 4, d // 2 - 3, d // 2 - 2, d // 2 - 1} | set(range(0, d // 2, max(1, d // 16))))


def score_vectors(d):
    q = [((j * 7) % 9 - 4) / 2.0 for j in range(d)]
    k = [((j * 5 + 3) % 9 - 4) / 2.0 for j in range(d)]
    return q, k


def near_ties(rng):
    """Positions constructed so that a value lies within 1e-14 of a tie at 6 or 12 decimals: the
    double nearest (asin or acos of a tie) / omega_k, and its neighbours, kept when close enough;
    and, for 12 decimals, large integer positions found by trying many."""
    rows = []
    settings = [(4, 10000.0, "interleaved"), (16, 500000.0, "concatenated"), (64, 1.5, "interleaved"),
                (512, 1e9, "interleaved")]
    for d, base, layout in settings:
        for decimals in (6, 12):
            found = 0
            attempts = 0
            while found < 4 and attempts < 400:
                attempts += 1
                i = rng.randrange(d)
                k, is_sine = role(i, d, layout)
                w = omega(d, base, k)
                n = rng.randrange(-10 ** decimals + 1, 10 ** decimals - 1)
                tie = (mpf(n) + mpf("0.5")) / mpf(10) ** decimals
                angle = mpmath.asin(tie) if is_sine else mpmath.acos(tie)
                turns = rng.randrange(0, 3)
                pos0 = float((angle + 2 * mpmath.pi * turns) / w)
                candidates = [pos0]
                for toward in (math.inf, -math.inf):
                    pos = pos0
                    for _ in range(3):
                        pos = math.nextafter(pos, toward)
                        candidates.append(pos)
                best = None
                for pos in candidates:
                    x = coordinate(pos, i, d, base, layout)
                    dist = tie_distance(x, decimals)
                    if best is None or dist < best[0]:
                        best = (dist, pos, x)
                if best[0] < mpf("1e-14"):
                    rows.append((d, base, layout, best[1], i, decimals, best[2]))
                    found += 1
    # 12 decimals far out: integer positions near 10^15 and 2^53, tried until some fall near a tie.
    for d, base, layout in [(4, 10000.0, "interleaved"), (16, 500000.0, "interleaved")]:
        found = 0
        while found < 4:
            pos = float(rng.choice([10 ** 15, 2 ** 53 - 10 ** 6, 10 ** 9]) + rng.randrange(10 ** 6))
            if rng.random() < 0.3:
                pos = -pos
            i = rng.randrange(d)
            x = coordinate(pos, i, d, base, layout)
            if tie_distance(x, 12) < mpf("1e-14"):
                rows.append((d, base, layout, pos, i, 12, x))
                found += 1
    return rows


# ---- The quiz's RoPE questions (rope-score, rope-turns, rope-scaled): the digits of their expected
# values and of the numbers of their worked steps, with more than two non-zero pairs, positions up to
# 2^53, and inputs tuned so that a number shown sits within 1e-14 of a rounding tie.

def fixed(x, decimals):
    """digits(x, decimals) with at most 15 digits in all, as the core writes fixed decimals."""
    whole = len(str(int(mpmath.floor(abs(x)))))
    return digits(x, max(0, min(decimals, 15 - whole)))


def vec(v):
    return ",".join(inp(x) for x in v)


def pair_terms(q, kv, d, layout):
    """Per pair j: (j, q_a k_a + q_b k_b, q_a k_b - q_b k_a), exact, for the pairs not both zero."""
    out = []
    for j in range(d // 2):
        a, b = rope.pair_indices(d, layout, j)
        dot = mpf(q[a]) * mpf(kv[a]) + mpf(q[b]) * mpf(kv[b])
        cross = mpf(q[a]) * mpf(kv[b]) - mpf(q[b]) * mpf(kv[a])
        if dot != 0 or cross != 0:
            out.append((j, dot, cross))
    return out


def score_from(terms, offset, frequency):
    """The score as the sum of its pair terms, each angle offset * frequency(j)."""
    return mpmath.fsum(dot * mpmath.cos(mpf(offset) * frequency(j)) + cross * mpmath.sin(mpf(offset) * frequency(j))
                       for j, dot, cross in terms)


def tuned_first_entry(q, kv, d, layout, value_of, decimals):
    """q with q[first coordinate of the first non-zero pair] moved so that the score sits on a tie at
    `decimals` decimals, to within what a double can hold."""
    terms = pair_terms(q, kv, d, layout)
    j = terms[0][0]
    a, b = rope.pair_indices(d, layout, j)
    base_value = value_of(q)
    q1 = list(q)
    q1[a] = q[a] + 1.0
    slope = value_of(q1) - base_value
    scale = mpf(10) ** decimals
    tie = (mpmath.floor(base_value * scale) + mpf("0.5")) / scale
    q2 = list(q)
    q2[a] = float(mpf(q[a]) + (tie - base_value) / slope)
    return q2


def score_exact_rows(rng):
    """scoreexact rows: the core's exact score (Quantity::ropeScoreOf) far out, every pair non-zero."""
    rows = []
    cases = [(NONE, 8, 10000.0, "interleaved", TWO53, 0.0), (NONE, 16, 500000.0, "concatenated", -TWO53, TWO53 - 1),
             (LLAMA3, 128, 500000.0, "concatenated", 1e15, -1e15), (YARN, 64, 10000.0, "interleaved", -TWO53, 12.5),
             (LINEAR, 16, 1e6, "concatenated", 131072.0, 7.0e15), (NTK, 32, 10000.0, "interleaved", 4503599627370495.5, 3.0),
             (DYNAMIC, 64, 10000.0, "concatenated", 1000000007.0, -98765432109876.0)]
    for sc, d, base, layout, m, n in cases:
        q, kv = score_vectors(d)
        rows.append((sc, d, base, layout, m, n, q, kv, rope.score(q, kv, m, n, d, base, layout, sc)))
    # Near ties at 12 decimals: large positions tried until the score falls within 1e-14 of one.
    d, base, layout = 8, 10000.0, "interleaved"
    q, kv = [1.0, 0.5, -1.0, 2.0, 0.25, -0.75, 1.5, -2.0], [0.5, 1.0, 1.0, -1.0, -0.5, 2.0, 0.75, 0.25]
    found = 0
    while found < 4:
        m = float(rng.choice([2 ** 53 - 10 ** 6, 10 ** 15, 10 ** 12]) + rng.randrange(10 ** 6))
        n = float(rng.randrange(-10 ** 6, 10 ** 6))
        value = rope.score(q, kv, m, n, d, base, layout, NONE)
        if tie_distance(value, 12) < mpf("1e-14"):
            rows.append((NONE, d, base, layout, m, n, q, kv, value))
            found += 1
    # Near ties at 6 decimals: q's first entry moved onto a tie, far out.
    for m, n in ((TWO53, 5.0), (-1e15, 3.0), (123456789.0, -987654321.0)):
        value_of = lambda v: rope.score(v, kv, m, n, d, base, layout, NONE)
        tuned = tuned_first_entry(q, kv, d, layout, value_of, 6)
        rows.append((NONE, d, base, layout, m, n, tuned, kv, value_of(tuned)))
    return rows


def score_quiz_rows():
    """scorequiz rows: rope-score questions (tokens from 0, at most 10^6) with more than two non-zero
    pairs; the expected value's digits (six more decimals than asked, as the question carries them),
    the sum and the first three terms at 6 decimals, the sum at the decimals asked, and the slips at
    6 decimals: |m - n| for m - n, turned clockwise, the other layout, degrees, RoFormer's one-based
    index."""
    cases = [
        (8, 10000.0, "interleaved", [1.0, 0.5, -1.0, 2.0, 0.25, -0.75, 1.5, -2.0],
         [0.5, 1.0, 1.0, -1.0, -0.5, 2.0, 0.75, 0.25], 2.0, 7.0, 4, None),
        (16, 500000.0, "concatenated", None, None, 999999.0, 3.0, 4, None),
        (64, 10000.0, "interleaved", None, None, 1000000.0, 0.0, 6, None),
        # Tuned onto ties: at 4 decimals (the default) and at 6.
        (8, 10000.0, "interleaved", [1.0, 0.5, -1.0, 2.0, 0.25, -0.75, 1.5, -2.0],
         [0.5, 1.0, 1.0, -1.0, -0.5, 2.0, 0.75, 0.25], 31.0, 5.0, 4, 4),
        (8, 10000.0, "concatenated", [0.3, -0.7, 0.1, 0.9, -0.2, 0.4, 0.6, -0.8],
         [0.2, 0.6, -0.4, 0.3, 0.7, -0.1, 0.5, 0.9], 640000.0, 12.0, 6, 6),
        (16, 10000.0, "interleaved", None, None, 4096.0, 1.0, 6, 6),
    ]
    rows = []
    for d, base, layout, q, kv, m, n, decimals, tune in cases:
        if q is None:
            q, kv = score_vectors(d)
        if tune is not None:
            q = tuned_first_entry(q, kv, d, layout, lambda v: rope.score(v, kv, m, n, d, base, layout, NONE), tune)
        other = "concatenated" if layout == "interleaved" else "interleaved"
        terms, other_terms = pair_terms(q, kv, d, layout), pair_terms(q, kv, d, other)
        omega_of = lambda j: rope.theta(d, base, j)
        offset = mpf(m) - mpf(n)
        value = score_from(terms, offset, omega_of)
        shown = [dot * mpmath.cos(offset * omega_of(j)) + cross * mpmath.sin(offset * omega_of(j))
                 for j, dot, cross in terms[:3]]
        slips = [score_from(terms, abs(offset), omega_of), score_from(terms, -offset, omega_of),
                 score_from(other_terms, offset, omega_of),
                 score_from(terms, offset, lambda j: omega_of(j) * mp.pi / 180),
                 score_from(terms, offset, lambda j: rope.theta(d, base, j - 1))]
        rows.append([str(d), inp(base), layout, vec(q), vec(kv), inp(m), inp(n), str(decimals),
                     fixed(value, min(decimals + 6, 17)), digits(value, 6), digits(value, decimals),
                     ",".join(digits(t, 6) for t in shown), ",".join(digits(v, 6) for v in slips),
                     mpmath.nstr(min(tie_distance(value, decimals), tie_distance(value, 6)), 3)])
    return rows


def trimmed(text):
    """An angle's six decimals with trailing zeros trimmed, as the core writes kind a."""
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def significant(x):
    """Six significant digits as the core writes kind g for the magnitudes here (1e-5 <= |x| < 1e15)."""
    x = mpf(x)
    exponent = int(mpmath.floor(mpmath.log10(abs(x))))
    decimals = max(0, 5 - exponent)
    text = digits(x, decimals)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def turns_rows():
    """turnsquiz rows: rope-turns questions; the count, the threshold pair (six decimals, trimmed), the
    slowest wavelength at 1 decimal and the context over it at 3, and the two slips' counts."""
    cases = [(128, 10000.0, 4096.0), (128, 500000.0, 8192.0), (4, 10000.0, 100.0), (16384, 1e9, 1e12),
             (2, 10000.0, 7.0), (512, 1.5, 131072.0)]
    # Bases tuned so that a wavelength lies within a unit in the last place of the context (the count
    # is decided by the exact value), or a number shown sits on a tie.
    for d, k, context in ((128, 40, 999999999999.0), (64, 20, 1000000.0), (16, 7, 131072.0), (128, 63, 1e12)):
        exponent = mpf(d) / (2 * k)
        base = float((mpf(context) / (2 * mp.pi)) ** exponent)
        # Where a neighbouring base puts the wavelength above the context by less than half a unit in
        # its last place (the double nearest it is the context itself), that base.
        for toward in (math.inf, -math.inf):
            b = base
            for _ in range(40):
                lam = 2 * mp.pi * mpf(b) ** (mpf(2 * k) / d)
                if lam > context and float(lam) == context:
                    base = b
                    break
                b = math.nextafter(b, toward)
        cases.append((d, base, context))
    for d, context, target in ((128, 4096.0, mpf("45.0268815")), (64, 65536.0, mpf("20.1234565"))):
        # threshold = d ln(context/2pi) / (2 ln b) = target, a tie at six decimals
        cases.append((d, float(mpmath.exp(d * mpmath.log(mpf(context) / (2 * mp.pi)) / (2 * target))), context))
    rows = []
    for d, base, context in cases:
        b = mpf(base)
        lam = lambda k, two_pi=True, shift=0: (2 * mp.pi if two_pi else 1) * b ** (mpf(2 * (k - shift)) / d)
        count = sum(1 for k in range(d // 2) if lam(k) > context)
        threshold = d * mpmath.log(mpf(context) / (2 * mp.pi)) / (2 * mpmath.log(b))
        slowest = lam(d // 2 - 1)
        nearest = min(abs(lam(k) - context) for k in range(d // 2))
        rows.append(["turnsquiz", str(d), inp(base), inp(context), str(count), trimmed(digits(threshold, 6)),
                     fixed(slowest, 1), fixed(mpf(context) / slowest, 3),
                     str(sum(1 for k in range(d // 2) if lam(k, False) > context)),
                     str(sum(1 for k in range(d // 2) if lam(k, True, 1) > context)),
                     mpmath.nstr(tie_distance(threshold, 6), 3), mpmath.nstr(nearest, 3)])
    return rows


def scaled_rows():
    """scaledquiz rows: rope-scaled questions and the numbers of their steps: theta_k (kind g), then
    per method (each kind g unless noted) -- dynamic: the factor on the base; ntk and dynamic: that
    factor and the raised base b'; yarn: the correction pairs, the range's ends and the ramp (kind a);
    llama3: the wavelength, L0/high, L0/low and, in between, smooth (kind a). The expected value at
    six more decimals than asked."""
    cases = [
        (8, 10000.0, {"type": "ntk", "factor": 8.0}, 1, False, 5),
        (8, 10000.0, {"type": "dynamic", "factor": 2.0, "originalContext": 2048.0, "length": 8192.0}, 1, False, 5),
        (64, 10000.0, {"type": "yarn", "factor": 16.0, "originalContext": 4096.0, "betaFast": 32.0, "betaSlow": 1.0,
                       "truncate": True}, 15, False, 6),
        (128, 1000000.0, dict(YARN_UNCUT), 30, True, 2),
        (128, 500000.0, dict(LLAMA3), 30, False, 7),
        (128, 500000.0, dict(LLAMA3), 40, True, 2),
        (16384, 1e9, {"type": "yarn", "factor": 40.0, "originalContext": 131072.0, "betaFast": 32.0, "betaSlow": 1.0,
                      "truncate": False}, 3000, False, 12),
    ]
    # Tuned onto ties: NTK's raised base at six significant digits (by the factor), YaRN's ramp at six
    # decimals (by betaFast), Llama 3.1's smooth at six decimals (by highFreqFactor).
    d, base, k = 64, 10000.0, 20
    target = mpf("123456.5")  # b', a tie at six significant digits
    factor = float((target / base) ** (mpf(d - 2) / d))
    cases.append((d, base, {"type": "ntk", "factor": factor}, k, False, 6))
    sc = {"type": "yarn", "factor": 4.0, "originalContext": 32768.0, "betaFast": 32.0, "betaSlow": 1.0, "truncate": False}
    d, base, k = 128, 1000000.0, 30
    high = d * mpmath.log(mpf(32768) / (2 * mp.pi)) / (2 * mpmath.log(mpf(base)))
    ramp_tie = mpf("0.2345675")
    low = (k - ramp_tie * high) / (1 - ramp_tie)  # (k - low)/(high - low) = ramp_tie
    sc["betaFast"] = float(mpf(32768) / (2 * mp.pi) / mpmath.exp(low * 2 * mpmath.log(mpf(base)) / d))
    cases.append((d, base, sc, k, False, 6))
    sc = dict(LLAMA3)
    d, base, k = 128, 500000.0, 30
    lam = 2 * mp.pi / rope.theta(d, base, k)
    smooth_tie = mpf("0.3456785")
    # smooth = (L0/lam - low)/(high - low) = smooth_tie  =>  high = low + (L0/lam - low)/smooth_tie
    sc["highFreqFactor"] = float(1 + (mpf(8192) / lam - 1) / smooth_tie)
    cases.append((d, base, sc, k, False, 7))
    rows = []
    for d, base, sc, k, wavelength, decimals in cases:
        full = dict(sc)
        t = rope.theta(d, base, k)
        value = rope.scaled(d, base, full, k)
        if wavelength:
            value = 2 * mp.pi / value
        steps = [significant(t)]
        s = mpf(sc["factor"])
        b = mpf(base)
        if sc["type"] in ("ntk", "dynamic"):
            g = s
            if sc["type"] == "dynamic":
                L0 = mpf(sc["originalContext"])
                g = s * max(mpf(sc["length"]), L0) / L0 - (s - 1)
            steps += [significant(g), significant(b * g ** (mpf(d) / (d - 2)))]
        elif sc["type"] == "yarn":
            L0 = mpf(sc["originalContext"])
            c = lambda beta: d * mpmath.log(L0 / (2 * mp.pi * mpf(beta))) / (2 * mpmath.log(b))
            lo, hi = c(sc["betaFast"]), c(sc["betaSlow"])
            steps += [trimmed(digits(lo, 6)), trimmed(digits(hi, 6))]
            if sc.get("truncate", True):
                lo, hi = mpmath.floor(lo), mpmath.ceil(hi)
            lo, hi = max(lo, 0), min(hi, d - 1)
            if lo == hi:
                hi = hi + mpf(float(0.001))
            ramp = min(max((k - lo) / (hi - lo), 0), 1)
            steps += [trimmed(digits(lo, 6)), trimmed(digits(hi, 6)), trimmed(digits(ramp, 6))]
        else:
            L0 = mpf(sc["originalContext"])
            low, high = mpf(sc["lowFreqFactor"]), mpf(sc["highFreqFactor"])
            lam = 2 * mp.pi / t
            steps += [significant(lam), significant(L0 / high), significant(L0 / low)]
            if L0 / high <= lam <= L0 / low:
                steps.append(trimmed(digits((L0 / lam - low) / (high - low), 6)))
        rows.append(["scaledquiz", scaling_text(sc), str(d), inp(base), str(k), "1" if wavelength else "0", str(decimals),
                     fixed(value, min(decimals + 6, 17)), ",".join(steps)])
    return rows


def main():
    rng = random.Random(20170612)
    lines = [
        "# Reference values for sinusoidal-pe's exactness, made by tests/reference/make_exactness_reference.py",
        "# with mpmath %s at mp.dps = %d; values to %d significant digits, digits correctly rounded." % (
            mpmath.__version__, mp.dps, DIGITS),
        "# Inputs are binary64 numbers written to read back exactly; each value is exact for those doubles.",
        "# coord\td_model\tbase\tlayout\tpos\ti\tvalue\tdigits at 6 decimals\tdigits at 12 decimals",
        "# range\td_model\tbase\tlayout\tstart\tstep\tcount\tr\tpos\ti\tvalue   (pos = start + r*step in binary64)",
        "# tie\td_model\tbase\tlayout\tpos\ti\tdecimals\tvalue\tdigits\tdistance to the tie",
        "# dot\td_model\tbase\tp\tq\tvalue\tdigits at 6 decimals\tdigits at 12 decimals",
        "# function\tname\tx\ty\thi\tmid\tlo   (the value is hi + mid + lo to about 2^-160 of itself; y for pow only)",
        "# rope\tscaling\td\tbase\tlayout\tm\tk\ttheta'_k\tsin(m theta'_k)\tcos(m theta'_k)\ttheta'_k at 12 decimals"
        "\tdecimals\twavelength at those decimals (6, or fewer for at most 15 significant digits)   (scaling: type,factor,originalContext,length,betaFast,betaSlow,truncate,"
        "lowFreqFactor,highFreqFactor)",
        "# ropescore\tscaling\td\tbase\tlayout\tm\tn\tvalue\tscale   (q_j = ((7j mod 9) - 4)/2, k_j = (((5j + 3) mod 9)"
        " - 4)/2; scale = the sum over pairs of |q's pair| |k's pair|)",
        "# scoreexact\tscaling\td\tbase\tlayout\tm\tn\tq\tk\tvalue\tdigits at 6 decimals\tdigits at 12 decimals"
        "\tdistance to the nearer tie   (q and k comma-separated)",
        "# scorequiz\td\tbase\tlayout\tq\tk\ttoken m\ttoken n\tdecimals\texpected (decimals + 6, at most 17, 15 digits in all)\tsum at 6\tsum at"
        " decimals\tterms shown at 6\tslips at 6 (|m-n|, clockwise, other layout, degrees, one-based)\tdistance to the"
        " nearer tie   (tokens from 0)",
        "# turnsquiz\td\tbase\tcontext\tcount\tthreshold (6 decimals, trimmed)\tslowest wavelength at 1\tcontext over"
        " it at 3\twithout 2 pi\tone-based\tthreshold's distance to a tie\tnearest wavelength's distance to the context",
        "# scaledquiz\tscaling\td\tbase\tk\twavelength asked\tdecimals\texpected (decimals + 6)\tstep numbers"
        " (theta_k; dynamic factor; raised base; yarn k(betaFast), k(betaSlow), lo, hi, ramp; llama3 wavelength,"
        " L0/high, L0/low, smooth)",
    ]
    for d, base, layout, positions in COORD_GROUPS:
        for pos in positions:
            for i in indices(d):
                x = coordinate(pos, i, d, base, layout)
                lines.append("\t".join(["coord", str(d), inp(base), layout, inp(pos), str(i), num(x),
                                        digits(x, 6), digits(x, 12)]))
    for d, base, layout, start, step, count, rows in RANGE_GROUPS:
        for r in rows:
            pos = float(start) + float(r) * float(step)
            for i in indices(d):
                lines.append("\t".join(["range", str(d), inp(base), layout, inp(start), inp(step), str(count),
                                        str(r), inp(pos), str(i), num(coordinate(pos, i, d, base, layout))]))
    for d, base, layout, pos, i, decimals, x in near_ties(rng):
        lines.append("\t".join(["tie", str(d), inp(base), layout, inp(pos), str(i), str(decimals), num(x),
                                digits(x, decimals), mpmath.nstr(tie_distance(x, decimals), 3)]))
    for d, base, p, q in DOTS:
        total = mpmath.fsum(mpmath.cos(omega(d, base, k) * (mpf(p) - mpf(q))) for k in range(d // 2))
        lines.append("\t".join(["dot", str(d), inp(base), inp(p), inp(q), num(total), digits(total, 6),
                                digits(total, 12)]))
    for sc, d, base, layout, positions in ROPE_GROUPS:
        for k in rope_pairs(d):
            t = rope.scaled(d, base, sc, k)
            for m in positions:
                a = mpf(m) * t
                lines.append("\t".join(["rope", scaling_text(sc), str(d), inp(base), layout, inp(m), str(k), num(t),
                                        num(mpmath.sin(a)), num(mpmath.cos(a)), digits(t, 12),
                                        str(wavelength_decimals(2 * mp.pi / t)),
                                        digits(2 * mp.pi / t, wavelength_decimals(2 * mp.pi / t))]))
    for sc, d, base, layout, m, n in ROPE_SCORES:
        q, kv = score_vectors(d)
        value = rope.score(q, kv, m, n, d, base, layout, sc)
        scale = mpf(0)
        for j in range(d // 2):
            a, b = rope.pair_indices(d, layout, j)
            scale += mpmath.sqrt(mpf(q[a]) ** 2 + mpf(q[b]) ** 2) * mpmath.sqrt(mpf(kv[a]) ** 2 + mpf(kv[b]) ** 2)
        lines.append("\t".join(["ropescore", scaling_text(sc), str(d), inp(base), layout, inp(m), inp(n), num(value),
                                num(scale)]))
    for sc, d, base, layout, m, n, q, kv, value in score_exact_rows(rng):
        lines.append("\t".join(["scoreexact", scaling_text(sc), str(d), inp(base), layout, inp(m), inp(n), vec(q),
                                 vec(kv), num(value), digits(value, 6), digits(value, 12),
                                 mpmath.nstr(min(tie_distance(value, 6), tie_distance(value, 12)), 3)]))
    for row in score_quiz_rows():
        lines.append("\t".join(["scorequiz"] + row))
    for row in turns_rows() + scaled_rows():
        lines.append("\t".join(row))
    mp.dps = 100
    for name, x, y in FUNCTIONS:
        hi, mid, lo = triple_double(function_value(name, x, y))
        lines.append("\t".join(["function", name, inp(x), inp(y if y is not None else 0), repr(hi), repr(mid), repr(lo)]))
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d rows to %s" % (len(lines), OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
