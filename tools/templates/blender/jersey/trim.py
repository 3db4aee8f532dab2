"""Where a jersey's binding is drawn: per face corner, the distance (mm of fabric) from its pattern point to the
nearest bound edge of its panel — the 'bound' attribute sports/athletic.py reads. render_sports.py does the same for
the tank, but cannot be imported (it renders when loaded), and its folder is hashed into the tank's templates."""
import numpy as np


def edge_polyline(panel, edge):
    a, b = panel['edges'][edge]
    ring = panel['outline']
    return np.array([ring[k % len(ring)] for k in range(a, (b if b else len(ring)) + 1)], dtype=np.float64)


def _distance(points, line):
    p0, p1 = line[:-1], line[1:]
    d = p1 - p0
    length2 = np.maximum((d * d).sum(1), 1e-9)
    rel = points[:, None, :] - p0[None, :, :]
    t = np.clip((rel * d[None]).sum(2) / length2[None], 0, 1)
    near = rel - t[..., None] * d[None]
    return np.sqrt((near * near).sum(2)).min(1)


def bound_distances(mesh, plan, edges):
    """Face corners, not vertices, so it is exact on the drape whatever was welded across a seam."""
    uv = np.empty(len(mesh.loops) * 2)
    mesh.uv_layers['pattern'].data.foreach_get('uv', uv)
    uv = uv.reshape(-1, 2)
    face_panel = np.empty(len(mesh.polygons), dtype=np.int64)
    mesh.attributes['panel'].data.foreach_get('value', face_panel)
    loop_panel = np.empty(len(mesh.loops), dtype=np.int64)
    for poly in mesh.polygons:
        loop_panel[poly.loop_start:poly.loop_start + poly.loop_total] = face_panel[poly.index]
    out = np.full(len(mesh.loops), 1000.0)
    for index, panel in enumerate(plan['panels']):
        mine = loop_panel == index
        best = np.full(int(mine.sum()), 1000.0)
        for edge in edges:
            if edge in panel['edges']:
                best = np.minimum(best, _distance(uv[mine], edge_polyline(panel, edge)))
        out[mine] = best
    attribute = mesh.attributes.new('bound', 'FLOAT', 'CORNER')
    attribute.data.foreach_set('value', out)
