"""Renders one template's passes: `blender -b --factory-startup -P render_template.py -- scene.json`.

The scene description (written by tools/templates/physical/blender.ts) names the garment's sewing plan and body, the
fabric, the setting, the lights and the camera; everything lands in its `out` folder (passes.py, grid.json,
timings.json). One Blender process per template: its memory grows when one process renders many."""
import json
import math
import os
import sys
import time

import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fabric  # noqa: E402
import form  # noqa: E402
import garment  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import studio  # noqa: E402


def finish(mesh, knit, albedo, print_area, hems):
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = 0.0014
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    obj.data.materials.append(fabric.fabric_material('fabric', knit, albedo, print_area, hems))
    return obj


def drape(g):
    """Sews and drapes the garment on the dress form, and keeps the result for other views of it."""
    m = g['measurements']
    parts = form.dress_form(m, g['armAngle'], g['armLength'])
    arms = {side: form.arm_frame(m, side, g['armAngle']) for side in (1, -1)}
    cloth, pairs = garment.build_garment(g['plan'], garment.Placement(m, arms))
    draped = garment.simulate(cloth, frames=g['frames'], settle=g['settle'], quality=g['quality'],
                              self_collision=g['selfCollision'])
    garment.weld(draped, pairs)
    bpy.data.objects.remove(cloth)
    for p in parts:
        bpy.data.objects.remove(p)
    draped.name = 'drape'
    os.makedirs(os.path.dirname(g['drapeFile']), exist_ok=True)
    bpy.data.libraries.write(g['drapeFile'] + '.partial', {draped})
    os.replace(g['drapeFile'] + '.partial', g['drapeFile'])
    return draped


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def fit_camera(obj, view):
    """A camera at azimuth/elevation (degrees) that frames the product's bounds to `fill` of the picture."""
    corners = [obj.matrix_world @ Vector(c) for c in obj.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2 + Vector(view.get('shift', (0, 0, 0)))
    radius = (hi - lo).length / 2
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.z - lo.z, hi.y - lo.y) / 2
    distance = extent / math.tan(half_fov) / view['fill'] + radius * 0.3
    return studio.camera(centre + direction * distance, centre, view['lens'])


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()

    g = spec['garment']
    draped = load_drape(g['drapeFile']) if os.path.exists(g['drapeFile']) else drape(g)
    timings['drape'] = time.time() - t0

    product = finish(draped, g['knit'], g['albedo'], spec['printArea'], g.get('hems', []))
    s = spec['setting']
    studio.sweep(s['colour'], floor_z=s['floorZ'], back_y=s['backY'])
    studio.world(s.get('world', 0.15))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    # A view from behind turns the garment round instead, so the camera stays on the sweep's open side.
    view = dict(spec['view'])
    if abs(view['azimuth']) > 90:
        product.rotation_euler.z = math.pi
        view['azimuth'] -= math.copysign(180, view['azimuth'])
        bpy.context.view_layer.update()
    cam = fit_camera(product, view)
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))

    # The grid is measured on the outer surface: the thickness shell off, the smoothing on.
    product.modifiers['thickness'].show_viewport = False
    cols, rows = spec['grid']
    mesh_grid = grid.print_grid(product, spec['printArea'], cols, rows, cam)
    product.modifiers['thickness'].show_viewport = True
    json.dump(mesh_grid, open(os.path.join(out, 'grid.json'), 'w'))

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
