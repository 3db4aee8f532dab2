"""A locker room's wall: concrete blocks (390 × 190 mm faces, 10 mm joints, running bond) under a coat of eggshell
paint. The paint evens the colour; the blocks' open pores, a faint unevenness from block to block and the tooled,
slightly recessed joints still show through it. Texture in the wall's object metres (never part of the product)."""
import os
import sys

import bpy

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from fabric import Nodes  # noqa: E402

BLOCK_W, BLOCK_H, JOINT = 0.40, 0.20, 0.010


def block_paint(name, colour):
    """The painted block material: x along the wall, z up (the wall's object coordinates)."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    co = n.add('ShaderNodeTexCoord').outputs['Object']
    sep = n.add('ShaderNodeSeparateXYZ', Vector=co)
    x, z = sep.outputs['X'], sep.outputs['Z']
    noise = lambda vec, scale, detail=4.0, rough=0.55: n.add('ShaderNodeTexNoise', Vector=vec, Scale=scale, Detail=detail, Roughness=rough).outputs['Fac']  # noqa: E731
    # Courses: every other one shifted by half a block.
    course = n.math('FLOOR', n.math('DIVIDE', z, BLOCK_H))
    shift = n.math('MULTIPLY', n.math('MODULO', course, 2.0), BLOCK_W / 2)
    # Offset so no vertical joint lines up behind the hook.
    xs = n.math('ADD', n.math('ADD', x, 0.13), shift)
    column = n.math('FLOOR', n.math('DIVIDE', xs, BLOCK_W))
    # Distance (m) from the nearest joint's centre line, horizontal and vertical.
    fz = n.math('MULTIPLY', n.math('FRACT', n.math('DIVIDE', z, BLOCK_H)), BLOCK_H)
    fx = n.math('MULTIPLY', n.math('FRACT', n.math('DIVIDE', xs, BLOCK_W)), BLOCK_W)
    dz = n.math('MINIMUM', fz, n.math('SUBTRACT', BLOCK_H, fz))
    dx = n.math('MINIMUM', fx, n.math('SUBTRACT', BLOCK_W, fx))
    d = n.math('MINIMUM', dx, dz)
    # A concave tooled joint: 0 at its centre rising to 1 at the block's arris over 7 mm, then flat.
    edge = n.math('MINIMUM', n.math('DIVIDE', d, JOINT * 0.7), 1.0)
    joint = n.math('SUBTRACT', 1.0, edge)
    cell = n.add('ShaderNodeCombineXYZ', X=column, Y=course, Z=0.37).outputs[0]
    # Each block a touch lighter or darker (the paint takes unevenly on differing blocks), ±2.5 %.
    block_tone = n.math('MULTIPLY', n.math('SUBTRACT', noise(cell, 3.1, 0.0), 0.5), 0.05)
    soft = noise(co, 4.0, 4.0, 0.6)
    # Pores: small pits over the face (the block's open texture under the paint), a fine grit around them.
    pores = n.math('LESS_THAN', noise(co, 420.0, 2.0, 0.5), 0.30)
    grit = noise(co, 1400.0, 2.0)
    value = n.math('ADD', 0.93, n.math('ADD', block_tone, n.math('MULTIPLY', n.math('SUBTRACT', soft, 0.5), 0.06)))
    value = n.math('SUBTRACT', value, n.math('ADD', n.math('MULTIPLY', pores, 0.05), n.math('MULTIPLY', joint, 0.06)))
    height = n.math('ADD', n.math('MULTIPLY', edge, 1.0),
                    n.math('SUBTRACT', n.math('MULTIPLY', grit, 0.12), n.math('MULTIPLY', pores, 0.18)))
    rgb = n.add('ShaderNodeMixRGB', _blend_type='MULTIPLY', Fac=1.0, Color1=tuple(colour) + (1.0,))
    n.link_or_set(rgb.inputs['Color2'], n.add('ShaderNodeCombineXYZ', X=value, Y=value, Z=value).outputs[0])
    # Height in units of 2 mm: the joints ~2 mm deep, the pores a fraction of a millimetre.
    bump = n.add('ShaderNodeBump', Strength=0.6, Distance=0.002, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Roughness': 0.55, 'Specular': 0.35, 'Normal': bump.outputs['Normal']})
    n.tree.links.new(rgb.outputs[0], bsdf.inputs['Base Color'])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    return mat


def paint_wall(wall, colour):
    """Gives hanger.py's wall (a plaster slab) the painted block material instead."""
    wall.data.materials.clear()
    wall.data.materials.append(block_paint('block-wall', colour))
