"""Exports a mug for the 3D editor as glTF: `blender -b --factory-startup -P model/export_mug.py -- scene.json`.

The mug is the templates' own (mug_table/render_mug.py's body and handle): its side UV-mapped in millimetres (arc
length round from the front, height from the foot), so a print area is a rectangle of it; the rim, inside wall and
floor, and the handle as parts of their own; the soft studio's light baked into each vertex (export.py), so the
inside darkens towards the floor and the handle shades the wall by it."""
import os
import sys

import bpy

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, here)
sys.path.insert(0, os.path.join(blender, 'mug_table'))
import export  # noqa: E402
import render_mug  # noqa: E402

PARTS = ('side', 'inside', 'handle')


def main():
    spec = export.begin()
    body, handle = render_mug.mug(spec['mug'], export.material('glaze'))
    bpy.context.view_layer.objects.active = handle
    handle.select_set(True)
    bpy.ops.object.modifier_apply(modifier='smooth')
    for obj in (body, handle):
        obj.data.materials.clear()
        for name in PARTS:
            obj.data.materials.append(bpy.data.materials.get(name) or export.material(name))
        panels = [0] * len(obj.data.polygons)
        obj.data.attributes['panel'].data.foreach_get('value', panels)
        obj.data.polygons.foreach_set('material_index', panels)
    bpy.ops.object.select_all(action='DESELECT')
    body.select_set(True)
    handle.select_set(True)
    bpy.context.view_layer.objects.active = body
    bpy.ops.object.join()
    body.name = 'model'
    stats = export.bake_light(body, spec['light'], spec['samples'])
    # Its axis, half way up: Blender's z is glTF's y.
    export.export(body, spec, stats, pivot=[0, spec['mug']['heightMm'] / 2000, 0])


main()
