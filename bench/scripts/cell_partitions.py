"""How well cells over sign codes keep a query's nearest neighbours, by how the cells are made.

Reads the float vectors of a Josh database (every `<source>_chunks_vectors` table given), pools them,
and for subsets of growing size builds cells as `CodeCells` does (about sqrt(n) cells; a query ranks
them by its float vector's dot product with each cell's mean code, the sign bits as +-1, and reads the
best cells until it has read a given share of the rows), three ways:

  kmodes          centroids voted bit by bit from the codes of a sample, rows assigned by Hamming
                  distance (Josh before 2026-11-30 afternoon)
  kmeans-sample   k-means over the float vectors of a sample (32 rows a cell), each step choosing
                  among the 16 centroids whose sign codes are nearest; every row then assigned by
                  its code (+-1) against those 16 float centroids (Josh now: the server reads only
                  the sample's floats from SQLite)
  sample-64       the same over a sample of 64 rows a cell
  kmeans-floats   k-means over the sample of 64, every row assigned by its float vector: the bound
                  the codes-only assignment is measured against

Queries are chunks of the pool (left out of their own answers); truth is the exact top ten by
cosine over all the rows; recall@10 is how many of them the probed rows' exact top ten keeps.
Needs numpy. Usage:

  python3 bench/scripts/cell_partitions.py $SCRATCH/full/josh.db bills us_code ecfr_and_cfr \
      federal_register congressional_record public_laws crs_reports gao_reports committee_reports
"""
import sqlite3
import sys

import numpy as np

SHORTLIST = 16
rng = np.random.default_rng(7)


def load(db, table):
    rows = db.execute(f"select embedding from {table}_chunks_vectors").fetchall()
    return np.frombuffer(b"".join(r[0] for r in rows), dtype="<f4").reshape(len(rows), -1)


def sample_of(X, k, per=64):
    return X[np.linspace(0, len(X) - 1, min(len(X), k * per)).astype(int)]


def mean_codes(signs, assign, k):
    return np.stack([signs[assign == c].mean(0) if (assign == c).any() else np.zeros(signs.shape[1])
                     for c in range(k)])


def kmodes(X, k, rounds=4):
    bits = X > 0
    sample = sample_of(bits, k)
    centroids = sample[np.linspace(0, len(sample) - 1, k).astype(int)].copy()
    for _ in range(rounds):
        member = np.stack([(sample != centroids[c]).sum(1) for c in range(k)], 1).argmin(1)
        for c in range(k):
            if (member == c).any():
                centroids[c] = sample[member == c].mean(0) > 0.5
    assign = np.stack([(bits != centroids[c]).sum(1) for c in range(k)], 1).argmin(1)
    return assign, mean_codes(np.where(bits, 1.0, -1.0), assign, k)


def shortlisted(V, bits, centroids):
    """Each row's best centroid by V . centroid, among the SHORTLIST whose sign codes are nearest its bits."""
    k = len(centroids)
    signs = centroids > 0
    hamming = np.stack([(bits != signs[c]).sum(1) for c in range(k)], 1)
    near = np.argpartition(hamming, SHORTLIST, 1)[:, :SHORTLIST] if SHORTLIST < k else np.tile(np.arange(k), (len(V), 1))
    return near[np.arange(len(V)), np.einsum("nd,nsd->ns", V, centroids[near]).argmax(1)]


def kmeans(X, k, assign_by_floats, per=32, rounds=8):
    sample = sample_of(X, k, per)
    centroids = sample[np.linspace(0, len(sample) - 1, k).astype(int)].copy()
    for _ in range(rounds):
        member = shortlisted(sample, sample > 0, centroids)
        for c in range(k):
            if (member == c).any():
                centroids[c] = sample[member == c].mean(0)
    signs = np.where(X > 0, 1.0, -1.0).astype(np.float32)
    if assign_by_floats:
        assign = (X @ centroids.T).argmax(1)
        return assign, centroids
    assign = shortlisted(signs, X > 0, centroids)
    return assign, mean_codes(signs, assign, k)


def recall(X, queries, assign, ranks, share):
    sizes = np.bincount(assign, minlength=len(ranks))
    total = 0.0
    for i in queries:
        sims = X @ X[i]
        sims[i] = -9
        truth = set(np.argsort(-sims)[:10])
        probed, read = [], 0
        for c in np.argsort(-(ranks @ X[i])):
            probed.append(c)
            read += sizes[c]
            if read >= share * len(X):
                break
        kept = np.where(np.isin(assign, probed), sims, -9)
        kept[i] = -9
        total += len(truth & set(np.argsort(-kept)[:10])) / 10
    return total / len(queries)


def main():
    db = sqlite3.connect(sys.argv[1])
    pool = np.concatenate([load(db, t) for t in sys.argv[2:]])
    print(f"{len(pool)} vectors of {len(sys.argv) - 2} tables")
    print("| rows | cells | share read | kmodes | kmeans-sample | sample-64 | kmeans-floats |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for n in (1000, 4000, len(pool)):
        X = pool[rng.choice(len(pool), n, replace=False)]
        k = round(np.sqrt(n))
        queries = rng.choice(n, 150, replace=False)
        ways = [kmodes(X, k), kmeans(X, k, False), kmeans(X, k, False, per=64), kmeans(X, k, True, per=64)]
        for share in (0.02, 0.05, 0.1):
            cells = " | ".join(f"{recall(X, queries, a, r, share):.3f}" for a, r in ways)
            print(f"| {n} | {k} | {share:.0%} | {cells} |", flush=True)


if __name__ == "__main__":
    main()
