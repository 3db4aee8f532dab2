"""Renders the hoodie laid flat: `blender -b --factory-startup -P hoodie_flat/render_hoodie_flat.py -- scene.json`.

Hugo is sewn on the dress form by hoodie/render_hoodie.py's drape (or that cached drape, shared with hoodies-3), then
the form is gone and staging/even_lay.py lays it flat on the table, evenly (its drape cached by that folder). Then
press.py does what a stylist's hands do (the sleeves squared, the heights pressed, the hood's rim raised over its
inside), uncached: it takes a second. The product is the staged hoodies' (hoodie_staged/, sweatshirt_staged/look.py,
imported read-only), ironed as the training top is: its heights smoothed so the fleece's small ripples go and the
outline stays; its open edges, ribs and squared sleeves kept out of the seams' relaxing, the seams sunk a little. The
drawstrings are laid straight and mirrored (strings.py). The shared scripts render it."""
import json
import os
import sys
import time

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
for folder in (blender, os.path.join(blender, 'hoodie'), os.path.join(blender, 'sweatshirt_staged', 'staging'),
               os.path.join(blender, 'sweatshirt_staged'), os.path.join(blender, 'hoodie_staged'),
               os.path.join(blender, 'hoodie_staged', 'staging'), here, os.path.join(here, 'staging')):
    sys.path.insert(0, folder)
import even_lay  # noqa: E402
import fabric  # noqa: E402
import grid  # noqa: E402
import hugo  # noqa: E402  (hoodie_staged/hugo.py)
import look  # noqa: E402  (sweatshirt_staged/look.py)
import passes  # noqa: E402
import press  # noqa: E402
import strings  # noqa: E402
import studio  # noqa: E402


def write(mesh, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    bpy.data.libraries.write(path + '.partial', {mesh})
    os.replace(path + '.partial', path)


def finish(mesh, g, print_area, spare=None):
    """look.finish's product (seams relaxed, one subdivision, a 2.4 mm fleece shell) after `iron` passes of
    smoothing the heights alone; with `spare` (the spec's press) the relaxing spares what it would pull out of shape
    and the seams are sunk (press.py)."""
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    iron = obj.modifiers.new('iron', 'SMOOTH')
    iron.use_x = iron.use_y = False
    iron.factor = 0.5
    iron.iterations = g['iron']
    relax = obj.modifiers.new('relax', 'SMOOTH')
    relax.factor = 1.0
    relax.iterations = 10
    relax.vertex_group = look.seam_band(obj).name
    if spare:
        press.spare_from_relax(obj, obj.vertex_groups[relax.vertex_group], g['plan'], g['ribs'], spare)
        if spare.get('seam'):
            press.seam_grooves(obj, g['ribs'], spare['seam'])
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = 0.0024
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    obj.data.materials.append(fabric.fabric_material('fabric', g['knit'], g['albedo'], print_area, g.get('hems', [])))
    return obj


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
    start = even_lay.staged(sewn, st, g, hugo.placement(g))
    if os.path.exists(staging['file']):
        mesh = load(staging['file'])
    else:
        mesh = even_lay.drop(sewn, start, st, g['plan'], staging['frames'], staging['quality'], staging['even'])
        mesh.name = 'drape'
        write(mesh, staging['file'])
    timings['stage'] = time.time() - t0 - timings['sew']
    timings['clothFrames'] = even_lay.PROGRESS
    timings['fabricPerSewn'] = even_lay.FACTORS
    timings['asymmetry'] = even_lay.ASYMMETRY
    timings['hoodDepth'] = even_lay.HOOD

    if st.get('press'):
        press.square_sleeves(mesh, g['plan'], st['press'])
        press.press_body(mesh, g['plan'], hugo.placement(g), st['fold']['fold'], st['press'])
    hugo.hoodie['mark_ribs'](mesh, set(g['ribs']))
    look.consistent(mesh, (0, 0, 1))
    product = finish(mesh, g, spec['printArea'], st.get('press'))
    laid = strings.add(product, g['plan'], g['albedo'])
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
    timings['cords'] = len(laid)
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
