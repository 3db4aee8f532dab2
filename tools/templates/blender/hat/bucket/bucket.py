"""A bucket hat of cotton twill as one is sewn, from parametric shapes (mm, numpy), made Blender meshes:
- the crown band: two pieces (front and back, seams at the sides) from the head opening (an ellipse) up to the top,
  leaning in a little and bellying softly, its upper edge rolling over into the top's seam;
- the top: a flat oval, domed a few millimetres;
- the brim: sewn to the opening, sloping down all round with a soft wave, its two layers' edge rounded, rows of
  topstitching from the edge to the seam;
- inside, a lining shell so the hat is not see-through.
The hat stands on its brim's edge. Panels follow the caps' twill (../../cap/twill.py): 0 the crown band's front (the
print's), 1 its back, 4 the top, 5 and 6 the brim's top and underside, 8 the lining. UV maps: `pattern` (fabric mm: the
front band laid flat by ../../cap/flatten.py; elsewhere across × along each piece), `edge` (mm to the nearest seam or the
brim's edge, mm along it: the stitches' dashes) and `local` (far away: no eyelets)."""
import math
import os
import sys

import bmesh
import bpy
import numpy as np
from mathutils import noise, Vector

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), 'cap'))
import flatten  # noqa: E402
import twill  # noqa: E402

HALF_WIDTH, HALF_DEPTH = 86.0, 100.0   # head opening, mm
CROWN = 78.0                           # crown band's height, mm
TOP_SCALE = 0.84                       # the top's oval against the opening
BRIM, SLOPE, THICK = 62.0, 38.0, 3.2   # brim width (mm), its slope down (degrees), two layers' thickness (mm)
COLS, BAND_ROWS, BRIM_ROWS_N = 480, 48, 40
FAR = (500.0, 500.0)


def ellipse(phi):
    base = np.stack([HALF_WIDTH * np.sin(phi), -HALF_DEPTH * np.cos(phi)], -1)
    nrm = np.stack([np.sin(phi) / HALF_WIDTH, -np.cos(phi) / HALF_DEPTH], -1)
    return base, nrm / np.linalg.norm(nrm, axis=-1, keepdims=True)


def band(seed):
    """Crown band points (COLS, BAND_ROWS+1, 3): leaning in to TOP_SCALE, bellying ~3 mm at mid-height, the last rows
    rolling over (radius ~4 mm) into the top; soft noise so the cloth is not a lathe shape."""
    phi = 2 * math.pi * np.arange(COLS) / COLS
    base, nrm = ellipse(phi)
    t = np.linspace(0, 1, BAND_ROWS + 1)
    scale = 1 - (1 - TOP_SCALE) * t ** 1.15
    belly = 3.0 * np.sin(math.pi * t) + 2.5 * np.exp(-((t - 0.93) / 0.06) ** 2)
    z = CROWN * t - 2.5 * np.clip((t - 0.9) / 0.1, 0, 1) ** 2
    p = np.zeros((COLS, BAND_ROWS + 1, 3))
    p[:, :, :2] = base[:, None, :] * scale[None, :, None] + nrm[:, None, :] * belly[None, :, None]
    p[:, :, 2] = z[None, :]
    shift = Vector((seed * 7.3, seed * 1.9, seed * 4.1))
    for j in range(COLS):
        for k in range(BAND_ROWS + 1):
            w = noise.noise(Vector(p[j, k] / 40.0) + shift) * 2.2 * math.sin(math.pi * t[k])
            p[j, k, :2] += nrm[j] * w
    return p


def brim(seed):
    """Brim top surface (COLS, BRIM_ROWS_N+1, 3) from the opening outwards, sloping down with a soft wave."""
    phi = 2 * math.pi * np.arange(COLS) / COLS
    base, nrm = ellipse(phi)
    shift = Vector((seed * 3.7, seed * 8.3, 0))
    wave = np.array([noise.noise(Vector((math.cos(a) * 1.6, math.sin(a) * 1.6, 0)) + shift) for a in phi])
    slope = np.radians(SLOPE + 10 * wave)
    r = np.linspace(0, BRIM, BRIM_ROWS_N + 1)
    # Stiffer near the seam (stitched rows): the slope builds up over the first centimetre.
    drop = np.sin(slope)[:, None] * (r[None, :] - 6 * (1 - np.exp(-r[None, :] / 6)))
    out = np.cos(slope)[:, None] * r[None, :]
    p = np.zeros((COLS, BRIM_ROWS_N + 1, 3))
    p[:, :, :2] = base[:, None, :] + nrm[:, None, :] * out[:, :, None]
    p[:, :, 2] = -drop
    return p


def arc_rows(p):
    seg = np.linalg.norm(np.roll(p, -1, axis=0) - p, axis=2)
    return np.concatenate([np.zeros((1, p.shape[1])), np.cumsum(seg, axis=0)], 0)


def centred(arc, a, b):
    """mm along row b from the centre front (column 0), negative to its left: continuous across the front."""
    return arc[a, b] - (arc[-1, b] if a > (arc.shape[0] - 1) // 2 else 0.0)


def arc_cols(p):
    return np.concatenate([np.zeros((p.shape[0], 1)), np.cumsum(np.linalg.norm(np.diff(p, axis=1), axis=2), 1)], 1)


class Mesh:
    def __init__(self):
        self.bm = bmesh.new()
        self.uv = {k: self.bm.loops.layers.uv.new(k) for k in ('pattern', 'local', 'edge')}
        self.panel = self.bm.faces.layers.int.new('panel')

    def grid(self, pts, panel_of, uv_of, wrap=True, flip=False):
        """Quads over a (cols, rows, 3) grid; panel_of(j, k) per face, uv_of(j, k) → {map: (u, v)} per corner."""
        cols, rows, _ = pts.shape
        verts = [[self.bm.verts.new(pts[j, k] / 1000) for k in range(rows)] for j in range(cols)]
        for j in range(cols if wrap else cols - 1):
            for k in range(rows - 1):
                corners = [(j, k), (j + 1, k), (j + 1, k + 1), (j, k + 1)]
                if flip:
                    corners = corners[::-1]
                f = self.bm.faces.new([verts[a % cols][b] for a, b in corners])
                f[self.panel] = panel_of(j, k)
                for loop, (a, b) in zip(f.loops, corners):
                    for name, value in uv_of(a, b, j).items():
                        loop[self.uv[name]].uv = value
        return verts

    def object(self, name, hide=False):
        self.bm.normal_update()
        mesh = bpy.data.meshes.new(name)
        self.bm.to_mesh(mesh)
        self.bm.free()
        for poly in mesh.polygons:
            poly.use_smooth = True
        obj = bpy.data.objects.new(name, mesh)
        bpy.context.scene.collection.objects.link(obj)
        obj.hide_render = hide
        return obj


def top_points(band_pts):
    """The top: rings from the band's upper edge in to the centre, domed 4 mm."""
    rim = band_pts[:, -1]
    centre = rim.mean(axis=0)
    rings = 24
    p = np.zeros((rim.shape[0], rings + 1, 3))
    for k in range(rings + 1):
        f = 1 - k / rings
        p[:, k] = centre + (rim - centre) * f
        p[:, k, 2] = rim[:, 2] * f + centre[2] * (1 - f) + 4.0 * (1 - f ** 2)
    return p


def bucket_objects(h, print_area):
    """(product, smooth, parts, material): the hat to render, its band's front for the print grid, every object, and
    the twill."""
    seed = h.get('seed', 1)
    bp = band(seed)
    cols = COLS
    quarter = cols // 4
    # The front band: columns −90° … +90° (seams at the sides), laid flat as its pattern.
    front_cols = [(j - quarter) % cols for j in range(2 * quarter + 1)]
    front_uv = flatten.flatten_grid(bp[front_cols], h.get('flatten', 3000), relaxed=1.0)
    arc = arc_rows(bp)
    up = arc_cols(bp)
    height = up[:, -1]

    def band_panel(j, k):
        return 0 if (j < quarter or j >= cols - quarter) else 1

    def band_uv(a, b, j):
        a %= cols
        if band_panel(j, 0) == 0:
            pattern = tuple(front_uv[(a + quarter) % cols, b])
        else:
            pattern = (arc[a, b] - arc[cols // 2, b], up[a, b])
        # Seams: the sides (a quarter round), the brim (row 0), the top (last row).
        along_row = centred(arc, a, b)
        to_side = min(abs(arc[a, b] - arc[quarter, b]), abs(arc[a, b] - arc[cols - quarter, b]))
        to_brim, to_top = up[a, b], height[a] - up[a, b]
        if to_side < min(to_brim, to_top):
            edge = (to_side, up[a, b] + 1000)
        else:
            edge = (min(to_brim, to_top), along_row + 1000)
        return {'pattern': pattern, 'edge': edge, 'local': FAR}

    product = Mesh()
    product.grid(bp, band_panel, band_uv)
    tp = top_points(bp)
    tup = arc_cols(tp)
    tarc = arc_rows(tp)
    product.grid(tp, lambda j, k: 4, lambda a, b, j: {'pattern': (tp[a % cols, b, 0], tp[a % cols, b, 1]),
                                                       'edge': (tup[a % cols, b], tarc[a, b] + 1000), 'local': FAR}, flip=True)
    # Brim: top, rounded edge, underside.
    br = brim(seed)
    barc = arc_rows(br)
    bup = arc_cols(br)
    width = bup[:, -1]

    def brim_uv(a, b, j):
        a %= cols
        to_edge = width[a] - bup[a, b]
        return {'pattern': (centred(barc, a, b), to_edge), 'edge': (to_edge, centred(barc, a, b)), 'local': FAR}

    product.grid(br, lambda j, k: 5, brim_uv, flip=True)
    _, nrm = ellipse(2 * math.pi * np.arange(cols) / cols)
    d = np.gradient(br, axis=1)
    d /= np.linalg.norm(d, axis=2, keepdims=True)
    # The underside: THICK below the top, perpendicular to the brim's slope.
    perp = np.cross(d, np.repeat(np.stack([-nrm[:, 1], nrm[:, 0], np.zeros(cols)], 1)[:, None, :], br.shape[1], 1))
    perp /= np.linalg.norm(perp, axis=2, keepdims=True)
    perp *= np.sign(perp[..., 2:3] + 1e-9) * -1
    under = br + perp * THICK
    product.grid(under, lambda j, k: 6, brim_uv)
    # The edge: a half round from the top's outer row to the underside's.
    ring = []
    for s in range(0, 9):
        a = math.pi * s / 8
        q = br[:, -1] + perp[:, -1] * THICK * (1 - math.cos(a)) / 2 + d[:, -1] * THICK / 2 * math.sin(a)
        ring.append(q)
    edge_pts = np.stack(ring, 1)
    product.grid(edge_pts, lambda j, k: 5, lambda a, b, j: {'pattern': (barc[a % cols, -1], -b), 'edge': (50.0, 0.0), 'local': FAR}, flip=True)
    # Lining: the band 1.5 mm inside, so the hat is not see-through where the brim's underside meets it.
    bn = band_normals(bp)
    lining = bp - bn * 1.5
    product.grid(lining, lambda j, k: 8, lambda a, b, j: {'pattern': (arc[a % cols, b], up[a % cols, b]), 'edge': (100.0, 0.0), 'local': FAR}, flip=True)
    obj = product.object('product')
    # Stand the hat on its brim's edge.
    low = min(edge_pts[:, :, 2].min(), under[:, :, 2].min())
    obj.location.z = -low / 1000 + 0.0003

    smooth = Mesh()
    smooth.grid(bp, band_panel, band_uv)
    sm = smooth.object('smooth', hide=True)
    sm.location.z = obj.location.z
    material = twill.cap_material('twill', h['albedo'], print_area, 0.0)
    return obj, sm, [obj], material


def band_normals(p):
    du = np.roll(p, -1, axis=0) - np.roll(p, 1, axis=0)
    dv = np.gradient(p, axis=1)
    n = np.cross(du, dv)
    return n / (np.linalg.norm(n, axis=2, keepdims=True) + 1e-9)
