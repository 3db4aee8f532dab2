"""The placket's buttons: ivory plastic discs, domed with a raised rim and a dished middle pierced by four holes,
sewn on the placket's centre line (surface.py gives where), each turned a few degrees its own way. They are no part
of the product: no 'product' or 'print' AOV, so they keep their own colour in the scene layer whatever colour the
jersey takes, and the print passes under them."""
import math
import random

import bmesh
import bpy
from mathutils import Matrix, Vector

IVORY = (0.83, 0.8, 0.72, 1.0)


def _profile(r):
    """(radius, height) mm round the button's edge, from the dish's centre over the rim to the underside."""
    return [(0.0, 1.2), (0.5 * r, 1.35), (0.68 * r, 1.9), (0.8 * r, 2.3), (0.9 * r, 2.2), (0.97 * r, 1.7),
            (r, 1.0), (0.97 * r, 0.35), (0.88 * r, 0.0), (0.0, 0.0)]


def button_mesh(radius_mm, holes=4):
    """A 48-sided disc spun from its profile, the holes cut by a boolean (applied), in metres."""
    bm = bmesh.new()
    verts = [bm.verts.new((x * 0.001, 0.0, z * 0.001)) for x, z in _profile(radius_mm)]
    edges = [bm.edges.new((a, b)) for a, b in zip(verts, verts[1:])]
    bmesh.ops.spin(bm, geom=verts + edges, axis=(0, 0, 1), cent=(0, 0, 0), angle=2 * math.pi, steps=48, use_merge=True)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    mesh = bpy.data.meshes.new('button')
    bm.to_mesh(mesh)
    bm.free()
    disc = bpy.data.objects.new('button-disc', mesh)
    bpy.context.scene.collection.objects.link(disc)
    cut = bmesh.new()
    spread = 0.0016 if holes == 4 else 0.0019
    at = [(-1, -1), (1, -1), (-1, 1), (1, 1)] if holes == 4 else [(-1, 0), (1, 0)]
    for dx, dy in at:
        h = 1 / math.sqrt(2) if holes == 4 else 1.0
        bmesh.ops.create_cone(cut, cap_ends=True, segments=16, radius1=0.00085, radius2=0.00085, depth=0.008,
                              matrix=Matrix.Translation((dx * spread * h, dy * spread * h, 0.001)))
    cutter_mesh = bpy.data.meshes.new('holes')
    cut.to_mesh(cutter_mesh)
    cut.free()
    cutter = bpy.data.objects.new('holes', cutter_mesh)
    bpy.context.scene.collection.objects.link(cutter)
    boolean = disc.modifiers.new('holes', 'BOOLEAN')
    boolean.operation = 'DIFFERENCE'
    boolean.solver = 'EXACT'
    boolean.object = cutter
    depsgraph = bpy.context.evaluated_depsgraph_get()
    out = bpy.data.meshes.new_from_object(disc.evaluated_get(depsgraph))
    bpy.data.objects.remove(disc)
    bpy.data.objects.remove(cutter)
    for poly in out.polygons:
        poly.use_smooth = True
    out.use_auto_smooth = True
    out.auto_smooth_angle = math.radians(50)
    return out


def plastic():
    mat = bpy.data.materials.new('button')
    mat.use_nodes = True
    bsdf = mat.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = IVORY
    bsdf.inputs['Roughness'].default_value = 0.3
    bsdf.inputs['Specular'].default_value = 0.5
    bsdf.inputs['Clearcoat'].default_value = 0.2
    return mat


def add_buttons(surface, placket, lift, seed=6):
    """One button at each of placket['buttons'] (pattern y on the centre line), `lift` m above the surface (on the
    placket's top), facing out along the surface's normal, its holes lined up with the placket give or take 8°."""
    mesh = button_mesh(placket['radius'])
    mesh.materials.append(plastic())
    rng = random.Random(seed)
    out = []
    for k, y in enumerate(placket['buttons']):
        point, normal = surface.at(0.0, y)
        above, _ = surface.at(0.0, y + 3.0)
        up = (above - point)
        up = (up - normal * up.dot(normal)).normalized()
        side = up.cross(normal)
        turn = Matrix.Rotation(math.radians(rng.uniform(-8, 8)), 4, 'Z')
        frame = Matrix((side, up, normal)).transposed().to_4x4()
        obj = bpy.data.objects.new('button%d' % k, mesh)
        obj.matrix_world = Matrix.Translation(point + normal * lift) @ frame @ turn
        bpy.context.scene.collection.objects.link(obj)
        out.append(obj)
    return out
