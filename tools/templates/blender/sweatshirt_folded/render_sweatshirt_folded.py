"""Renders one folded sweatshirt's passes: `blender -b --factory-startup -P sweatshirt_folded/render_sweatshirt_folded.py -- scene.json`.

The staged flat lay exactly as sweatshirt_staged/render_sweatshirt_staged.py makes it (Sven sewn on the form by
sweatshirt/drape.py, laid flat on the table by sweatshirt_staged/staging/lay.py; both drapes cached and shared with
the flat lays), then folded here by the cloth simulation (fold.py) and rendered by the shared scripts: fabric.py,
studio.py, passes.py, grid.py."""
import json
import os
import sys
import time

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, here)
sys.path.insert(0, os.path.join(blender, 'sweatshirt_staged'))
sys.path.insert(0, os.path.join(blender, 'sweatshirt_staged', 'staging'))
sys.path.insert(0, os.path.join(blender, 'sweatshirt'))
import drape as sweat_drape  # noqa: E402  (sweatshirt/drape.py)
import fold  # noqa: E402
import grid  # noqa: E402
import lay  # noqa: E402
import look  # noqa: E402  (sweatshirt_staged/look.py)
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

    look.mark_ribs(mesh, set(g['ribs']), g['collar'])
    # The winding is set on the flat lay, where the front faces up everywhere; folding keeps it.
    look.consistent(mesh, (0, 0, 1))
    folding = bpy.data.objects.new('folding', mesh)
    bpy.context.scene.collection.objects.link(folding)
    timings.update(fold.fold(folding, spec['fold']))
    bpy.data.objects.remove(folding)
    bpy.context.scene.frame_set(1)
    product = look.finish(mesh, g['knit'], g['albedo'], spec['printArea'], g.get('hems', []))
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    cam = look.fit_camera([product], spec['view'])
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
