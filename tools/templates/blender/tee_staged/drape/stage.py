"""Stages a T-shirt sewn on the dress form once the form is gone: the welded garment, resting in the shape it was
sewn in (so it keeps the fabric's lengths), is turned and squashed into a start pose and dropped by the cloth
simulation — onto a table, front up (a flat lay), or onto the arms of a hanger (hung). Self-collision keeps the
front and back from passing through each other as they meet."""
import math
import time

import bpy
from mathutils import Matrix, Vector

# The sewing's cloth, without the sewing springs (garment.simulate's material).
MASS, STIFF, BEND, DAMP = 0.25, 15, 0.4, 5

PROGRESS = []


def _bounds(coords):
    lo = Vector([min(c[k] for c in coords) for k in range(3)])
    hi = Vector([max(c[k] for c in coords) for k in range(3)])
    return lo, hi


def slab():
    """What the flat lay falls on: a hidden slab under the tabletop (z 0), thick so the cloth cannot pass it."""
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(0, 0, -0.05))
    obj = bpy.context.active_object
    obj.name = 'slab'
    obj.scale = (3, 3, 0.1)
    obj.hide_render = True
    obj.modifiers.new('collision', 'COLLISION')
    obj.collision.thickness_outer = 0.002
    obj.collision.cloth_friction = 12
    return obj


def flat_start(mesh, squash=0.45, lift=0.006):
    """Front up (the front, at −y on the form, turned to +z; the neck to +y), centred at the origin; the start pose has
    its depth squashed to `squash` above the back, `lift` m over the table."""
    mesh.transform(Matrix.Rotation(-math.pi / 2, 4, 'X'))
    lo, hi = _bounds([v.co for v in mesh.vertices])
    mesh.transform(Matrix.Translation((-(lo.x + hi.x) / 2, -(lo.y + hi.y) / 2, -lo.z)))
    return [Vector((v.co.x, v.co.y, v.co.z * squash + lift)) for v in mesh.vertices]


def hung_start(mesh, hanger, squash=0.4):
    """Upright, its depth squashed towards the hanger's plane below the shoulders (the hanger is thin, the form was
    not); no point starts inside the hanger. The shoulders' ridge over the arms is set down on them and returned as
    the points the hanger holds (the cloth's whole weight on a thin bar pushes it through the collision)."""
    yc, half, clear = hanger['y'], hanger['thickness'] / 2, 0.004
    out, held = [], []
    for k, v in enumerate(mesh.vertices):
        x, y, z = v.co
        top = hanger['top'](x)
        # Keep the shoulder ridge's shape; squash fully from 4 cm below it.
        t = min(1.0, max(0.0, (top - z) / 0.04)) if abs(x) < hanger['half'] else 1.0
        f = 1 - (1 - squash) * t
        y2 = yc + (y - yc) * f
        if abs(x) < hanger['half'] - 0.01 and top < z < top + 0.025 and abs(y - yc) < half:
            z = top + clear
            held.append(k)
        elif abs(x) < hanger['half'] and top - hanger['height'](x) - clear < z < top + clear and abs(y2 - yc) < half + clear:
            y2 = yc + math.copysign(half + clear, y2 - yc)
        out.append(Vector((x, y2, z)))
    return out, held


def drop(mesh, start, frames, quality, held=(), name='staged'):
    """Runs the cloth from `start` (its rest shape the mesh as given; the `held` points pinned where they start) for
    `frames`; returns the result's mesh data."""
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    if held:
        group = obj.vertex_groups.new(name='held')
        group.add(list(held), 1.0, 'REPLACE')
    obj.shape_key_add(name='rest')
    key = obj.shape_key_add(name='start', from_mix=False)
    for k, co in enumerate(start):
        key.data[k].co = co
    key.value = 1.0
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    s = cloth.settings
    s.quality = quality
    s.mass = MASS
    s.air_damping = 2.0
    s.tension_stiffness = s.compression_stiffness = s.shear_stiffness = STIFF
    s.bending_stiffness = BEND
    s.tension_damping = s.compression_damping = s.shear_damping = DAMP
    s.rest_shape_key = obj.data.shape_keys.key_blocks['rest']
    if held:
        s.vertex_group_mass = 'held'
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
    evaluated = obj.evaluated_get(bpy.context.evaluated_depsgraph_get())
    out = bpy.data.meshes.new_from_object(evaluated)
    bpy.data.objects.remove(obj)
    return out


def straighten(mesh, turn=0.0):
    """Turns a flat lay on the table so its front's pattern runs straight up the picture (then `turn` degrees), and
    centres it: the collapse may spin the cloth a little on the table, where a photographer would square it up."""
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    pairs = {}
    for poly in mesh.polygons:
        if panel[poly.index].value != 0:
            continue
        for loop in poly.loop_indices:
            pairs[mesh.loops[loop].vertex_index] = uv[loop].uv
    n = len(pairs)
    pu = sum(p[0] for p in pairs.values()) / n
    pv = sum(p[1] for p in pairs.values()) / n
    wx = sum(mesh.vertices[k].co.x for k in pairs) / n
    wy = sum(mesh.vertices[k].co.y for k in pairs) / n
    cross = dot = 0.0
    for k, (u, v) in pairs.items():
        u, v = u - pu, v - pv
        x, y = mesh.vertices[k].co.x - wx, mesh.vertices[k].co.y - wy
        cross += u * y - v * x
        dot += u * x + v * y
    angle = math.atan2(cross, dot)
    mesh.transform(Matrix.Rotation(math.radians(turn) - angle, 4, 'Z') @ Matrix.Translation((-wx, -wy, 0)))
    return math.degrees(angle)
