"""The front piece's pattern: its 3D surface (a grid of points, mm) laid flat as a pattern-maker would, keeping the
fabric's lengths. Springs along the grid's rows, columns and diagonals, each wanting its 3D length, relaxed from a
first guess (mm across each row, mm up each column); what little a curved front cannot keep is spread evenly."""
import numpy as np


def _springs(shape):
    cols, rows = shape
    idx = np.arange(cols * rows).reshape(cols, rows)
    pairs = [
        (idx[:-1, :], idx[1:, :]),
        (idx[:, :-1], idx[:, 1:]),
        (idx[:-1, :-1], idx[1:, 1:]),
        (idx[1:, :-1], idx[:-1, 1:]),
    ]
    a = np.concatenate([p[0].ravel() for p in pairs])
    b = np.concatenate([p[1].ravel() for p in pairs])
    return a, b


def _guess(points):
    """mm across each row from the middle column, mm up each column."""
    cols, rows, _ = points.shape
    across = np.concatenate([np.zeros((1, rows)), np.cumsum(np.linalg.norm(np.diff(points, axis=0), axis=2), 0)], 0)
    across -= across[cols // 2]
    up = np.concatenate([np.zeros((cols, 1)), np.cumsum(np.linalg.norm(np.diff(points, axis=1), axis=2), 1)], 1)
    return np.stack([across, up], 2)


def flatten_grid(points, iterations=3000, relaxed=0.6):
    """points: (cols, rows, 3) mm, the middle column the piece's centre line, row 0 its lower edge. Returns (cols,
    rows, 2) mm: x to the right, y up the centre line from its lower end. The lower `relaxed` share of the rows (where
    a print goes) is relaxed; above it the first guess continues from there (the crown's top, gathered to the button,
    cannot lie flat, and relaxing it would pull on the rest)."""
    full = points
    cut = int(points.shape[1] * relaxed)
    points = points[:, :cut + 1]
    cols, rows, _ = points.shape
    mid = cols // 2
    flat = _guess(points).reshape(-1, 2)
    p3 = points.reshape(-1, 3)
    a, b = _springs((cols, rows))
    rest = np.linalg.norm(p3[a] - p3[b], axis=1)
    count = np.bincount(a, minlength=len(flat)) + np.bincount(b, minlength=len(flat))
    for _ in range(iterations):
        d = flat[b] - flat[a]
        length = np.linalg.norm(d, axis=1) + 1e-12
        push = (d * ((length - rest) / length)[:, None]) * 0.5
        n = len(flat)
        move = np.stack([np.bincount(a, push[:, k], n) - np.bincount(b, push[:, k], n) for k in (0, 1)], 1)
        flat += move / count[:, None] * 0.9
    flat = flat.reshape(cols, rows, 2)
    guess = _guess(full)
    flat = np.concatenate([flat, flat[:, -1:] + guess[:, cut + 1:] - guess[:, cut:cut + 1]], 1)
    # The centre line upright, its lower end at the origin.
    base, topc = flat[mid, 0], flat[mid, -1]
    ang = np.arctan2(topc[0] - base[0], topc[1] - base[1])
    c, s = np.cos(ang), np.sin(ang)
    rel = flat - base
    return np.stack([rel[..., 0] * c - rel[..., 1] * s, rel[..., 0] * s + rel[..., 1] * c], 2)


def stretch(points, flat):
    """Largest and smallest 3D length / flat length over the grid's row and column edges (for checking)."""
    out = []
    for axis in (0, 1):
        d3 = np.linalg.norm(np.diff(points, axis=axis), axis=2)
        d2 = np.linalg.norm(np.diff(flat, axis=axis), axis=2)
        out.append(d3 / (d2 + 1e-12))
    return out
