"""Renders one cap template's passes: `blender -b --factory-startup -P cap/render_cap.py -- scene.json`.

The cap is built from its parametric panels (crown.py: six gores, the brim, the button; the front's pattern laid flat
by flatten.py), dressed in twill (twill.py), set down on its setting (settings.py) resting on the back of its head
opening and its brim, then rendered by the shared scripts one folder up exactly as a T-shirt is: studio lights and
Cycles (studio.py), the passes (passes.py), the print grid over its rectangle of front fabric (grid.py)."""
import json
import math
import os
import sys
import time

import bpy
import numpy as np
from mathutils import Matrix, Vector

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
sys.path.insert(0, here)
import crown  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import settings  # noqa: E402
import studio  # noqa: E402
import twill  # noqa: E402


def points_of(obj):
    co = np.empty(len(obj.data.vertices) * 3)
    obj.data.vertices.foreach_get('co', co)
    return co.reshape(-1, 3)


def rest_pose(objects, half_depth):
    """The tilt (about x) at which the cap rests on the back of its head opening and on its brim, and the lift that
    puts those on the floor: a 4×4 matrix (metres)."""
    pts = np.concatenate([points_of(o) for o in objects])
    back = half_depth / 1000

    def lowest_front(a):
        z = pts[:, 1] * math.sin(a) + pts[:, 2] * math.cos(a)
        return (z[pts[:, 1] < 0].min()) - back * math.sin(a)

    lo, hi = math.radians(-35), math.radians(35)
    # lowest_front grows as the front tips up (negative a); find where it is level with the back.
    for _ in range(60):
        mid = (lo + hi) / 2
        if lowest_front(mid) < 0:
            hi = mid
        else:
            lo = mid
    a = (lo + hi) / 2
    r = Matrix.Rotation(a, 4, 'X')
    z = pts[:, 1] * math.sin(a) + pts[:, 2] * math.cos(a)
    return Matrix.Translation(Vector((0, 0, -z.min() + 0.0003))) @ r


def fit_camera(objects, view):
    """A camera at azimuth/elevation (degrees) framing the cap's bounds to `fill` of the picture."""
    corners = [o.matrix_world @ Vector(c) for o in objects for c in o.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2 + Vector(view.get('shift', (0, 0, 0)))
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.z - lo.z, hi.y - lo.y) / 2
    distance = extent / math.tan(half_fov) / view['fill'] + (hi - lo).length * 0.15
    return studio.camera(centre + direction * distance, centre, view['lens'])


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    c = spec['cap']
    settings.build(spec['setting'])
    product, points = crown.crown_object(c, c.get('seed', 1), c.get('meshBack', False))
    parts = [product, crown.brim_object(c, points), crown.button_object(c, points)]
    timings['model'] = time.time() - t0
    pose = rest_pose(parts, c['halfDepth'])
    material = twill.cap_material('twill', c['albedo'], spec['printArea'], 0.0, c.get('meshBack', False))
    for obj in parts:
        obj.matrix_world = pose
        obj.data.materials.append(material)
    studio.world(spec['setting'].get('world', 0.15))
    target = list(pose @ Vector((0, 0, 0.06)))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light.get('target', target), light['size'], light['energy'])
    cam = fit_camera(parts, spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)

    cols, rows = spec['grid']
    json.dump(grid.print_grid(product, spec['printArea'], cols, rows, cam), open(os.path.join(out, 'grid.json'), 'w'))
    t1 = time.time()
    passes.render_passes(out, spec['samples'])
    timings['render'] = time.time() - t1
    t2 = time.time()
    passes.render_uv(out)
    timings['uv'] = time.time() - t2
    timings['total'] = time.time() - t0
    json.dump(timings, open(os.path.join(out, 'timings.json'), 'w'))
    if spec.get('keepBlend'):
        bpy.ops.wm.save_as_mainfile(filepath=os.path.join(out, 'scene.blend'))


main()
