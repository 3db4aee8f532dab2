"""The pocket tee's entry (physical/tee-pocket.ts): the ghost tee's entry, tee/render_tee.py (its drape, shared with
t-shirts-1), with a patch pocket (pocket.py) added on the wearer's left chest once the drape is finished, and the
print grid measured on the pocket instead of the shirt under it.

studio and grid are imported first and wrapped; the tee entry's `import studio`, `import grid` then find the wrapped
modules. tee/ stays as it is: shipped templates hash it."""
import json
import os
import runpy
import sys

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, here)
import grid  # noqa: E402
import pocket  # noqa: E402
import studio  # noqa: E402

spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
made = {}
sweep = studio.sweep
print_grid = grid.print_grid


def pocket_then_sweep(*args, **kwargs):
    """The tee entry builds the sweep right after the product: the drape is finished, the camera not yet placed."""
    g = spec['garment']
    made['pocket'] = pocket.add_pocket(bpy.data.objects['product'], spec['pocket'], g['knit'], g['albedo'],
                                       spec['printArea'])
    return sweep(*args, **kwargs)


def grid_on_pocket(obj, area, cols, rows, camera):
    """The print lies on the pocket, 1–2 mm in front of the shirt's own fabric with the same pattern coordinates."""
    shell = made['pocket'].modifiers['thickness']
    shell.show_viewport = False
    try:
        return print_grid(made['pocket'], area, cols, rows, camera)
    finally:
        shell.show_viewport = True


studio.sweep = pocket_then_sweep
grid.print_grid = grid_on_pocket
runpy.run_path(os.path.join(blender, 'tee', 'render_tee.py'), run_name='__main__')
