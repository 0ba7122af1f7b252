#!/usr/bin/env python3
"""Refits Sous's command-confidence model (CommandConfidence.swift) from the
features `sous bench voice --features FILE` writes.

Fits on the development half only: real recordings whose speaker hashes
even, and synthetic clips from the voices en-us, en+m3 and en-gb-x-rp. The
held-out half (the other speakers, en+f2 and en+klatt) is only scored, so
the printed held-out figures say how the threshold carries over.

Food talk (`--only ...,monologue`) holds no command: everything heard in it
is a negative, fitted on its even sentences and scored on the odd ones, and
the fires it would let through are printed per hour of talk.

Usage: fit_confidence.py FEATURES.tsv [--fa 0.02] [--talk-weight 1] [--talk-fires N]
Prints the weights, the bias and the threshold to paste into
CommandConfidence.swift, and accuracy / false accepts per set and half.
"""
import argparse
import hashlib

import numpy as np

VOICES_DEV = {0, 1, 3}  # indices into VoiceBenchSets.voices

# CommandConfidence.intentBars: each intent kind's shift of the threshold
# (chosen on the development half; see intent_bars.py). Scores here are
# compared with threshold + shift, as the recogniser does.
INTENT_BARS = {"stop": -0.5, "yes": -0.5, "pause": 0.5, "how_much": -0.25}


def shift(row):
    return INTENT_BARS.get(row["intent"].split(":", 1)[0], 0.0)


def half(clip_id):
    """real/stop/18f8afd5_nohash_0.wav, syn/v3-p12, kitchen/s40-1."""
    if clip_id.startswith("real/"):
        name = clip_id.rsplit("/", 1)[1]
        speaker = name.split("_nohash_")[0]
        return "dev" if int(hashlib.md5(speaker.encode()).hexdigest(), 16) % 2 == 0 else "held"
    if clip_id.startswith("syn/"):
        voice = int(clip_id.split("/v", 1)[1].split("-", 1)[0])
        return "dev" if voice in VOICES_DEV else "held"
    sentence = int(clip_id.split("/s", 1)[1].split("-", 1)[0])
    return "dev" if sentence % 2 == 0 else "held"


def load(path):
    rows = []
    with open(path) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            fields = line.rstrip("\n").split("\t")
            row = dict(zip(header, fields))
            # The features follow the reason (and, since the features file
            # grew one, the confidence Sous gave).
            first = header.index("confidence") + 1 if "confidence" in header else 6
            row["x"] = [float(v) for v in fields[first:]] if len(fields) > first and fields[first] else None
            row["half"] = half(row["id"])
            row["correct"] = row["intent"] == row["expected"] and row["expected"] != ""
            rows.append(row)
    return rows


def fit(X, y, l2=1.0, steps=4000, rate=0.1, extra=None):
    mu, sd = X.mean(0), X.std(0) + 1e-9
    Z = (X - mu) / sd
    w = np.zeros(Z.shape[1])
    b = 0.0
    pos = y.mean()
    weight = np.where(y == 1, 0.5 / pos, 0.5 / (1 - pos))  # balanced classes
    if extra is not None:
        weight = weight * extra
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(Z @ w + b)))
        g = (p - y) * weight
        w -= rate * (Z.T @ g / len(y) + l2 * w / len(y))
        b -= rate * g.mean()
    return w / sd, b - (w * mu / sd).sum()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("features")
    parser.add_argument("--fa", type=float, default=0.02)
    parser.add_argument("--unexplained", type=float, default=0.7)
    parser.add_argument("--talk-weight", type=float, default=1.0, help="weight of a food-talk negative in the fit")
    parser.add_argument("--talk-fires", type=int, default=-1, help="raise the threshold until at most N dev food-talk fires")
    args = parser.parse_args()
    rows = load(args.features)
    train = [r for r in rows if r["half"] == "dev" and r["x"] and r["set"] in ("real", "clean", "snr10", "kitchen", "monologue")]
    X = np.array([r["x"] for r in train])
    y = np.array([1.0 if r["correct"] else 0.0 for r in train])
    extra = np.array([args.talk_weight if r["set"] == "monologue" else 1.0 for r in train])
    w, b = fit(X, y, extra=extra)
    for r in rows:
        # The score less the intent's shift, so one threshold serves all.
        r["score"] = float(np.dot(w, r["x"]) + b) - shift(r) if r["x"] else -1e9
        if r["x"] and r["x"][8] > args.unexplained:
            r["score"] = -1e9  # the gate: speech around a command-like fragment
    negatives = sorted((r["score"] for r in rows if r["half"] == "dev" and r["expected"] == ""
                        and r["set"] in ("real", "kitchen")), reverse=True)
    theta = negatives[int(args.fa * len(negatives))] + 1e-6
    talk = [r for r in rows if r["set"] == "monologue" and r["intent"] != ""]
    if args.talk_fires >= 0:
        fires = sorted((r["score"] for r in talk if r["half"] == "dev"), reverse=True)
        if len(fires) > args.talk_fires:
            theta = max(theta, fires[args.talk_fires] + 1e-6)
    print("weights:", ", ".join("%.4f" % v for v in w))
    print("bias: %.4f  threshold: %.4f" % (b, theta))
    for part in ("dev", "held"):
        line = [part]
        for s in ("real", "clean", "snr10", "snr5", "snr0", "kitchen"):
            chosen = [r for r in rows if r["half"] == part and r["set"] == s]
            pos = [r for r in chosen if r["expected"]]
            neg = [r for r in chosen if not r["expected"]]
            ok = sum(r["correct"] and r["score"] >= theta for r in pos)
            fa = sum(r["intent"] != "" and r["score"] >= theta for r in neg)
            cell = "%s %s" % (s, "%.1f%%" % (100 * ok / len(pos)) if pos else "-")
            if neg:
                cell += " FA %.1f%%" % (100 * fa / len(neg))
            line.append(cell)
        fired = [r["heard"] for r in talk if r["half"] == part and r["score"] >= theta]
        if talk:
            # Each half is half of the talk: twice its fires per 10 minutes.
            line.append("talk %d fires (%.0f/h) %s" % (len(fired), len(fired) * 12, fired))
        print("  ".join(line))


if __name__ == "__main__":
    main()
