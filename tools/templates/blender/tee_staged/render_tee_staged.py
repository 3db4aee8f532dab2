"""Renders one staged T-shirt's passes: `blender -b --factory-startup -P tee_staged/render_tee_staged.py -- scene.json`.

The tee is sewn on the dress form by the shared scripts (form.py, garment.py) — or that drape is loaded, shared with
the ghost-mannequin T-shirts of the same garment — then the form is gone and drape/stage.py lays it flat on a
table (settings.py) or hangs it on a wooden hanger against a wall (drape/hanger.py); that drape is kept for other views. The
shared scripts render it as they render every T-shirt: fabric.py, studio.py (one thread), passes.py, grid.py."""
import json
import math
import os
import sys
import time

import bmesh
import bpy
from mathutils import Vector

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
sys.path.insert(0, here)
# The staging simulation's scripts: their own folder, so the staged drape's cache key covers them and not the render's.
sys.path.insert(0, os.path.join(here, 'drape'))
import fabric  # noqa: E402
import form  # noqa: E402
import garment  # noqa: E402
import grid  # noqa: E402
import hanger  # noqa: E402
import passes  # noqa: E402
import settings  # noqa: E402
import stage  # noqa: E402
import studio  # noqa: E402


def sew(g):
    """The T-shirt's drape: sewn and draped on the form, welded, written for every view of this garment."""
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
    write(draped, g['drapeFile'])
    return draped


def write(mesh, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    bpy.data.libraries.write(path + '.partial', {mesh})
    os.replace(path + '.partial', path)


def load(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def staged(sewn, st, staging):
    """The tee off the form, in its stage: returns its mesh (cached in staging['file'])."""
    if st['kind'] == 'flat':
        settings.table(st['colour'], st['surface'])
        stage.slab()
        start, held = stage.flat_start(sewn), ()
    else:
        fit, colliders = hanger.place(sewn, st['wall'], st['wood'], settings.surface)
        for obj in colliders:
            obj.modifiers.new('collision', 'COLLISION')
            obj.collision.thickness_outer = 0.002
            obj.collision.cloth_friction = 8
        start, held = stage.hung_start(sewn, fit)
    if os.path.exists(staging['file']):
        return load(staging['file'])
    mesh = stage.drop(sewn, start, staging['frames'], staging['quality'], held)
    if st['kind'] == 'flat':
        stage.straighten(mesh, st.get('turn', 0.0))
    mesh.name = 'drape'
    write(mesh, staging['file'])
    return mesh


def seam_band(obj, rings=2):
    """A vertex group of the seams (vertices where two panels meet) and `rings` rings of neighbours round them."""
    mesh = obj.data
    panel = mesh.attributes['panel'].data
    panels = {}
    for poly in mesh.polygons:
        for v in poly.vertices:
            panels.setdefault(v, set()).add(panel[poly.index].value)
    band = {v for v, p in panels.items() if len(p) > 1}
    neighbours = {}
    for e in mesh.edges:
        a, b = e.vertices
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    for _ in range(rings):
        band |= {n for v in band for n in neighbours.get(v, ())}
    group = obj.vertex_groups.new(name='seams')
    group.add(sorted(band), 1.0, 'REPLACE')
    return group


def consistent(mesh, towards):
    """One winding for the whole garment, the front's outside facing `towards` (the camera's side). The sewn drape's
    windings disagree across some seams (68 edges of the size-42 tee, most where sleeve meets body), and the thin
    shell (solidify) turned there into a ragged dark ridge along the armholes once the tee lay flat or hung."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    panel = bm.faces.layers.int.get('panel')
    front = sum((f.normal * f.calc_area() for f in bm.faces if f[panel] == 0), Vector())
    if front.dot(Vector(towards)) < 0:
        bmesh.ops.reverse_faces(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()


def finish(mesh, knit, albedo, print_area, hems):
    """The product (smoothed, given a thin shell) in the fabric material, as on the form; off the form, the sleeve
    caps' ease gathers into a ragged ridge along the armholes, so the seams are relaxed first."""
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    relax = obj.modifiers.new('relax', 'SMOOTH')
    relax.factor = 1.0
    relax.iterations = 12
    relax.vertex_group = seam_band(obj).name
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


def fit_camera(objects, view):
    """A camera at azimuth/elevation (degrees) framing the objects' bounds to `fill` of the picture."""
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
    g = spec['garment']
    sewn = load(g['drapeFile']) if os.path.exists(g['drapeFile']) else sew(g)
    timings['sew'] = time.time() - t0
    mesh = staged(sewn, spec['stage'], spec['staging'])
    timings['stage'] = time.time() - t0 - timings['sew']
    timings['clothFrames'] = stage.PROGRESS

    consistent(mesh, (0, 0, 1) if spec['stage']['kind'] == 'flat' else (0, -1, 0))
    product = finish(mesh, g['knit'], g['albedo'], spec['printArea'], g.get('hems', []))
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    framed = [product] + [o for o in bpy.data.objects if o.name in ('hanger', 'hook')]
    cam = fit_camera(framed, spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    # One render thread: the machine is shared (studio.py asks for two).
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
