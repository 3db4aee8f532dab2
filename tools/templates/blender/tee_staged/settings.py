"""Where a staged T-shirt is photographed: a tabletop (oak, concrete, a linen sheet) seen from above, or a plaster wall
(hanger.py). Plain solids with a little texture in object metres (never part of the product: AOVs stay 0). The
surfaces are the tote's (tote/settings.py), kept here so a change there never re-renders a T-shirt."""
import os
import sys

import bpy

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from fabric import Nodes  # noqa: E402


def surface(name, colour, kind):
    """A diffuse material with texture in object metres: 'oak' (planks 120 mm wide with grain), 'concrete' (mottled
    with pores), 'linen' (a coarse weave, slightly uneven), 'plaster' (soft trowel marks), 'paper' (a sweep)."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    co = n.add('ShaderNodeTexCoord').outputs['Object']
    sep = n.add('ShaderNodeSeparateXYZ', Vector=co)
    x, y = sep.outputs['X'], sep.outputs['Y']
    noise = lambda vec, scale, detail=4.0, rough=0.55: n.add('ShaderNodeTexNoise', Vector=vec, Scale=scale, Detail=detail, Roughness=rough).outputs['Fac']  # noqa: E731
    roughness = 0.85
    if kind == 'oak':
        # Planks 120 mm wide along y, each its own tone and offset; the grain as distorted bands (growth rings cut
        # lengthwise) over fine pores.
        plank = n.math('FLOOR', n.math('DIVIDE', x, 0.12))
        joint = n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', x, 0.12)), 0.008)
        at = n.add('ShaderNodeCombineXYZ', X=n.math('ADD', x, n.math('MULTIPLY', plank, 0.37)),
                   Y=n.math('ADD', n.math('MULTIPLY', y, 0.06), n.math('MULTIPLY', plank, 1.9)), Z=n.math('MULTIPLY', plank, 0.71))
        rings = n.add('ShaderNodeTexWave', Vector=at.outputs[0], Scale=14.0, Distortion=7.0, Detail=3.0,
                      **{'Detail Scale': 1.5}, _wave_type='BANDS', _bands_direction='X').outputs['Fac']
        pores = noise(n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', x, 400.0), Y=n.math('MULTIPLY', y, 20.0), Z=plank).outputs[0], 1.0, 2.0)
        tone = noise(n.add('ShaderNodeCombineXYZ', X=plank, Y=0.5, Z=0.5).outputs[0], 1.3, 0.0)
        grain = n.math('ADD', n.math('MULTIPLY', n.math('POWER', rings, 2.0), 0.6), n.math('MULTIPLY', pores, 0.25))
        value = n.math('MULTIPLY', n.math('ADD', 0.5, n.math('ADD', n.math('MULTIPLY', grain, 0.45), n.math('MULTIPLY', tone, 0.45))),
                       n.math('SUBTRACT', 1.0, n.math('MULTIPLY', joint, 0.6)))
        height = n.math('SUBTRACT', n.math('MULTIPLY', grain, 0.5), joint)
        roughness, strength = 0.5, 0.1
    elif kind == 'concrete':
        mottle = noise(co, 6.0, 6.0, 0.6)
        pores = n.math('LESS_THAN', noise(co, 700.0, 1.0), 0.28)
        value = n.math('SUBTRACT', n.math('ADD', 0.7, n.math('MULTIPLY', mottle, 0.5)), n.math('MULTIPLY', pores, 0.15))
        height = n.math('SUBTRACT', noise(co, 180.0, 3.0), n.math('MULTIPLY', pores, 0.8))
        strength = 0.2
    elif kind == 'linen':
        wx = n.math('ABSOLUTE', n.math('SINE', n.math('MULTIPLY', x, 3.14159 / 0.0009)))
        wy = n.math('ABSOLUTE', n.math('SINE', n.math('MULTIPLY', y, 3.14159 / 0.0009)))
        slub = noise(n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', x, 300.0), Y=n.math('MULTIPLY', y, 3.0), Z=0.0).outputs[0], 1.0, 2.0)
        soft = noise(co, 4.0, 3.0)
        value = n.math('ADD', 0.82, n.math('MULTIPLY', n.math('ADD', slub, soft), 0.1))
        height = n.math('ADD', n.math('MULTIPLY', n.math('ADD', wx, wy), 0.5), n.math('MULTIPLY', soft, 2.0))
        roughness, strength = 0.95, 0.35
    elif kind == 'plaster':
        soft = noise(co, 3.0, 5.0, 0.6)
        value = n.math('ADD', 0.86, n.math('MULTIPLY', soft, 0.2))
        height = n.math('ADD', noise(co, 25.0, 4.0), n.math('MULTIPLY', noise(co, 400.0, 2.0), 0.15))
        roughness, strength = 0.95, 0.25
    else:
        soft = noise(co, 2.0, 3.0)
        value = n.math('ADD', 0.93, n.math('MULTIPLY', soft, 0.1))
        height = noise(co, 60.0, 2.0)
        roughness, strength = 0.9, 0.05
    rgb = n.add('ShaderNodeMixRGB', _blend_type='MULTIPLY', Fac=1.0, Color1=tuple(colour) + (1.0,))
    n.link_or_set(rgb.inputs['Color2'], n.add('ShaderNodeCombineXYZ', X=value, Y=value, Z=value).outputs[0])
    bump = n.add('ShaderNodeBump', Strength=strength, Distance=0.001, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Roughness': roughness, 'Specular': 0.25, 'Normal': bump.outputs['Normal']})
    n.tree.links.new(rgb.outputs[0], bsdf.inputs['Base Color'])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    return mat


def table(colour, kind):
    """A tabletop at z 0: a thick slab, so the falling tee cannot pass it."""
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(0, 0, -0.05))
    obj = bpy.context.active_object
    obj.name = 'table'
    obj.scale = (3, 3, 0.1)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    obj.data.materials.append(surface('top', colour, kind))
    return obj
