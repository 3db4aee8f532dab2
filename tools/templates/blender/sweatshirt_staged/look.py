"""The staged sweatshirt as a product: the collar, waistband and cuffs ribbed, one winding, a thin fleece shell in the
fabric material, and a camera framing it. The same steps as sweatshirt/render_sweatshirt.py and
tee_staged/render_tee_staged.py (whose entry scripts run on import, so they cannot be imported)."""
import math
import os
import sys

import bmesh
import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import fabric  # noqa: E402
import studio  # noqa: E402


def mark_ribs(mesh, ribs, collar):
    """The fabric shader ribs what lies within 16 mm of a 'neck': the whole waistband and cuffs, and a collar
    `collar` mm wide along the neckline."""
    panel = mesh.attributes['panel'].data
    rib = {v for poly in mesh.polygons if panel[poly.index].value in ribs for v in poly.vertices}
    values = [0.0] * len(mesh.vertices)
    mesh.attributes['neck'].data.foreach_get('value', values)
    values = [0.0 if k in rib else v * 16.0 / collar for k, v in enumerate(values)]
    mesh.attributes['neck'].data.foreach_set('value', values)


def consistent(mesh, towards):
    """One winding for the whole garment, the front's outside facing `towards`: the sewn drape's windings disagree
    across some seams, and the shell turns there into a dark ridge once the garment is off the form."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    panel = bm.faces.layers.int.get('panel')
    front = sum((f.normal * f.calc_area() for f in bm.faces if f[panel] == 0), Vector())
    if front.dot(Vector(towards)) < 0:
        bmesh.ops.reverse_faces(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()


def seam_band(obj, rings=2):
    """A vertex group of the seams (where two panels meet) and `rings` rings of neighbours round them."""
    mesh = obj.data
    panel = mesh.attributes['panel'].data
    panels = {}
    for poly in mesh.polygons:
        for v in poly.vertices:
            panels.setdefault(v, set()).add(panel[poly.index].value)
    band = {v for v, p in panels.items() if len(p) > 1}
    neighbours = {}
    for e in mesh.edges:
        a, b = e.vertices
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    for _ in range(rings):
        band |= {n for v in band for n in neighbours.get(v, ())}
    group = obj.vertex_groups.new(name='seams')
    group.add(sorted(band), 1.0, 'REPLACE')
    return group


def finish(mesh, knit, albedo, print_area, hems):
    """Smoothed, the seams relaxed (the sleeve caps' ease gathers into a ridge off the form), a 2.4 mm fleece shell."""
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    relax = obj.modifiers.new('relax', 'SMOOTH')
    relax.factor = 1.0
    relax.iterations = 10
    relax.vertex_group = seam_band(obj).name
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    shell.thickness = 0.0024
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    obj.data.materials.append(fabric.fabric_material('fabric', knit, albedo, print_area, hems))
    return obj


def fit_camera(objects, view):
    """A camera at azimuth/elevation (degrees) framing the objects' bounds to `fill` of the picture."""
    corners = [o.matrix_world @ Vector(c) for o in objects for c in o.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2 + Vector(view.get('shift', (0, 0, 0)))
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.z - lo.z, hi.y - lo.y) / 2
    distance = extent / math.tan(half_fov) / view['fill'] + (hi - lo).length * 0.15
    return studio.camera(centre + direction * distance, centre, view['lens'])
