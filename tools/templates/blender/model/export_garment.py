"""Exports a draped garment for the 3D editor as glTF: `blender -b --factory-startup -P model/export_garment.py -- scene.json`.

The drape is the one the garment's templates are rendered from (the same cached .blend). The model is its outer
surface, one primitive per pattern panel with the panel's flat pattern as UV in millimetres (so a print area is a
rectangle of the pattern, as on the templates), and the inside of the fabric shell as one more primitive, with the
soft studio's light baked into each vertex (export.py)."""
import os
import sys

import bmesh
import bpy
from mathutils import Vector

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
sys.path.insert(0, here)
import export  # noqa: E402

INSIDE = 'inside'


def load_drape(g):
    """The drape the garment's templates were rendered from (the build drapes it first when it is not cached)."""
    with bpy.data.libraries.load(g['drapeFile']) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def outward(mesh):
    """One winding for the whole garment with the front's outside facing −y (the drape's front); each face's
    material is its panel."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    panel = bm.faces.layers.int.get('panel')
    front = sum((f.normal * f.calc_area() for f in bm.faces if f[panel] == 0), Vector())
    if front.y > 0:
        bmesh.ops.reverse_faces(bm, faces=bm.faces)
    for f in bm.faces:
        f.material_index = f[panel]
        f.smooth = True
    bm.to_mesh(mesh)
    bm.free()


def shell(mesh, panels, thickness, smoothing):
    """The garment as an object: one material per panel (in the sewing plan's order) and a thin shell whose inner
    faces and rims are the 'inside' material (as many slots name it as there are panels: the shell adds that many
    to a face's slot). Not subdivided: the drape's cloth grid is fine enough for the editor's 800 px and keeps
    software GL's frames cheap."""
    obj = bpy.data.objects.new('model', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for name in panels:
        mesh.materials.append(export.material(name))
    inside = export.material(INSIDE)
    for _ in panels:
        mesh.materials.append(inside)
    # The cloth grid's crumple, which Cycles' subdivision smooths on the templates, eased before the shell is made.
    ease = obj.modifiers.new('ease', 'SMOOTH')
    ease.factor = smoothing['factor']
    ease.iterations = smoothing['iterations']
    solid = obj.modifiers.new('thickness', 'SOLIDIFY')
    solid.thickness = thickness
    solid.offset = -1
    solid.use_rim = True
    solid.material_offset = solid.material_offset_rim = len(panels)
    bpy.context.view_layer.objects.active = obj
    obj.select_set(True)
    for name in ('ease', 'thickness'):
        bpy.ops.object.modifier_apply(modifier=name)
    return obj


def main():
    spec = export.begin()
    mesh = load_drape(spec['garment'])
    outward(mesh)
    obj = shell(mesh, spec['panels'], spec['thickness'], spec['smoothing'])
    stats = export.bake_light(obj, spec['light'], spec['samples'])
    export.export(obj, spec, stats)


main()
