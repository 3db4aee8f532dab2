"""A cuffed rib beanie standing on its cuff as it does on a hidden head form, modelled as one sheet of knit (mm, numpy):
the body, a dome from the crown down to the head opening; the fold at the opening; the cuff turned up outside the
body; and the cuff's free edge, a rounded lip lying on the body. Each meridian is that profile, so the mesh is a
closed-round grid (columns round the head, rows along the profile). The 2×2 rib is real geometry: knit wales stand
out, purl wales sink, a fixed number of them round the head (so they converge to the crown as real decreases do).

Faces carry `panel` (0 the cuff's outer face: the print's; 1 the body; 2 the fold; 3 the lip) and UV maps `pattern`
(fabric mm on the smooth surface: across each row from the centre front, up the profile from the fold's top) and
`knit` (stitch columns, counted round; mm along the profile) for the stitch shader. `smooth_object` is the same
surface without the rib, hidden from the camera, for the print grid."""
import math

import bmesh
import bpy
import numpy as np
from mathutils import noise, Vector

# Head opening (ellipse semi-axes, mm), the crown's height above it, the dome's squareness (superellipse exponent).
HALF_WIDTH, HALF_DEPTH, HEIGHT, SQUARENESS = 83.0, 95.0, 168.0, 3.0
CUFF = 72.0           # cuff height, mm
FOLD = 1.8            # radius of the fold at the opening (half the knit's doubled thickness), mm
RIBS = 76             # 2×2 rib repeats round the head (four stitch columns each)
RIB_DEPTH = 1.5       # knit wales above purl wales, mm
COLS_PER_RIB = 12


def profile():
    """The meridian as (s, d, z, part) rows: s scales the opening's ellipse (1 at the opening), d is an offset along its
    outward normal, mm; part is the panel. From the crown down the body, round the fold, up the cuff, over the lip."""
    rows = []
    # Body: a superellipse dome from near the apex down to the opening.
    for t in np.linspace(math.pi / 2 * 0.985, 0, 130):
        rows.append((math.cos(t) ** (2 / SQUARENESS), 0.0, HEIGHT * math.sin(t) ** (2 / SQUARENESS), 1))
    # Fold: a half circle from the body's inside layer round the bottom to the cuff's outside.
    for a in np.linspace(0, math.pi, 12)[1:]:
        rows.append((1.0, FOLD - FOLD * math.cos(a), -FOLD * math.sin(a), 2))
    # Cuff: two layers of knit stand a little off the body and taper in slightly towards its edge.
    top_body = body_scale(CUFF)
    for z in np.linspace(0, CUFF, 60)[1:]:
        rows.append((1.0, 2 * FOLD - 0.03 * z, z, 0))
    # Lip: the cuff's free edge rounds over onto the body.
    d0 = 2 * FOLD - 0.03 * CUFF
    inner = -(1 - top_body) * HALF_WIDTH
    r = (d0 - inner) / 2
    for a in np.linspace(0, math.pi, 12)[1:]:
        rows.append((1.0, inner + r + r * math.cos(a), CUFF + 0.7 * r * math.sin(a), 3))
    return rows


def body_scale(z):
    return (1 - (z / HEIGHT) ** SQUARENESS) ** (1 / SQUARENESS) if z < HEIGHT else 0.0


def surface(seed):
    """(cols, rows, 3) smooth points, the rows' panels, and the rib's strength per row."""
    cols = RIBS * COLS_PER_RIB
    prof = profile()
    phi = 2 * math.pi * np.arange(cols) / cols
    base = np.stack([HALF_WIDTH * np.sin(phi), -HALF_DEPTH * np.cos(phi)], 1)
    nrm = np.stack([np.sin(phi) / HALF_WIDTH, -np.cos(phi) / HALF_DEPTH], 1)
    nrm /= np.linalg.norm(nrm, axis=1, keepdims=True)
    pts = np.zeros((cols, len(prof), 3))
    for k, (s, d, z, _) in enumerate(prof):
        pts[:, k, :2] = base * s + nrm * d
        pts[:, k, 2] = z
    # Worn knit is not a lathe shape: slow wobbles of the surface, a little slouch at the back of the crown.
    shift = Vector((seed * 13.7, seed * 5.1, seed * 2.9))
    wob = np.zeros(pts.shape[:2])
    for j in range(0, cols, 4):
        for k in range(len(prof)):
            wob[j:j + 4, k] = noise.noise(Vector(pts[j, k] / 45.0) + shift)
    parts = np.array([p[3] for p in prof])
    height = pts[0, :, 2] / HEIGHT
    amp = np.where(parts == 1, 2.6 * np.clip((height - 0.35) / 0.3, 0, 1), 0.5)
    n3 = normals(pts)
    pts = pts + n3 * (wob * amp[None, :])[:, :, None]
    # The rib fades where the wales crowd together at the crown.
    scale = np.array([p[0] for p in prof])
    rib = np.clip((scale - 0.25) / 0.3, 0, 1)
    return pts, parts, rib


def normals(p):
    du = np.roll(p, -1, axis=0) - np.roll(p, 1, axis=0)
    dv = np.gradient(p, axis=1)
    n = np.cross(dv, du)
    return n / (np.linalg.norm(n, axis=2, keepdims=True) + 1e-9)


def rib_height(cols):
    """Knit wales (two stitch columns) raised, purl wales (two) sunk: a rounded square wave round the head, 0…1."""
    w = np.arange(cols) / COLS_PER_RIB
    return 0.5 + 0.5 * np.clip(1.5 * np.cos(2 * math.pi * w), -1, 1)


def uv_maps(p, parts):
    """pattern (fabric mm on the smooth surface) and knit (stitch column, mm along the profile) per grid point."""
    cols = p.shape[0]
    seg = np.linalg.norm(np.roll(p, -1, axis=0) - p, axis=2)
    arc = np.concatenate([np.zeros((1, p.shape[1])), np.cumsum(seg, axis=0)], 0)
    across = arc[:cols] - 0.0
    # Centre front (column 0) at u 0, the back at ±half the row.
    total = arc[cols]
    across = np.where(across > total / 2, across - total, across)
    up = np.concatenate([np.zeros((cols, 1)), np.cumsum(np.linalg.norm(np.diff(p, axis=1), axis=2), 1)], 1)
    cuff_start = int(np.argmax(parts == 0)) - 1
    up = up - up[:, cuff_start:cuff_start + 1]
    stitch = np.arange(cols + 1) / COLS_PER_RIB * 4
    return across, total, up, stitch


def build(p, parts, name, offsets=None, hide=False):
    cols, rows, _ = p.shape
    across, total, up, stitch = uv_maps(p, parts)
    q = p if offsets is None else p + offsets
    bm = bmesh.new()
    uv_pattern = bm.loops.layers.uv.new('pattern')
    uv_knit = bm.loops.layers.uv.new('knit')
    panel_layer = bm.faces.layers.int.new('panel')
    verts = [[bm.verts.new(q[j, k] / 1000) for k in range(rows)] for j in range(cols)]
    for j in range(cols):
        for k in range(rows - 1):
            corners = [(j, k), (j, k + 1), (j + 1, k + 1), (j + 1, k)]
            f = bm.faces.new([verts[a % cols][b] for a, b in corners])
            f[panel_layer] = int(parts[k + 1]) if parts[k] != parts[k + 1] and parts[k + 1] == 0 else int(parts[k])
            u0 = across[j % cols, k]
            for loop, (a, b) in zip(f.loops, corners):
                u = across[a % cols, b]
                # Keep the seam at the back continuous within a face.
                if abs(u - u0) > total[b] / 2:
                    u += total[b] if u < u0 else -total[b]
                loop[uv_pattern].uv = (u, up[a % cols, b])
                loop[uv_knit].uv = (stitch[a], up[a % cols, b])
    # Close the crown with a small fan.
    apex = bm.verts.new(Vector((0, 0, q[:, 0, 2].mean() + 1.0)) / 1000)
    for j in range(cols):
        f = bm.faces.new([apex, verts[(j + 1) % cols][0], verts[j][0]])
        f[panel_layer] = 1
        for loop in f.loops:
            loop[uv_pattern].uv = (0, -500)
            loop[uv_knit].uv = (0, -500)
    bm.normal_update()
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    for poly in mesh.polygons:
        poly.use_smooth = True
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.hide_render = hide
    return obj


def beanie_objects(seed):
    """(product, smooth): the ribbed beanie to render and its smooth surface for the print grid."""
    p, parts, rib = surface(seed)
    cols = p.shape[0]
    lift = np.array([0, 0, FOLD + 0.3])
    p = p + lift
    n3 = normals(p)
    depth = RIB_DEPTH * (rib_height(cols)[:, None] - 0.5) * rib[None, :]
    product = build(p, parts, 'product', n3 * depth[:, :, None])
    smooth = build(p, parts, 'smooth', hide=True)
    return product, smooth
