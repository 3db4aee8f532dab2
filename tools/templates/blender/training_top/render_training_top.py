"""Renders a long-sleeve training top laid flat: `blender -b --factory-startup -P training_top/render_training_top.py -- scene.json`.

The top is Sven sewn on the dress form (sweatshirt/drape.py, or that cached drape) and laid flat on a table by the
staged sweatshirts' second simulation (sweatshirt_staged/staging/lay.py, with the scene's cloth numbers when it names
them); these scripts and look.py are imported read-only. What differs is the product: a thin shell and a smooth,
slightly glossy polyester knit (knit.py) instead of 2.4 mm of fleece. The shared scripts render it."""
import json
import os
import sys
import time

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
staged = os.path.join(blender, 'sweatshirt_staged')
sys.path.insert(0, blender)
sys.path.insert(0, here)
sys.path.insert(0, staged)
sys.path.insert(0, os.path.join(staged, 'staging'))
sys.path.insert(0, os.path.join(blender, 'sweatshirt'))
import drape as sweat_drape  # noqa: E402  (sweatshirt/drape.py)
import grid  # noqa: E402
import knit  # noqa: E402
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


def finish(mesh, g, print_area):
    """look.finish's smoothing and seam relaxing after `iron` passes of smoothing the heights, with the knit's own
    shell thickness and material."""
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    # Ironed as a stylist smooths a flat lay: the knit's small ripples flattened, heights only, so the outline stays.
    iron = obj.modifiers.new('iron', 'SMOOTH')
    iron.use_x = iron.use_y = False
    iron.factor = 0.5
    iron.iterations = g['iron']
    relax = obj.modifiers.new('relax', 'SMOOTH')
    relax.factor = 1.0
    relax.iterations = 10
    relax.vertex_group = look.seam_band(obj).name
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = g['shell']
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    obj.data.materials.append(knit.material('fabric', g['albedo'], print_area))
    return obj


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
    for key, value in staging.get('cloth', {}).items():
        setattr(lay, key, value)
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
    look.consistent(mesh, (0, 0, 1))
    product = finish(mesh, g, spec['printArea'])
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
