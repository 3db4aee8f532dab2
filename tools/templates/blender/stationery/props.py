"""What lies beside printed paper on a desk: a marble top, a pen, a coffee cup, a record or a CD; what stickers go on (../stickers/):
rounded slabs of anodised aluminium, card and cloth. Never part of the product (AOVs 0); positions in millimetres on
the table, turns in degrees."""
import math

import bmesh
import bpy

from fabric import Nodes, plain_material


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


def disc(x, y, z, kind, colour):
    """A vinyl record (300 mm, black, its grooves in rings that catch the light, a paper label in `colour`) or a CD
    (120 mm, a silver data side, printed white on top), lying flat with its centre at (x, y) mm, `z` mm up."""
    record = kind == 'record'
    radius, thick = (0.1505, 0.0018) if record else (0.06, 0.0012)
    bpy.ops.mesh.primitive_cylinder_add(vertices=192, radius=radius, depth=thick, location=(x / 1000, y / 1000, z / 1000 + thick / 2))
    body = bpy.context.active_object
    mat = bpy.data.materials.new(kind)
    mat.use_nodes = True
    n = Nodes(mat)
    co = n.add('ShaderNodeTexCoord').outputs['Object']
    r = n.math('MULTIPLY', n.add('ShaderNodeVectorMath', _operation='LENGTH', Vector=co).outputs['Value'], 1000.0)
    if record:
        # The grooves: fine rings (a few bands of tracks between silent gaps) vary the sheen; the label in the middle.
        grooves = n.math('SINE', n.math('MULTIPLY', r, 40.0))
        bands = n.math('GREATER_THAN', n.math('SINE', n.math('MULTIPLY', r, 0.28)), -0.92)
        roughness = n.math('ADD', 0.22, n.math('MULTIPLY', bands, n.math('MULTIPLY', grooves, 0.08)))
        label = n.math('LESS_THAN', r, 50.0)
        base = n.add('ShaderNodeMixRGB', Fac=label, Color1=(0.012, 0.012, 0.013, 1), Color2=tuple(colour) + (1.0,)).outputs[0]
    else:
        roughness = 0.18
        hub = n.math('LESS_THAN', r, 18.0)
        base = n.add('ShaderNodeMixRGB', Fac=hub, Color1=tuple(colour) + (1.0,), Color2=(0.75, 0.76, 0.78, 1)).outputs[0]
    bsdf = n.add('ShaderNodeBsdfPrincipled', Specular=0.5)
    n.link_or_set(bsdf.inputs['Roughness'], roughness)
    n.tree.links.new(base, bsdf.inputs['Base Color'])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    body.data.materials.append(mat)
    # The spindle hole.
    bpy.ops.mesh.primitive_cylinder_add(vertices=32, radius=0.0036 if record else 0.0075, depth=thick * 3, location=body.location)
    hole = bpy.context.active_object
    cut = body.modifiers.new('hole', 'BOOLEAN')
    cut.object = hole
    cut.operation = 'DIFFERENCE'
    hole.hide_render = True
    # Smooth round the rim, a sharp edge between it and the faces.
    _smooth(body)
    body.data.use_auto_smooth = True
    body.data.auto_smooth_angle = math.radians(30)
    return body


def place(prop):
    """A prop from the scene's list: {'kind': 'pen' | 'cup' | 'record' | 'cd', 'x', 'y', 'z' (a pen lying on
    something, a record half in its sleeve), 'turn', 'colour' (a record's label, a CD's print), 'metal'}."""
    if prop['kind'] == 'pen':
        return pen(prop['x'], prop['y'], prop.get('turn', 0), prop['colour'], prop.get('metal', False), prop.get('z', 0))
    if prop['kind'] in ('record', 'cd'):
        return disc(prop['x'], prop['y'], prop.get('z', 0), prop['kind'], prop['colour'])
    return cup(prop['x'], prop['y'], prop['colour'])


def rounded_slab(name, w, d, h, r, z, material, ease=0.0015):
    """A slab w × d (m) in plan with corners rounded by r, h tall from z, its edges eased; centred on the origin."""
    bm = bmesh.new()
    ring = []
    for cx, cy, start in ((w / 2 - r, d / 2 - r, 0), (-w / 2 + r, d / 2 - r, 90), (-w / 2 + r, -d / 2 + r, 180), (w / 2 - r, -d / 2 + r, 270)):
        for k in range(9):
            a = math.radians(start + 90 * k / 8)
            ring.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    bottom = [bm.verts.new((x, y, z)) for x, y in ring]
    top = [bm.verts.new((x, y, z + h)) for x, y in ring]
    bm.faces.new(list(reversed(bottom)))
    bm.faces.new(top)
    for k in range(len(ring)):
        k2 = (k + 1) % len(ring)
        bm.faces.new((bottom[k], bottom[k2], top[k2], top[k]))
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    bevel = obj.modifiers.new('ease', 'BEVEL')
    bevel.width = min(ease, h / 3)
    bevel.segments = 2
    bevel.limit_method = 'ANGLE'
    obj.data.materials.append(material)
    for poly in mesh.polygons:
        poly.use_smooth = True
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(35)
    return obj


def aluminium(colour):
    """Bead-blasted anodised aluminium: a soft metallic sheen under the oxide, which keeps some of the room's light
    diffuse (a bare metal would mirror the dark room)."""
    mat = plain_material('aluminium', colour, 0.6)
    mat.node_tree.nodes['Principled BSDF'].inputs['Metallic'].default_value = 0.7
    return mat
