"""Renders a keychain's or a patch's passes: `blender -b --factory-startup -P badges/render_badge.py -- scene.json`.

A flat piece cut to an outline (mm, from the scene) lying on the printed paper's tables and sweeps (../stationery/):
coloured acrylic 3 mm thick with polished rounded edges, leather with a grain and a stitched line inside its edge, or
an embroidered patch — twill under a rolled, thread-wrapped (merrowed) border. A keychain's tag has a hole near its
top, a jump ring through it and a steel split ring on the table. The piece is the product (its colour); its top face's
UVs are millimetres, so the print area is a rectangle of the face (panel 0), clipped by the outline, and the shared
scripts one folder up take the passes (passes.py) and the print grid (grid.py) from it as from a garment."""
import math
import os
import sys

import bmesh
import bpy
from mathutils import Matrix, Vector

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'stationery'))
import render_paper  # noqa: E402
import shoot  # noqa: E402
from fabric import Nodes, aov, plain_material  # noqa: E402

TOP, EDGE = 0, 1
# Roughness, clear coat, and the bump's scale (per mm of face) and strength, of each make.
MAKES = {'acrylic': (0.1, 1.0, 0.02, 0.01), 'leather': (0.55, 0.0, 1.6, 0.25), 'embroidered': (0.8, 0.0, 1.0, 0.35)}


def badge_material(albedo, make, area):
    """The piece: its make's surface in the product's colour — a polished acrylic's clear coat, leather's grain, a
    twill's diagonal weave — and the template AOVs (print: the area's rectangle of the top face)."""
    mat = bpy.data.materials.new(make)
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    roughness, coat, scale, strength = MAKES[make]
    if make == 'embroidered':
        # Twill: diagonal ribs about 0.6 mm apart (a wave's bands are 2π/10 apart before its scale).
        height = n.add('ShaderNodeTexWave', Vector=uv.outputs['UV'], Scale=scale, Distortion=0.6, Detail=1.0,
                       _bands_direction='DIAGONAL').outputs['Fac']
    else:
        height = n.add('ShaderNodeTexVoronoi' if make == 'leather' else 'ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=scale).outputs[0]
    bump = n.add('ShaderNodeBump', Strength=strength, Distance=0.0003, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': roughness, 'Specular': 0.5,
                                                 'Clearcoat': coat, 'Clearcoat Roughness': 0.03, 'Normal': bump.outputs['Normal']})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    inside = n.math('COMPARE', panel, area['panel'])
    for value, op, coord in ((area['x0'], 'GREATER_THAN', u), (area['x1'], 'LESS_THAN', u),
                             (area['y0'], 'GREATER_THAN', v), (area['y1'], 'LESS_THAN', v)):
        inside = n.math('MULTIPLY', inside, n.math(op, coord, value))
    aov(n, 'print', value=inside)
    aov(n, 'product', value=1.0)
    combine = n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=n.math('ADD', panel, 1.0))
    aov(n, 'uvp', color=combine.outputs[0])
    return mat


def metal(name, colour, roughness):
    mat = plain_material(name, colour, roughness)
    bsdf = mat.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Metallic'].default_value = 1.0
    return mat


def slab(b, material, place):
    """The piece: its outline extruded to its thickness (UVs: mm of the outline on every face), its edges eased; a hole
    cut through it if it has one."""
    t = b['thicknessMm'] / 1000
    outline = b['outline']
    if sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(outline, outline[1:] + outline[:1])) < 0:
        outline = outline[::-1]
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new('pattern')
    panel = bm.faces.layers.int.new('panel')
    bottom = [bm.verts.new((x / 1000, y / 1000, 0.0)) for x, y in outline]
    top = [bm.verts.new((x / 1000, y / 1000, t)) for x, y in outline]
    faces = [(bm.faces.new(top), TOP), (bm.faces.new(list(reversed(bottom))), EDGE)]
    for k in range(len(top)):
        k2 = (k + 1) % len(top)
        faces.append((bm.faces.new((bottom[k], bottom[k2], top[k2], top[k])), EDGE))
    for face, p in faces:
        face[panel] = p
        for loop in face.loops:
            loop[uv].uv = (loop.vert.co.x * 1000, loop.vert.co.y * 1000)
    mesh = bpy.data.meshes.new('badge')
    bm.to_mesh(mesh)
    bm.free()
    for p in mesh.polygons:
        p.use_smooth = True
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(35)
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    modifiers = []
    if b.get('hole'):
        h = b['hole']
        bpy.ops.mesh.primitive_cylinder_add(vertices=48, radius=h['r'] / 1000, depth=t * 4, location=(h['x'] / 1000, h['y'] / 1000, t / 2))
        cutter = bpy.context.active_object
        cut = obj.modifiers.new('hole', 'BOOLEAN')
        cut.operation, cut.solver, cut.object = 'DIFFERENCE', 'EXACT', cutter
        modifiers.append((cut.name, cutter))
    ease = obj.modifiers.new('ease', 'BEVEL')
    ease.width = min(t / 3, b.get('easeMm', 0.6) / 1000)
    ease.segments = 3
    ease.limit_method = 'ANGLE'
    modifiers.append((ease.name, None))
    # Applied, so that only the flat top is the print's panel (an eased edge's faces would carry the top's panel with
    # UVs squeezed to a line) and every face's UVs are its points' millimetres.
    bpy.context.view_layer.objects.active = obj
    for name, helper in modifiers:
        bpy.ops.object.modifier_apply(modifier=name)
        if helper:
            bpy.data.objects.remove(helper)
    for poly in mesh.polygons:
        flat_top = poly.normal.z > 0.999 and poly.center.z > t * 0.99
        mesh.attributes['panel'].data[poly.index].value = TOP if flat_top else EDGE
        for loop in poly.loop_indices:
            co = mesh.vertices[mesh.loops[loop].vertex_index].co
            mesh.uv_layers['pattern'].data[loop].uv = (co.x * 1000, co.y * 1000)
    obj.matrix_world = place
    return obj


def outline_path(outline, inset, z):
    """Points (m) along the outline moved `inset` mm inwards (along the mean of its edges' inward normals), at z."""
    pts = [Vector((x, y)) for x, y in outline]
    area = sum(a.x * b.y - b.x * a.y for a, b in zip(pts, pts[1:] + pts[:1]))
    turn = 1 if area > 0 else -1
    out = []
    for k, p in enumerate(pts):
        a, c = pts[k - 1], pts[(k + 1) % len(pts)]
        tangent = (c - a).normalized()
        inward = Vector((-tangent.y, tangent.x)) * turn
        q = p + inward * inset
        out.append(Vector((q.x / 1000, q.y / 1000, z)))
    return out


def merrow(b, place):
    """An embroidered patch's rolled border: a tube over the cut edge, wrapped in thread (ridges across it 0.6 mm
    apart); product, never printed."""
    t = b['thicknessMm'] / 1000
    radius = t * 0.75
    path = outline_path(b['outline'], 0.8, t * 0.6)
    ring = 12
    verts, faces, uvs = [], [], []
    length = 0.0
    for k, p in enumerate(path):
        tangent = (path[(k + 1) % len(path)] - path[k - 1]).normalized()
        side = Vector((tangent.y, -tangent.x, 0.0))
        if k:
            length += (p - path[k - 1]).length * 1000
        for q in range(ring):
            a = 2 * math.pi * q / ring
            verts.append(tuple(p + side * (radius * math.cos(a)) + Vector((0, 0, radius * 0.8 * math.sin(a)))))
        uvs.append(length)
    n = len(path)
    for k in range(n):
        k2 = (k + 1) % n
        for q in range(ring):
            q2 = (q + 1) % ring
            faces.append((k * ring + q, k2 * ring + q, k2 * ring + q2, k * ring + q2))
    mesh = bpy.data.meshes.new('merrow')
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for poly in mesh.polygons:
        for loop in poly.loop_indices:
            layer.data[loop].uv = (-1000.0 - uvs[mesh.loops[loop].vertex_index // ring], -1000.0)
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', [EDGE] * len(faces))
    for p in mesh.polygons:
        p.use_smooth = True
    obj = bpy.data.objects.new('merrow', mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.matrix_world = place
    return obj


def stitches(b, place, colour):
    """Leather's saddle stitching: 2.4 mm stitches every 4 mm on a line 3 mm inside the edge, standing 0.2 mm proud."""
    t = b['thicknessMm'] / 1000
    path = outline_path(b['outline'], 3.0, t)
    bm = bmesh.new()
    walked, next_at = 0.0, 0.0
    for k, p in enumerate(path):
        q = path[(k + 1) % len(path)]
        seg = (q - p).length
        while next_at <= walked + seg and seg > 0:
            at = p + (q - p) * ((next_at - walked) / seg)
            angle = math.atan2(q.y - p.y, q.x - p.x)
            m = Matrix.Translation(at) @ Matrix.Rotation(angle, 4, 'Z') @ Matrix.Diagonal((0.0024, 0.0007, 0.0005, 1.0))
            bmesh.ops.create_cube(bm, size=1.0, matrix=m)
            next_at += 0.004
        walked += seg
    mesh = bpy.data.meshes.new('stitches')
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new('stitches', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(plain_material('thread', colour, 0.7))
    ease = obj.modifiers.new('ease', 'BEVEL')
    ease.width, ease.segments = 0.0002, 2
    obj.matrix_world = place
    return obj


def rings(b, place):
    """A steel split ring through the hole: lying on the table beyond the tag, tilted up over the tag's top at the hole
    (two turns of flat wire)."""
    h, t = b['hole'], b['thicknessMm'] / 1000
    steel = metal('steel', (0.75, 0.75, 0.76), 0.22)
    major, minor = 0.013, 0.0008
    tilt = -math.atan(t / (2 * major))
    parts = []
    for turn in (0, 1):
        bpy.ops.mesh.primitive_torus_add(major_radius=major, minor_radius=minor, major_segments=128, minor_segments=12,
                                         location=(h['x'] / 1000, h['y'] / 1000 + major, t / 2 + minor + turn * 2 * minor),
                                         rotation=(tilt, 0, 0))
        part = bpy.context.active_object
        part.data.materials.append(steel)
        for poly in part.data.polygons:
            poly.use_smooth = True
        part.matrix_world = place @ part.matrix_world
        parts.append(part)
    return parts


def print_plane(b, area, cols, rows, place):
    """The face's plane over the print area's whole rectangle (hidden from the render): where the print grid is found,
    so the corners of the rectangle beyond the outline, and the hole, lie on the face's plane too."""
    t = b['thicknessMm'] / 1000
    verts, uvs = [], []
    for j in range(rows + 1):
        for i in range(cols + 1):
            u = area['x0'] + (area['x1'] - area['x0']) * i / cols
            v = area['y0'] + (area['y1'] - area['y0']) * j / rows
            verts.append(tuple(place @ Vector((u / 1000, v / 1000, t))))
            uvs.append((u, v))
    faces = [(j * (cols + 1) + i, j * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i)
             for j in range(rows) for i in range(cols)]
    mesh = bpy.data.meshes.new('print-plane')
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for poly in mesh.polygons:
        for loop in poly.loop_indices:
            layer.data[loop].uv = uvs[mesh.loops[loop].vertex_index]
    mesh.attributes.new('panel', 'INT', 'FACE')
    plane = bpy.data.objects.new('print-plane', mesh)
    bpy.context.scene.collection.objects.link(plane)
    plane.hide_render = True
    return plane


def placement(p):
    return Matrix.Translation((p['x'] / 1000, p['y'] / 1000, p.get('z', 0) / 1000)) @ Matrix.Rotation(math.radians(p.get('turn', 0)), 4, 'Z')


def main():
    spec, started = shoot.begin()
    render_paper.tabletop(spec)
    b, area = spec['badge'], spec['printArea']
    place = placement(spec['place'])
    material = badge_material(b['albedo'], b['make'], area)
    product = slab(b, material, place)
    framed = [product]
    if b['make'] == 'embroidered':
        border = merrow(b, place)
        border.data.materials.append(material)
        framed.append(border)
    if b['make'] == 'leather':
        stitches(b, place, b.get('thread', (0.78, 0.72, 0.6)))
    if b.get('hole'):
        framed += rings(b, place)
    plane = print_plane(b, area, *spec['grid'], place)
    shoot.shoot(spec, started, framed, render_paper.fit_camera, [('grid.json', plane, area, *spec['grid'])])


if __name__ == '__main__':
    main()
