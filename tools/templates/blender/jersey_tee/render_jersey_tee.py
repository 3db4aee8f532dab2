"""Renders a jersey on the invisible form: `blender -b --factory-startup -P jersey_tee/render_jersey_tee.py -- scene.json`.

The soccer jersey's entry (jersey/render_jersey.py) sews with the shared placement, which starts the back's seams
across the form: its hem rolls into a double edge and a sleeve cap puckers. Jerseys cut from here on are sewn by the
ghost T-shirts' drape (tee/drape.py: the back walked round the form the other way, every seam starting beside its
partner), given one winding before their shell, and dressed as the soccer jersey is: the tank's athletic mesh
(sports/athletic.py) with the neckline bound (jersey/trim.py). All of those are imported read-only and hashed into
the scene by physical/jersey-tee.ts."""
import json
import math
import os
import sys
import time

import bmesh
import bpy
from mathutils import Vector

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
for folder in (blender, os.path.join(blender, 'sports'), os.path.join(blender, 'tee'), os.path.join(blender, 'jersey'), here):
    sys.path.insert(0, folder)
import athletic  # noqa: E402
import drape as tee_drape  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import placket  # noqa: E402
import studio  # noqa: E402
import trim  # noqa: E402
from framing import fit_camera  # noqa: E402


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def consistent(mesh, towards):
    """One winding, the front's outside facing `towards`; returns how many edges disagreed before (where they do the
    solidified shell folds back on itself into a dark ridge)."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    flipped = sum(1 for e in bm.edges if len(e.link_faces) == 2 and not e.is_contiguous)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    panel = bm.faces.layers.int.get('panel')
    front = sum((f.normal * f.calc_area() for f in bm.faces if f[panel] == 0), Vector())
    if front.dot(Vector(towards)) < 0:
        bmesh.ops.reverse_faces(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()
    return flipped


def finish(mesh, g, print_area):
    """Smoothed, a thin shell, the athletic knit with its bound edges (the soccer jersey's, on the form), and a button
    placket drawn into it where the garment has one (placket.py)."""
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = 0.0016
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    trim.bound_distances(mesh, g['plan'], g['bound'])
    mat = athletic.athletic_material('athletic', g['albedo'], print_area, g['hems'], g['binding'])
    if g.get('placket'):
        placket.add_placket(mat, g['placket'])
    mesh.materials.append(mat)
    return obj


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    g = spec['garment']
    mesh = load_drape(g['drapeFile']) if os.path.exists(g['drapeFile']) else tee_drape.drape(g)
    timings['drape'] = time.time() - t0
    timings['windingEdges'] = consistent(mesh, (0, -1, 0))
    product = finish(mesh, g, spec['printArea'])
    s = spec['setting']
    studio.sweep(s['colour'], floor_z=s['floorZ'], back_y=s['backY'])
    studio.world(s.get('world', 0.15))
    view = dict(spec['view'])
    if abs(view['azimuth']) > 90:
        # Seen from behind, the garment turns round so the camera stays on the sweep's open side.
        product.rotation_euler.z = math.pi
        view['azimuth'] -= math.copysign(180, view['azimuth'])
        bpy.context.view_layer.update()
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
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
