"""A patch pocket sewn on the draped tee's front after the drape: a mesh of its own laid over the front panel's fabric
at the pocket's rectangle of the pattern (mm), each point found on the drape (the triangle whose pattern coordinates
hold it) and lifted off it along the surface normal. It carries the panel's pattern coordinates, so the fabric shader,
the print mask and the print grid see it as the front's own cloth: a print inside it lands on the pocket."""
import math

import bpy
from mathutils import Vector, geometry

import fabric

STEP = 2.5  # mm between the pocket mesh's points


def _front_triangles(obj, panel_index):
    """The drape's triangles on one panel as (pattern uv, world points), bucketed by 10 mm cells of the pattern."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    evaluated = obj.evaluated_get(depsgraph)
    mesh = evaluated.to_mesh()
    mesh.calc_loop_triangles()
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    world = obj.matrix_world
    tris = []
    for t in mesh.loop_triangles:
        if panel[t.polygon_index].value != panel_index:
            continue
        uvs = [Vector((uv[k].uv[0], uv[k].uv[1], 0)) for k in t.loops]
        cos = [world @ mesh.vertices[v].co for v in t.vertices]
        tris.append((uvs, cos))
    evaluated.to_mesh_clear()
    buckets = {}
    for index, (uvs, _) in enumerate(tris):
        xs = [p.x for p in uvs]
        ys = [p.y for p in uvs]
        for bx in range(int(min(xs) // 10), int(max(xs) // 10) + 1):
            for by in range(int(min(ys) // 10), int(max(ys) // 10) + 1):
                buckets.setdefault((bx, by), []).append(index)
    return tris, buckets


def _on_drape(tris, buckets, u, v, outward):
    p = Vector((u, v, 0))
    for index in buckets.get((int(u // 10), int(v // 10)), []):
        uvs, cos = tris[index]
        if geometry.intersect_point_tri_2d(p, *uvs):
            normal = (cos[1] - cos[0]).cross(cos[2] - cos[0]).normalized()
            if normal.dot(outward) < 0:
                normal = -normal
            return geometry.barycentric_transform(p, *uvs, *cos), normal
    return None


def _outline_point(u, v, pk):
    """A grid point moved onto the rounded bottom corners' arcs when it lies outside them."""
    r = pk['cornerMm']
    for cx in (pk['x0'] + r, pk['x1'] - r):
        cy = pk['y0'] + r
        if (u - cx) * (cx - (pk['x0'] + pk['x1']) / 2) > 0 and v < cy:
            d = math.hypot(u - cx, v - cy)
            if d > r:
                return cx + (u - cx) * r / d, cy + (v - cy) * r / d
    return u, v


def _smooth(t):
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def lift_mm(pk, edge, below_top):
    """How far the pocket's outer face stands off the shirt: its cloth's thickness, more over the folded hem, rounded
    down over the last millimetres to the turned-under sides and bottom, a little fuller inside its stitching, and a
    little up at the open top where
    the hem's fold stands off the shirt (the slit of shadow)."""
    lift = pk['liftMm']
    lift += pk['hemRiseMm'] * (1 - _smooth((below_top - pk['hemMm'] + 2) / 2))
    lift *= 0.45 + 0.55 * _smooth(edge / pk['edgeRoundMm'])
    # The patch is not pressed flat: it rises a little from its stitching towards the middle.
    lift += pk['bulgeMm'] * _smooth((edge - pk['stitchInsetMm']) / pk['bulgeRollMm']) * _smooth((below_top - pk['hemMm']) / pk['bulgeRollMm'])
    lift += pk['mouthMm'] * (1 - _smooth(below_top / pk['mouthDepthMm']))
    return lift


def add_pocket(product, pk, knit, albedo, print_area):
    """The pocket as an object beside `product`, in a fabric material of its own with its topstitching."""
    tris, buckets = _front_triangles(product, pk['panel'])
    # The front's outside faces the camera's side (−y): render_tee.consistent.
    outward = Vector((0, -1, 0))
    cols = max(2, round((pk['x1'] - pk['x0']) / STEP))
    rows = max(2, round((pk['y1'] - pk['y0']) / STEP))
    verts, uvs, edge, top, index = [], [], [], [], {}
    for j in range(rows + 1):
        for i in range(cols + 1):
            u0 = pk['x0'] + (pk['x1'] - pk['x0']) * i / cols
            v0 = pk['y1'] - (pk['y1'] - pk['y0']) * j / rows
            u, v = _outline_point(u0, v0, pk)
            hit = _on_drape(tris, buckets, u, v, outward)
            if hit is None:
                continue
            below_top = pk['y1'] - v
            # Distance from the stitched outline (sides, bottom and the corners' arcs).
            r = pk['cornerMm']
            d = min(u - pk['x0'], pk['x1'] - u, v - pk['y0'])
            for cx in (pk['x0'] + r, pk['x1'] - r):
                cy = pk['y0'] + r
                if (u - cx) * (cx - (pk['x0'] + pk['x1']) / 2) > 0 and v < cy:
                    d = r - math.hypot(u - cx, v - cy)
            d = max(0.0, d)
            point, normal = hit
            index[i, j] = len(verts)
            verts.append(point + normal * lift_mm(pk, d, below_top) / 1000)
            uvs.append((u, v))
            edge.append(d)
            top.append(below_top)
    faces = []
    for j in range(rows):
        for i in range(cols):
            quad = [(i, j), (i, j + 1), (i + 1, j + 1), (i + 1, j)]
            if all(q in index for q in quad):
                faces.append([index[q] for q in quad])
    mesh = bpy.data.meshes.new('pocket')
    mesh.from_pydata([tuple(p) for p in verts], [], faces)
    # Wind the faces to face outward, as the drape's front does.
    mesh.update()
    if sum((p.normal for p in mesh.polygons), Vector()).dot(outward) < 0:
        mesh.flip_normals()
    layer = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        layer.data[loop.index].uv = uvs[loop.vertex_index]
    mesh.attributes.new('panel', 'INT', 'FACE').data.foreach_set('value', [pk['panel']] * len(mesh.polygons))
    # Far from the neckline: no rib band.
    mesh.attributes.new('neck', 'FLOAT', 'POINT').data.foreach_set('value', [1000.0] * len(verts))
    mesh.attributes.new('pocketEdge', 'FLOAT', 'POINT').data.foreach_set('value', edge)
    mesh.attributes.new('pocketTop', 'FLOAT', 'POINT').data.foreach_set('value', top)
    for p in mesh.polygons:
        p.use_smooth = True
    obj = bpy.data.objects.new('pocket', mesh)
    bpy.context.scene.collection.objects.link(obj)
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = pk['clothMm'] / 1000
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    obj.data.materials.append(pocket_material(knit, albedo, print_area, pk))
    return obj


def pocket_material(knit, albedo, print_area, pk):
    """The shirt's fabric with the pocket's stitching pressed into its bump: a single needle `stitchInsetMm` in from
    the sides and bottom, up to the top, and a double needle across the hem."""
    mat = fabric.fabric_material('pocket', knit, albedo, print_area)
    bump = next(node for node in mat.node_tree.nodes if node.bl_idname == 'ShaderNodeBump')
    height = bump.inputs['Height'].links[0].from_socket
    # fabric.Nodes clears the tree it is given: this one adds to the fabric's.
    n = fabric.Nodes.__new__(fabric.Nodes)
    n.tree, n.x = mat.node_tree, 0
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    edge = n.add('ShaderNodeAttribute', _attribute_name='pocketEdge').outputs['Fac']
    top = n.add('ShaderNodeAttribute', _attribute_name='pocketTop').outputs['Fac']
    # Dashes: 3 mm stitches with short gaps, along whichever way the line runs.
    along = n.math('ADD', u, v)
    dash = n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', along, 3.2)), 0.8)
    below_hem = n.math('GREATER_THAN', top, 1.5)
    side = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', edge, pk['stitchInsetMm'])), 0.55)
    stitch = n.math('MULTIPLY', side, below_hem)
    across = n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', u, 3.2)), 0.8)
    for depth in pk['hemStitchMm']:
        row = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', top, depth)), 0.55)
        inside = n.math('GREATER_THAN', edge, 1.0)
        stitch_row = n.math('MULTIPLY', n.math('MULTIPLY', row, inside), across)
        height = n.math('SUBTRACT', height, n.math('MULTIPLY', stitch_row, 0.9))
    height = n.math('SUBTRACT', height, n.math('MULTIPLY', n.math('MULTIPLY', stitch, dash), 0.9))
    mat.node_tree.links.new(height, bump.inputs['Height'])
    return mat
