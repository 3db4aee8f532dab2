"""Renders a stretched canvas's passes: `blender -b --factory-startup -P canvas/render_canvas.py -- scene.json`.

A gallery-wrapped canvas: cotton duck stretched over bars `depthMm` deep, the print on its face and over its rounded
edges, the rest of the wrap on the sides, in the wall-art rooms (../wall_art/render_wall.py: hung or leaning, a
sideboard, window light). One mesh whose UVs are the unfolded canvas in millimetres (the face 0..w × 0..h, the wrap
beyond it), so the print area is the face and the sides are the canvas's own colour."""
import math
import os
import sys

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'wall_art'))
import render_wall  # noqa: E402
from fabric import Nodes, aov  # noqa: E402

# The radius the canvas takes over the bars' front edge, m: the print runs a little way round it.
EDGE = 0.003
# Mesh cells across the face, m (the print grid is found on this mesh, and a plane needs few).
CELL = 0.01


def stations(half, depth):
    """Across one direction of the canvas, from the back of one side over the face to the back of the other:
    (unfolded distance from the centre m, position m, distance behind the face m)."""
    flat = half - EDGE
    arc = [(flat + EDGE * a, flat + EDGE * math.sin(a), EDGE * (1 - math.cos(a)))
           for a in (math.pi / 2 * k / 6 for k in range(1, 7))]
    side = [(flat + EDGE * math.pi / 2 + b - EDGE, half, b) for b in (depth / 2, depth)]
    n = max(2, round(2 * flat / CELL))
    face = [(-flat + 2 * flat * i / n,) * 2 + (0.0,) for i in range(n + 1)]
    outward = arc + side
    return [(-s, -p, b) for s, p, b in reversed(outward)] + face + outward


def canvas_material(albedo, area):
    """Cotton duck: a plain weave (warp and weft crossing every 0.7 mm) with uneven, slubbed threads, matte; the
    template AOVs (the print: the face's rectangle of the unfolded canvas)."""
    mat = bpy.data.materials.new('canvas')
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    pitch = 0.7
    warp = n.math('SINE', n.math('MULTIPLY', u, math.pi / pitch))
    weft = n.math('SINE', n.math('MULTIPLY', v, math.pi / pitch))
    over = n.math('GREATER_THAN', n.math('MULTIPLY', warp, weft), 0.0)
    # Where the warp is over, its ridge; elsewhere the weft's.
    warp2, weft2 = n.math('MULTIPLY', warp, warp), n.math('MULTIPLY', weft, weft)
    ridge = n.math('ADD', weft2, n.math('MULTIPLY', over, n.math('SUBTRACT', warp2, weft2)))
    slub = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=0.35, Detail=3.0).outputs['Fac']
    height = n.math('ADD', ridge, n.math('MULTIPLY', slub, 0.8))
    bump = n.add('ShaderNodeBump', Strength=0.18, Distance=0.0003, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.85,
                                                 'Specular': 0.25, 'Normal': bump.outputs['Normal']})
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


def canvas(p, cols, rows, area):
    """The stretched canvas, its back against the plane y = 0, its face towards the room (−y), centred on the origin.
    Across × up stations make a grid; a point's depth is the deeper of its two directions', so the sides meet at the
    corners as the folded canvas does."""
    w, h, d = p['widthMm'] / 1000, p['heightMm'] / 1000, p['depthMm'] / 1000
    across, up = stations(w / 2, d), stations(h / 2, d)
    verts = [(x, -d + max(bx, bz), z) for _, z, bz in up for _, x, bx in across]
    uvs = [((w / 2 + sx) * 1000, (h / 2 + sz) * 1000) for sz, _, _ in up for sx, _, _ in across]
    k = len(across)
    faces = [(j * k + i, j * k + i + 1, (j + 1) * k + i + 1, (j + 1) * k + i) for j in range(len(up) - 1) for i in range(k - 1)]
    mesh = bpy.data.meshes.new('canvas')
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        layer.data[loop.index].uv = uvs[loop.vertex_index]
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', [0] * len(faces))
    # Smooth over the rounded edge, sharp where the sides meet.
    mesh.polygons.foreach_set('use_smooth', [True] * len(faces))
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(40)
    obj = bpy.data.objects.new('canvas', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(canvas_material(p['albedo'], area))
    return obj, [obj]


if __name__ == '__main__':
    render_wall.main(canvas)
