"""Renders a ghost-mannequin T-shirt's passes: `blender -b --factory-startup -P tee/render_tee.py -- scene.json`.

The first T-shirts' scene (their shared entry, since retired), with two fixes: the back is placed walking round the form the other way (drape.py), and the welded drape gets one consistent
winding before its thin shell is made."""
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
import drape as tee_drape  # noqa: E402


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def consistent(mesh, towards):
    """One winding for the whole garment, the front's outside facing `towards`; returns how many edges disagreed.
    Where two faces across an edge wind against each other the solidified shell folds back on itself there, and a
    ragged dark ridge with holes ran along the armholes."""
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
    draped = load_drape(g['drapeFile']) if os.path.exists(g['drapeFile']) else tee_drape.drape(g)
    timings['drape'] = time.time() - t0
    # The front faces the camera's side of the sweep (−y).
    timings['windingEdges'] = consistent(draped, (0, -1, 0))

    product = finish(draped, g['knit'], g['albedo'], spec['printArea'], g.get('hems', []))
    s = spec['setting']
    studio.sweep(s['colour'], floor_z=s['floorZ'], back_y=s['backY'])
    studio.world(s.get('world', 0.15))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    view = dict(spec['view'])
    if abs(view['azimuth']) > 90:
        product.rotation_euler.z = math.pi
        view['azimuth'] -= math.copysign(180, view['azimuth'])
        bpy.context.view_layer.update()
    cam = fit_camera(product, view)
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    # One render thread: the machine is shared (studio.py asks for two).
    bpy.context.scene.render.threads = spec.get('threads', 1)

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
