"""Renders one cushion template's passes: `blender -b --factory-startup -P pillow/render_pillow.py -- scene.json`.

The case (cushion.py) is filled and dropped onto its setting (settings.py) by the cloth simulation; the drape is kept
for other views of the same cushion in the same place. Then the shared scripts one folder up render it exactly as
they render a T-shirt: studio lights and Cycles (studio.py), the passes (passes.py), the print grid over its rectangle
of fabric (grid.py); the fabric is a plain weave (canvas.py)."""
import json
import math
import os
import sys
import time

import bpy
from mathutils import Vector

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
sys.path.insert(0, here)
import canvas  # noqa: E402
import cushion  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import settings  # noqa: E402
import studio  # noqa: E402


def drape(c):
    """Fills the case and lets it settle in its setting; writes the cushion (with its seam order) for other views."""
    pose = cushion.pose_matrix(c['location'], c['lean'], c.get('turn', 0.0), c.get('lie', False))
    obj, seam = cushion.build_case(c['widthMm'], c['heightMm'], c['spacing'], pose)
    mesh = cushion.inflate(obj, c['frames'], c['fill'], c['quality'])
    order = mesh.attributes.new('seam', 'INT', 'POINT')
    values = [-1] * len(mesh.vertices)
    for k, v in enumerate(seam):
        values[v] = k
    order.data.foreach_set('value', values)
    bpy.data.objects.remove(obj)
    mesh.name = 'drape'
    os.makedirs(os.path.dirname(c['drapeFile']), exist_ok=True)
    bpy.data.libraries.write(c['drapeFile'] + '.partial', {mesh})
    os.replace(c['drapeFile'] + '.partial', c['drapeFile'])
    return mesh


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def seam_loop(mesh):
    values = [0] * len(mesh.vertices)
    mesh.attributes['seam'].data.foreach_get('value', values)
    ring = sorted((k, v) for v, k in enumerate(values) if k >= 0)
    return [v for _, v in ring]


def add_object(name, mesh, material, smooth=1):
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    if smooth:
        sub = obj.modifiers.new('smooth', 'SUBSURF')
        sub.levels = sub.render_levels = smooth
        sub.uv_smooth = 'NONE'
    mesh.materials.append(material)
    return obj


def fit_camera(obj, view):
    """A camera at azimuth/elevation (degrees) framing the cushion's bounds to `fill` of the picture."""
    corners = [obj.matrix_world @ Vector(c) for c in obj.bound_box]
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
    c = spec['cushion']
    s = spec['setting']
    settings.SETTINGS[s['kind']](s)
    draped = load_drape(c['drapeFile']) if os.path.exists(c['drapeFile']) else drape(c)
    timings['drape'] = time.time() - t0
    timings['clothFrames'] = cushion.PROGRESS

    fabric = canvas.weave_material('fabric', c['weave'], c['albedo'], spec['printArea'])
    product = add_object('product', draped, fabric)
    if c.get('piping'):
        add_object('piping', cushion.piping(draped, seam_loop(draped)), fabric, smooth=0)
    studio.world(s.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    cam = fit_camera(product, spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))

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
