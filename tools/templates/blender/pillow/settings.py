"""Where a cushion rests: a sofa (seat and backrest), a bed (duvet and headboard), a floor with a knitted throw, or a
studio sweep. Each setting is built of simple solids with soft edges; the ones the cushion touches collide with the
cloth. Materials are plain diffuse surfaces with a little texture (never part of the product: AOVs stay 0)."""
import math
import os
import sys

import bpy
from mathutils import Matrix, Vector

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import studio  # noqa: E402
from fabric import Nodes  # noqa: E402


def textured(name, colour, kind='weave', scale=1.0, strength=0.3, roughness=0.85):
    """A diffuse material with a bump: 'weave' (upholstery), 'duvet' (soft creases), 'wood' (planks), 'knit' (a
    chunky throw), 'paper' (a sweep)."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    coord = n.add('ShaderNodeTexCoord').outputs['Object']
    base = tuple(colour) + (1.0,)
    colour_out = None
    if kind == 'wood':
        # Planks 140 mm wide along x, with grain stretched along them and a dark joint between.
        m = n.add('ShaderNodeMapping', Vector=coord, Scale=(1.0, 1 / 0.14, 1.0))
        sep = n.add('ShaderNodeSeparateXYZ', Vector=m.outputs[0])
        plank = n.math('FLOOR', sep.outputs['Y'])
        joint = n.math('LESS_THAN', n.math('FRACT', sep.outputs['Y']), 0.012)
        grain_at = n.add('ShaderNodeMapping', Vector=coord, Scale=(2.0, 60.0, 1.0),
                         Location=(0, 0, 0))
        offset = n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', plank, 7.31), Y=0.0, Z=n.math('MULTIPLY', plank, 3.1))
        moved = n.add('ShaderNodeVectorMath', _operation='ADD')
        n.tree.links.new(grain_at.outputs[0], moved.inputs[0])
        n.tree.links.new(offset.outputs[0], moved.inputs[1])
        grain = n.add('ShaderNodeTexNoise', Vector=moved.outputs[0], Scale=1.0, Detail=6.0, Roughness=0.6)
        tone = n.add('ShaderNodeTexNoise', Vector=offset.outputs[0], Scale=1.0, Detail=0.0)
        ramp = n.math('ADD', n.math('MULTIPLY', grain.outputs['Fac'], 0.45), n.math('MULTIPLY', tone.outputs['Fac'], 0.4))
        shade = n.math('MULTIPLY', n.math('ADD', ramp, 0.55), n.math('SUBTRACT', 1.0, n.math('MULTIPLY', joint, 0.6)))
        rgb = n.add('ShaderNodeMixRGB', _blend_type='MULTIPLY', Fac=1.0, Color1=base)
        n.link_or_set(rgb.inputs['Color2'], n.add('ShaderNodeCombineXYZ', X=shade, Y=shade, Z=shade).outputs[0])
        colour_out = rgb.outputs[0]
        height = n.math('SUBTRACT', grain.outputs['Fac'], n.math('MULTIPLY', joint, 2.0))
    elif kind == 'knit':
        # Chunky cable-less knit: rows of V stitches 12 mm apart.
        sep = n.add('ShaderNodeSeparateXYZ', Vector=coord)
        x = n.math('DIVIDE', sep.outputs['X'], 0.012)
        y = n.math('DIVIDE', sep.outputs['Y'], 0.010)
        v = n.math('SINE', n.math('MULTIPLY', n.math('ADD', y, n.math('ABSOLUTE', n.math('SUBTRACT', n.math('FRACT', x), 0.5))), 6.2832))
        rib = n.math('SINE', n.math('MULTIPLY', x, 6.2832))
        height = n.math('ADD', n.math('MULTIPLY', n.math('ABSOLUTE', rib), 1.2), n.math('MULTIPLY', v, 0.4))
    else:
        detail = {'weave': (1 / 0.0015, 2.0), 'duvet': (1 / 0.09, 4.0), 'paper': (1 / 0.02, 2.0)}[kind]
        noise = n.add('ShaderNodeTexNoise', Vector=coord, Scale=detail[0] * scale, Detail=detail[1], Roughness=0.55)
        height = noise.outputs['Fac']
        if kind == 'weave':
            fine = n.add('ShaderNodeMapping', Vector=coord, Scale=(1 / 0.0012, 1 / 0.0012, 1 / 0.0012))
            sep = n.add('ShaderNodeSeparateXYZ', Vector=fine.outputs[0])
            cross = n.math('MULTIPLY', n.math('SINE', sep.outputs['X']), n.math('SINE', n.math('ADD', sep.outputs['Y'], sep.outputs['Z'])))
            height = n.math('ADD', height, n.math('MULTIPLY', cross, 0.5))
    bump = n.add('ShaderNodeBump', Strength=strength, Distance=0.001, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': base, 'Roughness': roughness, 'Specular': 0.2,
                                                 'Normal': bump.outputs['Normal']})
    if colour_out is not None:
        n.tree.links.new(colour_out, bsdf.inputs['Base Color'])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    return mat


def block(name, size, location, bevel, material, tilt=0.0, collide=True):
    """A box (metres) with rounded edges, tilted back by `tilt` degrees about its bottom-back edge's x axis."""
    bpy.ops.mesh.primitive_cube_add(size=1.0)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    obj.location = location
    obj.rotation_euler = (math.radians(-tilt), 0, 0)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    b = obj.modifiers.new('bevel', 'BEVEL')
    b.width = bevel
    b.segments = 6
    b.limit_method = 'NONE'
    for p in obj.data.polygons:
        p.use_smooth = True
    obj.data.materials.append(material)
    if collide:
        obj.modifiers.new('collision', 'COLLISION')
        obj.collision.thickness_outer = 0.002
        obj.collision.cloth_friction = 3
    return obj


def plane(name, size, location, material, rotation=(0, 0, 0), collide=False):
    bpy.ops.mesh.primitive_plane_add(size=1.0, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = (size[0], size[1], 1)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    obj.data.materials.append(material)
    if collide:
        obj.modifiers.new('collision', 'COLLISION')
        obj.collision.thickness_outer = 0.002
        obj.collision.cloth_friction = 3
    return obj


def sofa(s):
    """A sofa seat (top at z 0) and a backrest leaning back `backTilt` degrees, its front at y = `backY`; a wall."""
    fabric = textured('upholstery', s['colour'], 'weave', strength=0.25)
    block('seat', (2.6, 0.9, 0.22), (0, 0.05, -0.11), 0.05, fabric)
    block('backrest', (2.6, 0.28, 0.7), (0, s['backY'] + 0.14, 0.33), 0.06, fabric, tilt=s.get('backTilt', 12))
    plane('wall', (8, 4), (0, 1.4, 1.0), studio.plain_material('wall', s['wall'], 0.95), rotation=(math.pi / 2, 0, 0))
    plane('floor', (8, 8), (0, 0, -0.45), studio.plain_material('floor', s['wall'], 0.9))


def bed(s):
    """A bed made with a duvet (top at z 0), an upholstered headboard at y = `backY` leaning back a little."""
    duvet = textured('duvet', s['colour'], 'duvet', strength=0.6, roughness=0.95)
    block('duvet', (2.2, 2.2, 0.3), (0, -0.7, -0.15), 0.09, duvet)
    head = textured('headboard', s['head'], 'weave', strength=0.25)
    block('headboard', (2.2, 0.1, 1.1), (0, s['backY'] + 0.05, 0.2), 0.04, head, tilt=s.get('backTilt', 8))
    plane('wall', (8, 4), (0, s['backY'] + 0.4, 1.0), studio.plain_material('wall', s['wall'], 0.95), rotation=(math.pi / 2, 0, 0))


def floor(s):
    """An oak floor (z 0) with a knitted throw folded on it, the cushion lying on the throw."""
    plane('floor', (6, 6), (0, 0, 0), textured('oak', s['colour'], 'wood', strength=0.15, roughness=0.55), collide=True)
    knit = textured('throw', s['throw'], 'knit', strength=0.5, roughness=0.95)
    block('throw', (0.9, 1.3, 0.03), (0.12, 0.15, 0.015), 0.014, knit)
    obj = bpy.data.objects['throw']
    obj.rotation_euler.z = math.radians(-8)


def sweep(s):
    """A paper sweep: floor at z 0 curving up (radius 0.12 m) into a wall at y = `backY`. The cloth collides with two
    hidden solids in the floor's and the wall's places (a thin sheet lets a falling cushion through)."""
    studio.sweep(s['colour'], floor_z=0.0, back_y=s['backY'], radius=0.12)
    for obj in (block('floor-solid', (4, 4, 0.2), (0, 0, -0.1), 0.0, studio.plain_material('solid', (0.5, 0.5, 0.5))),
                block('wall-solid', (4, 0.2, 2), (0, s['backY'] + 0.1, 1.0), 0.0, studio.plain_material('solid', (0.5, 0.5, 0.5)))):
        obj.hide_render = True


SETTINGS = {'sofa': sofa, 'bed': bed, 'floor': floor, 'sweep': sweep}
