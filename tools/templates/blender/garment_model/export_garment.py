"""Exports a draped garment for the 3D editor as glTF: `blender -b --factory-startup -P garment_model/export_garment.py -- scene.json`.

The drape is the one the garment's templates are rendered from (the same cached .blend). The model is its outer
surface, one primitive per pattern panel with the panel's flat pattern as UV in millimetres (so a print area is a
rectangle of the pattern, as on the templates), and the inside of the fabric shell as one more primitive. The soft
studio's light is baked into each vertex (COLOR_0): occlusion in the folds, under the sleeves and inside the neck
stays where it is whatever light the editor adds."""
import json
import os
import sys
import time

import bmesh
import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import studio  # noqa: E402

INSIDE = 'inside'


def load_drape(g):
    """The drape the garment's templates were rendered from (the build drapes it first when it is not cached)."""
    with bpy.data.libraries.load(g['drapeFile']) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def outward(mesh):
    """One winding for the whole garment with the front's outside facing −y (the drape's front)."""
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
    obj = bpy.data.objects.new('garment', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for name in panels:
        mesh.materials.append(material(name))
    inside = material(INSIDE)
    for _ in panels:
        mesh.materials.append(inside)
    # The cloth grid's 18 mm crumple, which Cycles' subdivision smooths on the templates, eased before the shell is made.
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


def draft(obj, ratio):
    """A coarser copy for software GL's draft frames (the same parts, in the same order), light and all."""
    copy = obj.copy()
    copy.data = obj.data.copy()
    copy.name = 'draft'
    bpy.context.scene.collection.objects.link(copy)
    decimate = copy.modifiers.new('coarser', 'DECIMATE')
    decimate.ratio = ratio
    bpy.context.view_layer.objects.active = copy
    bpy.ops.object.modifier_apply(modifier='coarser')
    copy.select_set(True)
    return copy


def material(name):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    bsdf = m.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (1, 1, 1, 1)
    bsdf.inputs['Roughness'].default_value = 1.0
    bsdf.inputs['Specular'].default_value = 0.0
    return m


def bake_light(obj, light, samples):
    """Bakes the diffuse light (direct and indirect, no albedo) of a soft studio into the vertices: a uniform sky
    for the occlusion and one large soft box above the front for the gradient a photographer's key gives. Scaled so
    the brightest percent is 1."""
    studio.world(light['sky'])
    studio.area_light('key', light['key']['location'], (0, 0, 0), light['key']['size'], light['key']['energy'])
    studio.cycles(64, samples)
    # Every vertex gets every sample: adaptive sampling stops early on a bake and leaves blotches.
    bpy.context.scene.cycles.use_adaptive_sampling = False
    # Baked in floats (the light is well over 1), then scaled into glTF's 0–1 in place: the one colour attribute, per
    # vertex (Blender 3.4's exporter reads a colour attribute by vertex, whatever its domain).
    colours = obj.data.color_attributes.new('light', 'FLOAT_COLOR', 'POINT')
    obj.data.color_attributes.active_color = colours
    bpy.context.scene.render.bake.target = 'VERTEX_COLORS'
    bpy.ops.object.bake(type='DIFFUSE', pass_filter={'DIRECT', 'INDIRECT'}, target='VERTEX_COLORS')
    values = [c.color[0] for c in colours.data]
    ranked = sorted(values)
    top = ranked[int(len(ranked) * 0.99)] or 1.0
    for c, v in zip(colours.data, values):
        grey = min(1.0, v / top)
        c.color = (grey, grey, grey, 1.0)
    light = {}
    for p in obj.data.polygons:
        name = obj.data.materials[p.material_index].name
        total = light.setdefault(name, [0.0, 0])
        total[0] += sum(colours.data[v].color[0] for v in p.vertices)
        total[1] += len(p.vertices)
    return {'vertices': len(obj.data.vertices), 'triangles': sum(len(p.vertices) - 2 for p in obj.data.polygons),
            'light': {name: round(t / n, 3) for name, (t, n) in light.items()}}


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    t0 = time.time()
    mesh = load_drape(spec['garment'])
    outward(mesh)
    obj = shell(mesh, spec['panels'], spec['thickness'], spec['smoothing'])
    # The print areas travel with the model (glTF extras), in the pattern's millimetres.
    obj['printAreas'] = json.dumps(spec['printAreas'])
    stats = bake_light(obj, spec['light'], spec['samples'])
    coarse = draft(obj, spec['draftRatio'])
    stats['draftTriangles'] = sum(len(p.vertices) - 2 for p in coarse.data.polygons)
    # The editor's models are UV-mapped in the pattern's mm; glTF stores v as 1 − v (the loader turns it back).
    bpy.ops.export_scene.gltf(filepath=os.path.join(out, 'model.glb'), export_format='GLB', use_selection=True,
                              export_apply=True, export_texcoords=True, export_normals=True, export_colors=True,
                              export_extras=True, export_yup=True, export_animations=False)
    stats['seconds'] = time.time() - t0
    json.dump(stats, open(os.path.join(out, 'timings.json'), 'w'))


main()
