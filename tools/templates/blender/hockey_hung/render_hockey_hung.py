"""Renders the hung hockey jersey's passes: `blender -b --factory-startup -P hockey_hung/render_hockey_hung.py -- scene.json`.

The jersey is sewn on the dress form by the shared scripts (form.py, garment.py), or that drape is loaded; then the
form is gone and staging/hang.py hangs it on the staged tees' hanger (tee_staged/drape/hanger.py), laid out at its
own width first; that drape is cached by the staging folder. The wall becomes painted concrete block (locker.py). The staged sweatshirts' look.py gives
one winding and frames it; the shell is the tees' 1.4 mm; the shared scripts render it (fabric.py, studio.py with
one thread, passes.py, grid.py). tee_staged/render_tee_staged.py does the same for a tee, but runs on import."""
import json
import os
import sys
import time

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
for folder in (blender, os.path.join(blender, 'tee_staged'), os.path.join(blender, 'tee_staged', 'drape'),
               os.path.join(blender, 'sweatshirt_staged'), here, os.path.join(here, 'staging')):
    sys.path.insert(0, folder)
import form  # noqa: E402
import garment  # noqa: E402
import grid  # noqa: E402
import hang  # noqa: E402  (staging/hang.py)
import locker  # noqa: E402
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


def sew(g):
    """Sewn and draped on the form as the first T-shirts were, welded, written for later builds."""
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


def hung(sewn, st, staging):
    """The jersey off the form on the hanger (cached in staging['file']), the wall painted block."""
    start, held, shifts = hang.staged(sewn, st)
    print('sleeve shifts', shifts)
    locker.paint_wall(bpy.data.objects['wall'], st['wall'])
    if os.path.exists(staging['file']):
        return load(staging['file'])
    mesh = hang.drop(sewn, start, held, staging['frames'], staging['quality'], staging['air'])
    mesh.name = 'drape'
    write(mesh, staging['file'])
    return mesh


def finish(mesh, knit, albedo, print_area, hems):
    """look.finish's product with the tees' 1.4 mm shell (a jersey knit, not a 2.4 mm fleece)."""
    obj = look.finish(mesh, knit, albedo, print_area, hems)
    obj.modifiers['thickness'].thickness = 0.0014
    return obj


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
    mesh = hung(sewn, spec['stage'], spec['staging'])
    timings['stage'] = time.time() - t0 - timings['sew']
    timings['clothFrames'] = hang.PROGRESS

    look.consistent(mesh, (0, -1, 0))
    product = finish(mesh, g['knit'], g['albedo'], spec['printArea'], g.get('hems', []))
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    framed = [product] + [o for o in bpy.data.objects if o.name in ('hanger', 'hook')]
    cam = look.fit_camera(framed, spec['view'])
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
