"""Renders one sweatshirt template's passes: `blender -b --factory-startup -P sweatshirt/render_sweatshirt.py -- scene.json`.

The sweatshirt (FreeSewing's Sven, tools/templates/physical/garments/sweatshirt.ts) is sewn and rendered with the
shared scripts one folder up; what differs from a T-shirt is here (drape.py): where the long sleeves, cuffs and
waistband start, the form's thin tapering arms lowered once the seams have closed, fleece's cloth numbers, and the
rib texture on the collar, waistband and cuffs."""
import json
import math
import os
import sys
import time

import bmesh
import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import fabric  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import studio  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drape as sweat_drape  # noqa: E402


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def mark_ribs(mesh, ribs, collar):
    """The fabric shader ribs what lies within 16 mm of a 'neck': the whole waistband and cuffs, and a collar
    `collar` mm wide along the neckline (the distance rescaled so 16 of the shader's mm are `collar` of fabric)."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    panel = bm.faces.layers.int.get('panel')
    rib = set()
    for f in bm.faces:
        if f[panel] in ribs:
            rib.update(v.index for v in f.verts)
    bm.free()
    values = [0.0] * len(mesh.vertices)
    mesh.attributes['neck'].data.foreach_get('value', values)
    values = [0.0 if k in rib else v * 16.0 / collar for k, v in enumerate(values)]
    mesh.attributes['neck'].data.foreach_set('value', values)


def finish(mesh, knit, albedo, print_area, hems):
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    # Fleece is thicker than jersey.
    shell.thickness = 0.0024
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    obj.data.materials.append(fabric.fabric_material('fabric', knit, albedo, print_area, hems))
    return obj


def fit_camera(obj, view):
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
    draped = load_drape(g['drapeFile']) if os.path.exists(g['drapeFile']) else sweat_drape.drape(g)
    timings['drape'] = time.time() - t0
    mark_ribs(draped, set(g['ribs']), g['collar'])

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
    bpy.context.scene.render.threads = spec.get('threads', 1)

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
