"""How every tabletop render ends (paper, and the stickers, books and calendars that build on it): the set's world and
lights, a camera framing what matters, Cycles, then each print area's grid (grid.py), the passes (passes.py) and the
timings, written to the scene's `out` folder."""
import json
import os
import sys
import time

import bpy

import grid
import passes
import studio


def begin():
    """The scene description (its path after `--`), an empty Blender and the start time."""
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    os.makedirs(spec['out'], exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    return spec, time.time()


def shoot(spec, started, framed, fit, grids):
    """Lights the set, frames the objects `framed` with `fit(objects, view)` and renders; `grids` lists
    (file, product object, area, cols, rows) for each print area's grid."""
    out = spec['out']
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'],
                          light.get('colour', (1, 1, 1)))
    bpy.context.view_layer.update()
    cam = fit(framed, spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)
    for file, product, area, cols, rows in grids:
        json.dump(grid.print_grid(product, area, cols, rows, cam), open(os.path.join(out, file), 'w'))
    timings = {}
    t1 = time.time()
    passes.render_passes(out, spec['samples'])
    timings['render'] = time.time() - t1
    t2 = time.time()
    passes.render_uv(out)
    timings['uv'] = time.time() - t2
    timings['total'] = time.time() - started
    json.dump(timings, open(os.path.join(out, 'timings.json'), 'w'))
    if spec.get('keepBlend'):
        bpy.ops.wm.save_as_mainfile(filepath=os.path.join(out, 'scene.blend'))
