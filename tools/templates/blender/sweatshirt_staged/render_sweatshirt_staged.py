"""Renders one staged sweatshirt's passes: `blender -b --factory-startup -P sweatshirt_staged/render_sweatshirt_staged.py -- scene.json`.

Sven is sewn on the dress form by sweatshirt/drape.py (or that drape is loaded, shared with the ghost-mannequin
sweatshirts of the same garment and pose), then the form is gone and staging/lay.py lays it flat on a table or hangs it
on a wooden hanger against a wall (the staged T-shirts' simulation, with fleece's numbers); that drape is cached by
this folder's staging/ scripts. The shared scripts render it: fabric.py, studio.py, passes.py, grid.py."""
import json
import os
import sys
import time

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, here)
sys.path.insert(0, os.path.join(here, 'staging'))
sys.path.insert(0, os.path.join(blender, 'sweatshirt'))
import drape as sweat_drape  # noqa: E402  (sweatshirt/drape.py)
import grid  # noqa: E402
import lay  # noqa: E402
import look  # noqa: E402
import passes  # noqa: E402
import studio  # noqa: E402


def write(mesh, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    bpy.data.libraries.write(path + '.partial', {mesh})
    os.replace(path + '.partial', path)


def load(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    g, st, staging = spec['garment'], spec['stage'], spec['staging']
    sewn = load(g['drapeFile']) if os.path.exists(g['drapeFile']) else sweat_drape.drape(g)
    timings['sew'] = time.time() - t0
    start, held = lay.staged(sewn, st)
    if os.path.exists(staging['file']):
        mesh = load(staging['file'])
    else:
        mesh = lay.drop(sewn, start, held, st, staging['frames'], staging['quality'])
        mesh.name = 'drape'
        write(mesh, staging['file'])
    timings['stage'] = time.time() - t0 - timings['sew']
    timings['clothFrames'] = lay.PROGRESS
    timings['fabricPerSewn'] = lay.FACTORS

    look.mark_ribs(mesh, set(g['ribs']), g['collar'])
    look.consistent(mesh, (0, 0, 1) if st['kind'] == 'flat' else (0, -1, 0))
    product = look.finish(mesh, g['knit'], g['albedo'], spec['printArea'], g.get('hems', []))
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
