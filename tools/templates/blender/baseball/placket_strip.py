"""The button placket as a separate layer of fabric on the front: a strip 2 × half wide from under the V's binding
to the hem, laid on the draped surface (surface.py) and lifted off it by its double thickness — higher on the edge
that overlaps (it casts a thin shadow) than on the seamed one — with a thickness of its own, rounded by smoothing.
It wears the jersey's knit (sports/athletic.py) in its plain binding weave, a topstitch 3 mm inside each edge, and
its pattern coordinates are those of the front it lies on, so the print and the UV pass run on across it."""
import math

import bmesh
import bpy
import numpy as np

import trim
from fabric import Nodes

STEP = 4.0  # mm between the strip's rows
STITCH_IN = 3.0  # mm from the edge to its topstitch
HEM_CLEAR = 2.5  # mm: the strip ends this far above the hem's edge, which rolls under a little on the form
THICKNESS = 0.0011  # m, the strip's own


def _clear_of(neck, u, v_from, clear):
    """The highest v at or under v_from on the vertical line u at least `clear` mm of fabric from the neckline."""
    v = v_from
    while trim._distance(np.array([[u, v]]), neck)[0] < clear:
        v -= 0.25
    return v


def _hem_at(hem, u):
    order = np.argsort(hem[:, 0])
    return float(np.interp(u, hem[order, 0], hem[order, 1]))


def columns(half):
    inner = [STITCH_IN - 0.8, STITCH_IN, STITCH_IN + 0.8]
    steps = sorted({0.0, 0.6, 1.5, *inner, *np.arange(5.0, half - 4.9, 2.5)})
    left = [-half + s for s in steps]
    return sorted({round(x, 3) for x in left + [-x for x in left]})


def topstitch(mat, half):
    """Raised thread over the knit's stitch groove 3 mm inside each long edge: dashes 2.4 mm long every 3.2 mm, 0.7 mm
    wide (the knit's own groove, athletic.py's binding stitch, is too fine to show at 2048²)."""
    n = Nodes.__new__(Nodes)
    n.tree = mat.node_tree
    n.x = 0
    nodes = mat.node_tree.nodes
    xyz = next(x for x in nodes if x.bl_idname == 'ShaderNodeSeparateXYZ')
    bump = next(x for x in nodes if x.bl_idname == 'ShaderNodeBump')
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    height = bump.inputs['Height'].links[0].from_socket
    phase = n.math('FRACT', n.math('DIVIDE', v, 3.2))
    # Each dash rounded at its ends: 1 in its middle, 0 at ±1.2 mm.
    along = n.math('MAXIMUM', n.math('SUBTRACT', 1.0, n.math('ABSOLUTE', n.math('DIVIDE', n.math('SUBTRACT', phase, 0.375), 0.375))), 0.0)
    for x in (-half + STITCH_IN, half - STITCH_IN):
        across = n.math('MAXIMUM', n.math('SUBTRACT', 1.0, n.math('ABSOLUTE', n.math('DIVIDE', n.math('SUBTRACT', u, x), 0.35))), 0.0)
        thread = n.math('POWER', n.math('MULTIPLY', across, n.math('MINIMUM', n.math('MULTIPLY', along, 3.0), 1.0)), 0.5)
        height = n.math('ADD', height, n.math('MULTIPLY', thread, 1.6))
    mat.node_tree.links.new(height, bump.inputs['Height'])


def add_strip(surface, plan, p, binding, material, lift):
    """p: the placket ({'top', 'bottom', 'half', …}, pattern mm of the front); lift: (seamed edge, overlapping edge) in
    m above the surface, the overlapping edge at +half."""
    front = plan['panels'][0]
    neck = trim.edge_polyline(front, 'neck')
    hem = trim.edge_polyline(front, 'hem')
    half = p['half']
    us = columns(half)
    # The strip starts where the binding ends under the V: its top edge follows the binding's lower edge.
    tops = [_clear_of(neck, u, p['top'], binding) for u in us]
    bottoms = [_hem_at(hem, u) + HEM_CLEAR for u in us]
    rows = max(2, int(math.ceil((max(tops) - min(bottoms)) / STEP)))
    bm = bmesh.new()
    uv_layer = bm.loops.layers.uv.new('pattern')
    panel = bm.faces.layers.int.new('panel')
    grid, coords = [], []
    for u, top, bottom in zip(us, tops, bottoms):
        h = lift[0] + (lift[1] - lift[0]) * (u + half) / (2 * half)
        column, uvs = [], []
        for j in range(rows + 1):
            v = bottom + (top - bottom) * j / rows
            point, normal = surface.at(u, v)
            column.append(bm.verts.new(point + normal * h))
            uvs.append((u, v))
        grid.append(column)
        coords.append(uvs)
    faces = []
    for i in range(len(us) - 1):
        for j in range(rows):
            ring = [(i, j), (i + 1, j), (i + 1, j + 1), (i, j + 1)]
            f = bm.faces.new([grid[a][b] for a, b in ring])
            f[panel] = 0
            for loop, (a, b) in zip(f.loops, ring):
                loop[uv_layer].uv = coords[a][b]
            faces.append(f)
    bm.normal_update()
    # Outward as the jersey's front: the camera looks along +y at it.
    if sum(f.normal.y for f in faces) > 0:
        bmesh.ops.reverse_faces(bm, faces=faces)
    mesh = bpy.data.meshes.new('placket')
    bm.to_mesh(mesh)
    bm.free()
    # How far each corner is from the strip's sides and top (capped: athletic.py reads it as a binding 6 mm wide, so
    # the whole strip is its plain weave, rounded over its edge, with one stitch 3 mm in).
    uv = np.empty(len(mesh.loops) * 2)
    mesh.uv_layers['pattern'].data.foreach_get('uv', uv)
    uv = uv.reshape(-1, 2)
    top_of = np.interp(uv[:, 0], us, tops)
    edge = np.minimum(np.minimum(half - uv[:, 0], uv[:, 0] + half), top_of - uv[:, 1])
    bound = mesh.attributes.new('bound', 'FLOAT', 'CORNER')
    bound.data.foreach_set('value', np.clip(edge, 0.0, 5.0))
    for poly in mesh.polygons:
        poly.use_smooth = True
    obj = bpy.data.objects.new('placket', mesh)
    bpy.context.scene.collection.objects.link(obj)
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = THICKNESS
    shell.offset = -1
    shell.use_rim = True
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    topstitch(material, half)
    mesh.materials.append(material)
    return obj
