"""Renders one staged hoodie's passes: `blender -b --factory-startup -P hoodie_staged/render_hoodie_staged.py -- scene.json`.

Hugo is sewn on the dress form by hoodie/render_hoodie.py's drape (or that drape is loaded, shared with hoodies-3),
then the form is gone and staging/hood_lay.py lays it flat on a table, the hood lifted above the neck, or hangs it
on a wooden hanger against a wall, the hood down the back (the staged sweatshirts' simulation); that drape is cached
by this folder's staging/ scripts. The staged sweatshirts' look and the shared scripts render it."""
import json
import os
import sys
import time

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
for folder in (blender, os.path.join(blender, 'hoodie'), os.path.join(blender, 'sweatshirt_staged', 'staging'),
               os.path.join(blender, 'sweatshirt_staged'), here, os.path.join(here, 'staging')):
    sys.path.insert(0, folder)
import cords  # noqa: E402
import drawstrings  # noqa: E402  (hoodie/drawstrings.py)
import grid  # noqa: E402
import hood_lay  # noqa: E402
import hugo  # noqa: E402
import look  # noqa: E402  (sweatshirt_staged/look.py)
import passes  # noqa: E402
import studio  # noqa: E402


def write(mesh, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    bpy.data.libraries.write(path + '.partial', {mesh})
    os.replace(path + '.partial', path)


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    g, st, staging = spec['garment'], spec['stage'], spec['staging']
    load = hugo.hoodie['load_drape']
    sewn = load(g['drapeFile']) if os.path.exists(g['drapeFile']) else hugo.hoodie['drape'](g)
    timings['sew'] = time.time() - t0
    start, held = hood_lay.staged(sewn, st, g, hugo.placement(g))
    if os.path.exists(staging['file']):
        mesh = load(staging['file'])
    else:
        mesh = hood_lay.drop(sewn, start, held, st, staging['frames'], staging['quality'])
        mesh.name = 'drape'
        write(mesh, staging['file'])
    timings['stage'] = time.time() - t0 - timings['sew']

    hugo.hoodie['mark_ribs'](mesh, set(g['ribs']))
    flat = st['kind'] == 'flat'
    look.consistent(mesh, (0, 0, 1) if flat else (0, -1, 0))
    product = look.finish(mesh, g['knit'], g['albedo'], spec['printArea'], g.get('hems', []))
    strings = (cords.add_lying if flat else drawstrings.add_drawstrings)(product, g['plan'], g['albedo'])
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    framed = [product] + [o for o in bpy.data.objects if o.name in ('hanger', 'hook')]
    cam = look.fit_camera(framed, spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)

    product.modifiers['thickness'].show_viewport = False
    cols, rows = spec['grid']
    json.dump(grid.print_grid(product, spec['printArea'], cols, rows, cam), open(os.path.join(out, 'grid.json'), 'w'))
    product.modifiers['thickness'].show_viewport = True
    timings['cords'] = len(strings)
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
