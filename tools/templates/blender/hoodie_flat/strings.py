"""The drawstrings of the flat-laid hoodie: hoodie/drawstrings.py's eyelets and cords and hoodie_staged/cords.py's
path over the cloth (imported read-only), but placed as a stylist straightens them: the two eyelets mirror images of
each other (where the cloth put them, averaged across the centre line; the lay straightened the front's centre onto
x = 0), the cords running down the chest side by side, barely spreading. Where the cloth put them, one eyelet lay on
the hood's rim and the other 3 cm lower at the shoulder, and the cords drifted apart over the sleeve seams."""
from mathutils import Vector
from mathutils.bvhtree import BVHTree

import bpy

import cords  # hoodie_staged/cords.py
import drawstrings  # hoodie/drawstrings.py

# Sideways drift of each cord, m per m down the picture (outward).
SPREAD = 0.04


def add(product, plan, albedo):
    depsgraph = bpy.context.evaluated_depsgraph_get()
    bvh = BVHTree.FromObject(product, depsgraph)
    names = [p['name'] for p in plan['panels']]
    found = []
    for role in ('hoodL', 'hoodR'):
        index = names.index(role)
        at, _ = drawstrings.surface_point(product.data, index, drawstrings.eyelet_uv(plan['panels'][index]))
        found.append(product.matrix_world @ at)
    x = sum(abs(at.x) for at in found) / 2
    y = sum(at.y for at in found) / 2
    cord_mat = drawstrings.cord_material(albedo)
    metal = bpy.data.materials.new('eyelet')
    metal.use_nodes = True
    bsdf = metal.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (0.75, 0.75, 0.73, 1.0)
    bsdf.inputs['Metallic'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = 0.35
    out = []
    for role, side in (('hoodL', -1), ('hoodR', 1)):
        hit = bvh.ray_cast(Vector((side * x, y, 1.0)), Vector((0, 0, -1)))
        at = Vector((side * x, y, hit[0].z if hit[0] is not None else 0.0))
        normal = hit[1] if hit[0] is not None and hit[1].z > 0 else Vector((0, 0, 1))
        out.append(drawstrings.eyelet('eyelet-' + role, at, normal, metal))
        out.append(drawstrings.cord('cord-' + role, cords.lying_path(at, bvh, side * SPREAD), cord_mat))
    return out
