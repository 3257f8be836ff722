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
    mp.dps = 100
    for name, x, y in FUNCTIONS:
        hi, mid, lo = triple_double(function_value(name, x, y))
        lines.append("\t".join(["function", name, inp(x), inp(y if y is not None else 0), repr(hi), repr(mid), repr(lo)]))
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d rows to %s" % (len(lines), OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
