"""Lays the sewn Hugo flat as a stylist squares up a flat lay: the hood laid on its back above the neck and folded
(fold_hood), the garment turned front up and squashed as the staged sweatshirts are (sweatshirt_staged/staging/lay.py
and hoodie_staged/staging/hood_lay.py, imported read-only), then the staged sweatshirts' fleece cloth (lay.py's
numbers, springs resting at the fabric's lengths), but drawn down onto the table by soft goal springs instead of let
fall: each point's goal is where it starts (the sleeves laid flat, flat_sleeves), averaged with its mirror image's
(the left sleeve's point with the right sleeve's, mirrored), its height pressed towards the table. Let fall freely,
one sleeve sprang out and the other rolled under, and the hood landed as a lopsided flap. This folder keys the staged
drape's cache."""
import math
import time

import bpy
from mathutils import Vector
from mathutils.kdtree import KDTree

import hood_down  # hoodie/hood_down.py
import hood_lay  # hoodie_staged/staging/hood_lay.py
import lay  # sweatshirt_staged/staging/lay.py

PROGRESS = lay.PROGRESS
FACTORS = lay.FACTORS
# A panel's mirror image across the body's centre line: its pattern point (−x, y) in the named panel.
MIRROR = {'sleeveR': 'sleeveL', 'sleeveL': 'sleeveR', 'cuffR': 'cuffL', 'cuffL': 'cuffR', 'hoodR': 'hoodL', 'hoodL': 'hoodR'}
# Where a point's pattern x is not mirrored about 0 (the waistband runs round the body), its mirror is found in space.
SPATIAL = ('waistband',)
# Checks written to timings.json: how far (m) the start was from its mirror image, median and 95th percentile.
ASYMMETRY = []
# The worn hood's depth from its back to the face opening (m), written to timings.json.
HOOD = []


def fold_hood(mesh, plan, placement, fold):
    """Moves the hood (in the sewn, upright mesh) to lie as a stylist lays a hood on its back, its opening up: the worn
    hood's walls laid out flat away from the opening's middle (`fold['centre']` mm above the neck, its lower sides
    straight outward), each point as far as it was from the hood's back, up to the fold (`fold['fold']` of the hood's
    depth), and from there folded back over on top, so the face opening's rim lies near where it was worn and the
    hood's inside shows through it. Within fold['blend'] mm of its neck seam the hood keeps the sewn shape. Returns
    the hood's depth (m). Opened like a book's covers (hood_lay.lift_hood), the whole inside lay face up, a wide flap."""
    panels = {p['name']: p for p in plan['panels']}
    points = hood_lay.hood_points(mesh, plan)
    worn = {v: hood_down.lying(placement, role, p[0], p[1], 0, (120, 30)) for v, role, p in points}
    back = max(w.y for w in worn.values())
    depth = max(back - w.y for w in worn.values())
    mid = placement.hps / 1000 + fold['centre'] / 1000
    at = fold['fold'] * depth
    for v, role, p in points:
        w = worn[v]
        d = back - w.y
        rx, rz = w.x, max(0.0, w.z - mid) + 0.02
        n = math.hypot(rx, rz)
        out = d if d <= at else 2 * at - d
        # The folded-back layer lies a fleece's two thicknesses over the one under it.
        over = 0.006 * hood_down.smoothstep(at - 0.015, at + 0.015, d)
        target = Vector((w.x + rx / n * out, back - over, w.z + rz / n * out))
        t = hood_down.smoothstep(0.0, fold['blend'], hood_down.neck_distance(panels[role], p))
        co = mesh.vertices[v].co
        mesh.vertices[v].co = co + (target - co) * t
    return depth


def staged(sewn, st, g, placement):
    """The start pose of the flat lay (front up, the hood laid on its back above the neck, folded as `st['fold']`)."""
    if st.get('sleeves'):
        hood_lay.turn_sleeves(sewn, g['plan'], placement, st['sleeves'])
    HOOD.append(round(fold_hood(sewn, g['plan'], placement, st['fold']), 3))
    start, _ = lay.staged(sewn, st)
    return start


def roles(mesh, plan):
    """Each vertex's panel name and pattern point (its first loop's), and every (panel, pattern point) of each vertex."""
    names = [p['name'] for p in plan['panels']]
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    first, loops = {}, {}
    for poly in mesh.polygons:
        role = names[panel[poly.index].value]
        for loop in poly.loop_indices:
            v = mesh.loops[loop].vertex_index
            p = tuple(uv[loop].uv)
            first.setdefault(v, (role, p))
            loops.setdefault(role, []).append((v, p))
    return first, loops


def mirrors(mesh, plan, start):
    """Each vertex's mirror image: the vertex at the mirrored pattern point of the mirrored panel (or, round the
    waistband, the nearest of its own panel to its start mirrored in space). Returns the list and the mirror plane x."""
    first, loops = roles(mesh, plan)
    front = [v for v, (role, _) in first.items() if role == 'front']
    mid = sum(start[v].x for v in front) / len(front)
    trees = {}
    for role, items in loops.items():
        tree = KDTree(len(items))
        for k, (v, p) in enumerate(items):
            tree.insert((p[0], p[1], 0.0), k)
        tree.balance()
        trees[role] = (tree, items)
    spatial = {}
    for role in SPATIAL:
        vs = sorted({v for v, (r, _) in first.items() if r == role})
        tree = KDTree(len(vs))
        for k, v in enumerate(vs):
            tree.insert(start[v], k)
        tree.balance()
        spatial[role] = (tree, vs)
    out = []
    for v in range(len(mesh.vertices)):
        role, p = first.get(v, (None, None))
        if role is None:
            out.append(v)
        elif role in spatial:
            tree, vs = spatial[role]
            s = start[v]
            out.append(vs[tree.find((2 * mid - s.x, s.y, s.z))[1]])
        else:
            tree, items = trees[MIRROR.get(role, role)]
            out.append(items[tree.find((-p[0], p[1], 0.0))[1]][0])
    return out, mid


def flat_sleeves(mesh, plan, start, weight, band=20.0, free=(-100.0, -220.0)):
    """The start with each sleeve below the underarm moved (by `weight`) towards the sleeve laid flat as a stylist
    lays it: its tube pressed into two layers of the fabric's own width, folded where each cross-section reaches
    furthest out and in at the start, along the straight line through the start's cross-sections
    (pattern y bands `band` mm tall, the cuff continuing the sleeve); blended in from `free[0]` to `free[1]` mm of
    pattern y (the yoke above follows the seams). Pressed as the other parts were, the tubes rolled into narrow
    strands; with the top of the arm (pattern x 0) as the outer fold, the sewing's twist left the cuffs 4 cm wide
    hooks."""
    first, _ = roles(mesh, plan)
    out = [co.copy() for co in start]
    for side in ('R', 'L'):
        verts = [(v, p) for v, (role, p) in first.items() if role in ('sleeve' + side, 'cuff' + side) and p[1] < free[0]]
        bands = {}
        for v, p in verts:
            bands.setdefault(int(p[1] // band), []).append((v, p))
        centres = {b: sum((start[v].xy for v, _ in items), start[items[0][0]].xy * 0) / len(items) for b, items in bands.items()}
        half = {b: max(abs(p[0]) for _, p in items) for b, items in bands.items()}
        # The line through the centres (least squares, along their spread).
        pts = list(centres.values())
        c = sum(pts, pts[0] * 0) / len(pts)
        sxx = sum((q.x - c.x) ** 2 for q in pts)
        syy = sum((q.y - c.y) ** 2 for q in pts)
        sxy = sum((q.x - c.x) * (q.y - c.y) for q in pts)
        angle = 0.5 * math.atan2(2 * sxy, sxx - syy)
        along = Vector((math.cos(angle), math.sin(angle)))
        outward = Vector((-along.y, along.x))
        if outward.x * c.x < 0:
            outward = -outward
        for b, items in bands.items():
            on_line = c + along * (centres[b] - c).dot(along)
            # The outer fold is where the start's cross-section reaches furthest out: the pattern x there, from each
            # point's angle round the section (a circular mean; the pattern's x runs round it one way or the other,
            # whichever agrees best), so the tube is pressed as it lies, not untwisted.
            round_ = 2 * half[b]
            z = sum(start[v].z for v, _ in items) / len(items)
            means = []
            for way in (1, -1):
                sx = sy = 0.0
                for v, p in items:
                    phi = 2 * math.pi * p[0] / round_ - way * math.atan2(start[v].z - z, (start[v].xy - on_line).dot(outward))
                    sx, sy = sx + math.cos(phi), sy + math.sin(phi)
                means.append((math.hypot(sx, sy), math.atan2(sy, sx)))
            fold = round_ * max(means)[1] / (2 * math.pi)
            for v, p in items:
                off = (p[0] - fold) % round_
                target = on_line + outward * (half[b] / 2 - min(off, round_ - off)) / 1000
                t = weight * hood_down.smoothstep(free[0], free[1], p[1])
                out[v].xy = start[v].xy + (target - start[v].xy) * t
    return out


def goals(mesh, plan, start, even):
    """The goal of each point: its start's (the sleeves laid flat, flat_sleeves) and its mirror image's (mirrored) mean
    across the table, its height above the table scaled by even['press']."""
    partner, mid = mirrors(mesh, plan, start)
    start = flat_sleeves(mesh, plan, start, even['tube']) if even.get('tube') else start
    out, gaps = [], []
    for v, s in enumerate(start):
        m = start[partner[v]]
        mx = 2 * mid - m.x
        gaps.append((Vector((mx, m.y)) - Vector((s.x, s.y))).length)
        out.append(Vector(((s.x + mx) / 2, (s.y + m.y) / 2, s.z * even['press'])))
    gaps.sort()
    ASYMMETRY.extend(round(gaps[int(q * (len(gaps) - 1))], 4) for q in (0.5, 0.95))
    return out


def weights(mesh, plan, even):
    """The goal springs' weight per vertex by its panel: the sleeves, the hood and the body (< 1: Blender pins a
    weight of 1 outright)."""
    first, _ = roles(mesh, plan)
    out = []
    for v in range(len(mesh.vertices)):
        role = first.get(v, ('front',))[0]
        if role.startswith(('sleeve', 'cuff')):
            out.append(even['sleeves'])
        elif role.startswith('hood'):
            out.append(even['hood'])
        else:
            out.append(even['body'])
    return out


def drop(mesh, start, st, plan, frames, quality, even):
    """lay.drop's cloth (fleece, resting at the fabric's lengths) with goal springs: the goal moves from the start to
    `goals` over even['frames'][0] frames, the springs hold at even['stiffness'][0] and ease to even['stiffness'][1]
    over the last even['frames'][1] frames; then squared up on the table (stage.straighten)."""
    factors = lay.fabric_factors(mesh)
    ranked = sorted(factors)
    FACTORS.extend(round(ranked[int(q * (len(ranked) - 1))], 3) for q in (0.05, 0.5, 0.95))
    target = goals(mesh, plan, start, even)
    w = weights(mesh, plan, even)
    obj = bpy.data.objects.new('staged', mesh)
    bpy.context.scene.collection.objects.link(obj)
    shrink = obj.vertex_groups.new(name='shrink')
    for k, f in enumerate(factors):
        f = min(1 + lay.SHRINK, max(1 - lay.SHRINK, f))
        shrink.add([k], (1 + lay.SHRINK - f) / (2 * lay.SHRINK), 'REPLACE')
    pins = obj.vertex_groups.new(name='even')
    for k, weight in enumerate(w):
        if weight > 0:
            pins.add([k], weight, 'REPLACE')
    rest = obj.shape_key_add(name='rest')
    key = obj.shape_key_add(name='start', from_mix=False)
    for k, co in enumerate(start):
        key.data[k].co = co
    key.value = 1.0
    goal = obj.shape_key_add(name='goal', from_mix=False)
    goal.relative_key = key
    for k, co in enumerate(target):
        goal.data[k].co = co
    move, release = even['frames']
    goal.value = 0.0
    goal.keyframe_insert('value', frame=1)
    goal.value = 1.0
    goal.keyframe_insert('value', frame=1 + move)
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    s = cloth.settings
    s.quality = quality
    s.mass = lay.MASS
    s.air_damping = 2.0
    s.tension_stiffness = s.compression_stiffness = lay.STIFF
    s.shear_stiffness = lay.SHEAR
    s.bending_stiffness = lay.BEND
    s.tension_damping = s.compression_damping = s.shear_damping = lay.DAMP
    s.rest_shape_key = rest
    s.vertex_group_shrink = 'shrink'
    s.shrink_min, s.shrink_max = -lay.SHRINK, lay.SHRINK
    s.vertex_group_mass = 'even'
    hold, end = even['stiffness']
    s.pin_stiffness = hold
    s.keyframe_insert('pin_stiffness', frame=frames - release)
    s.pin_stiffness = end
    s.keyframe_insert('pin_stiffness', frame=frames)
    c = cloth.collision_settings
    c.distance_min = 0.003
    c.collision_quality = 3
    c.use_self_collision = True
    c.self_distance_min = 0.0025
    c.self_friction = 5
    cloth.point_cache.frame_start = 1
    cloth.point_cache.frame_end = frames
    scene = bpy.context.scene
    scene.frame_start, scene.frame_end = 1, frames
    t0 = time.time()
    for f in range(1, frames + 1):
        scene.frame_set(f)
        if f % max(1, frames // 10) == 0:
            PROGRESS.append(round(time.time() - t0, 1))
    out = bpy.data.meshes.new_from_object(obj.evaluated_get(bpy.context.evaluated_depsgraph_get()))
    bpy.data.objects.remove(obj)
    lay.stage.straighten(out, st.get('turn', 0.0))
    return out
