#!/usr/bin/python3
"""Writes tests/reference/exactness.tsv: values of the sinusoidal positional encoding for every
position a double holds up to 2^53 (large, fractional and negative), bases from 1.5 to 10^9 (and
10^300), d_model up to 16384, computed with mpmath at 50 digits independently of the C++ core; and
positions constructed so that a value sits within 10^-14 of a rounding tie at 6 or at 12 decimals.

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
    mp.dps = 100
    for name, x, y in FUNCTIONS:
        hi, mid, lo = triple_double(function_value(name, x, y))
        lines.append("\t".join(["function", name, inp(x), inp(y if y is not None else 0), repr(hi), repr(mid), repr(lo)]))
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d rows to %s" % (len(lines), OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
