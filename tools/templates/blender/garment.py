"""A garment sewn from flat panels: each panel triangulated from its outline (UV = its flat pattern in mm), placed
around the dress form, sewn along its seams by the cloth simulation's sewing springs, draped under gravity, and
welded. The cloth rests in the flat pattern's shape (a shape key), so the drape keeps the fabric's true lengths."""
import math

import bmesh
import bpy
from mathutils import Vector, geometry


def triangulate(panel):
    """Vertices (mm, flat) and triangles of a panel: its outline first (seam indices stay valid), then interior."""
    outline = [tuple(p) for p in panel['outline']]
    points = outline + [tuple(p) for p in panel['interior']]
    n = len(outline)
    edges = [(k, (k + 1) % n) for k in range(n)]
    verts, _, faces, orig_verts, _, _ = geometry.delaunay_2d_cdt(points, edges, [], 1, 1e-4)
    if len(verts) != len(points):
        raise RuntimeError('panel %s: triangulation added or merged points' % panel['name'])
    # Map output vertices back to input order (the CDT may reorder them).
    order = [None] * len(verts)
    for out_index, origins in enumerate(orig_verts):
        order[out_index] = origins[0] if origins else None
    if any(o is None for o in order):
        raise RuntimeError('panel %s: triangulation made new vertices' % panel['name'])
    tris = [[order[v] for v in f] for f in faces]
    return points, tris


def ellipse_walk(a, b, distance, start_angle):
    """The point at arc length `distance` (mm, signed) along an ellipse (half axes a, b) from `start_angle`."""
    steps = 720
    t, walked, step = start_angle, 0.0, math.copysign(2 * math.pi / steps, distance)
    x, y = a * math.cos(t), b * math.sin(t)
    while abs(walked) < abs(distance):
        t += step
        nx, ny = a * math.cos(t), b * math.sin(t)
        seg = math.hypot(nx - x, ny - y)
        if abs(walked) + seg >= abs(distance):
            f = (abs(distance) - abs(walked)) / seg
            return x + (nx - x) * f, y + (ny - y) * f
        walked += math.copysign(seg, distance)
        x, y = nx, ny
    return x, y


def smoothstep(e0, e1, x):
    t = min(1.0, max(0.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)


class Placement:
    """Where each panel starts, wrapped round the form (mm in, metres out)."""

    def __init__(self, m, arms, gap=30):
        from form import ellipse_axes
        self.m = m
        self.arms = arms
        w, d = ellipse_axes(m['chest'], 1.32)
        self.a, self.b = w + gap, d + gap
        self.top = m['hpsToWaistBack'] + 25

    def body(self, x, y, back):
        # Walk round the chest ellipse from the centre front (or back); the back is seen from behind.
        px, py = ellipse_walk(self.a, self.b, -x if back else x, math.pi / 2 if back else -math.pi / 2)
        z = self.top + y
        # Above the chest the panel leans in over the shoulder towards its partner.
        squash = 1 - 0.6 * smoothstep(self.m['waistToArmpit'] + 20, self.top - 30, z)
        return Vector((px / 1000, py * squash / 1000, z / 1000))

    def sleeve(self, x, y, side, width):
        joint, axis, _ = self.arms[side]
        axis = Vector(axis)
        up = Vector((side * axis.z * -1, 0, side * axis.x)).normalized()
        front = Vector((0, -1, 0)) if side > 0 else Vector((0, 1, 0))
        radius = width / (2 * math.pi) + 8
        phi = x / radius
        r = radius + max(0.0, y) * 0.55
        along = 150 - y
        p = Vector(joint) * 1000 + axis * along + (up * math.cos(phi) + front * math.sin(phi)) * r
        return p / 1000


def build_garment(plan, placement, name='garment'):
    """One mesh of all panels (UV = flat pattern, mm), with a 'flat' shape key the cloth rests in, sewing edges, and
    the panel of each face in an integer face attribute. Returns the object and the seams' vertex pairs."""
    bm = bmesh.new()
    uv_layer = bm.loops.layers.uv.new('pattern')
    panel_layer = bm.faces.layers.int.new('panel')
    flat_layer = bm.verts.layers.float_vector.new('flat')
    offsets, shift = {}, 0.0
    for index, panel in enumerate(plan['panels']):
        points, tris = triangulate(panel)
        xs = [p[0] for p in points]
        width = max(xs) - min(xs)
        role = panel['name']
        verts = []
        for (x, y) in points:
            if role in ('front', 'back'):
                co = placement.body(x, y, role == 'back')
            else:
                co = placement.sleeve(x, y, 1 if role == 'sleeveR' else -1, width)
            v = bm.verts.new(co)
            # Flat layout: panels side by side in one plane, 10 cm apart.
            v[flat_layer] = Vector(((x - min(xs) + shift) / 1000, 0, y / 1000))
            verts.append(v)
        shift += width + 100
        offsets[role] = verts
        for tri in tris:
            try:
                f = bm.faces.new([verts[k] for k in tri])
            except ValueError:
                continue
            f[panel_layer] = index
            for loop, k in zip(f.loops, tri):
                loop[uv_layer].uv = (points[k][0], points[k][1])
    bm.normal_update()
    pairs = []
    for seam in plan['seams']:
        va, vb = offsets[seam['a']], offsets[seam['b']]
        for ia, ib in seam['pairs']:
            a, b = va[ia], vb[ib]
            if a is b or any(pa is a and pb is b for pa, pb in pairs[-3:]):
                continue
            if bm.edges.get((a, b)) is None:
                bm.edges.new((a, b))
            pairs.append((a, b))
    bm.verts.index_update()
    pairs = [(a.index, b.index) for a, b in pairs]
    mesh = bpy.data.meshes.new(name)
    flat = [tuple(v[flat_layer]) for v in bm.verts]
    neck = neck_distances(plan, offsets, len(bm.verts))
    bm.to_mesh(mesh)
    bm.free()
    attribute = mesh.attributes.new('neck', 'FLOAT', 'POINT')
    attribute.data.foreach_set('value', neck)
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.shape_key_add(name='placed')
    rest = obj.shape_key_add(name='flat', from_mix=False)
    for k, co in enumerate(flat):
        rest.data[k].co = co
    rest.value = 0.0
    return obj, pairs


def neck_distances(plan, verts_by_panel, count):
    """Per vertex, the distance (mm of fabric) to its panel's neckline: where the fabric shader puts the rib band."""
    out = [1000.0] * count
    for panel in plan['panels']:
        if 'neck' not in panel['edges']:
            continue
        a, b = panel['edges']['neck']
        ring = panel['outline']
        neck = [ring[k % len(ring)] for k in range(a, (b if b else len(ring)) + 1)]
        points = [tuple(p) for p in panel['outline']] + [tuple(p) for p in panel['interior']]
        for v, (x, y) in zip(verts_by_panel[panel['name']], points):
            best = 1000.0
            for (x0, y0), (x1, y1) in zip(neck, neck[1:]):
                dx, dy = x1 - x0, y1 - y0
                t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy or 1)))
                best = min(best, math.hypot(x - x0 - dx * t, y - y0 - dy * t))
            out[v.index] = best
    return out


def simulate(obj, frames=90, settle=30, sewing_force=8.0, quality=8, self_collision=True):
    """Sews and drapes the garment: gravity off while the seams close, then on. Returns the draped mesh data."""
    scene = bpy.context.scene
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    s = cloth.settings
    s.quality = quality
    s.mass = 0.25
    s.air_damping = 1.0
    s.tension_stiffness = s.compression_stiffness = s.shear_stiffness = 15
    s.bending_stiffness = 0.4
    s.tension_damping = s.compression_damping = s.shear_damping = 5
    s.use_sewing_springs = True
    s.sewing_force_max = sewing_force
    s.rest_shape_key = obj.data.shape_keys.key_blocks['flat']
    s.use_dynamic_mesh = False
    c = cloth.collision_settings
    c.distance_min = 0.003
    c.collision_quality = 3
    c.use_self_collision = self_collision
    c.self_distance_min = 0.002
    c.self_friction = 5
    cloth.point_cache.frame_start = 1
    cloth.point_cache.frame_end = frames
    w = s.effector_weights
    if settle > 0:
        w.gravity = 0.0
        w.keyframe_insert('gravity', frame=1)
        w.keyframe_insert('gravity', frame=settle)
        w.gravity = 1.0
        w.keyframe_insert('gravity', frame=settle + 15)
    scene.frame_start, scene.frame_end = 1, frames
    for f in range(1, frames + 1):
        scene.frame_set(f)
    depsgraph = bpy.context.evaluated_depsgraph_get()
    evaluated = obj.evaluated_get(depsgraph)
    return bpy.data.meshes.new_from_object(evaluated)


def weld(mesh, pairs):
    """Closes the seams: each group of sewn vertices (a corner can be in two seams) merged at its centre; the
    sewing edges go with them."""
    parent = {}

    def root(v):
        while parent.get(v, v) != v:
            v = parent[v]
        return v
    for a, b in pairs:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[rb] = ra
    bm = bmesh.new()
    bm.from_mesh(mesh)
    bm.verts.ensure_lookup_table()
    groups = {}
    for v in parent:
        groups.setdefault(root(v), set()).update((v, root(v)))
    targetmap = {}
    for r, members in groups.items():
        verts = [bm.verts[k] for k in members]
        centre = sum((v.co for v in verts), Vector()) / len(verts)
        for v in verts:
            v.co = centre
            if v.index != r:
                targetmap[v] = bm.verts[r]
    bmesh.ops.weld_verts(bm, targetmap=targetmap)
    loose = [e for e in bm.edges if not e.link_faces]
    bmesh.ops.delete(bm, geom=loose, context='EDGES')
    bm.to_mesh(mesh)
    bm.free()
    return mesh
