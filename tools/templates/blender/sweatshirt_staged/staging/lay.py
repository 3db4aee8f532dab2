"""Stages a sewn sweatshirt off the form as the staged T-shirts are (tee_staged/drape/stage.py and hanger.py, imported
read-only): laid flat front up on a table or hung on the wooden hanger. What differs: fleece's numbers, and the cloth
rests at the fabric's own lengths (the pattern's millimetres) rather than at the sewn shape's, which the form and the
sewing springs stretched in places by a few per cent — kept, a flat lay's ripples made those spots read as a
stretched print. This folder keys the staged drape's cache, so a change to the render keeps it."""
import os
import sys
import time

import bmesh
import bpy

blender = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(blender, 'tee_staged', 'drape'))
sys.path.insert(0, os.path.join(blender, 'tee_staged'))
import hanger  # noqa: E402
import settings  # noqa: E402
import stage  # noqa: E402

# sweatshirt/drape.py's fleece, without the sewing springs; bending halved (at 1.2 a flat lay kept the sewn tube's dome).
MASS, STIFF, SHEAR, BEND, DAMP = 0.15, 30, 15, 0.6, 5
# How far a spring's rest length may be scaled towards the fabric's (Blender's shrink: 1 − shrink at a vertex).
SHRINK = 0.15
PROGRESS = stage.PROGRESS
# Fabric / sewn length at the vertices: 5th, 50th and 95th percentiles (written to timings.json).
FACTORS = []


def staged(sewn, st):
    """Builds the table or the hanger and wall for the sweatshirt (the sewn mesh, upright as on the form); returns the
    start pose and the points the hanger holds."""
    if st['kind'] == 'flat':
        settings.table(st['colour'], st['surface'])
        stage.slab()
        return stage.flat_start(sewn, squash=st.get('squash', 0.45)), ()
    fit, colliders = hanger.place(sewn, st['wall'], st['wood'], settings.surface)
    for obj in colliders:
        obj.modifiers.new('collision', 'COLLISION')
        obj.collision.thickness_outer = 0.002
        obj.collision.cloth_friction = 8
    return stage.hung_start(sewn, fit)


def fabric_factors(mesh):
    """Per vertex, the mean of fabric length / sewn length over its edges (the fabric's from the 'pattern' UV, mm)."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    uv = bm.loops.layers.uv['pattern']
    fabric = {}
    for f in bm.faces:
        for loop in f.loops:
            # A face's loop runs along its edge to the next loop's vertex.
            fabric.setdefault(loop.edge.index, (loop[uv].uv - loop.link_loop_next[uv].uv).length / 1000)
    sums = [0.0] * len(bm.verts)
    counts = [0] * len(bm.verts)
    for e in bm.edges:
        length = e.calc_length()
        if e.index not in fabric or length < 1e-6:
            continue
        k = fabric[e.index] / length
        for v in e.verts:
            sums[v.index] += k
            counts[v.index] += 1
    bm.free()
    return [s / c if c else 1.0 for s, c in zip(sums, counts)]


def drop(mesh, start, held, st, frames, quality):
    """stage.drop with fleece's numbers and the springs' rest lengths scaled to the fabric's; a flat lay is then
    squared up on the table (stage.straighten)."""
    factors = fabric_factors(mesh)
    ranked = sorted(factors)
    FACTORS.extend(round(ranked[int(q * (len(ranked) - 1))], 3) for q in (0.05, 0.5, 0.95))
    obj = bpy.data.objects.new('staged', mesh)
    bpy.context.scene.collection.objects.link(obj)
    if held:
        obj.vertex_groups.new(name='held').add(list(held), 1.0, 'REPLACE')
    # Blender scales a spring's rest length by (1 − shrink) at its ends, shrink = min + (max − min) × weight.
    shrink = obj.vertex_groups.new(name='shrink')
    for k, f in enumerate(factors):
        f = min(1 + SHRINK, max(1 - SHRINK, f))
        shrink.add([k], (1 + SHRINK - f) / (2 * SHRINK), 'REPLACE')
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
    s.tension_stiffness = s.compression_stiffness = STIFF
    s.shear_stiffness = SHEAR
    s.bending_stiffness = BEND
    s.tension_damping = s.compression_damping = s.shear_damping = DAMP
    s.rest_shape_key = obj.data.shape_keys.key_blocks['rest']
    s.vertex_group_shrink = 'shrink'
    s.shrink_min, s.shrink_max = -SHRINK, SHRINK
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
    out = bpy.data.meshes.new_from_object(obj.evaluated_get(bpy.context.evaluated_depsgraph_get()))
    bpy.data.objects.remove(obj)
    if st['kind'] == 'flat':
        stage.straighten(out, st.get('turn', 0.0))
    return out
