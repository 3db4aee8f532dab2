"""Renders a framed poster's passes: `blender -b --factory-startup -P poster_framed/render_poster.py -- scene.json`.

A print on paper behind a white mat in a black satin frame, hung on a plaster wall (the staged T-shirts' wall
surface, ../tee_staged/settings.py) and lit by a window. The paper is the product (its colour is the paper's) and
its whole face the print area: a flat grid with its UVs in millimetres, so the shared scripts one folder up take the
passes (passes.py) and the print grid (grid.py) from it as from a garment."""
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
import grid  # noqa: E402
import passes  # noqa: E402
import settings  # noqa: E402
import studio  # noqa: E402
from fabric import Nodes, aov, plain_material  # noqa: E402


def box(name, size, location, material):
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=location)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    bevel = obj.modifiers.new('bevel', 'BEVEL')
    bevel.width = min(0.0015, min(size) / 4)
    bevel.segments = 2
    obj.data.materials.append(material)
    return obj


def paper_material(albedo, area):
    """Matte paper with a faint fibre texture (bump in millimetres) and the template AOVs: all of it the product, the
    print area's rectangle the print, the pattern coordinates for the UV pass."""
    mat = bpy.data.materials.new('paper')
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    fibre = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=1.2, Detail=4.0, Roughness=0.6).outputs['Fac']
    bump = n.add('ShaderNodeBump', Strength=0.08, Distance=0.0002, Height=fibre)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.8, 'Specular': 0.3,
                                                 'Normal': bump.outputs['Normal']})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    inside = 1.0
    for value, op, coord in ((area['x0'], 'GREATER_THAN', u), (area['x1'], 'LESS_THAN', u),
                             (area['y0'], 'GREATER_THAN', v), (area['y1'], 'LESS_THAN', v)):
        inside = n.math('MULTIPLY', inside, n.math(op, coord, value))
    aov(n, 'print', value=inside)
    aov(n, 'product', value=1.0)
    combine = n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=1.0)
    aov(n, 'uvp', color=combine.outputs[0])
    return mat


def paper(width, height, y, cols, rows, material):
    """The print: a cols × rows grid in the wall's plane (x across, z up) at depth y, facing the room (−y), UVs in
    millimetres from its lower left corner, all of it panel 0."""
    verts = [((-width / 2 + width * i / cols), y, (-height / 2 + height * j / rows)) for j in range(rows + 1) for i in range(cols + 1)]
    faces = [(j * (cols + 1) + i, j * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i) for j in range(rows) for i in range(cols)]
    mesh = bpy.data.meshes.new('paper')
    mesh.from_pydata(verts, [], faces)
    uv = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        x, _, z = verts[loop.vertex_index]
        uv.data[loop.index].uv = ((x + width / 2) * 1000, (z + height / 2) * 1000)
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', [0] * len(faces))
    obj = bpy.data.objects.new('paper', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    return obj


def frame(p, frame_material, mat_material):
    """The frame's four bars (mitred joints are not seen from the front at this size) and the mat's four strips round
    the print, the mat 1.5 mm proud of the paper so its window's edge shades it."""
    w, h, m, b, d = p['widthMm'] / 1000, p['heightMm'] / 1000, p['matMm'] / 1000, p['frameMm'] / 1000, p['depthMm'] / 1000
    ow, oh = w + 2 * m, h + 2 * m
    parts = [
        box('frame-top', (ow + 2 * b, d, b), (0, -d / 2, oh / 2 + b / 2), frame_material),
        box('frame-bottom', (ow + 2 * b, d, b), (0, -d / 2, -oh / 2 - b / 2), frame_material),
        box('frame-left', (b, d, oh), (-ow / 2 - b / 2, -d / 2, 0), frame_material),
        box('frame-right', (b, d, oh), (ow / 2 + b / 2, -d / 2, 0), frame_material),
    ]
    t, y = 0.002, -0.012
    parts += [
        box('mat-top', (ow, t, m), (0, y, h / 2 + m / 2), mat_material),
        box('mat-bottom', (ow, t, m), (0, y, -h / 2 - m / 2), mat_material),
        box('mat-left', (m, t, h), (-w / 2 - m / 2, y, 0), mat_material),
        box('mat-right', (m, t, h), (w / 2 + m / 2, y, 0), mat_material),
        # The backing board behind the paper.
        box('backing', (ow, 0.003, oh), (0, -0.0025, 0), mat_material),
    ]
    return parts


def fit_camera(objects, view):
    """A camera at azimuth/elevation (degrees) framing the objects' bounds to `fill` of the picture."""
    corners = [o.matrix_world @ Vector(c) for o in objects for c in o.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.z - lo.z) / 2
    return studio.camera(centre + direction * (extent / math.tan(half_fov) / view['fill']), centre, view['lens'])


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    p = spec['poster']
    wall = box('wall', (5.0, 0.1, 4.0), (0, 0.05, 0.2), settings.surface('wall', spec['wall'], 'plaster'))
    wall.modifiers.clear()
    framing = frame(p, plain_material('frame', p['frameColour'], 0.32), plain_material('mat', p['matColour'], 0.9))
    cols, rows = spec['grid']
    product = paper(p['widthMm'] / 1000, p['heightMm'] / 1000, -0.0105, cols, rows, paper_material(p['albedo'], spec['printArea']))
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    cam = fit_camera(framing[:4], spec['view'])
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


# Run by Blender (`-P`); imported by the wall-art templates (../wall_art/) for the frame and the print.
if __name__ == '__main__':
    main()
