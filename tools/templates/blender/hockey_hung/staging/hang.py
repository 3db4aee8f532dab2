"""Hangs the sewn hockey jersey on the staged tees' wooden hanger (tee_staged/drape/hanger.py, stage.py, imported
read-only). What differs from a hung tee: the body is far wider than the form it was sewn on (696 mm across, the form's
chest ~550), so stage.hung_start's squash leaves it a tube as wide as the form with the rest in deep folds, and
dropped so it stayed (the body folded to the hanger's width); and the long sleeves, sewn held out 42° from the body,
swung in as they fell and one tucked behind the body. So the start pose lays the body out as its pattern below the
armholes, the sleeves moved out with their underarms; the yoke is held; the drop is damped by the air (the sleeves
sink beside the body instead of swinging); and the hanger is wider. This folder keys the staged drape's cache, so a
change to the render keeps it."""
import os
import sys
import time

import bpy

blender = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(blender, 'tee_staged', 'drape'))
sys.path.insert(0, os.path.join(blender, 'tee_staged'))
import hanger  # noqa: E402
import settings  # noqa: E402
import stage  # noqa: E402

FRONT, BACK, SLEEVE_R, SLEEVE_L = 0, 1, 2, 3
# The tees' cloth (stage.py). The staged sweatshirts' firmer, lighter one (lay.py: mass 0.15, stiffness 30) was still
# turning after 90 frames under this damping, and the chest gathered as much (a printed disc 0.78 as wide as high).
MASS, STIFF, SHEAR, BEND, DAMP = stage.MASS, stage.STIFF, stage.STIFF, stage.BEND, stage.DAMP
# A jersey hanger: 50 cm across (the tees' is 43). On the tees' the chest gathered in towards it, 696 mm of body under
# 430 mm of hanger, and a disc printed on the chest came out 0.77–0.88 as wide as high.
HANGER_HALF_WIDTH = 0.25
# The yoke held where it starts: every point within this depth under the hanger's top and inside its width (the
# shoulders' ridge alone held, the body turned about the hook as it fell, and the chest gathered in towards the
# hanger: a disc printed on it came out 0.79–0.88 as wide as high; held, 0.98–1.0).
YOKE = 0.07
PROGRESS = []


def _pattern(mesh):
    """Per vertex: its panels and, for the body panels, its pattern u (mm) walked to the world's x: the front's +x is
    the world's +x; the back's +x is the wearer's left seen from behind (the world's −x)."""
    panel = mesh.attributes['panel'].data
    uv = mesh.uv_layers['pattern'].data
    panels, body_x, body_v = {}, {}, {}
    for poly in mesh.polygons:
        p = panel[poly.index].value
        for loop in poly.loop_indices:
            v = mesh.loops[loop].vertex_index
            panels.setdefault(v, set()).add(p)
            if p in (FRONT, BACK):
                u = uv[loop].uv[0] / 1000
                body_x.setdefault(v, u if p == FRONT else -u)
                body_v.setdefault(v, uv[loop].uv[1] / 1000)
    return panels, body_x, body_v


def spread_start(mesh, start, fit, gap=0.03, clear=0.05):
    """The hung start pose with the body laid out as its pattern in two flat layers: from 3 cm under the hanger's top
    to 15 cm under it the sewn (squashed) pose blends into the pattern's x and height, the front `gap` in front of the
    hanger's plane and the back `gap` behind it, the side seams between; each sleeve moves out by its armhole's mean
    shift and `clear` more, so the sleeves start apart from the body's sides. (The sewn heights kept, the hem hung on a
    diagonal, its corner on the wearer's right folded up behind: docs/photographic/sports-5-draft.jpg.)"""
    panels, body_x, body_v = _pattern(mesh)
    # The pattern's heights hung from the hanger: its top (the neck points') where the hanger is 14 cm out.
    v_top = max(body_v.values())
    z_top = fit['top'](0.14)
    out = [co.copy() for co in start]
    shift = {SLEEVE_R: [], SLEEVE_L: []}
    for v, ps in panels.items():
        if v not in body_x:
            continue
        co = out[v]
        w = min(1.0, max(0.0, (fit['top'](co.x) - co.z - 0.03) / 0.12))
        w = w * w * (3 - 2 * w)
        x = co.x + (body_x[v] - co.x) * w
        layer = 0.0 if len(ps & {FRONT, BACK}) > 1 else (-gap if FRONT in ps else gap)
        co.y += (fit['y'] + layer - co.y) * w
        co.z += (z_top + body_v[v] - v_top - co.z) * w
        for s in (SLEEVE_R, SLEEVE_L):
            if s in ps and w > 0.5:
                shift[s].append(x - co.x)
        co.x = x
    out_x = {SLEEVE_R: clear, SLEEVE_L: -clear}
    mean = {s: (sum(d) / len(d) if d else 0.0) + out_x[s] for s, d in shift.items()}
    for v, ps in panels.items():
        if v in body_x:
            continue
        s = SLEEVE_R if SLEEVE_R in ps else SLEEVE_L
        out[v].x += mean[s]
    return out, mean


def staged(sewn, st):
    """Builds the hanger and wall round the sewn jersey (upright as on the form); returns the start pose, the points
    the hanger holds and the sleeves' shifts."""
    hanger.HALF_WIDTH = HANGER_HALF_WIDTH
    fit, colliders = hanger.place(sewn, st['wall'], st['wood'], settings.surface)
    for obj in colliders:
        obj.modifiers.new('collision', 'COLLISION')
        obj.collision.thickness_outer = 0.002
        obj.collision.cloth_friction = 8
    start, held = stage.hung_start(sewn, fit)
    start, mean = spread_start(sewn, start, fit)
    yoke = {k for k, co in enumerate(start) if abs(co.x) < fit['half'] and co.z > fit['top'](co.x) - YOKE}
    return start, sorted(set(held) | yoke), mean


def drop(mesh, start, held, frames, quality, air):
    """stage.drop (self-collision, the held points pinned) with this knit's numbers and the air's damping `air`."""
    obj = bpy.data.objects.new('staged', mesh)
    bpy.context.scene.collection.objects.link(obj)
    if held:
        obj.vertex_groups.new(name='held').add(list(held), 1.0, 'REPLACE')
    obj.shape_key_add(name='rest')
    key = obj.shape_key_add(name='start', from_mix=False)
    for k, co in enumerate(start):
        key.data[k].co = co
    key.value = 1.0
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    s = cloth.settings
    s.quality = quality
    s.mass = MASS
    s.air_damping = air
    s.tension_stiffness = s.compression_stiffness = STIFF
    s.shear_stiffness = SHEAR
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
    out = bpy.data.meshes.new_from_object(obj.evaluated_get(bpy.context.evaluated_depsgraph_get()))
    bpy.data.objects.remove(obj)
    return out
