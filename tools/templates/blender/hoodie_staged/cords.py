"""The drawstrings of a hoodie lying flat: hoodie/drawstrings.py's eyelets and cords (imported read-only), but each
cord laid on the cloth from its eyelet down the picture (−y), a little apart from the other, following the surface
under it as a cord dropped on a flat lay does (hanging under gravity, as drawstrings.py makes them, they would go
into the table)."""
from mathutils import Vector
from mathutils.bvhtree import BVHTree

import bpy

import drawstrings  # hoodie/drawstrings.py

STEP = 0.006


def lying_path(start, bvh, spread):
    """From `start` down the picture, drifting `spread` m outward per metre, resting on whatever is below."""
    points = [start.copy()]
    for k in range(1, int(drawstrings.CORD_LENGTH / STEP) + 1):
        x, y = start.x + spread * k * STEP, start.y - k * STEP
        hit = bvh.ray_cast(Vector((x, y, 1.0)), Vector((0, 0, -1)))
        z = (hit[0].z if hit[0] is not None else 0.0) + drawstrings.CORD_RADIUS + 0.0008
        points.append(Vector((x, y, z)))
    return points


def add_lying(product, plan, albedo):
    depsgraph = bpy.context.evaluated_depsgraph_get()
    bvh = BVHTree.FromObject(product, depsgraph)
    names = [p['name'] for p in plan['panels']]
    cord_mat = drawstrings.cord_material(albedo)
    metal = bpy.data.materials.new('eyelet')
    metal.use_nodes = True
    bsdf = metal.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (0.75, 0.75, 0.73, 1.0)
    bsdf.inputs['Metallic'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = 0.35
    out = []
    for role in ('hoodL', 'hoodR'):
        index = names.index(role)
        at, normal = drawstrings.surface_point(product.data, index, drawstrings.eyelet_uv(plan['panels'][index]))
        at = product.matrix_world @ at
        if normal.z < 0:
            normal = -normal
        out.append(drawstrings.eyelet('eyelet-' + role, at, normal, metal))
        out.append(drawstrings.cord('cord-' + role, lying_path(at, bvh, 0.12 if at.x > 0 else -0.12), cord_mat))
    return out
