"""Folds a flat-laid sweatshirt as hands fold one, by the cloth simulation: the flat lay (front up on the table at
z 0, the front's centre line at x 0, neck towards +y) pressed under a plate, turned face down, each side with its
sleeve carried over the back round a fold line, the bottom third carried up over them, then the stack turned front up
and settled. A carried part is pinned and moved round its fold axis by shape keys (four keys, 45° apart, so its path
is nearly an arc); the hinge and everything else is simulated with self-collision, so the fabric keeps its lengths
and the layers their order."""
import math
import time

import bpy
import numpy as np

KEYS = 4


def _coords(mesh):
    co = np.zeros(len(mesh.vertices) * 3)
    mesh.vertices.foreach_get('co', co)
    return co.reshape(-1, 3)


def _set_coords(mesh, co):
    mesh.vertices.foreach_set('co', co.ravel())
    mesh.update()


def _collider(z):
    bpy.ops.mesh.primitive_plane_add(size=4, location=(0, 0, z))
    plane = bpy.context.active_object
    plane.modifiers.new('collision', 'COLLISION')
    plane.collision.thickness_outer = 0.001
    return plane


def _simulate(obj, frames, pin=None):
    """Runs the cloth `frames` frames and keeps the last frame's shape as the mesh (shape keys and groups cleared)."""
    scene = bpy.context.scene
    scene.frame_start, scene.frame_end = 1, frames
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    st = cloth.settings
    st.quality = 8
    st.mass = 0.35
    st.tension_stiffness = st.compression_stiffness = 20
    st.shear_stiffness = 10
    st.bending_stiffness = 2.0
    st.air_damping = 3
    if pin:
        st.vertex_group_mass = pin
        st.pin_stiffness = 5
    c = cloth.collision_settings
    c.use_collision = True
    c.distance_min = 0.002
    c.use_self_collision = True
    c.self_distance_min = 0.0015
    c.self_friction = 8
    c.collision_quality = 4
    cloth.point_cache.frame_start, cloth.point_cache.frame_end = 1, frames
    for f in range(1, frames + 1):
        scene.frame_set(f)
    evaluated = obj.evaluated_get(bpy.context.evaluated_depsgraph_get())
    co = np.array([v.co[:] for v in evaluated.data.vertices])
    obj.modifiers.remove(cloth)
    if obj.data.shape_keys:
        obj.shape_key_clear()
    for group in list(obj.vertex_groups):
        obj.vertex_groups.remove(group)
    _set_coords(obj.data, co)
    return co


def _carry(obj, mask, dim, line, turn, h, frames):
    """Pins the vertices in `mask` and carries them 180° round the axis along the other table direction, at `line` on
    dimension `dim` (0 x, 1 y) and height h; `turn` +1 carries them towards −dim, −1 towards +dim."""
    co = _coords(obj.data)
    obj.shape_key_add(name='basis', from_mix=False)
    keys = []
    for k in range(1, KEYS + 1):
        phi = turn * math.pi * k / KEYS
        d, dz = co[:, dim] - line, co[:, 2] - h
        moved = co.copy()
        moved[mask, dim] = (line + d * math.cos(phi) - dz * math.sin(phi))[mask]
        moved[mask, 2] = (h + d * math.sin(phi) + dz * math.cos(phi))[mask]
        key = obj.shape_key_add(name='turn%d' % k, from_mix=False)
        key.data.foreach_set('co', moved.ravel())
        keys.append(key)
    step = frames / KEYS
    for k, key in enumerate(keys, 1):
        after = 0.0 if k < KEYS else 1.0
        for f, value in ((step * (k - 1), 0.0), (step * k, 1.0), (step * (k + 1), after)):
            key.value = value
            key.keyframe_insert('value', frame=1 + int(round(f)))
    for curve in obj.data.shape_keys.animation_data.action.fcurves:
        for point in curve.keyframe_points:
            point.interpolation = 'LINEAR'
    pin = obj.vertex_groups.new(name='carried')
    pin.add([int(i) for i in np.nonzero(mask)[0]], 1.0, 'REPLACE')
    _simulate(obj, frames + 2, pin.name)


def _height_near(co, dim, line):
    """The stack's height by a fold line (95th percentile within 5 cm of it)."""
    return float(np.percentile(co[np.abs(co[:, dim] - line) < 0.05, 2], 95))


def fold(obj, spec):
    """Folds obj (its mesh the flat lay) in place; returns the seconds each step took."""
    mesh = obj.data
    timings = {}
    t0 = time.time()
    table = _collider(0.0)
    table.collision.cloth_friction = 8
    panel = np.zeros(len(mesh.polygons), dtype=np.int32)
    mesh.attributes['panel'].data.foreach_get('value', panel)
    front = sorted({v for p in mesh.polygons if panel[p.index] == 0 for v in p.vertices})
    co = _coords(mesh)
    co[:, 0] -= np.median(co[front, 0])
    _set_coords(mesh, co)
    bpy.context.view_layer.objects.active = obj

    # Pressed: a plate lowered onto the puffy flat lay, then lifted away.
    plate = _collider(0.09)
    plate.collision.cloth_friction = 2
    plate.keyframe_insert('location', frame=1)
    plate.location.z = spec['pressMm'] / 1000
    plate.keyframe_insert('location', frame=16)
    bpy.context.view_layer.objects.active = obj
    _simulate(obj, 22)
    bpy.data.objects.remove(plate)
    _simulate(obj, 6)
    timings['press'] = time.time() - t0

    # Face down: turned about the neck-to-hem axis, the back on the table.
    co = _coords(mesh)
    co[:, 0] *= -1
    co[:, 2] *= -1
    co[:, 2] -= co[:, 2].min() - 0.001
    _set_coords(mesh, co)

    half, margin, lift = spec['halfWidthMm'] / 1000, spec['marginMm'] / 1000, spec['liftMm'] / 1000
    for side in (1, -1):
        co = _coords(mesh)
        mask = side * co[:, 0] - half > margin
        _carry(obj, mask, 0, side * half, side, _height_near(co, 0, side * half) + lift, spec['carryFrames'])
        _simulate(obj, spec['holdFrames'])
    timings['sides'] = time.time() - t0 - timings['press']

    co = _coords(mesh)
    top, hem = co[:, 1].max(), co[:, 1].min()
    line = hem + spec['bottomShare'] * (top - hem)
    _carry(obj, line - co[:, 1] > margin, 1, line, -1, _height_near(co, 1, line) + lift, spec['carryFrames'])
    _simulate(obj, spec['holdFrames'])

    # Front up: turned over about the same axis, onto the table, and settled.
    co = _coords(mesh)
    co[:, 0] *= -1
    co[:, 2] *= -1
    co[:, 2] -= co[:, 2].min() - 0.001
    _set_coords(mesh, co)
    _simulate(obj, spec['settleFrames'])
    bpy.data.objects.remove(table)
    timings['fold'] = time.time() - t0
    return timings
