"""Where a tote is photographed: a tabletop (oak, concrete, a linen sheet) seen from above; a plaster wall with a
wooden peg it hangs from; a studio sweep; a wooden floor against a wall. Plain solids with a little texture (never
part of the product: AOVs stay 0); the ones the bag touches collide with the cloth. A hidden filling stands a bag up."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import studio  # noqa: E402
from fabric import Nodes, plain_material  # noqa: E402


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


def collider(obj, friction=5.0):
    obj.modifiers.new('collision', 'COLLISION')
    obj.collision.thickness_outer = 0.002
    obj.collision.cloth_friction = friction
    return obj


def box(name, size, location, material, bevel=0.0, rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    if bevel:
        b = obj.modifiers.new('bevel', 'BEVEL')
        b.width = bevel
        b.segments = 5
    obj.data.materials.append(material)
    return obj


def hidden(obj):
    obj.hide_render = True
    return obj


def table(s):
    """A tabletop at z 0 (a thick slab, so the falling bag cannot pass it)."""
    mat = surface('top', s['colour'], s['surface'])
    collider(box('table', (3, 3, 0.1), (0, 0, -0.05), mat), friction=8)


def peg(s):
    """A wall at y = wallY and a turned wooden peg sticking out of it at height pegZ (hidden for a floating shot,
    whose wall is a far sweep)."""
    wall_y, z = s['wallY'], s['pegZ']
    if s.get('float'):
        studio.sweep(s['colour'], floor_z=-1.2, back_y=wall_y + 0.9, radius=0.5)
    else:
        wall = box('wall', (4, 0.1, 4), (0, wall_y + 0.05, z - 0.5), surface('wall', s['colour'], 'plaster'))
        collider(wall, friction=2)
    wood = surface('peg', s.get('pegColour', (0.45, 0.27, 0.13)), 'oak')
    bpy.ops.mesh.primitive_cylinder_add(vertices=32, radius=0.011, depth=0.085, location=(0, wall_y - 0.0425, z),
                                        rotation=(math.pi / 2, 0, 0))
    stem = bpy.context.active_object
    stem.data.materials.append(wood)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=24, ring_count=12, radius=0.016, location=(0, wall_y - 0.088, z))
    knob = bpy.context.active_object
    knob.scale = (1, 0.7, 1)
    knob.data.materials.append(wood)
    for obj in (stem, knob):
        for p in obj.data.polygons:
            p.use_smooth = True
        collider(obj, friction=10)
        if s.get('float'):
            hidden(obj)


def filling(s):
    """Tissue paper inside a standing bag: a hidden rounded block (size `fill`, metres) the cloth rests on."""
    obj = box('filling', s['fill'], (0, s.get('fillY', 0.0), s['fillZ']), plain_material('filling', (0.5, 0.5, 0.5)),
              bevel=0.03, rotation=(math.radians(-s.get('tilt', 0.0)), 0, 0))
    collider(hidden(obj), friction=4)


def sweep(s):
    """A paper sweep; the bag stands on it, filled."""
    studio.sweep(s['colour'], floor_z=0.0, back_y=s['backY'], radius=0.25)
    collider(hidden(box('floor-solid', (4, 4, 0.2), (0, 0, -0.1), plain_material('solid', (0.5, 0.5, 0.5)))), friction=8)
    filling(s)


def room(s):
    """A wooden floor meeting a plaster wall at y = backY, with a skirting board; the bag stands leaning on the wall."""
    floor = box('floor', (4, 3, 0.1), (0, s['backY'] - 1.5, -0.05), surface('floor', s['floor'], 'oak'))
    collider(floor, friction=8)
    wall = box('wall', (4, 0.1, 3), (0, s['backY'] + 0.05, 1.5), surface('wall', s['colour'], 'plaster'))
    collider(wall, friction=3)
    box('skirting', (4, 0.015, 0.07), (0, s['backY'] - 0.0075, 0.035), plain_material('skirting', s['colour'], 0.6), bevel=0.003)
    filling(s)


SETTINGS = {'table': table, 'peg': peg, 'sweep': sweep, 'room': room}
