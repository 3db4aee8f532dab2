"""A canvas tote made as one is made: two panels of canvas (front and back, UV = the flat fabric in mm) sewn at the
sides and the bottom (they share those edge vertices), open at the top, and two flat webbing straps whose ends are
sewn inside the opening (each end shares the panel's top-edge vertices it is stitched to). The cloth simulation then
lays it flat, hangs it from a peg by its straps or stands it on its filling."""
import math
import time

import bmesh
import bpy
from mathutils import Matrix, Vector

# Face panels: 0 front, 1 back, 2 front strap, 3 back strap (4: the seam bead, added after the drape).
FRONT, BACK, FRONT_STRAP, BACK_STRAP = 0, 1, 2, 3


def _strap_path(xa, xb, top, length, step, radius=None):
    """Points along a strap from (xa, top) up to an arch of `radius` mm (half the ends' distance by default: straight
    legs) and down to (xb, top), in the panel's plane (x, z mm): straight legs tangent to a circular arch, the arch as
    high as the strap's length allows. Returns [(x, z, tangent x, tangent z, mm from the nearer end)]."""
    mid = (xa + xb) / 2
    r = min(radius or (xb - xa) / 2, (xb - xa) / 2)

    def shape(cz):
        d = (mid - xa, cz - top)
        dist = math.hypot(*d)
        beta = math.asin(min(1.0, r / dist))
        ang = math.atan2(d[1], d[0]) + beta
        leg = math.sqrt(max(0.0, dist * dist - r * r))
        tangent = (xa + math.cos(ang) * leg, top + math.sin(ang) * leg)
        theta = math.atan2(tangent[1] - cz, tangent[0] - mid)
        return leg, theta, (math.cos(ang), math.sin(ang))

    lo, hi = top, top + length
    for _ in range(60):
        cz = (lo + hi) / 2
        leg, theta, _ = shape(cz)
        lo, hi = (cz, hi) if 2 * leg + r * (2 * theta - math.pi) < length else (lo, cz)
    leg, theta, (ux, uz) = shape(cz)
    arc = r * (2 * theta - math.pi)
    total = 2 * leg + arc
    n = max(4, round(total / step))
    out = []
    for k in range(n + 1):
        s = total * k / n
        if s <= leg:
            p, t = (xa + ux * s, top + uz * s), (ux, uz)
        elif s <= leg + arc:
            a = theta - (s - leg) / r
            p, t = (mid + r * math.cos(a), cz + r * math.sin(a)), (math.sin(a), -math.cos(a))
        else:
            back = total - s
            p, t = (xb - ux * back, top + uz * back), (ux, -uz)
        out.append((p[0], p[1], t[0], t[1], min(s, total - s)))
    return out


def strap_apex(w, spacing, strap):
    """How high (mm above the bag's bottom) the inner edge of a strap's arch starts."""
    nx = max(4, 2 * round(w / spacing / 2))
    dx = w / nx
    half = round(strap['spreadMm'] / 2 / dx)
    return max(p[1] for p in _strap_path(-half * dx, half * dx, 0, strap['lengthMm'], dx, strap.get('radiusMm'))) - dx


def build_bag(w, h, spacing, strap, pose, ripple=0.0, gap=3.0, seed=1, bulge=0.0):
    """The bag in its starting pose (`pose`, a 4×4 matrix, metres; the bag's own frame is x across, z up, the front
    facing −y), with a 'flat' rest shape (the panels' true lengths). strap: {'lengthMm', 'spreadMm' (between the legs'
    centres), 'fan' (degrees each strap's arch is turned, front one way, back the other), 'radiusMm' (the arch's),
    'lean' (degrees the arches lean back from upright)}. `ripple` (mm) lays the
    panels gently uneven and a little gathered, so they crumple as they settle; `bulge` (mm) opens the bag round its
    filling. Returns the object."""
    # An even count, so the straps sit symmetrically about the panel's centre line.
    nx = max(4, 2 * round(w / spacing / 2))
    nz = max(4, round(h / spacing))
    dx, dz = w / nx, h / nz
    bm = bmesh.new()
    uv_layer = bm.loops.layers.uv.new('pattern')
    panel_layer = bm.faces.layers.int.new('panel')
    rest_layer = bm.verts.layers.float_vector.new('rest')
    stiff_layer = bm.verts.layers.float.new('stiff')
    # Near the seam the panels meet: self-collision there would only push them apart into blisters.
    seam_layer = bm.verts.layers.float.new('seam')
    shared = {}

    def bumps(x, z, side):
        # A few long, low waves at odd angles: how a bag lies when it was put down by hand. Each panel only bulges
        # outwards (0…ripple mm), so the two never start crossed.
        if not ripple:
            return 0.0
        v = 0.0
        for k, (a, l, ph) in enumerate(((0.7, 150, 0.3), (2.1, 110, 1.7), (-0.4, 190, 4.1), (1.3, 85, 2.9))):
            v += math.sin((x * math.cos(a + seed) + z * math.sin(a + seed)) * 2 * math.pi / l + ph + side) / (k + 1.5)
        return ripple * (0.5 + v / 3.2)

    gather = 1.0 - 0.006 * (ripple > 0)

    def opened(x, z=None):
        across = (1 - min(1.0, abs(2 * x / w)) ** 2.5) ** 0.4
        return bulge * across * (1.0 if z is None else min(1.0, z / 50.0) ** 0.5)

    def vert(i, k, side):
        edge = i in (0, nx) or k == 0
        if edge and (i, k) in shared:
            return shared[(i, k)]
        x, z = -w / 2 + dx * i, dz * k
        y = 0.0 if edge else side * (gap + opened(x, z) + bumps(x, z, side))
        v = bm.verts.new(pose @ Vector((x * gather / 1000, y / 1000, z * gather / 1000)))
        v[rest_layer] = pose @ Vector((x / 1000, 0, z / 1000))
        v[seam_layer] = 1.0 if i in (0, 1, nx - 1, nx) or k in (0, 1) else 0.0
        # The hem: the top 30 mm are three layers of canvas, stiffer than one.
        v[stiff_layer] = 0.3 if h - z < 31 else 0.0
        if edge:
            shared[(i, k)] = v
        return v

    grids = {}
    for panel, side in ((FRONT, -1), (BACK, 1)):
        g = [[vert(i, k, side) for k in range(nz + 1)] for i in range(nx + 1)]
        grids[panel] = g
        for i in range(nx):
            for k in range(nz):
                quad = [(i, k), (i + 1, k), (i + 1, k + 1), (i, k + 1)]
                order = quad if side < 0 else quad[::-1]
                f = bm.faces.new([g[a][b] for a, b in order])
                f[panel_layer] = panel
                for loop, (a, b) in zip(f.loops, order):
                    x, z = -w / 2 + dx * a, dz * b - h / 2
                    # The back is seen from behind: its pattern x runs the other way.
                    loop[uv_layer].uv = (x if side < 0 else -x, z)

    # Straps: 2 cells wide (~25 mm), their ends on the top edge's vertices of their panel.
    half = round(strap['spreadMm'] / 2 / dx)
    ca, cb = nx // 2 - half, nx // 2 + half
    xa, xb = -w / 2 + dx * ca, -w / 2 + dx * cb
    path = _strap_path(xa, xb, h, strap['lengthMm'], dx, strap.get('radiusMm'))
    for panel, side, fan in ((FRONT_STRAP, -1, strap['fan']), (BACK_STRAP, 1, -strap['fan'])):
        g = grids[FRONT if side < 0 else BACK]
        mid = ((xa + xb) / 2, h)
        turn = math.radians(fan)
        rows = []
        along = 0.0
        prev = None
        for r, (px, pz, tx, tz, from_end) in enumerate(path):
            ends = r in (0, len(path) - 1)
            if ends:
                cols = [ca - 1, ca, ca + 1] if r == 0 else [cb + 1, cb, cb - 1]
                rows.append([g[c][nz] for c in cols])
            else:
                # Turn the arch about the middle of its attachments, easing in over the first 60 mm of each leg.
                wgt = min(1.0, from_end / 60.0)
                wgt = wgt * wgt * (3 - 2 * wgt)
                a = turn * wgt
                cx, cz = px - mid[0], pz - mid[1]
                qx, qz = mid[0] + cx * math.cos(a) - cz * math.sin(a), mid[1] + cx * math.sin(a) + cz * math.cos(a)
                ux, uz = tx * math.cos(a) - tz * math.sin(a), tx * math.sin(a) + tz * math.cos(a)
                ax, az = uz, -ux
                row = []
                for j in (-1, 0, 1):
                    x, z = qx + ax * dx * j, qz + az * dx * j
                    # The straps rise a little clear of each other, front over back.
                    y = side * (gap + opened(xa) + 2.0 * min(1.0, from_end / 30.0))
                    # Leaning back from the opening (an upright bag's straps flop over it), front less than back.
                    lean = math.radians(strap.get('lean', 0.0) * (1.0 if side < 0 else 1.6)) * min(1.0, from_end / 40.0)
                    y, z = y + (z - h) * math.sin(lean), h + (z - h) * math.cos(lean)
                    v = bm.verts.new(pose @ Vector((x / 1000, y / 1000, z / 1000)))
                    v[rest_layer] = pose @ Vector((x / 1000, y / 1000, z / 1000))
                    v[stiff_layer] = 1.0
                    row.append(v)
                rows.append(row)
            if prev is not None:
                along += math.hypot(px - prev[0], pz - prev[1])
            prev = (px, pz)
            rows[-1] = (rows[-1], along)
        for r in range(len(rows) - 1):
            (a, sa), (b, sb) = rows[r], rows[r + 1]
            for j in range(2):
                quad = [a[j], a[j + 1], b[j + 1], b[j]]
                order = quad if side < 0 else quad[::-1]
                uvs = [(j - 1, sa), (j, sa), (j, sb), (j - 1, sb)]
                uvs = uvs if side < 0 else uvs[::-1]
                f = bm.faces.new(order)
                f[panel_layer] = panel
                for loop, (u, s) in zip(f.loops, uvs):
                    loop[uv_layer].uv = (u * dx, s)
    bm.normal_update()
    bm.verts.index_update()
    back_top = [grids[BACK][i][nz].index for i in range(nx + 1)]
    rest = [tuple(v[rest_layer]) for v in bm.verts]
    stiff = [v[stiff_layer] for v in bm.verts]
    seam = [v[seam_layer] for v in bm.verts]
    mesh = bpy.data.meshes.new('tote')
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new('tote', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for name, values in (('stiff', stiff), ('seam', seam)):
        group = obj.vertex_groups.new(name=name)
        for k, value in enumerate(values):
            if value > 0:
                group.add([k], value, 'REPLACE')
    obj.shape_key_add(name='placed')
    key = obj.shape_key_add(name='flat', from_mix=False)
    for k, co in enumerate(rest):
        key.data[k].co = co
    key.value = 0.0
    # What the render needs to know of the cut: the panels' grid, the straps' centres and half width (fabric mm).
    mesh['grid'] = [nx, nz]
    mesh['strapX'] = xb
    mesh['strapHalf'] = dx
    mesh['backTop'] = back_top
    return obj


def pose_matrix(kind, location, turn=0.0, tilt=0.0):
    """flat: lying front up, its top towards +y; upright otherwise (front towards −y), tilted back `tilt` degrees."""
    if kind == 'flat':
        r = Matrix.Rotation(math.radians(turn), 4, 'Z') @ Matrix.Rotation(math.radians(-90), 4, 'X')
    else:
        r = Matrix.Rotation(math.radians(turn), 4, 'Z') @ Matrix.Rotation(math.radians(-tilt), 4, 'X')
    return Matrix.Translation(Vector(location)) @ r


PROGRESS = []


def simulate(obj, frames, quality, self_collision=True, weight=1.2):
    """Canvas: stiff in tension, soft in compression and bending, so it buckles instead of stretching; the webbing
    straps (vertex group 'stiff') bend five times harder."""
    scene = bpy.context.scene
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    s = cloth.settings
    s.quality = quality
    s.mass = weight / len(obj.data.vertices)
    s.air_damping = 3.0
    s.tension_stiffness = 80
    s.compression_stiffness = 4
    s.shear_stiffness = 6
    s.bending_stiffness = 0.5
    s.vertex_group_bending = 'stiff'
    s.bending_stiffness_max = 12.0
    s.tension_damping = 10
    s.compression_damping = s.shear_damping = 5
    s.bending_damping = 0.5
    s.rest_shape_key = obj.data.shape_keys.key_blocks['flat']
    c = cloth.collision_settings
    c.distance_min = 0.002
    c.collision_quality = 3
    c.use_self_collision = self_collision
    c.self_distance_min = 0.0015
    c.self_friction = 5
    c.vertex_group_self_collisions = 'seam'
    cloth.point_cache.frame_start = 1
    cloth.point_cache.frame_end = frames
    scene.frame_start, scene.frame_end = 1, frames
    started = time.time()
    for f in range(1, frames + 1):
        scene.frame_set(f)
        if f % 5 == 0:
            PROGRESS.append(round(time.time() - started, 1))
    depsgraph = bpy.context.evaluated_depsgraph_get()
    mesh = bpy.data.meshes.new_from_object(obj.evaluated_get(depsgraph))
    for key in ('grid', 'strapX', 'strapHalf', 'backTop'):
        mesh[key] = obj.data[key]
    return mesh


def edge_paths(mesh):
    """The sewn edges as vertex paths: the seam round the sides and bottom (shared by both panels), and the front's
    and the back's top edges (the hemmed opening)."""
    nx, nz = mesh['grid']
    idx = lambda i, k: i * (nz + 1) + k  # noqa: E731 (the front grid is built first, i outer, k inner)
    seam = [idx(0, k) for k in range(nz, 0, -1)] + [idx(i, 0) for i in range(nx + 1)] + [idx(nx, k) for k in range(1, nz + 1)]
    return seam, [idx(i, nz) for i in range(nx + 1)], list(mesh['backTop'])


def bead(mesh, path, radius, flat=1.0, sides=8):
    """A slim rounded bead along a vertex path (panel 4, never printed): the seam allowances inside a sewn edge, or
    the three layers of a hem. `flat` < 1 flattens it towards the bag's middle."""
    pts = [mesh.vertices[k].co.copy() for k in path]
    for _ in range(2):
        pts = [pts[0]] + [(pts[k - 1] + pts[k] * 2 + pts[k + 1]) / 4 for k in range(1, len(pts) - 1)] + [pts[-1]]
    centre = sum((v.co for v in mesh.vertices), Vector()) / len(mesh.vertices)
    bm = bmesh.new()
    uv_layer = bm.loops.layers.uv.new('pattern')
    panel_layer = bm.faces.layers.int.new('panel')
    rings, along, walked = [], [], 0.0
    n = len(pts)
    for k in range(n):
        p, q, r = pts[max(0, k - 1)], pts[k], pts[min(n - 1, k + 1)]
        t = (r - p).normalized()
        out = q - centre
        out = (out - t * out.dot(t)).normalized()
        side = t.cross(out).normalized()
        rings.append([bm.verts.new(q + (out * math.cos(a) * flat + side * math.sin(a)) * radius)
                      for a in (2 * math.pi * j / sides for j in range(sides))])
        along.append(walked)
        walked += (r - q).length * 1000
    for k in range(n - 1):
        a, b = rings[k], rings[k + 1]
        for j in range(sides):
            f = bm.faces.new([a[j], b[j], b[(j + 1) % sides], a[(j + 1) % sides]])
            f[panel_layer] = 4
            for loop, (u, v) in zip(f.loops, ((along[k], j), (along[k + 1], j), (along[k + 1], j + 1), (along[k], j + 1))):
                loop[uv_layer].uv = (u, v * 2 * math.pi * radius * 1000 / sides)
    bm.normal_update()
    out_mesh = bpy.data.meshes.new('bead')
    bm.to_mesh(out_mesh)
    bm.free()
    return out_mesh
