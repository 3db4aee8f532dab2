"""Renders one tote template's passes: `blender -b --factory-startup -P tote/render_tote.py -- scene.json`.

The bag (bag.py: two canvas panels sewn at the sides and bottom, two webbing straps) is laid flat, hung from a peg or
stood on its filling by the cloth simulation in its setting (settings.py); the drape is kept for other views of the
same bag in the same place. Then the shared scripts one folder up render it as they render a T-shirt: studio lights
and Cycles (studio.py, one thread), the passes (passes.py), the print grid over its rectangle of fabric (grid.py)."""
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
import bag  # noqa: E402
import canvas  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import settings  # noqa: E402
import studio  # noqa: E402


def drape(b):
    """Lays, hangs or stands the bag in its setting and writes the result for other views."""
    location = list(b['location'])
    if b.get('hangZ'):
        # Hung: the straps' arches start just above the peg.
        location[2] = b['hangZ'] - (b['heightMm'] + bag.strap_apex(b['widthMm'], b['spacing'], b['strap'])) / 1000
    pose = bag.pose_matrix(b['pose'], location, b.get('turn', 0.0), b.get('tilt', 0.0))
    obj = bag.build_bag(b['widthMm'], b['heightMm'], b['spacing'], b['strap'], pose, ripple=b.get('ripple', 0.0),
                        gap=b.get('gap', 3.0), seed=b.get('seed', 1), bulge=b.get('bulge', 0.0))
    mesh = bag.simulate(obj, b['frames'], b['quality'], self_collision=b.get('selfCollision', True))
    bpy.data.objects.remove(obj)
    mesh.name = 'drape'
    os.makedirs(os.path.dirname(b['drapeFile']), exist_ok=True)
    bpy.data.libraries.write(b['drapeFile'] + '.partial', {mesh})
    os.replace(b['drapeFile'] + '.partial', b['drapeFile'])
    return mesh


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def add_object(name, mesh, materials, smooth=1):
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    if smooth:
        sub = obj.modifiers.new('smooth', 'SUBSURF')
        sub.levels = sub.render_levels = smooth
        sub.uv_smooth = 'NONE'
    for m in materials:
        mesh.materials.append(m)
    return obj


def fit_camera(obj, view):
    """A camera at azimuth/elevation (degrees) framing the bag's bounds to `fill` of the picture."""
    corners = [obj.matrix_world @ Vector(c) for c in obj.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2 + Vector(view.get('shift', (0, 0, 0)))
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.z - lo.z, hi.y - lo.y) / 2
    distance = extent / math.tan(half_fov) / view['fill'] + (hi - lo).length * 0.15
    cam = studio.camera(centre + direction * distance, centre, view['lens'])
    if view.get('roll'):
        cam.rotation_euler.rotate_axis('Z', math.radians(view['roll']))
    return cam


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    b, s = spec['bag'], spec['setting']
    settings.SETTINGS[s['kind']](s)
    draped = load_drape(b['drapeFile']) if os.path.exists(b['drapeFile']) else drape(b)
    timings['drape'] = time.time() - t0
    timings['clothFrames'] = bag.PROGRESS

    args = (b['albedo'], spec['printArea'], b['heightMm'], [-draped['strapX'], draped['strapX']], draped['strapHalf'])
    outer = canvas.tote_material('canvas', *args)
    product = add_object('product', draped, [outer])
    # The sewn edges' thickness: a rounded seam at the sides and bottom, the hem's three layers at the opening.
    seam, front_top, back_top = bag.edge_paths(draped)
    for name, path, radius, flat in (('seam', seam, 0.0024, 0.6), ('hem-front', front_top, 0.0016, 1.0), ('hem-back', back_top, 0.0016, 1.0)):
        add_object(name, bag.bead(draped, path, radius, flat), [outer], smooth=0)
    studio.world(s.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    cam = fit_camera(product, spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    # One render thread: the machine is shared (studio.py asks for two).
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
