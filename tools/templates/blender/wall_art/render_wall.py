"""Renders wall art's passes: `blender -b --factory-startup -P wall_art/render_wall.py -- scene.json`.

Posters and framed prints in a room: a print behind a mat in a frame (or a bare sheet taped up), hung on a plaster
wall, hung above a sideboard, or leaning on a sideboard or the floor against the wall, lit by a window. The frame,
mat and print are the framed poster videos' (../poster_framed/render_poster.py); the paper is the product (its colour
is the paper's) and its whole face the print area, so the shared scripts one folder up take the passes (passes.py)
and the print grid (grid.py) from it as from a garment."""
import json
import math
import os
import sys
import time

import bpy
from mathutils import Vector

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'tee_staged'))
sys.path.insert(0, os.path.join(blender, 'poster_framed'))
import grid  # noqa: E402
import passes  # noqa: E402
import render_poster  # noqa: E402
import settings  # noqa: E402
import studio  # noqa: E402
from fabric import plain_material  # noqa: E402


def frame_material(p):
    """The moulding: satin paint or lacquered wood ('satin'), or brushed metal ('metal')."""
    mat = plain_material('frame', p['frameColour'], 0.3 if p.get('frameFinish') == 'metal' else 0.32)
    if p.get('frameFinish') == 'metal':
        mat.node_tree.nodes['Principled BSDF'].inputs['Metallic'].default_value = 1.0
    return mat


def artwork(p, cols, rows, area):
    """The print with its frame and mat, its back against the plane y = 0, centred on the origin; the parts."""
    framed = p['frameMm'] > 0
    parts = render_poster.frame(p, frame_material(p), plain_material('mat', p['matColour'], 0.9)) if framed else []
    if framed and p['matMm'] == 0:
        # No mat: the print fills the frame's opening.
        for o in [o for o in parts if o.name.startswith('mat-')]:
            parts.remove(o)
            bpy.data.objects.remove(o)
    # Unframed: the sheet a hair off the wall; framed: just behind the mat, as the videos' poster.
    y = -0.0105 if framed else -0.0004
    paper = render_poster.paper(p['widthMm'] / 1000, p['heightMm'] / 1000, y, cols, rows, render_poster.paper_material(p['albedo'], area))
    parts.append(paper)
    if not framed:
        parts += tape(p)
    return paper, parts


def tape(p):
    """Four strips of white paper tape across the sheet's corners."""
    w, h = p['widthMm'] / 1000, p['heightMm'] / 1000
    mat = plain_material('tape', (0.86, 0.85, 0.8), 0.6)
    strips = []
    for sx, sz in ((-1, 1), (1, 1), (-1, -1), (1, -1)):
        strips.append(render_poster.box('tape', (0.05, 0.0004, 0.018), (sx * (w / 2 - 0.006), -0.0009, sz * (h / 2 - 0.006)), mat))
        strips[-1].rotation_euler = (0, sx * sz * math.radians(45), 0)
    return strips


def outer_height(p):
    return (p['heightMm'] + 2 * p['matMm'] + 2 * p['frameMm']) / 1000


def mount(parts, p, spec):
    """Hangs the artwork on the wall (its centre `hangMm` above the floor) or leans it on the sideboard or floor:
    its foot `outMm` from the wall, its top against it."""
    pivot = bpy.data.objects.new('artwork', None)
    bpy.context.scene.collection.objects.link(pivot)
    h = outer_height(p)
    how = spec['mount']
    for part in parts:
        part.parent = pivot
    if how['kind'] == 'hang':
        pivot.location = (how.get('xMm', 0) / 1000, 0, how['hangMm'] / 1000)
        return
    # Turned about its top back edge, which stays on the wall, until its foot stands `outMm` out; then lowered onto
    # what it stands on.
    lean = math.asin(how['outMm'] / 1000 / h)
    for part in parts:
        part.location.z -= h / 2
    pivot.rotation_euler = (-lean, 0, 0)
    pivot.location = (how.get('xMm', 0) / 1000, 0, surface_height(spec) + h * math.cos(lean))


def surface_height(spec):
    return spec['sideboard']['heightMm'] / 1000 if spec.get('sideboard') else 0.0


def room(spec):
    """The plaster wall (its face the plane y = 0), the floor, and a sideboard against the wall if asked for."""
    wall = render_poster.box('wall', (6.0, 0.1, 4.0), (0, 0.05, 1.9), settings.surface('wall', spec['wall'], 'plaster'))
    wall.modifiers.clear()
    floor = spec['floor']
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(0, -2.0, -0.05))
    slab = bpy.context.active_object
    slab.scale = (6, 4, 0.1)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    slab.data.materials.append(settings.surface('floor', floor['colour'], floor['surface']))
    board = spec.get('sideboard')
    if board:
        w, d, ht = board['widthMm'] / 1000, board['depthMm'] / 1000, board['heightMm'] / 1000
        render_poster.box('sideboard', (w, d, ht), (board.get('xMm', 0) / 1000, -d / 2 - 0.002, ht / 2),
                          settings.surface('sideboard', board['colour'], board['surface']))


def fit_camera(objects, view):
    """A camera at azimuth/elevation (degrees) framing the objects' bounds to `fill` of the picture, looking at their
    centre moved by `aim` (mm: x across, z up), from `heightMm` above it if given."""
    corners = [o.matrix_world @ Vector(c) for o in objects for c in o.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    ax, az_ = view.get('aim', (0, 0))
    centre = (lo + hi) / 2 + Vector((ax / 1000, 0, az_ / 1000))
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.z - lo.z) / 2
    return studio.camera(centre + direction * (extent / math.tan(half_fov) / view['fill']), centre, view['lens'])


def main(build=artwork):
    """Renders the scene; `build(p, cols, rows, area)` makes the artwork (the product and all its parts), a framed
    print unless a caller (../canvas/) gives its own."""
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    room(spec)
    p = spec['poster']
    cols, rows = spec['grid']
    product, parts = build(p, cols, rows, spec['printArea'])
    mount(parts, p, spec)
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'],
                          light.get('colour', (1, 1, 1)))
    bpy.context.view_layer.update()
    cam = fit_camera(parts, spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)

    json.dump(grid.print_grid(product, spec['printArea'], cols, rows, cam), open(os.path.join(out, 'grid.json'), 'w'))
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


if __name__ == '__main__':
    main()
