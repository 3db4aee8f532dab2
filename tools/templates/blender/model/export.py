"""What the 3D editor's model exports share: materials named after the parts, a soft studio's light baked into the
vertices, a coarser copy for draft frames, and the glTF file with its print areas."""
import json
import os
import sys
import time

import bpy

import studio

_started = time.time()


def begin():
    """The scene description Blender was given (after `--`), its output folder made, and an empty scene."""
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    os.makedirs(spec['out'], exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    return spec


def material(name):
    """A plain white material: glTF carries its name, by which the editor finds the part."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    bsdf = m.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (1, 1, 1, 1)
    bsdf.inputs['Roughness'].default_value = 1.0
    bsdf.inputs['Specular'].default_value = 0.0
    return m


def bake_light(obj, light, samples, apart=()):
    """Bakes the diffuse light (direct and indirect, no albedo) of a soft studio into the vertices: a uniform sky for
    the occlusion and one large soft box overhead. Scaled so the brightest percent is 1. `apart`: objects baked too
    (to be joined to `obj` after) that cast no light or shade on anything, as a small part's shade would streak along
    a coarse face's long triangles. Returns the counts and each part's mean light."""
    studio.world(light['sky'])
    studio.area_light('key', light['key']['location'], (0, 0, 0), light['key']['size'], light['key']['energy'])
    studio.cycles(64, samples)
    # Every vertex gets every sample: adaptive sampling stops early on a bake and leaves blotches.
    bpy.context.scene.cycles.use_adaptive_sampling = False
    bpy.context.scene.render.bake.target = 'VERTEX_COLORS'
    for other in apart:
        other.visible_diffuse = other.visible_shadow = False
    baked = [(o, bake_vertices(o)) for o in (obj, *apart)]
    values = sorted(v for _, colours in baked for v in (c.color[0] for c in colours.data))
    top = values[int(len(values) * 0.99)] or 1.0
    light_by_part = {}
    for o, colours in baked:
        for c in colours.data:
            grey = min(1.0, c.color[0] / top)
            c.color = (grey, grey, grey, 1.0)
        for p in o.data.polygons:
            total = light_by_part.setdefault(o.data.materials[p.material_index].name, [0.0, 0])
            total[0] += sum(colours.data[v].color[0] for v in p.vertices)
            total[1] += len(p.vertices)
    return {'vertices': sum(len(o.data.vertices) for o, _ in baked), 'triangles': sum(triangles(o) for o, _ in baked),
            'light': {name: round(t / n, 3) for name, (t, n) in light_by_part.items()}}


def bake_vertices(obj):
    """The light in floats (it is well over 1), to be scaled into glTF's 0–1 in place: the one colour attribute, per
    vertex (Blender 3.4's exporter reads a colour attribute by vertex, whatever its domain)."""
    colours = obj.data.color_attributes.new('light', 'FLOAT_COLOR', 'POINT')
    obj.data.color_attributes.active_color = colours
    bpy.ops.object.select_all(action='DESELECT')
    bpy.context.view_layer.objects.active = obj
    obj.select_set(True)
    bpy.ops.object.bake(type='DIFFUSE', pass_filter={'DIRECT', 'INDIRECT'}, target='VERTEX_COLORS')
    return colours


def triangles(obj):
    return sum(len(p.vertices) - 2 for p in obj.data.polygons)


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


def export(obj, spec, stats, pivot=None):
    """Writes out/model.glb (the nodes 'model' and 'draft') and out/timings.json. The print
    areas travel with the model (glTF extras), in the UV's millimetres; glTF stores v as 1 − v (the editor's loader
    turns it back). `pivot`: the point the product turns about, in glTF's axes (metres, y up), where its bounds'
    centre would not do (a mug turns about its axis, not between its body and its handle)."""
    stats['seconds'] = round(time.time() - _started, 1)
    obj['printAreas'] = json.dumps(spec['printAreas'])
    if pivot:
        obj['pivot'] = json.dumps(pivot)
    coarse = draft(obj, spec['draftRatio'])
    stats['draftTriangles'] = triangles(coarse)
    obj.select_set(True)
    bpy.ops.export_scene.gltf(filepath=os.path.join(spec['out'], 'model.glb'), export_format='GLB', use_selection=True,
                              export_apply=True, export_texcoords=True, export_normals=True, export_colors=True,
                              export_extras=True, export_yup=True, export_animations=False)
    json.dump(stats, open(os.path.join(spec['out'], 'timings.json'), 'w'))
