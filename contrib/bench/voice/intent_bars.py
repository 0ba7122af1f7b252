#!/usr/bin/env python3
"""Shows how each intent's bar (CommandConfidence.intentBars) trades
commands heard against false accepts, on the features `sous bench voice
--features FILE` writes: the confidence column is turned back into the
margin over the plain threshold with the bars the build used (INTENT_BARS
in fit_confidence.py, kept equal to the Swift table).

For each intent kind and each half (development: real speakers with even
hashes, voices en-us, en+m3, en-gb-x-rp; held out: the rest), prints the
commands it gets right and the false accepts (other words, noise, kitchen
sentences, food talk) at shifts of the bar from -1 to +1. Choose on the
development half, check on the held-out one; a shift that helps one half
and not the other is noise.

Usage: intent_bars.py FEATURES.tsv
"""
import math
import sys

from fit_confidence import load, shift

SHIFTS = [-1.0, -0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 1.0]


def main():
    rows = [r for r in load(sys.argv[1]) if r["intent"]]
    for r in rows:
        # Confidence is the logistic of (score - bar); its logit is the
        # margin over the shipped bar, plus that bar's shift the margin over
        # the plain threshold.
        c = min(max(float(r["confidence"]), 1e-9), 1 - 1e-9)
        r["margin"] = math.log(c / (1 - c)) + shift(r) if r["reason"] in ("", "low confidence") else -1e9
    kinds = sorted({r["intent"].split(":", 1)[0] for r in rows})
    print("intent kind: shift:right/false accepts, development half | held-out half")
    for kind in kinds:
        mine = [r for r in rows if r["intent"].split(":", 1)[0] == kind]
        cells = []
        for part in ("dev", "held"):
            pos = [r["margin"] for r in mine if r["half"] == part and r["correct"]]
            neg = [r["margin"] for r in mine if r["half"] == part and r["expected"] == ""]
            cells.append(" ".join("%+.2f:%d/%d" % (d, sum(m >= d for m in pos), sum(m >= d for m in neg)) for d in SHIFTS))
        print("%-16s %s | %s" % (kind, cells[0], cells[1]))


if __name__ == "__main__":
    main()
