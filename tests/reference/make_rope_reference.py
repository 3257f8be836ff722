#!/usr/bin/python3
"""Writes tests/reference/rope_reference.tsv: RoPE's values computed in high-precision arithmetic
with mpmath, from the papers' formulas as docs/rope.md states them, independently of the C++ core.

Run with Debian's interpreter (it has python3-mpmath):   /usr/bin/python3 tests/reference/make_rope_reference.py

Inputs are binary64 numbers written with repr() (they read back exactly), and each value beside
them is the exact real-arithmetic result for those doubles, rounded to 21 significant digits.

Formulas (pair k = 0 .. d/2 - 1; docs/rope.md gives their sources):
  theta_k = base^(-2k/d)
  linear:   theta'_k = theta_k / s                                     (Position Interpolation)
  ntk:      base' = base * s^(d/(d-2)),  theta'_k = base'^(-2k/d)
  dynamic:  L = max(length, L0),  base' = base * (s*L/L0 - (s-1))^(d/(d-2)),  theta'_k = base'^(-2k/d)
  yarn:     c(beta) = d*ln(L0/(2*pi*beta)) / (2*ln base)
            lo = max(floor(c(beta_fast)), 0),  hi = min(ceil(c(beta_slow)), d-1)   (no floor/ceil
            when truncate is false);  hi = hi + 0.001 when lo = hi
            gamma_k = clamp((k - lo)/(hi - lo), 0, 1),  theta'_k = (1 - gamma_k)*theta_k + gamma_k*theta_k/s
            attention factor 0.1*ln(s) + 1
  llama3:   lambda_k = 2*pi/theta_k;  lambda_k < L0/high: theta_k;  lambda_k > L0/low: theta_k/s;
            otherwise g = (L0/lambda_k - low)/(high - low), theta'_k = (1-g)*theta_k/s + g*theta_k
  rotate:   each pair (x_a, x_b) -> (x_a cos(m theta'_k) - x_b sin(m theta'_k), x_a sin(m theta'_k) + x_b cos(m theta'_k)),
            pairs (2k, 2k+1) interleaved, (k, k + d/2) concatenated           (RoFormer eq. 13-15)
  score:    rotate(q, m) . rotate(k, n), the rotated vectors multiplied out
  decay:    (2/d) * sum_{j=1}^{d/2} |sum_{i=0}^{j-1} exp(1j * r * theta'_i)|             (RoFormer 3.4.3)
"""

import os
import sys

import mpmath
from mpmath import mp, mpf

mp.dps = 40
DIGITS = 21

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rope_reference.tsv")


def num(x):
    if x == 0:
        return "0"
    return mpmath.nstr(x, DIGITS, strip_zeros=False)


def inp(x):
    x = float(x)
    return repr(int(x)) if x.is_integer() and abs(x) < 2**53 else repr(x)


def theta(d, base, k):
    return mpf(base) ** (mpf(-2 * k) / d)


def scaled(d, base, sc, k):
    t = theta(d, base, k)
    kind = sc["type"]
    if kind == "none":
        return t
    s = mpf(sc["factor"])
    if kind == "linear":
        return t / s
    if kind in ("ntk", "dynamic"):
        if kind == "ntk":
            g = s
        else:
            L0 = mpf(sc["originalContext"])
            L = max(mpf(sc["length"]), L0)
            g = s * L / L0 - (s - 1)
        raised = mpf(base) * g ** (mpf(d) / (d - 2))
        return raised ** (mpf(-2 * k) / d)
    if kind == "yarn":
        L0 = mpf(sc["originalContext"])
        c = lambda beta: d * mpmath.log(L0 / (2 * mp.pi * mpf(beta))) / (2 * mpmath.log(mpf(base)))
        lo, hi = c(sc.get("betaFast", 32)), c(sc.get("betaSlow", 1))
        if sc.get("truncate", True):
            lo, hi = mpmath.floor(lo), mpmath.ceil(hi)
        lo, hi = max(lo, 0), min(hi, d - 1)
        if lo == hi:
            hi = hi + mpf(float(0.001))  # the double 0.001, as a program adds it
        gamma = min(max((k - lo) / (hi - lo), 0), 1)
        return (1 - gamma) * t + gamma * t / s
    if kind == "llama3":
        L0 = mpf(sc["originalContext"])
        low, high = mpf(sc["lowFreqFactor"]), mpf(sc["highFreqFactor"])
        lam = 2 * mp.pi / t
        if lam < L0 / high:
            return t
        if lam > L0 / low:
            return t / s
        g = (L0 / lam - low) / (high - low)
        return (1 - g) * t / s + g * t
    raise ValueError(kind)


def attention(sc):
    if sc["type"] == "yarn" and sc["factor"] > 1:
        return mpf(0.1) * mpmath.log(mpf(sc["factor"])) + 1  # the double 0.1, as a program writes it
    return mpf(1)


def pair_indices(d, layout, k):
    return (2 * k, 2 * k + 1) if layout == "interleaved" else (k, k + d // 2)


def rotate(x, m, d, base, layout, sc):
    out = [None] * d
    for k in range(d // 2):
        a, b = pair_indices(d, layout, k)
        angle = mpf(m) * scaled(d, base, sc, k)
        c, s = mpmath.cos(angle), mpmath.sin(angle)
        out[a] = mpf(x[a]) * c - mpf(x[b]) * s
        out[b] = mpf(x[a]) * s + mpf(x[b]) * c
    return out


def score(q, kv, m, n, d, base, layout, sc):
    rq, rk = rotate(q, m, d, base, layout, sc), rotate(kv, n, d, base, layout, sc)
    return mpmath.fsum(a * b for a, b in zip(rq, rk))


def decay(r, d, base, sc):
    total, partial = mpf(0), mpmath.mpc(0)
    for i in range(d // 2):
        partial += mpmath.expj(mpf(r) * scaled(d, base, sc, i))
        total += abs(partial)
    return 2 * total / d


def vector(d, a, b):
    """A fixed vector of multiples of 1/8 in [-1.375, 1.375]: exact doubles."""
    return [((j * a + b) % 23 - 11) / 8 for j in range(d)]


def spec(sc):
    if sc["type"] == "none":
        return "none"
    fields = [f"{key}={'true' if v is True else 'false' if v is False else inp(v)}"
              for key, v in sc.items() if key != "type"]
    return " ".join([sc["type"]] + fields)


NONE = {"type": "none"}
# id: (d, base, layout, scaling)
SETTINGS = {
    "plain4": (4, 10000.0, "interleaved", NONE),
    "plain4c": (4, 10000.0, "concatenated", NONE),
    "plain2": (2, 10000.0, "interleaved", NONE),
    "linear8": (8, 100.0, "concatenated", {"type": "linear", "factor": 4.0}),
    "linear1": (6, 1.0001, "interleaved", {"type": "linear", "factor": 1.0}),
    "ntk64": (64, 10000.0, "interleaved", {"type": "ntk", "factor": 8.0}),
    "ntk128": (128, 10000.0, "concatenated", {"type": "ntk", "factor": 2.5}),
    "dynamic": (64, 10000.0, "interleaved", {"type": "dynamic", "factor": 2.0, "originalContext": 2048, "length": 8192}),
    "dynamicShort": (64, 10000.0, "concatenated", {"type": "dynamic", "factor": 2.0, "originalContext": 2048, "length": 1000}),
    "yarnLlama2": (128, 10000.0, "concatenated", {"type": "yarn", "factor": 16.0, "originalContext": 4096}),
    "yarnQwen": (128, 1e6, "interleaved", {"type": "yarn", "factor": 4.0, "originalContext": 32768}),
    "yarnNoTruncate": (128, 10000.0, "concatenated", {"type": "yarn", "factor": 8.0, "originalContext": 4096, "truncate": False}),
    "yarnBetas": (64, 500000.0, "interleaved", {"type": "yarn", "factor": 32.0, "originalContext": 4096, "betaFast": 16.0, "betaSlow": 2.0}),
    "yarnFactor1": (16, 10000.0, "interleaved", {"type": "yarn", "factor": 1.0, "originalContext": 64}),
    # The correction range outside the pairs: the fast end past d - 1, and a context shorter than 2*pi.
    "yarnPastEnd": (8, 100.0, "interleaved", {"type": "yarn", "factor": 4.0, "originalContext": 3000000}),
    "yarnTinyContext": (8, 10000.0, "concatenated", {"type": "yarn", "factor": 2.0, "originalContext": 4}),
    "llama31": (128, 500000.0, "concatenated", {"type": "llama3", "factor": 8.0, "originalContext": 8192, "lowFreqFactor": 1.0, "highFreqFactor": 4.0}),
    "llama3Small": (64, 10000.0, "interleaved", {"type": "llama3", "factor": 4.0, "originalContext": 2048, "lowFreqFactor": 1.0, "highFreqFactor": 2.0}),
    "codeLlama": (128, 1e6, "concatenated", NONE),
    "llama3": (128, 500000.0, "concatenated", NONE),
}

SMALL_POSITIONS = [0, 1, -3, 5.5, 100, 4095, 65536]
WIDE_POSITIONS = [1, -3, 4095, 65536]
SCORE_PAIRS = [(5, 2), (2, 5), (100, 40), (40, 100), (0, 0), (-7, 3), (4096, 0), (65536, 65530)]
DECAY_DISTANCES = [0, 1, 10, 100, 1000, 10000, -50]
# Evenly spaced positions, rotated with the table's fast path: (id, start, step, count, rows).
RANGES = [
    ("plain4", 0, 1, 1000, [0, 1, 2, 255, 256, 257, 999]),
    ("llama31", 0, 1, 2048, [0, 1, 127, 128, 1000, 2047]),
    ("yarnQwen", 65536, -1, 300, [0, 1, 255, 256, 299]),
]


def main():
    lines = [
        "# Reference values of RoPE for sinusoidal-pe, made by tests/reference/make_rope_reference.py",
        "# with mpmath %s at mp.dps = %d; values to %d significant digits." % (mpmath.__version__, mp.dps, DIGITS),
        "# Inputs are binary64 numbers written to read back exactly; each value is exact for those doubles.",
        "# Tab-separated rows, one kind per first field; vectors are comma-separated:",
        "# setting\tid\td_model\tbase\tlayout\tscaling (none, or its type and field=value pairs)",
        "# theta\tid\tk\ttheta'_k",
        "# attention\tid\tfactor",
        "# rotate\tid\tm\tx\trotated x",
        "# rotrange\tid\tstart\tstep\tcount\tr\tm (start + r*step)\tx\trotated x   (the same x in every row)",
        "# score\tid\tm\tn\tq\tk\tscore",
        "# decay\tid\tr\tbound",
    ]
    for sid, (d, base, layout, sc) in SETTINGS.items():
        lines.append("\t".join(["setting", sid, str(d), inp(base), layout, spec(sc)]))
    for sid, (d, base, layout, sc) in SETTINGS.items():
        for k in range(d // 2):
            lines.append("\t".join(["theta", sid, str(k), num(scaled(d, base, sc, k))]))
        lines.append("\t".join(["attention", sid, num(attention(sc))]))
        x = vector(d, 37, 11)
        for m in SMALL_POSITIONS if d <= 16 else WIDE_POSITIONS:
            out = rotate(x, m, d, base, layout, sc)
            lines.append("\t".join(["rotate", sid, inp(m), ",".join(inp(v) for v in x), ",".join(num(v) for v in out)]))
        q, kv = vector(d, 5, 3), vector(d, 13, 7)
        for m, n in SCORE_PAIRS if d <= 16 else SCORE_PAIRS[::2]:
            lines.append("\t".join(["score", sid, inp(m), inp(n), ",".join(inp(v) for v in q),
                                    ",".join(inp(v) for v in kv), num(score(q, kv, m, n, d, base, layout, sc))]))
        for r in DECAY_DISTANCES:
            lines.append("\t".join(["decay", sid, inp(r), num(decay(r, d, base, sc))]))
    for sid, start, step, count, rows in RANGES:
        d, base, layout, sc = SETTINGS[sid]
        x = vector(d, 29, 5)
        for r in rows:
            m = float(start) + float(r) * float(step)
            out = rotate(x, m, d, base, layout, sc)
            lines.append("\t".join(["rotrange", sid, inp(start), inp(step), str(count), str(r), inp(m),
                                    ",".join(inp(v) for v in x), ",".join(num(v) for v in out)]))
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d rows to %s" % (len(lines), OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
