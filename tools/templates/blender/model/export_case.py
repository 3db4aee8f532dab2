"""Exports a phone in its case for the 3D editor as glTF: `blender -b --factory-startup -P model/export_case.py -- scene.json`.

The case is the phone-case templates' own (phone_case/render_case.py's back, rim and camera island), its back UV-mapped
in millimetres from its lower left corner, so a print area is a rectangle of it. The templates show it face down; here
the phone's screen closes the front (dark glass inside a 3 mm lip, UV-mapped in millimetres from its lower left corner
as its viewer sees it), and the phone stands up, its camera at the top, with its back to the viewer (−y) or, for the
phone itself (`facing: 'screen'`), its screen. The soft studio's light is baked into each vertex (export.py)."""
import math
import os
import sys

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, here)
sys.path.insert(0, os.path.join(blender, 'phone_case'))
import export  # noqa: E402
import render_case  # noqa: E402

# Material slots: the case's panels keep their numbers (render_case's BACK, RIM), then the phone's glass.
PARTS = ('back', 'rim', 'screen', 'camera')
LIP = 0.003


def screen(c):
    """The phone's front as the case holds it: a lip from the rim's last ring in to the screen's edge, then the screen,
    in rings of the outline shrinking to the centre (the slots of PARTS: rim, screen)."""
    w, h, radius = c['widthMm'] / 1000, c['heightMm'] / 1000, c['radiusMm'] / 1000
    lip_edge = render_case.outline(w, h, radius)
    glass = render_case.outline(w - 2 * LIP, h - 2 * LIP, radius - LIP)
    m = len(glass)
    verts = [(x, y, 0.0005) for x, y in lip_edge] + [(x, y, 0.0002) for x, y in glass]
    faces, slots = [], []
    for i in range(m):
        j = (i + 1) % m
        # Wound to face out of the screen's side (−z), as the screen's rings are.
        faces.append((i, m + i, m + j, j))
        slots.append(1)
    rings = 8
    for k in range(1, rings + 1):
        s = 1 - k / rings
        verts += [(x * s, y * s, 0.0) for x, y in glass]
    for k in range(rings):
        a, b = (k + 1) * m, (k + 2) * m
        for i in range(m):
            j = (i + 1) % m
            faces.append((a + i, b + i, b + j, a + j))
            slots.append(2)
    mesh = bpy.data.meshes.new('screen')
    mesh.from_pydata(verts, [], faces)
    # Seen from the front the phone's right is the case's −x.
    layer = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        x, y, _ = verts[loop.vertex_index]
        layer.data[loop.index].uv = ((w / 2 - x) * 1000, (y + h / 2) * 1000)
    obj = bpy.data.objects.new('screen', mesh)
    bpy.context.scene.collection.objects.link(obj)
    return obj, slots


def main():
    spec = export.begin()
    c = spec['case']
    body = render_case.case(c, export.material('back'))
    render_case.camera_island(c)
    front, front_slots = screen(c)
    materials = [export.material(name) if name != 'back' else body.data.materials[0] for name in PARTS]
    camera = []
    for obj in [o for o in bpy.data.objects if o.type == 'MESH']:
        bpy.context.view_layer.objects.active = obj
        for modifier in list(obj.modifiers):
            bpy.ops.object.modifier_apply(modifier=modifier.name)
        if obj is body:
            slots = [0] * len(obj.data.polygons)
            obj.data.attributes['panel'].data.foreach_get('value', slots)
        elif obj is front:
            slots = front_slots
        else:
            # The camera island and its lenses: the phone's, dark whatever the case's colour.
            slots = [3] * len(obj.data.polygons)
            camera.append(obj)
        obj.data.materials.clear()
        for material in materials:
            obj.data.materials.append(material)
        obj.data.polygons.foreach_set('material_index', slots)
        obj.data.polygons.foreach_set('use_smooth', [True] * len(slots))
    # Stood up, the case's top (+y) to +z, about the world's origin (each part's placement goes into its mesh first):
    # its back (+z) turned to the viewer (−y), or its screen, turned round the vertical so its top stays up.
    bpy.ops.object.select_all(action='SELECT')
    bpy.ops.object.transform_apply(location=True, rotation=True, scale=True)
    turn = (-math.pi / 2, math.pi, 0) if spec.get('facing') == 'screen' else (math.pi / 2, 0, 0)
    for obj in [body, front, *camera]:
        obj.rotation_euler = turn
    bpy.ops.object.transform_apply(location=False, rotation=True, scale=False)
    bpy.ops.object.select_all(action='DESELECT')
    front.select_set(True)
    body.select_set(True)
    bpy.context.view_layer.objects.active = body
    bpy.ops.object.join()
    # The camera's shade streaked down the back's long ring triangles: it is baked apart and shades nothing.
    stats = export.bake_light(body, spec['light'], spec['samples'], apart=camera)
    bpy.ops.object.select_all(action='DESELECT')
    for obj in [body, *camera]:
        obj.select_set(True)
    bpy.context.view_layer.objects.active = body
    bpy.ops.object.join()
    body.name = 'model'
    export.export(body, spec, stats)


main()
