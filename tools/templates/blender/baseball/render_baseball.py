"""Renders the baseball jersey on the invisible form: `blender -b --factory-startup -P baseball/render_baseball.py -- scene.json`.

Sewn, draped and dressed as the other jerseys on the form (jersey_tee/: tee/drape.py's drape, the athletic knit of
sports/athletic.py, the neckline bound by jersey/trim.py; jersey_tee/render_jersey_tee.py renders when loaded, so its
few steps are repeated here). Where jersey_tee/placket.py draws a placket into the knit's relief, here it is a layer
of fabric of its own (placket_strip.py) with plastic buttons on it (buttons.py). physical/baseball.ts hashes the
imported scripts into the scene."""
import json
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
import buttons  # noqa: E402
import drape as tee_drape  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import placket_strip  # noqa: E402
import studio  # noqa: E402
import trim  # noqa: E402
from framing import fit_camera  # noqa: E402
from surface import FrontSurface  # noqa: E402


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def consistent(mesh, towards):
    """One winding, the front's outside facing `towards` (as jersey_tee does)."""
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
    """Smoothed, a thin shell, the athletic knit with its bound neckline, as jersey_tee's."""
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
    mesh.materials.append(athletic.athletic_material('athletic', g['albedo'], print_area, g['hems'], g['binding']))
    return obj


def dress_placket(product, g, print_area):
    """The placket strip and its buttons on the front; returns how many buttons."""
    p = g['placket']
    surface = FrontSurface(product)
    # The strip's knit: a binding 6 mm wide in athletic.py's terms (its 'bound' capped at 5: all plain weave).
    knit = athletic.athletic_material('placket', g['albedo'], print_area, g['hems'], 6.0)
    seam, overlap = p['lift']
    placket_strip.add_strip(surface, g['plan'], p, g['binding'], knit, (seam * 0.001, overlap * 0.001))
    return len(buttons.add_buttons(surface, p, (seam + overlap) / 2 * 0.001))


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
    timings['buttons'] = dress_placket(product, g, spec['printArea'])
    s = spec['setting']
    studio.sweep(s['colour'], floor_z=s['floorZ'], back_y=s['backY'])
    studio.world(s.get('world', 0.15))
    view = dict(spec['view'])
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    cam = fit_camera(product, view)
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)

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
