"""Renders one soccer/training jersey's passes: `blender -b --factory-startup -P jersey/render_jersey.py -- scene.json`.

A jersey is cut like a T-shirt (tools/templates/physical/jersey.ts: Teagan with a V or a long sleeve), so it is sewn
and draped as the T-shirts are, with their settings (staging.py; the drape file is the tees'), then either shown on
the invisible form (a ghost mannequin, on the T-shirts' studio sweep) or taken off it and laid flat or hung as the
staged tees are. Dressed in the sports tops' athletic mesh (sports/athletic.py, its neckline bound) and rendered by
the shared scripts (studio.py on one thread, passes.py, grid.py)."""
import json
import math
import os
import sys
import time

import bpy
from mathutils import Vector

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
# Shared scripts, the tank's athletic knit and framing, the staged tees' surfaces and staging (all read-only).
for folder in (blender, os.path.join(blender, 'sports'), os.path.join(blender, 'tee_staged'),
               os.path.join(blender, 'tee_staged', 'drape'), here):
    sys.path.insert(0, folder)
import athletic  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import staging  # noqa: E402
import studio  # noqa: E402
import trim  # noqa: E402
from framing import fit_camera  # noqa: E402


def finish(mesh, g, print_area, relax_seams):
    """The product as the tees' (smoothed, a thin shell), in the athletic knit with its neckline bound. Off the form the
    sleeve caps' ease gathers into a ridge along the armholes, so there the seams are relaxed first."""
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    if relax_seams:
        relax = obj.modifiers.new('relax', 'SMOOTH')
        relax.factor = 1.0
        relax.iterations = 12
        relax.vertex_group = staging.seam_band(obj).name
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = 0.0016
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    trim.bound_distances(mesh, g['plan'], g['bound'])
    mesh.materials.append(athletic.athletic_material('athletic', g['albedo'], print_area, g['hems'], g['binding']))
    return obj


def frame_all(objects, view):
    """render_tee_staged.py's framing: the objects' bounds (the product with its hanger) to `fill` of the picture."""
    corners = [o.matrix_world @ Vector(c) for o in objects for c in o.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2 + Vector(view.get('shift', (0, 0, 0)))
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    extent = max(hi.x - lo.x, hi.z - lo.z, hi.y - lo.y) / 2
    distance = extent / math.tan(math.atan(18 / view['lens'])) / view['fill'] + (hi - lo).length * 0.15
    return studio.camera(centre + direction * distance, centre, view['lens'])


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    g = spec['garment']
    mesh = staging.sewn(g)
    timings['sew'] = time.time() - t0
    st = spec.get('stage')
    view = dict(spec['view'])
    if st:
        mesh = staging.staged(mesh, st, spec['staging'])
        timings['stage'] = time.time() - t0 - timings['sew']
        staging.consistent(mesh, (0, 0, 1) if st['kind'] == 'flat' else (0, -1, 0))
        product = finish(mesh, g, spec['printArea'], True)
        studio.world(spec.get('world', 0.12))
    else:
        # On the form the front faces −y: one winding there too, so the shell has no ridge where sleeve meets body.
        staging.consistent(mesh, (0, -1, 0))
        product = finish(mesh, g, spec['printArea'], False)
        s = spec['setting']
        studio.sweep(s['colour'], floor_z=s['floorZ'], back_y=s['backY'])
        studio.world(s.get('world', 0.15))
        if abs(view['azimuth']) > 90:
            # A view from behind turns the garment round, so the camera stays on the sweep's open side.
            product.rotation_euler.z = math.pi
            view['azimuth'] -= math.copysign(180, view['azimuth'])
            bpy.context.view_layer.update()
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    if st:
        cam = frame_all([product] + [o for o in bpy.data.objects if o.name in ('hanger', 'hook')], view)
    else:
        cam = fit_camera(product, view)
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    # One render thread: the machine is shared (studio.py asks for two).
    bpy.context.scene.render.threads = spec.get('threads', 1)

    # The grid is measured on the outer surface: the thickness shell off, the smoothing on.
    product.modifiers['thickness'].show_viewport = False
    cols, rows = spec['grid']
    json.dump(grid.print_grid(product, spec['printArea'], cols, rows, cam), open(os.path.join(out, 'grid.json'), 'w'))
    product.modifiers['thickness'].show_viewport = True
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
