"""Where a cap is photographed: a paper sweep, an oak table, a concrete slab or a linen sheet, each at z 0 with a wall
or the sweep's curve far behind. Plain diffuse surfaces with a little texture (never part of the product: AOVs 0)."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import studio  # noqa: E402
from fabric import Nodes  # noqa: E402


def surface(name, colour, kind, roughness=0.8):
    """A diffuse surface textured in object space (metres): 'oak' planks with grain, 'concrete' (mottled, pitted),
    'linen' (a slubbed plain weave with soft creases), 'paper'."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    coord = n.add('ShaderNodeTexCoord').outputs['Object']
    base = tuple(colour) + (1.0,)
    if kind == 'oak':
        m = n.add('ShaderNodeMapping', Vector=coord, Scale=(1.0, 1 / 0.16, 1.0))
        sep = n.add('ShaderNodeSeparateXYZ', Vector=m.outputs[0])
        plank = n.math('FLOOR', sep.outputs['Y'])
        joint = n.math('LESS_THAN', n.math('FRACT', sep.outputs['Y']), 0.008)
        off = n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', plank, 7.31), Y=0.0, Z=n.math('MULTIPLY', plank, 3.1))
        at = n.add('ShaderNodeMapping', Vector=coord, Scale=(3.0, 90.0, 1.0))
        moved = n.add('ShaderNodeVectorMath', _operation='ADD')
        n.tree.links.new(at.outputs[0], moved.inputs[0])
        n.tree.links.new(off.outputs[0], moved.inputs[1])
        grain = n.add('ShaderNodeTexNoise', Vector=moved.outputs[0], Scale=1.0, Detail=8.0, Roughness=0.62)
        rings = n.add('ShaderNodeTexWave', Vector=moved.outputs[0], Scale=0.08, Distortion=6.0, Detail=3.0)
        tone = n.add('ShaderNodeTexNoise', Vector=off.outputs[0], Scale=1.0, Detail=0.0)
        shade = n.math('ADD', n.math('MULTIPLY', grain.outputs['Fac'], 0.35), n.math('MULTIPLY', rings.outputs['Fac'], 0.18))
        shade = n.math('ADD', shade, n.math('MULTIPLY', tone.outputs['Fac'], 0.35))
        shade = n.math('MULTIPLY', n.math('ADD', shade, 0.45), n.math('SUBTRACT', 1.0, n.math('MULTIPLY', joint, 0.6)))
        height = n.math('SUBTRACT', grain.outputs['Fac'], n.math('MULTIPLY', joint, 2.0))
        strength, distance = 0.12, 0.001
    elif kind == 'concrete':
        mottle = n.add('ShaderNodeTexNoise', Vector=coord, Scale=6.0, Detail=8.0, Roughness=0.65)
        pits = n.add('ShaderNodeTexVoronoi', Vector=coord, Scale=260.0)
        pit = n.math('LESS_THAN', pits.outputs['Distance'], 0.08)
        shade = n.math('ADD', 0.7, n.math('MULTIPLY', mottle.outputs['Fac'], 0.55))
        shade = n.math('SUBTRACT', shade, n.math('MULTIPLY', pit, 0.15))
        fine = n.add('ShaderNodeTexNoise', Vector=coord, Scale=400.0, Detail=2.0)
        height = n.math('SUBTRACT', fine.outputs['Fac'], pit)
        strength, distance = 0.25, 0.0008
    elif kind == 'linen':
        sep = n.add('ShaderNodeSeparateXYZ', Vector=coord)
        x, y = sep.outputs['X'], sep.outputs['Y']
        slub = n.add('ShaderNodeTexNoise', Vector=n.add('ShaderNodeMapping', Vector=coord, Scale=(40.0, 900.0, 1.0)).outputs[0], Scale=1.0, Detail=2.0)
        warp = n.math('ABSOLUTE', n.math('SINE', n.math('MULTIPLY', x, 3.14159 / 0.0008)))
        weft = n.math('ABSOLUTE', n.math('SINE', n.math('MULTIPLY', y, 3.14159 / 0.0008)))
        creases = n.add('ShaderNodeTexNoise', Vector=coord, Scale=5.0, Detail=3.0, Distortion=0.6)
        height = n.math('ADD', n.math('MULTIPLY', n.math('ADD', warp, weft), n.math('ADD', 0.6, slub.outputs['Fac'])),
                        n.math('MULTIPLY', creases.outputs['Fac'], 14.0))
        shade = n.math('ADD', 0.88, n.math('MULTIPLY', slub.outputs['Fac'], 0.2))
        strength, distance = 0.35, 0.0005
    else:
        paper = n.add('ShaderNodeTexNoise', Vector=coord, Scale=60.0, Detail=2.0)
        height = paper.outputs['Fac']
        shade = 1.0
        strength, distance = 0.05, 0.001
    rgb = n.add('ShaderNodeMixRGB', _blend_type='MULTIPLY', Fac=1.0, Color1=base)
    n.link_or_set(rgb.inputs['Color2'], n.add('ShaderNodeCombineXYZ', X=shade, Y=shade, Z=shade).outputs[0])
    bump = n.add('ShaderNodeBump', Strength=strength, Distance=distance, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Roughness': roughness, 'Specular': 0.2, 'Normal': bump.outputs['Normal']})
    n.tree.links.new(rgb.outputs[0], bsdf.inputs['Base Color'])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    return mat


def plane(name, size, location, material, rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_plane_add(size=1.0, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = (size[0], size[1], 1)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    obj.data.materials.append(material)
    return obj


def build(s):
    """s: {'kind': 'sweep'|'oak'|'concrete'|'linen', 'colour': linear RGB, 'wall': linear RGB (tables)}."""
    kind = s['kind']
    if kind == 'sweep':
        studio.sweep(s['colour'], floor_z=0.0, back_y=s.get('backY', 0.6), radius=0.25)
        return
    roughness = {'oak': 0.55, 'concrete': 0.85, 'linen': 0.95}[kind]
    top = plane('table', (3, 3), (0, 0.6, 0), surface(kind, s['colour'], kind, roughness))
    top.rotation_euler.z = math.radians(s.get('turn', 0))
    plane('wall', (8, 4), (0, 1.6, 1.0), studio.plain_material('wall', s['wall'], 0.95), rotation=(math.pi / 2, 0, 0))
