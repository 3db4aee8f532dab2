"""Renders a soccer jersey laid flat: `blender -b --factory-startup -P jersey_flat/render_jersey_flat.py -- scene.json`.

The jersey is Teagan with a V, sewn on the dress form by the ghost T-shirts' drape (tee/drape.py: every seam starting
beside its partner; the soccer jersey's older flat lay, sewn with the shared placement, twisted at the hem), then laid
flat front up on a table by the staged sweatshirts' second simulation (sweatshirt_staged/staging/lay.py: the cloth
resting at the fabric's own lengths, with the scene's cloth numbers) from a start laid out at its cut (flatten.py),
and dressed as the training top is: a thin,
smooth, slightly glossy polyester knit (training_top/knit.py) with a rib collar along the V, hemmed (poly.py). All of those are
imported read-only and hashed into the scene by physical/jersey-flat.ts. The shared scripts render it."""
import json
import os
import sys
import time

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
staged = os.path.join(blender, 'sweatshirt_staged')
for folder in (blender, os.path.join(blender, 'tee'), staged, os.path.join(staged, 'staging'), os.path.join(blender, 'training_top'), here):
    sys.path.insert(0, folder)
import drape as tee_drape  # noqa: E402  (tee/drape.py)
import flatten  # noqa: E402
import grid  # noqa: E402
import lay  # noqa: E402
import lie  # noqa: E402
import look  # noqa: E402
import passes  # noqa: E402
import poly  # noqa: E402
import studio  # noqa: E402


def write(mesh, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    bpy.data.libraries.write(path + '.partial', {mesh})
    os.replace(path + '.partial', path)


def load(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def hem_band(obj, rings=2):
    """A vertex group of the hems (the free edges far from the neckline: the body's and the sleeves') and `rings`
    rings of neighbours round them."""
    mesh = obj.data
    faces = {}
    for poly in mesh.polygons:
        for key in poly.edge_keys:
            faces[key] = faces.get(key, 0) + 1
    # 'neck' is the distance to the neckline (look.mark_ribs scales it by 16 / collar; the sleeves have none: 1000).
    neck = [0.0] * len(mesh.vertices)
    mesh.attributes['neck'].data.foreach_get('value', neck)
    band = {v for key, n in faces.items() if n == 1 for v in key if neck[v] > 200}
    neighbours = {}
    for a, b in (e.vertices for e in mesh.edges):
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    for _ in range(rings):
        band |= {n for v in band for n in neighbours.get(v, ())}
    group = obj.vertex_groups.new(name='edges')
    group.add(sorted(band), 1.0, 'REPLACE')
    return group


def away_from_neck(obj, band, near=25.0, far=60.0):
    """`band`'s vertices weighted 0 within `near` mm of the neckline, 1 past `far` (the 'neck' attribute as
    look.mark_ribs scaled it, 16 per collar width)."""
    mesh = obj.data
    neck = [0.0] * len(mesh.vertices)
    mesh.attributes['neck'].data.foreach_get('value', neck)
    scale = 16.0 / obj['collar']
    group = obj.vertex_groups.new(name='away')
    for v in mesh.vertices:
        if any(x.group == band.index for x in v.groups):
            t = min(1.0, max(0.0, (neck[v.index] / scale - near) / (far - near)))
            if t > 0:
                group.add([v.index], t, 'REPLACE')
    return group


def mark_seams(mesh):
    """A 'seam' point attribute: 1 where two panels meet, else 0 (poly.material draws the seams from it)."""
    panel = mesh.attributes['panel'].data
    panels = {}
    for poly in mesh.polygons:
        for v in poly.vertices:
            panels.setdefault(v, set()).add(panel[poly.index].value)
    values = [1.0 if len(panels.get(k, ())) > 1 else 0.0 for k in range(len(mesh.vertices))]
    mesh.attributes.new('seam', 'FLOAT', 'POINT').data.foreach_set('value', values)


def raise_binding(mesh, height):
    """The neckline's edge lifted `height` (m): the rib binding is two layers and stitching, thicker than the shell,
    and stands a little off the table (the back neck's binding then shows inside the V)."""
    neck = [0.0] * len(mesh.vertices)
    mesh.attributes['neck'].data.foreach_get('value', neck)
    for v in mesh.vertices:
        if neck[v.index] < 4.0:
            v.co.z += height


def finish(mesh, g, print_area):
    """Ironed (`iron` passes smoothing the heights only, so the outline stays), the seams relaxed (the sleeve caps'
    ease gathers into a ridge off the form), smoothed, a thin shell in the hemmed polyester knit."""
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj['collar'] = g['collar']
    for p in mesh.polygons:
        p.use_smooth = True
    iron = obj.modifiers.new('iron', 'SMOOTH')
    iron.use_x = iron.use_y = False
    iron.factor = 0.5
    iron.iterations = g['iron']
    # Along the hems the cloth's triangles (18 mm) showed through the shell as scallops at every vertex; smoothed
    # there (2 rings, ~36 mm), they run straight and their corners round. (Smoothed too, the V lost its point.)
    hems = obj.modifiers.new('hems', 'SMOOTH')
    hems.factor = 0.5
    hems.iterations = 10
    hems.vertex_group = hem_band(obj).name
    band = look.seam_band(obj)
    relax = obj.modifiers.new('relax', 'SMOOTH')
    relax.factor = 1.0
    relax.iterations = 10
    relax.vertex_group = away_from_neck(obj, band).name
    # By the neck, heights only: smoothed in the plane too, the seams pulled the shoulders' ends at the neck down to
    # the back neck's level and the top edge ran straight across the V (the back neck's 20 mm dip lost).
    lift = obj.modifiers.new('relax neck', 'SMOOTH')
    lift.use_x = lift.use_y = False
    lift.factor = 1.0
    lift.iterations = 10
    lift.vertex_group = band.name
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = g['shell']
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    # The shell's rim subdivided once more: rounded, as a knit's edge is, not a cut edge serrated at every vertex
    # (the lifted hems caught the key along it, a dark dot every 9 mm).
    rim = obj.modifiers.new('rim', 'SUBSURF')
    rim.levels = rim.render_levels = 1
    rim.uv_smooth = 'NONE'
    obj.data.materials.append(poly.material('fabric', g['albedo'], print_area, g['hems']))
    return obj


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    g, st, staging = spec['garment'], spec['stage'], spec['staging']
    sewn = load(g['drapeFile']) if os.path.exists(g['drapeFile']) else tee_drape.drape(g)
    timings['sew'] = time.time() - t0
    for key, value in staging.get('cloth', {}).items():
        setattr(lay, key, value)
    start, held = lay.staged(sewn, st)
    if staging.get('start') == 'pattern':
        # Laid out at its cut (flatten.py), not dropped from the squashed tube.
        laid = flatten.flat_start(sewn, g['plan'], staging.get('sleeveLift', 0.0))
        start = flatten.towards(laid, start, staging.get('slack', 0.0))
    if os.path.exists(staging['file']):
        mesh = load(staging['file'])
    else:
        mesh = lay.drop(sewn, start, held, st, staging['frames'], staging['quality'])
        mesh.name = 'drape'
        write(mesh, staging['file'])
    timings['stage'] = time.time() - t0 - timings['sew']
    timings['clothFrames'] = lay.PROGRESS
    timings['fabricPerSewn'] = lay.FACTORS

    if g.get('lie'):
        # As a hand-laid jersey lies (lie.py): edges lifted and wandering, the body not quite level.
        lie.lie(mesh, **g['lie'])
    raise_binding(mesh, 0.0015)
    # A tee has no rib panels: only the collar along the V is ribbed.
    look.mark_ribs(mesh, set(), g['collar'])
    look.consistent(mesh, (0, 0, 1))
    mark_seams(mesh)
    product = finish(mesh, g, spec['printArea'])
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    cam = look.fit_camera([product], spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)

    # The print grid on the cloth's surface (no shell, no rounded rim: its subsurf of the shell is the render's).
    for name in ('thickness', 'rim'):
        product.modifiers[name].show_viewport = False
    cols, rows = spec['grid']
    json.dump(grid.print_grid(product, spec['printArea'], cols, rows, cam), open(os.path.join(out, 'grid.json'), 'w'))
    for name in ('thickness', 'rim'):
        product.modifiers[name].show_viewport = True
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
