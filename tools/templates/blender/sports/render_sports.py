"""Renders one sports template's passes: `blender -b --factory-startup -P sports/render_sports.py -- scene.json`.

A basketball tank (FreeSewing's Aaron) or a jersey (Teagan), tools/templates/physical/sports.ts, sewn and draped on
the invisible dress form with the shared scripts one folder up (form.py, garment.py), then dressed in the athletic
knit (athletic.py) with its armholes and neckline bound, and rendered like the T-shirts (studio.py, grid.py,
passes.py) on one thread. Views of one garment share its drape file."""
import json
import math
import os
import sys
import time

import bpy
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import form  # noqa: E402
import garment  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import studio  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import athletic  # noqa: E402
from framing import fit_camera  # noqa: E402
from sports_form import sports_form  # noqa: E402


def drape(g):
    """Sews and drapes the garment on the dress form, and keeps the result for other views of it."""
    m = g['measurements']
    parts = sports_form(m, g['armAngle'], g['armLength'], g['arms'])
    arms = {side: form.arm_frame(m, side, g['armAngle']) for side in (1, -1)}
    cloth, pairs = garment.build_garment(g['plan'], garment.Placement(m, arms))
    draped = garment.simulate(cloth, frames=g['frames'], settle=g['settle'], quality=g['quality'],
                              self_collision=g['selfCollision'])
    garment.weld(draped, pairs)
    bpy.data.objects.remove(cloth)
    for p in parts:
        bpy.data.objects.remove(p)
    draped.name = 'drape'
    os.makedirs(os.path.dirname(g['drapeFile']), exist_ok=True)
    bpy.data.libraries.write(g['drapeFile'] + '.partial', {draped})
    os.replace(g['drapeFile'] + '.partial', g['drapeFile'])
    return draped


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def _edge_polyline(panel, edge):
    a, b = panel['edges'][edge]
    ring = panel['outline']
    return np.array([ring[k % len(ring)] for k in range(a, (b if b else len(ring)) + 1)], dtype=np.float64)


def bound_distances(mesh, plan, edges):
    """Per face corner, the distance (mm of fabric) from its pattern point to the nearest bound edge of its panel:
    where the binding is drawn. Face corners, not vertices, so it is exact on the drape whatever was welded."""
    uv = np.empty(len(mesh.loops) * 2)
    mesh.uv_layers['pattern'].data.foreach_get('uv', uv)
    uv = uv.reshape(-1, 2)
    face_panel = np.empty(len(mesh.polygons), dtype=np.int64)
    mesh.attributes['panel'].data.foreach_get('value', face_panel)
    loop_panel = np.empty(len(mesh.loops), dtype=np.int64)
    for poly in mesh.polygons:
        loop_panel[poly.loop_start:poly.loop_start + poly.loop_total] = face_panel[poly.index]
    out = np.full(len(mesh.loops), 1000.0)
    for index, panel in enumerate(plan['panels']):
        mine = loop_panel == index
        pts = uv[mine]
        best = np.full(len(pts), 1000.0)
        for edge in edges:
            if edge not in panel['edges']:
                continue
            line = _edge_polyline(panel, edge)
            p0, p1 = line[:-1], line[1:]
            d = p1 - p0
            length2 = np.maximum((d * d).sum(1), 1e-9)
            rel = pts[:, None, :] - p0[None, :, :]
            t = np.clip((rel * d[None]).sum(2) / length2[None], 0, 1)
            near = rel - t[..., None] * d[None]
            best = np.minimum(best, np.sqrt((near * near).sum(2)).min(1))
        out[mine] = best
    attribute = mesh.attributes.new('bound', 'FLOAT', 'CORNER')
    attribute.data.foreach_set('value', out)


def hem_lines(plan):
    """A double needle 14 mm above each panel's hem (the lower end of its 'hem' edge)."""
    out = []
    for index, panel in enumerate(plan['panels']):
        if 'hem' not in panel['edges']:
            continue
        line = _edge_polyline(panel, 'hem')
        out.append((index, 'y', float(line[:, 1].max()) + 14))
    return out


def finish(mesh, g, print_area):
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = 0.0016
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    bound_distances(mesh, g['plan'], g['bound'])
    mesh.materials.append(athletic.athletic_material('athletic', g['albedo'], print_area, hem_lines(g['plan']), g['binding']))
    return obj


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()

    g = spec['garment']
    draped = load_drape(g['drapeFile']) if os.path.exists(g['drapeFile']) else drape(g)
    timings['drape'] = time.time() - t0

    product = finish(draped, g, spec['printArea'])
    s = spec['setting']
    studio.sweep(s['colour'], floor_z=s['floorZ'], back_y=s['backY'])
    studio.world(s.get('world', 0.15))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    # A view from behind turns the garment round instead, so the camera stays on the sweep's open side.
    view = dict(spec['view'])
    if abs(view['azimuth']) > 90:
        product.rotation_euler.z = math.pi
        view['azimuth'] -= math.copysign(180, view['azimuth'])
        bpy.context.view_layer.update()
    cam = fit_camera(product, view)
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    # One render thread: the machine is shared (studio.py asks for two).
    bpy.context.scene.render.threads = spec.get('threads', 1)

    # The grid is measured on the outer surface: the thickness shell off, the smoothing on.
    product.modifiers['thickness'].show_viewport = False
    cols, rows = spec['grid']
    mesh_grid = grid.print_grid(product, spec['printArea'], cols, rows, cam)
    product.modifiers['thickness'].show_viewport = True
    json.dump(mesh_grid, open(os.path.join(out, 'grid.json'), 'w'))

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
