#!/usr/bin/python3
"""Writes tests/reference/reference.tsv: values of the sinusoidal positional encoding computed in
high-precision arithmetic with mpmath, independently of the C++ core.

Run with Debian's interpreter (it has python3-mpmath):   /usr/bin/python3 tests/reference/make_reference.py

Every input (position, base, offset, p, q) is a binary64 number. It is written with repr(), which
strtod() and JavaScript's Number() read back as exactly that double, and the value beside it is the
exact real-arithmetic result for that double (not for the decimal it was typed as), rounded to
21 significant digits. So the only error in a value read back as a double is that last rounding.

Formulas (the 2017 paper, pair k = 0 .. d_model/2 - 1):
  omega_k  = base^(-2k/d_model),  lambda_k = 2*pi / omega_k
  interleaved:  PE(pos, 2k) = sin(pos*omega_k),  PE(pos, 2k+1) = cos(pos*omega_k)
  concatenated: PE(pos, k)  = sin(pos*omega_k),  PE(pos, d/2+k) = cos(pos*omega_k)
  shift matrix for offset t: [[cos(t*omega_k), sin(t*omega_k)], [-sin(t*omega_k), cos(t*omega_k)]]
  pairdot(k, p, q) = sin(p w) sin(q w) + cos(p w) cos(q w)      (evaluated as written, not as cos(w(p-q)))
  dot(p, q)        = the sum of pairdot over every pair
"""

import os
import sys

import mpmath
from mpmath import mp, mpf

mp.dps = 40
DIGITS = 21

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "reference.tsv")


def num(x):
    """A value to DIGITS significant digits (plain decimal or exponent form; both parse anywhere)."""
    if x == 0:
        return "0"
    return mpmath.nstr(x, DIGITS, strip_zeros=False)


def inp(x):
    """An input double, written so that it reads back exactly."""
    x = float(x)
    return repr(int(x)) if x.is_integer() and abs(x) < 2**53 else repr(x)


def omega(d, base, k):
    return mpf(base) ** (mpf(-2 * k) / d)


def coordinate(pos, i, d, base, layout):
    half = d // 2
    if layout == "interleaved":
        k, is_sine = i // 2, i % 2 == 0
    else:
        k, is_sine = (i, True) if i < half else (i - half, False)
    angle = mpf(pos) * omega(d, base, k)
    return mpmath.sin(angle) if is_sine else mpmath.cos(angle)


def pairdot(k, p, q, d, base):
    w = omega(d, base, k)
    a, b = mpf(p) * w, mpf(q) * w
    return mpmath.sin(a) * mpmath.sin(b) + mpmath.cos(a) * mpmath.cos(b)


def sampled(d):
    """Every index for small widths; for large ones the first and last 64, the middle, a stride."""
    if d <= 512:
        return list(range(d))
    s = set(range(0, 64)) | set(range(d // 2 - 4, d // 2 + 4)) | set(range(d - 64, d))
    s |= set(range(0, d, 97))
    return sorted(s)


TWO_PI_DOUBLE = 6.283185307179586  # the double nearest 2*pi, as a program would write it

SMALL = [0, 1, 2, 3, 8, 50, 100, 1000, TWO_PI_DOUBLE, -1, -5, -2.5, 0.1, 0.5, 1e-3, 2.0**-20,
         12345.678, 46341.123, 65535.99999, 65536, -65536, -65535.5]

# (d_model, base, layout, positions, indices or None for all)
COORD_GROUPS = [
    (4, 10000.0, "interleaved", SMALL, None),
    (4, 10000.0, "concatenated", SMALL, None),
    (2, 10000.0, "interleaved", [0, 1, -3.75, 65536, -65536], None),
    (6, 1.0001, "interleaved", [0, 7, -7, 65536, -65535.25], None),
    (64, 2.0, "interleaved", [0, 1, -1, 3.5, 4096, 65536, -65536], None),
    (64, 2.0, "concatenated", [1, -1, 3.5, 65535], None),
    (128, 100.0, "interleaved", [0, 1, 617.125, -8191, 65536, -65536], None),
    (128, 1e6, "concatenated", [0.25, -40000, 65536], None),
    (512, 10000.0, "interleaved", [8191, 65536, -65535.75], None),
    (512, 10000.0, "concatenated", [3, -4096.5, 65536], list(range(0, 40)) + list(range(250, 262)) + list(range(500, 512))),
    (3000, 1e6, "interleaved", [65535.5, -12345.25], sampled(3000)),
    (4094, 10000.0, "interleaved", [65535, -0.1], sampled(4094)),
    # Base 1.0001 at d_model 4096: every omega is within 1e-4 of 1, so every pair turns about
    # 65536 radians at pos 65536 -- the worst case of the 2e-11 promise, in full.
    (4096, 1.0001, "interleaved", [65536], None),
    (4096, 1.0001, "concatenated", [-65535.875, 1000.5], sampled(4096)),
    (4096, 10000.0, "concatenated", [-65536], sampled(4096)),
    (4096, 10000.0, "interleaved", [65536, -1.5, 32768.0625], sampled(4096)),
    (4096, 1e6, "interleaved", [65536, -65536, 777.77], sampled(4096)),
]

def sampled_small(d):
    """Every index up to d_model 64; beyond, the first and last 16, the middle and a stride."""
    if d <= 64:
        return list(range(d))
    s = set(range(0, 16)) | set(range(d // 2 - 2, d // 2 + 2)) | set(range(d - 16, d))
    s |= set(range(0, d, 257))
    return sorted(s)


def range_position(start, step, r):
    """Row r of an evenly spaced range, as binary64 arithmetic gives it: start + r*step, two roundings."""
    return float(start) + float(r) * float(step)


# Evenly spaced positions, the case the core's table computes by rotating each row into the next
# (re-anchored every 256 rows): (d_model, base, layout, start, step, count, rows, indices).
RANGE_GROUPS = [
    (4, 10000.0, "interleaved", 0, 1, 1000, [0, 1, 2, 3, 8, 255, 256, 257, 511, 512, 999], None),
    (8, 10000.0, "concatenated", 1, 0.5, 3, [0, 1, 2], None),  # the fewest rows a range has
    (2, 10000.0, "interleaved", 0, TWO_PI_DOUBLE, 300, [0, 1, 255, 256, 299], None),
    (64, 2.0, "interleaved", 0, 0.1, 300, [1, 100, 255, 299], None),
    (128, 100.0, "interleaved", 65536, -0.1, 700, [0, 1, 255, 256, 600, 699], sampled_small(128)),
    (512, 10000.0, "concatenated", -65536, 0.25, 1000, [0, 1, 255, 256, 511, 767, 999], sampled_small(512)),
    (4096, 1.0001, "interleaved", 65536, -1, 600, [0, 1, 2, 127, 255, 256, 257, 511, 512, 599], sampled_small(4096)),
    # 1024 x 4096 values: the largest table the core computes at once.
    (4096, 1e6, "concatenated", 65536, -128, 1024, [0, 255, 256, 512, 1000, 1023], sampled_small(4096)),
]

FREQ_GROUPS = [
    (2, 10000.0, None),
    (4, 10000.0, None),
    (6, 1.0001, None),
    (64, 2.0, None),
    (512, 10000.0, None),
    (512, 100.0, None),
    (3000, 1e6, [0, 1, 2, 3, 700, 1499]),
    (4096, 1.0001, [0, 1, 2, 1024, 2046, 2047]),
    (4096, 1e6, [0, 1, 2, 1024, 2046, 2047]),
    (16384, 10000.0, [0, 1, 4096, 8191]),
]

SHIFT_GROUPS = [
    (4, 10000.0, [0, 1], [5, -5, 1, TWO_PI_DOUBLE, 0]),
    (512, 10000.0, [0, 1, 10, 100, 255], [1, -1, 100, -100, 0.5, -0.25, 12345.5, 65536, -65536]),
    (4096, 1.0001, [0, 1, 2047], [65536, -65536, -1, 0.75]),
    (64, 2.0, [0, 31], [7, -7, 1000]),
    (128, 1e6, [3, 63], [-65536, 300.5]),
]

PAIRDOT_GROUPS = [
    (4, 10000.0, [0, 1], [(8, 3), (3, 8), (0, 0), (1000, 0)]),
    (512, 10000.0, [0, 5, 255], [(65536, 0), (0.1, -0.3), (-32768, 32768), (12345.5, 12340)]),
    (4096, 1.0001, [0, 1, 2047], [(65536, 0), (-65536, 0), (32768, -32768), (65536, 65535.5)]),
]

DOT_GROUPS = [
    (4, 10000.0, [(8, 3), (3, 8), (0, 0), (1000, 0), (-2.5, 2.5)]),
    (64, 2.0, [(7, 3), (0.5, -0.5)]),
    (512, 10000.0, [(100, 40), (40, 100), (65536, 0), (-32768, 32768), (0.1, -0.3), (0, 0)]),
    (4096, 1.0001, [(65536, 0), (0, -65536)]),
    (4096, 10000.0, [(-65536, 0), (1.5, -2.25)]),
]


def main():
    lines = [
        "# Reference values for sinusoidal-pe, made by tests/reference/make_reference.py",
        "# with mpmath %s at mp.dps = %d; values to %d significant digits." % (mpmath.__version__, mp.dps, DIGITS),
        "# Inputs are binary64 numbers written to read back exactly; each value is exact for those doubles.",
        "# Tab-separated rows, one kind per first field:",
        "# coord\td_model\tbase\tlayout\tpos\ti\tvalue",
        "# range\td_model\tbase\tlayout\tstart\tstep\tcount\tr\tpos\ti\tvalue   (pos = start + r*step in binary64)",
        "# freq\td_model\tbase\tk\tomega\twavelength",
        "# shift\td_model\tbase\tk\toffset\tm00\tm01\tm10\tm11",
        "# pairdot\td_model\tbase\tk\tp\tq\tvalue",
        "# dot\td_model\tbase\tp\tq\tvalue",
    ]
    for d, base, layout, positions, indices in COORD_GROUPS:
        for pos in positions:
            for i in indices if indices is not None else range(d):
                if i >= d:
                    continue
                lines.append("\t".join(["coord", str(d), inp(base), layout, inp(pos), str(i),
                                        num(coordinate(pos, i, d, base, layout))]))
    for d, base, layout, start, step, count, rows, indices in RANGE_GROUPS:
        for r in rows:
            pos = range_position(start, step, r)
            for i in indices if indices is not None else range(d):
                lines.append("\t".join(["range", str(d), inp(base), layout, inp(start), inp(step), str(count),
                                        str(r), inp(pos), str(i), num(coordinate(pos, i, d, base, layout))]))
    for d, base, ks in FREQ_GROUPS:
        for k in ks if ks is not None else range(d // 2):
            w = omega(d, base, k)
            lines.append("\t".join(["freq", str(d), inp(base), str(k), num(w), num(2 * mp.pi / w)]))
    for d, base, ks, offsets in SHIFT_GROUPS:
        for k in ks:
            for t in offsets:
                phi = mpf(t) * omega(d, base, k)
                c, s = mpmath.cos(phi), mpmath.sin(phi)
                lines.append("\t".join(["shift", str(d), inp(base), str(k), inp(t),
                                        num(c), num(s), num(-s), num(c)]))
    for d, base, ks, pairs in PAIRDOT_GROUPS:
        for k in ks:
            for p, q in pairs:
                lines.append("\t".join(["pairdot", str(d), inp(base), str(k), inp(p), inp(q),
                                        num(pairdot(k, p, q, d, base))]))
    for d, base, pairs in DOT_GROUPS:
        for p, q in pairs:
            total = mpmath.fsum(pairdot(k, p, q, d, base) for k in range(d // 2))
            lines.append("\t".join(["dot", str(d), inp(base), inp(p), inp(q), num(total)]))
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d rows to %s" % (len(lines), OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
