"""What lies beside printed paper on a desk: a marble top, a pen, a coffee cup. Never part of the product (AOVs 0);
positions in millimetres on the table, turns in degrees."""
import math

import bmesh
import bpy

from fabric import Nodes


def marble_table(colour):
    """A honed marble top: a pale stone with soft grey veins and a faint polish."""
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(0, 0, -0.05))
    obj = bpy.context.active_object
    obj.name = 'table'
    obj.scale = (3, 3, 0.1)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    mat = bpy.data.materials.new('marble')
    mat.use_nodes = True
    n = Nodes(mat)
    co = n.add('ShaderNodeTexCoord').outputs['Object']
    # Veins: where a detailed noise crosses its middle (a ridge), so they wander, fork and thin out as marble's do;
    # a bold set and a faint fine one over soft clouds.
    def ridges(scale, sharpness):
        field = n.add('ShaderNodeTexNoise', Vector=co, Scale=scale, Detail=9.0, Roughness=0.62, Distortion=0.4).outputs['Fac']
        return n.math('POWER', n.math('SUBTRACT', 1.0, n.math('ABSOLUTE', n.math('SUBTRACT', n.math('MULTIPLY', field, 2.0), 1.0))), sharpness)
    cloud = n.add('ShaderNodeTexNoise', Vector=co, Scale=4.0, Detail=5.0).outputs['Fac']
    veins = n.math('ADD', n.math('MULTIPLY', ridges(1.6, 28.0), 0.3), n.math('MULTIPLY', ridges(5.0, 40.0), 0.12))
    value = n.math('SUBTRACT', n.math('ADD', 0.9, n.math('MULTIPLY', cloud, 0.08)), veins)
    rgb = n.add('ShaderNodeMixRGB', _blend_type='MULTIPLY', Fac=1.0, Color1=tuple(colour) + (1.0,))
    n.link_or_set(rgb.inputs['Color2'], n.add('ShaderNodeCombineXYZ', X=value, Y=value, Z=value).outputs[0])
    bsdf = n.add('ShaderNodeBsdfPrincipled', Roughness=0.3, Specular=0.4)
    n.tree.links.new(rgb.outputs[0], bsdf.inputs['Base Color'])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    obj.data.materials.append(mat)
    return obj


def _material(name, colour, roughness, metallic=0.0, specular=0.5):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    b = mat.node_tree.nodes['Principled BSDF']
    b.inputs['Base Color'].default_value = tuple(colour) + (1.0,)
    b.inputs['Roughness'].default_value = roughness
    b.inputs['Metallic'].default_value = metallic
    b.inputs['Specular'].default_value = specular
    return mat


def _smooth(obj, bevel=0.0):
    if bevel:
        mod = obj.modifiers.new('bevel', 'BEVEL')
        mod.width = bevel
        mod.segments = 3
    for p in obj.data.polygons:
        p.use_smooth = True


def pen(x, y, turn, colour, metal_barrel=False, z=0.0):
    """A ballpoint lying on the table: a lacquered (or metal) barrel 140 mm long, a metal cone and tip, a clip."""
    r, length = 0.0048, 0.14
    group = bpy.data.objects.new('pen', None)
    bpy.context.scene.collection.objects.link(group)
    metal = _material('metal', (0.75, 0.74, 0.72), 0.2, 1.0)
    barrel_mat = _material('barrel', colour, 0.3, 1.0) if metal_barrel else _material('barrel', colour, 0.4, specular=0.35)
    bpy.ops.mesh.primitive_cylinder_add(vertices=48, radius=r, depth=length, location=(0, 0, r), rotation=(0, math.pi / 2, 0))
    barrel = bpy.context.active_object
    barrel.data.materials.append(barrel_mat)
    _smooth(barrel, 0.0012)
    bpy.ops.mesh.primitive_cone_add(vertices=48, radius1=r, radius2=0.0008, depth=0.018, location=(length / 2 + 0.009, 0, r),
                                    rotation=(0, math.pi / 2, 0))
    cone = bpy.context.active_object
    cone.data.materials.append(metal)
    _smooth(cone)
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(-length / 2 + 0.03, 0, 2 * r + 0.0008))
    clip = bpy.context.active_object
    clip.scale = (0.045, 0.0022, 0.0012)
    clip.data.materials.append(metal)
    _smooth(clip, 0.0004)
    for part in (barrel, cone, clip):
        part.parent = group
    group.location = (x / 1000, y / 1000, z / 1000)
    group.rotation_euler = (0, 0, math.radians(turn))
    return group


def cup(x, y, colour):
    """A coffee cup seen from above or the side: a glazed cylinder with a rounded rim and coffee inside."""
    r, h = 0.04, 0.085
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=r, depth=h, location=(x / 1000, y / 1000, h / 2))
    body = bpy.context.active_object
    # Open at the top, walls 4 mm thick.
    top = max(body.data.polygons, key=lambda p: p.center.z)
    bm = bmesh.new()
    bm.from_mesh(body.data)
    bm.faces.ensure_lookup_table()
    bmesh.ops.delete(bm, geom=[bm.faces[top.index]], context='FACES')
    bm.to_mesh(body.data)
    bm.free()
    wall = body.modifiers.new('wall', 'SOLIDIFY')
    wall.thickness = 0.004
    body.data.materials.append(_material('cup', colour, 0.08, specular=0.6))
    _smooth(body, 0.0015)
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=r - 0.004, depth=0.002, location=(x / 1000, y / 1000, h - 0.006))
    coffee = bpy.context.active_object
    coffee.data.materials.append(_material('coffee', (0.06, 0.03, 0.015), 0.05, specular=0.6))
    _smooth(coffee)
    return body


def place(prop):
    """A prop from the scene's list: {'kind': 'pen' | 'cup', 'x', 'y', 'z' (a pen lying on something), 'turn', 'colour',
    'metal'}."""
    if prop['kind'] == 'pen':
        return pen(prop['x'], prop['y'], prop.get('turn', 0), prop['colour'], prop.get('metal', False), prop.get('z', 0))
    return cup(prop['x'], prop['y'], prop['colour'])
