"""The body's neckline held open round the form's neck, as a ghost mannequin's neck holds it: the neckline of the
front, back and sleeves (never the hood's) is drawn while the seams close, with gravity off, onto a ring on the form
(its arc length the neckline's, the front dipping to the chest as the pattern's front neck does) and pinned there.
Unheld, the hood's weight and its goal springs pulled the neckline up over the short neck into a closed dome."""
import math

from mathutils import Vector
from mathutils.bvhtree import BVHTree

import bpy

BODY = ('front', 'back', 'sleeveR', 'sleeveL')


def edge_indices(panel, name):
    """Outline indices of one edge, first to last."""
    a, b = panel['edges'][name]
    n = len(panel['outline'])
    out, k = [a], a
    while k != b:
        k = (k + 1) % n
        out.append(k)
    return out


def neckline(plan, offsets, basis):
    """The body's neckline as segments of (vertex, pattern point), in order round the neck: from the centre front
    towards the world's +x, round the back and back to the centre front; each edge turned so its placed azimuth
    rises."""
    segments = []
    for role in BODY:
        panel = next(p for p in plan['panels'] if p['name'] == role)
        for name in panel['edges']:
            if not name.startswith('neck'):
                continue
            idx = edge_indices(panel, name)
            verts = [offsets[role] + k for k in idx]

            def azimuth(v, role=role, name=name):
                co = basis.data[v].co
                a = math.atan2(co.x, -co.y)
                # The centre front is azimuth 0 for the front's +x half and 2π for its −x half.
                if role == 'front':
                    return abs(a) if name == 'neckR' else 2 * math.pi - abs(a)
                return a % (2 * math.pi)
            if azimuth(verts[0]) > azimuth(verts[-1]):
                idx, verts = idx[::-1], verts[::-1]
            points = [tuple(panel['outline'][k]) for k in idx]
            segments.append((sum(azimuth(v) for v in verts) / len(verts), verts, points))
    segments.sort(key=lambda s: s[0])
    return [list(zip(verts, points)) for _, verts, points in segments]


def ring_targets(ring, torso, m, g):
    """Where each neckline vertex is held: at its share of the neckline's length round the neck, on the form's
    surface at the neckline's height there, `collarGap` mm out."""
    # Arc length within each panel's own pattern; a segment starts where the last ended (they are sewn there).
    length, s, flat = 0.0, [], []
    for segment in ring:
        for k, (v, p) in enumerate(segment):
            if k:
                length += math.dist(p, segment[k - 1][1])
            s.append(length)
            flat.append((v, p))
    total = length
    depsgraph = bpy.context.evaluated_depsgraph_get()
    bvh = BVHTree.FromObject(torso, depsgraph)
    hps = m['hpsToWaistBack']
    rise, front, back = g['collar']
    targets = []
    for (v, _), sv in zip(flat, s):
        theta = 2 * math.pi * sv / total
        z = (hps + rise - front * max(0.0, math.cos(theta)) ** 1.5 - back * max(0.0, -math.cos(theta)) ** 2) / 1000
        d = Vector((math.sin(theta), -math.cos(theta), 0))
        origin = Vector((0, 0.01, z))
        hit = bvh.ray_cast(origin, d, 0.5)
        at = hit[0] if hit[0] is not None else origin + d * 0.07
        targets.append((v, at + d * g['collarGap'] / 1000))
    return targets, total


def hold_neckline(cloth, plan, offsets, torso, m, g, group):
    """Adds the 'collar' shape key (neckline from where it was placed to its ring, over the first `collarFrames`),
    pinning the neckline in `group` (weight 1: a hard pin that follows the key)."""
    basis = cloth.data.shape_keys.key_blocks['placed']
    ring = neckline(plan, offsets, basis)
    targets, total = ring_targets(ring, torso, m, g)
    key = cloth.shape_key_add(name='collar', from_mix=False)
    key.relative_key = basis
    for v, at in targets:
        key.data[v].co = at
        group.add([v], 1.0, 'REPLACE')
    perimeter = sum((targets[k][1] - targets[k - 1][1]).length for k in range(len(targets)))
    print('collar: %d neckline vertices, neckline %.0f mm, ring %.0f mm' % (len(targets), total, perimeter * 1000))
    key.value = 0.0
    key.keyframe_insert('value', frame=1)
    key.value = 1.0
    key.keyframe_insert('value', frame=g['collarFrames'])
