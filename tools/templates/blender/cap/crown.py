"""A six-panel baseball cap built as one is sewn, from parametric shapes (millimetres, numpy), then made Blender meshes:
- the crown: six gores from the head opening (an ellipse) up to the button, seams at 0°, ±60°, ±120° and 180° round
  it (0° the centre front), each meridian a superellipse (upright sides, a rounder top); the fabric puffs a little
  between its stiffer seams, dips into each seam, and wrinkles softly (noise) — a dad cap's unstructured front caves
  in below the button, a structured cap's buckram front stays firm;
- the brim: a D-shaped visor sewn under the front of the crown, bent down at the sides (pre-curved) or flat, with a
  thickness and an edge;
- the button on top.
Every face carries a `panel` (0 the two front gores as one piece: the print's panel; 1–4 the sides and back; 5, 6 the
brim's top and underside; 7 the button; 8 the inside) and three UV maps: `pattern` (fabric mm: the front's flattened
surface, flatten.py; elsewhere across × along each piece), `local` (mm across the gore from its centre line, mm up
its meridian from the gore's eyelet) and `edge` (mm to the nearest seam or the brim's edge: topstitching; mm along it: the
stitches' dashes)."""
import math

import bmesh
import bpy
import numpy as np
from mathutils import noise, Vector

import flatten

GORES = 6
COLS_PER_GORE = 60
ROWS = 110
# The eyelets sit this far (mm along the gore) below the top of the crown's fabric (the button's rim).
EYELET_BELOW_TOP = 38.0


def meridians(c):
    """Crown points (cols, rows, 3) in mm: column j at parameter angle 360°·j/cols (0 = centre front, −y), rows
    spaced evenly along each meridian from the head opening (z 0) to just short of the button."""
    cols = GORES * COLS_PER_GORE
    bx, by, height = c['halfWidth'], c['halfDepth'], c['height']
    apex = np.array([0.0, c['apexBack']])
    out = np.zeros((cols, ROWS + 1, 3))
    t = np.linspace(0, math.pi / 2, 400)
    for j in range(cols):
        phi = 2 * math.pi * j / cols
        front = (1 + math.cos(phi)) / 2
        n = c['backExponent'] + (c['frontExponent'] - c['backExponent']) * front ** 2
        base = np.array([bx * math.sin(phi), -by * math.cos(phi)])
        ct, st = np.cos(t) ** (2 / n), np.sin(t) ** (2 / n)
        dense = np.stack([apex[0] + (base[0] - apex[0]) * ct, apex[1] + (base[1] - apex[1]) * ct, height * st], 1)
        # Stop where the button covers the top (radius ~7 mm round the apex).
        keep = np.hypot(dense[:, 0] - apex[0], dense[:, 1] - apex[1]) > 6.5
        dense = dense[keep]
        seg = np.linalg.norm(np.diff(dense, axis=0), axis=1)
        arc = np.concatenate([[0], np.cumsum(seg)])
        at = np.linspace(0, arc[-1], ROWS + 1)
        for k in range(3):
            out[j, :, k] = np.interp(at, arc, dense[:, k])
    return out


def normals(p):
    """Outward normals of the closed-round grid (cols wrap)."""
    du = np.roll(p, -1, axis=0) - np.roll(p, 1, axis=0)
    dv = np.gradient(p, axis=1)
    nrm = np.cross(du, dv)
    nrm /= np.linalg.norm(nrm, axis=2, keepdims=True) + 1e-9
    return nrm


def arc_along_rows(p):
    """mm along each row from column 0, the row closed round (cols+1 values, the last the row's length)."""
    seg = np.linalg.norm(np.roll(p, -1, axis=0) - p, axis=2)
    return np.concatenate([np.zeros((1, p.shape[1])), np.cumsum(seg, axis=0)], 0)


def shape_crown(c, seed):
    """The crown's points after the fabric has been sewn and worn a little: puff between seams, seam dips, noise, and
    (unstructured) the front caving in under the button."""
    p = meridians(c)
    cols = p.shape[0]
    nrm = normals(p)
    arc = arc_along_rows(p)
    gore_w = cols // GORES
    h = np.linspace(0, 1, ROWS + 1)[None, :]
    j = np.arange(cols)[:, None]
    # mm to the nearest seam along the row.
    in_gore = j % gore_w
    left = arc[j[:, 0] - in_gore[:, 0]]
    right = arc[j[:, 0] - in_gore[:, 0] + gore_w]
    here = arc[j[:, 0]]
    to_seam = np.minimum(here - left, right - here)
    width = right - left
    across = np.clip(to_seam / (width / 2 + 1e-9), 0, 1)
    rise = np.sin(math.pi * np.clip(h * 1.05, 0, 1)) * np.clip(h * 6, 0, 1)
    front = np.cos(2 * math.pi * j / cols)
    stiff = np.where(front > 0.45, c['frontStiffness'], 0.0)
    puff = c['puff'] * np.sin(math.pi * across / 2) ** 0.7 * rise * (1 - stiff)
    dip = -c['seamDip'] * np.exp(-(to_seam / 1.6) ** 2) + 0.35 * c['seamDip'] * np.exp(-((to_seam - 4.5) / 2.0) ** 2)
    offset = puff + dip * np.clip(h * 20, 0, 1)
    # Soft wrinkles: slow noise on the fabric, weaker where buckram stiffens the front.
    amp = c['wrinkle'] * (1 - 0.7 * stiff) * np.clip(h * 8, 0, 1)
    shift = Vector((seed * 17.1, seed * 3.3, seed * 9.7))
    wav = np.zeros(p.shape[:2])
    for a in range(cols):
        for b in range(0, ROWS + 1):
            q = Vector(p[a, b] / 38.0) + shift
            wav[a, b] = noise.noise(q) + 0.4 * noise.noise(q * 2.3)
    offset = offset + amp * wav
    if c['collapse'] > 0:
        # An unstructured front: without buckram the upper front folds in below the button.
        cave = np.clip(front, 0, 1) ** 2 * np.exp(-((h - 0.62) / 0.2) ** 2)
        offset = offset - c['collapse'] * cave
    p = p + nrm * offset[:, :, None]
    # The brim's curve pulls the front of the head opening down at the sides.
    reach = math.radians(c['brimReach'])
    beside = np.clip((front - math.cos(reach + 0.3)) / (math.cos(reach) - math.cos(reach + 0.3)), 0, 1)
    bend = brim_drop(c, p[:, :, 0]) * np.clip(1 - h / 0.45, 0, 1) ** 2 * beside
    p[:, :, 2] += bend
    return p, to_seam


def brim_drop(c, x):
    """How far the brim (and the crown's front edge above it) drops at a given x, mm (negative: down)."""
    return -c['brimCurve'] * (x / c['brimHalfWidth']) ** 2


def crown_object(c, seed, mesh_back):
    """The crown as a Blender object: outer shell (panels 0–4) and, unless the back is mesh, an inner lining shell
    (panel 8) 1.5 mm inside, joined at the head opening."""
    p, to_seam = shape_crown(c, seed)
    cols = p.shape[0]
    gore_w = cols // GORES
    arc = arc_along_rows(p)
    merid = np.concatenate([np.zeros((cols, 1)), np.cumsum(np.linalg.norm(np.diff(p, axis=1), axis=2), 1)], 1)
    # The front: gores 5 and 0 (columns −60 … +60) flattened together into the front piece's pattern.
    front_cols = [(j + cols - gore_w) % cols for j in range(2 * gore_w + 1)]
    front_uv = flatten.flatten_grid(p[front_cols], c.get('flatten', 3000))
    nrm = normals(p)
    bm = bmesh.new()
    uv_pattern = bm.loops.layers.uv.new('pattern')
    uv_local = bm.loops.layers.uv.new('local')
    uv_edge = bm.loops.layers.uv.new('edge')
    panel_layer = bm.faces.layers.int.new('panel')
    outer = [[bm.verts.new(p[j, k] / 1000) for k in range(ROWS + 1)] for j in range(cols)]

    def gore_of(j):
        return j // gore_w

    def panel_of(g):
        # gores 0 (0°…60°) and 5 (300°…360°) are the front; the rest 1–4.
        return 0 if g in (0, 5) else g

    for j in range(cols):
        g = gore_of(j)
        pan = panel_of(g)
        centre = g * gore_w + gore_w // 2
        for k in range(ROWS):
            corners = [(j, k), (j + 1, k), (j + 1, k + 1), (j, k + 1)]
            f = bm.faces.new([outer[a % cols][b] for a, b in corners])
            f[panel_layer] = pan
            for loop, (a, b) in zip(f.loops, corners):
                across = arc[a, b] - arc[centre, b]
                if pan == 0:
                    fi = (a - (cols - gore_w)) % cols
                    loop[uv_pattern].uv = tuple(front_uv[fi, b])
                else:
                    loop[uv_pattern].uv = (across, merid[a % cols, b])
                loop[uv_local].uv = (across, merid[a % cols, b] - (merid[centre, -1] - EYELET_BELOW_TOP))
                seam = (arc[g * gore_w + gore_w, b] - arc[g * gore_w, b]) / 2 - abs(across)
                loop[uv_edge].uv = (seam, merid[a % cols, b])
    if not mesh_back:
        inner = [[bm.verts.new((p[j, k] - nrm[j, k] * 1.5) / 1000) for k in range(ROWS + 1)] for j in range(cols)]
        for j in range(cols):
            for k in range(ROWS):
                corners = [(j, k), (j, k + 1), (j + 1, k + 1), (j + 1, k)]
                f = bm.faces.new([inner[a % cols][b] for a, b in corners])
                f[panel_layer] = 8
                for loop, (a, b) in zip(f.loops, corners):
                    loop[uv_pattern].uv = (arc[a, b], merid[a % cols, b])
                    loop[uv_edge].uv = (100, 0)
                    loop[uv_local].uv = (100, 100)
        for j in range(cols):
            corners = [outer[j][0], inner[j][0], inner[(j + 1) % cols][0], outer[(j + 1) % cols][0]]
            f = bm.faces.new(corners)
            f[panel_layer] = 8
            for loop in f.loops:
                loop[uv_pattern].uv = (arc[j, 0], 0)
                loop[uv_edge].uv = (100, 0)
                loop[uv_local].uv = (100, 100)
    bm.normal_update()
    mesh = bpy.data.meshes.new('crown')
    bm.to_mesh(mesh)
    bm.free()
    return finish(mesh, 'product'), p


def brim_object(c, crown_points):
    """The visor: a crescent sewn to the head opening's front (±`brimReach`° round it), `brimLength` mm at the centre,
    bent down at the sides by `brimCurve` mm and tilted down by `brimTilt`°, `thickness` mm thick with a rounded edge."""
    cols = crown_points.shape[0]
    reach = c['brimReach']
    n_around, n_out = 120, 36
    bx, by = c['halfWidth'], c['halfDepth']
    tilt = math.tan(math.radians(c['brimTilt']))
    top = np.zeros((n_around + 1, n_out + 1, 3))
    for a in range(n_around + 1):
        phi = math.radians(reach) * (2 * a / n_around - 1)
        inner = np.array([bx * math.sin(phi), -by * math.cos(phi)]) * 0.995
        # Outwards from the head opening, turned towards the front; the crescent narrows to nothing at its ends.
        normal = np.array([math.sin(phi) / bx, -math.cos(phi) / by])
        normal /= np.linalg.norm(normal)
        ahead = normal * 0.45 + np.array([0.0, -1.0]) * 0.55
        ahead /= np.linalg.norm(ahead)
        length = c['brimLength'] * math.cos(math.pi / 2 * abs(phi) / math.radians(reach)) ** 0.55
        for r in range(n_out + 1):
            q = inner + ahead * length * (r / n_out)
            forward = max(0.0, -q[1] - by * math.cos(phi) * 0.995)
            z = brim_drop(c, q[0]) - tilt * forward + 1.0
            top[a, r] = (q[0], q[1], z)
    # mm along each ring (centred) and to the outer edge.
    along = np.concatenate([np.zeros((1, n_out + 1)), np.cumsum(np.linalg.norm(np.diff(top, axis=0), axis=2), 0)], 0)
    along -= along[n_around // 2]
    to_edge = np.flip(np.concatenate([np.zeros((n_around + 1, 1)), np.cumsum(np.linalg.norm(np.diff(np.flip(top, 1), axis=1), axis=2), 1)], 1), 1)
    th = c['thickness']
    bm = bmesh.new()
    uv_pattern = bm.loops.layers.uv.new('pattern')
    uv_local = bm.loops.layers.uv.new('local')
    uv_edge = bm.loops.layers.uv.new('edge')
    panel_layer = bm.faces.layers.int.new('panel')
    # Top, then underside; the edge rounds over between them in four steps.
    layers = [top]
    for s in range(1, 5):
        a = math.pi * s / 4
        shifted = top.copy()
        shifted[:, -1, 2] = top[:, -1, 2] - th * (1 - math.cos(a)) / 2
        layers.append(shifted)
    bottom = top.copy()
    bottom[:, :, 2] -= th
    verts_top = [[bm.verts.new(top[a, r] / 1000) for r in range(n_out + 1)] for a in range(n_around + 1)]
    verts_bot = [[bm.verts.new(bottom[a, r] / 1000) for r in range(n_out + 1)] for a in range(n_around + 1)]
    # The rounded outer edge: a half circle from the top's rim down to the underside's.
    rim = []
    for s in range(1, 4):
        ang = math.pi * s / 4
        ring = []
        for a in range(n_around + 1):
            d = top[a, -1] - top[a, -2]
            d[2] = 0
            d /= np.linalg.norm(d) + 1e-9
            q = top[a, -1] + d * math.sin(ang) * th / 2
            q[2] = top[a, -1][2] - th * (1 - math.cos(ang)) / 2
            ring.append(bm.verts.new(q / 1000))
        rim.append(ring)

    def quad(vs, pan, uvs, edges):
        f = bm.faces.new(vs)
        f[panel_layer] = pan
        for loop, uv, e in zip(f.loops, uvs, edges):
            loop[uv_pattern].uv = uv
            loop[uv_local].uv = (100, 100)
            loop[uv_edge].uv = e
        return f

    for a in range(n_around):
        for r in range(n_out):
            idx = [(a, r), (a + 1, r), (a + 1, r + 1), (a, r + 1)]
            # Seen from above the top faces wind counter-clockwise (normals up).
            quad([verts_top[x][y] for x, y in idx[::-1]], 5, [(along[x, y], to_edge[x, y]) for x, y in idx[::-1]],
                 [(to_edge[x, y], along[x, y]) for x, y in idx[::-1]])
            quad([verts_bot[x][y] for x, y in idx], 6, [(along[x, y], to_edge[x, y]) for x, y in idx],
                 [(to_edge[x, y], along[x, y]) for x, y in idx])
        chain = [verts_top[a][-1]] + [ring[a] for ring in rim] + [verts_bot[a][-1]]
        chain2 = [verts_top[a + 1][-1]] + [ring[a + 1] for ring in rim] + [verts_bot[a + 1][-1]]
        for s in range(len(chain) - 1):
            quad([chain[s], chain2[s], chain2[s + 1], chain[s + 1]], 5,
                 [(along[a, -1], -s), (along[a + 1, -1], -s), (along[a + 1, -1], -s - 1), (along[a, -1], -s - 1)],
                 [(50, 0)] * 4)
    bm.normal_update()
    mesh = bpy.data.meshes.new('brim')
    bm.to_mesh(mesh)
    bm.free()
    return finish(mesh, 'brim')


def button_object(c, crown_points):
    """A fabric-covered button on the apex: a squashed dome 18 mm across."""
    top = crown_points[:, -1].mean(axis=0)
    bm = bmesh.new()
    uv_pattern = bm.loops.layers.uv.new('pattern')
    bm.loops.layers.uv.new('local')
    uv_edge = bm.loops.layers.uv.new('edge')
    panel_layer = bm.faces.layers.int.new('panel')
    rings, around = 8, 32
    radius, tall = 9.0, 5.0
    pole = bm.verts.new(Vector((top[0], top[1], top[2] + tall - 1.5)) / 1000)
    grid = []
    for r in range(1, rings + 1):
        t = r / rings * math.pi / 2 * 1.08
        ring = []
        for a in range(around):
            ang = 2 * math.pi * a / around
            ring.append(bm.verts.new(Vector((top[0] + radius * math.sin(t) * math.cos(ang),
                                             top[1] + radius * math.sin(t) * math.sin(ang),
                                             top[2] - 1.5 + tall * math.cos(t))) / 1000))
        grid.append(ring)
    for a in range(around):
        f = bm.faces.new([pole, grid[0][a], grid[0][(a + 1) % around]])
        f[panel_layer] = 7
    for r in range(rings - 1):
        for a in range(around):
            f = bm.faces.new([grid[r][a], grid[r + 1][a], grid[r + 1][(a + 1) % around], grid[r][(a + 1) % around]])
            f[panel_layer] = 7
    for f in bm.faces:
        for loop in f.loops:
            co = loop.vert.co * 1000
            loop[uv_pattern].uv = (co.x, co.y)
            loop[uv_edge].uv = (50, 0)
    bm.normal_update()
    mesh = bpy.data.meshes.new('button')
    bm.to_mesh(mesh)
    bm.free()
    return finish(mesh, 'button')


def finish(mesh, name):
    for p in mesh.polygons:
        p.use_smooth = True
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    return obj
