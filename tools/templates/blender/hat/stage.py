"""What the hats' entry scripts (beanie/render_beanie.py, bucket/render_bucket.py) share: stand the modelled hat on a
paper sweep and render it by the shared scripts one folder up exactly as a cap: studio lights and Cycles (studio.py),
the passes (passes.py), the print grid over its rectangle of fabric (grid.py). Each hat has its own entry folder, so
a change to one hat's scripts re-renders only that hat; this file and the caps' scripts the bucket hat imports are
hashed into the scenes by physical/hat.ts."""
import json
import math
import os
import sys
import time

import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import grid  # noqa: E402
import passes  # noqa: E402
import studio  # noqa: E402


def fit_camera(objects, view):
    """A camera at azimuth/elevation (degrees) framing the hat's bounds to `fill` of the picture."""
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


def run(model):
    """model(hat, print_area) → (product, smooth, material): the hat to render, the smooth surface its print grid is
    found on, and its material."""
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    h = spec['hat']
    s = spec['setting']
    studio.sweep(s['colour'], floor_z=0.0, back_y=s.get('backY', 0.6), radius=0.25)
    product, smooth, material = model(h, spec['printArea'])
    parts = [product]
    product.data.materials.append(material)
    timings['model'] = time.time() - t0
    studio.world(s.get('world', 0.15))
    target = (0, 0, h.get('lightTarget', 0.07))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light.get('target', target), light['size'], light['energy'])
    cam = fit_camera(parts, spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)

    cols, rows = spec['grid']
    json.dump(grid.print_grid(smooth, spec['printArea'], cols, rows, cam), open(os.path.join(out, 'grid.json'), 'w'))
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

