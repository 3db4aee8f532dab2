"""A jersey's drapes: sewn on the dress form exactly as the first T-shirts were sewn (so the drape file is the
T-shirts' own, shared with a ghost tee of the same garment), and taken off it as tee_staged/render_tee_staged.py
stages a tee — laid flat on a table, or hung on the wooden hanger — by the tee's staging scripts
(tee_staged/drape/, imported unchanged; the staged drape's cache key covers that folder). render_tee_staged.py
renders when loaded, so its few glue functions are repeated here."""
import os

import bmesh
import bpy
from mathutils import Vector

import form
import garment
import hanger
import settings
import stage


def write(mesh, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    bpy.data.libraries.write(path + '.partial', {mesh})
    os.replace(path + '.partial', path)


def load(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def sew(g):
    """The T-shirt's drape: the form with arms held out, the panels sewn with gravity from the first frame."""
    m = g['measurements']
    parts = form.dress_form(m, g['armAngle'], g['armLength'])
    arms = {side: form.arm_frame(m, side, g['armAngle']) for side in (1, -1)}
    cloth, pairs = garment.build_garment(g['plan'], garment.Placement(m, arms))
    draped = garment.simulate(cloth, frames=g['frames'], settle=g['settle'], quality=g['quality'],
                              self_collision=g['selfCollision'])
    garment.weld(draped, pairs)
    bpy.data.objects.remove(cloth)
    for p in parts:
        bpy.data.objects.remove(p)
    draped.name = 'drape'
    write(draped, g['drapeFile'])
    return draped


def sewn(g):
    return load(g['drapeFile']) if os.path.exists(g['drapeFile']) else sew(g)


def staged(mesh, st, staging):
    """The jersey off the form in its stage (the table or hanger is built either way; the drape may be cached)."""
    if st['kind'] == 'flat':
        settings.table(st['colour'], st['surface'])
        stage.slab()
        start, held = stage.flat_start(mesh), ()
    else:
        fit, colliders = hanger.place(mesh, st['wall'], st['wood'], settings.surface)
        for obj in colliders:
            obj.modifiers.new('collision', 'COLLISION')
            obj.collision.thickness_outer = 0.002
            obj.collision.cloth_friction = 8
        start, held = stage.hung_start(mesh, fit)
    if os.path.exists(staging['file']):
        return load(staging['file'])
    out = stage.drop(mesh, start, staging['frames'], staging['quality'], held)
    if st['kind'] == 'flat':
        stage.straighten(out, st.get('turn', 0.0))
    out.name = 'drape'
    write(out, staging['file'])
    return out


def seam_band(obj, rings=2):
    """A vertex group of the seams (vertices where two panels meet) and `rings` rings of neighbours round them."""
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


def consistent(mesh, towards):
    """One winding for the whole garment, the front's outside facing `towards`: the sewn drape's windings disagree
    across some seams, and off the form the thin shell turned there into a ragged dark ridge along the armholes."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    panel = bm.faces.layers.int.get('panel')
    front = sum((f.normal * f.calc_area() for f in bm.faces if f[panel] == 0), Vector())
    if front.dot(Vector(towards)) < 0:
        bmesh.ops.reverse_faces(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()
