"""The hood's drawstrings, added to the draped hoodie: from an eyelet on each side of the face opening's low end, a
round cord hangs under gravity, lying on the chest where the fabric bulges forward and hanging straight where it
falls away, with a plastic tip. The cords are the hoodie's colour (the 'product' AOV), never printed on, and hide the
print where they cross it; the eyelets are metal, part of the scene."""
import math

import bmesh
import bpy
from mathutils import Vector
from mathutils.bvhtree import BVHTree

import fabric

CORD_RADIUS = 0.0032
CORD_LENGTH = 0.36
TIP = 0.03


def eyelet_uv(panel, along=110.0, inward=25.0):
    """Pattern point (mm) `along` the outline from the face opening's low end (where the hood meets the neckline at
    the centre front), `inward` into the panel."""
    outline = panel['outline']
    a, _ = panel['edges']['faceLow']
    n = len(outline)
    walked, k = 0.0, a
    while True:
        p, q = outline[k % n], outline[(k + 1) % n]
        seg = math.dist(p, q)
        if walked + seg >= along:
            f = (along - walked) / (seg or 1)
            x, y = p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f
            # Counter-clockwise outline: the inside is on the left of the walking direction.
            dx, dy = (q[0] - p[0]) / seg, (q[1] - p[1]) / seg
            return x - dy * inward, y + dx * inward
        walked += seg
        k += 1


def surface_point(mesh, panel_index, uv):
    """The draped mesh's point (and face normal) at pattern coordinates `uv` of one panel."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    uv_layer = bm.loops.layers.uv['pattern']
    panel = bm.faces.layers.int['panel']
    best = None
    for f in bm.faces:
        if f[panel] != panel_index or len(f.loops) != 3:
            continue
        (a, b, c) = [lp[uv_layer].uv for lp in f.loops]
        det = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        if abs(det) < 1e-9:
            continue
        l1 = ((uv[0] - a.x) * (c.y - a.y) - (c.x - a.x) * (uv[1] - a.y)) / det
        l2 = ((b.x - a.x) * (uv[1] - a.y) - (uv[0] - a.x) * (b.y - a.y)) / det
        worst = min(1 - l1 - l2, l1, l2)
        if best is None or worst > best[0]:
            v = [lp.vert.co for lp in f.loops]
            best = (worst, v[0] * (1 - l1 - l2) + v[1] * l1 + v[2] * l2, f.normal.copy())
    bm.free()
    return best[1], best[2]


def cord_path(start, bvh):
    """Points of a cord hanging from `start`: straight down, pushed forward (−y) by the fabric where it bulges out,
    never drawn back towards it (a hanging cord leaves a bulge in a straight line)."""
    step = 0.006
    y = start.y
    x = start.x
    points = [start.copy()]
    for k in range(1, int(CORD_LENGTH / step) + 1):
        z = start.z - k * step
        hit = bvh.ray_cast(Vector((x, -2.0, z)), Vector((0, 1, 0)))
        if hit[0] is not None:
            y = min(y, hit[0].y - CORD_RADIUS - 0.0015)
        points.append(Vector((x, y, z)))
    return points


def cord(name, points, material):
    curve = bpy.data.curves.new(name, 'CURVE')
    curve.dimensions = '3D'
    curve.bevel_depth = CORD_RADIUS
    curve.bevel_resolution = 3
    curve.use_fill_caps = True
    spline = curve.splines.new('POLY')
    spline.points.add(len(points) - 1)
    total = len(points)
    tip_from = total - int(TIP / 0.006)
    for k, (p, point) in enumerate(zip(points, spline.points)):
        point.co = (p.x, p.y, p.z, 1.0)
        # A plastic tip a little thicker than the cord at its end.
        point.radius = 1.2 if k >= tip_from else 1.0
    obj = bpy.data.objects.new(name, curve)
    obj.data.materials.append(material)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def cord_material(albedo):
    """The cord: the hoodie's neutral albedo and colour (product AOV 1), a twisted-yarn bump, never printed."""
    mat = bpy.data.materials.new('cord')
    mat.use_nodes = True
    n = fabric.Nodes(mat)
    coord = n.add('ShaderNodeTexCoord').outputs['Object']
    noise = n.add('ShaderNodeTexNoise', Vector=coord, Scale=900.0, Detail=2.0)
    bump = n.add('ShaderNodeBump', Strength=0.4, Distance=0.0004, Height=noise.outputs['Fac'])
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.85,
                                                 'Specular': 0.3, 'Normal': bump.outputs['Normal']})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    fabric.aov(n, 'print', value=0.0)
    fabric.aov(n, 'product', value=1.0)
    fabric.aov(n, 'uvp', color=(0, 0, 0, 1))
    return mat


def eyelet(name, at, normal, material):
    bpy.ops.mesh.primitive_torus_add(major_radius=0.0055, minor_radius=0.0014, major_segments=24, minor_segments=8,
                                     location=at)
    ring = bpy.context.active_object
    ring.name = name
    ring.rotation_mode = 'QUATERNION'
    ring.rotation_quaternion = normal.to_track_quat('Z', 'Y')
    ring.data.materials.append(material)
    return ring


def add_drawstrings(product, plan, albedo):
    """Both cords and eyelets on the draped `product` (its modifiers applied for the rays)."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    bvh = BVHTree.FromObject(product, depsgraph)
    names = [p['name'] for p in plan['panels']]
    cord_mat = cord_material(albedo)
    metal = bpy.data.materials.new('eyelet')
    metal.use_nodes = True
    bsdf = metal.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (0.75, 0.75, 0.73, 1.0)
    bsdf.inputs['Metallic'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = 0.35
    out = []
    for role in ('hoodL', 'hoodR'):
        index = names.index(role)
        at, normal = surface_point(product.data, index, eyelet_uv(plan['panels'][index]))
        at = product.matrix_world @ at
        out.append(eyelet('eyelet-' + role, at, normal, metal))
        out.append(cord('cord-' + role, cord_path(at, bvh), cord_mat))
    return out
