"""How a hand-laid jersey lies, over the simulated one: within `reach` of its outline (seen from above) the edges
lift and roll a few mm off the table, unevenly, so they catch the light and leave a thin shadow under them, and the
outline wanders a few mm in and out (a hem laid by hand is not ruler-straight); the body rises and falls by a mm or
two. The simulated lay rests every edge on the table along straight lines: at 800 px a paper cut-out.

Only heights move over the body (a print there keeps its lengths to a few parts in 10,000); the outline's wander
fades out `reach` mm inside the edge, far from the print area."""
import mathutils
import numpy as np
from mathutils import Vector

CELL = 0.003  # m, the outline's raster


def _inside(xy, tris, lo, shape):
    """A raster of the cloth's footprint: True where a triangle covers the cell's centre."""
    grid = np.zeros(shape, dtype=bool)
    for tri in tris:
        p = (xy[tri] - lo) / CELL
        x0, y0 = np.floor(p.min(axis=0)).astype(int)
        x1, y1 = np.ceil(p.max(axis=0)).astype(int)
        xs, ys = np.meshgrid(np.arange(x0, x1 + 1) + 0.5, np.arange(y0, y1 + 1) + 0.5)
        (ax, ay), (bx, by), (cx, cy) = p
        d = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy)
        if abs(d) < 1e-12:
            continue
        l1 = ((by - cy) * (xs - cx) + (cx - bx) * (ys - cy)) / d
        l2 = ((cy - ay) * (xs - cx) + (ax - cx) * (ys - cy)) / d
        hit = (l1 >= -0.02) & (l2 >= -0.02) & (1 - l1 - l2 >= -0.02)
        grid[y0:y1 + 1, x0:x1 + 1] |= hit
    return grid


def _depth(grid, steps):
    """Per cell, how many cells in from the outline (capped at `steps`): repeated 8-neighbour erosion."""
    depth = np.zeros(grid.shape, dtype=float)
    cur = grid.copy()
    for _ in range(steps):
        depth += cur
        pad = np.pad(cur, 1)
        nxt = cur.copy()
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                nxt &= pad[1 + dy:1 + dy + cur.shape[0], 1 + dx:1 + dx + cur.shape[1]]
        cur = nxt
    return depth


def _smooth(t):
    t = np.clip(t, 0.0, 1.0)
    return t * t * (3 - 2 * t)


def lie(mesh, reach=0.04, lift=0.005, wander=0.004, swell=0.0015, seed=3):
    """Moves the laid mesh's vertices in place (metres): the edges lifted 0 to 1.6 × `lift` (the curl's noise, ~`lift`
    where it lifts), the outline moved up to ~`wander` in the plane, the body raised 0 to `swell`."""
    n = len(mesh.vertices)
    co = np.zeros(n * 3)
    mesh.vertices.foreach_get('co', co)
    co = co.reshape(n, 3)
    tris = []
    for poly in mesh.polygons:
        v = list(poly.vertices)
        tris.extend([v[0], v[k], v[k + 1]] for k in range(1, len(v) - 1))
    tris = np.array(tris)
    xy = co[:, :2]
    lo = xy.min(axis=0) - 4 * CELL
    shape = (int((xy[:, 1].max() - lo[1]) / CELL) + 6, int((xy[:, 0].max() - lo[0]) / CELL) + 6)
    steps = int(reach / CELL) + 2
    depth = _depth(_inside(xy, tris, lo, shape), steps)
    # Each vertex's depth inside the outline (m), the raster sampled at its cell.
    ij = np.clip(((xy - lo) / CELL).astype(int), 0, [shape[1] - 1, shape[0] - 1])
    d = depth[ij[:, 1], ij[:, 0]] * CELL
    edge = 1.0 - _smooth(d / reach)
    off = Vector((seed * 7.1, seed * 3.3, 0.0))
    for k in range(n):
        x, y = co[k, 0], co[k, 1]
        p = Vector((x, y, 0.0))
        # Lift: low and uneven along the outline (some stretches rest on the table, some roll up), as a curl.
        curl = 0.5 + 0.5 * mathutils.noise.noise(p * 9.0 + off)
        w = edge[k] ** 2
        dz = lift * w * max(0.0, curl) * 1.6
        dz += swell * (0.5 + 0.5 * mathutils.noise.noise(p * 6.0 + off * 2.0))
        # Wander: the outline in and out by a few mm over ~150–250 mm.
        wv = mathutils.noise.noise_vector(p * 5.0 + off * 3.0)
        co[k, 0] += wander * edge[k] * wv.x
        co[k, 1] += wander * edge[k] * wv.y
        co[k, 2] += dz
    mesh.vertices.foreach_set('co', co.reshape(-1))
    mesh.update()
    return d
