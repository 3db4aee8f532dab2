"""Exports a water bottle for the 3D editor as glTF: `blender -b --factory-startup -P model/export_bottle.py -- scene.json`.

A powder-coated steel bottle turned from a profile: a rounded foot, a straight side UV-mapped in millimetres (arc
length round from the front, height from the foot) so a print area is a rectangle of it, a shoulder and neck, and a
screw cap. Parts: 'side' (printable), 'shoulder' (the rest of the body), 'cap'; the soft studio's light baked into
each vertex (export.py)."""
import math
import os
import sys

import bpy

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
sys.path.insert(0, here)
import export  # noqa: E402

PARTS = ('side', 'shoulder', 'cap')
SIDE, SHOULDER, CAP = 0, 1, 2


def profile(b):
    """(radius, height, part) from the foot's centre up the outside to the cap's top centre, metres."""
    r, h, neck, cap = b['radiusMm'] / 1000, b['heightMm'] / 1000, b['neckMm'] / 1000, b['capMm'] / 1000
    foot, shoulder_from = 0.004, h - 0.045
    points = [(0.0, 0.0015, SHOULDER), (r - foot, 0.0, SHOULDER)]
    points += [(r - foot + foot * math.sin(math.pi / 2 * k / 4), foot - foot * math.cos(math.pi / 2 * k / 4), SHOULDER) for k in range(1, 5)]
    rows = b['rows']
    points += [(r, foot + (shoulder_from - foot) * k / rows, SIDE) for k in range(rows + 1)]
    # The shoulder: a quarter ellipse in to the neck.
    for k in range(1, 11):
        a = math.pi / 2 * k / 10
        points.append((neck + (r - neck) * math.cos(a), shoulder_from + 0.035 * math.sin(a), SHOULDER))
    top = shoulder_from + 0.035
    points.append((neck, top + 0.008, SHOULDER))
    # The cap: a short knurled cylinder with a rounded top.
    points += [(cap, top + 0.008, CAP), (cap, top + 0.008 + 0.03, CAP)]
    points += [(cap - 0.004 + 0.004 * math.cos(math.pi / 2 * k / 4), top + 0.038 + 0.004 * math.sin(math.pi / 2 * k / 4), CAP) for k in range(1, 5)]
    points.append((0.0, top + 0.042, CAP))
    return points


def bottle(b):
    """The bottle turned from its profile in `segments` steps; a face belongs to the part both its rings are in (the
    shoulder where they differ), the side's UVs in mm."""
    ring, segments, r = profile(b), b['segments'], b['radiusMm'] / 1000
    n = len(ring)
    verts = []
    for j in range(segments):
        a = 2 * math.pi * j / segments
        # Angle 0 at the front (−y), increasing to the right as the camera sees it.
        verts += [(pr * math.sin(a), -pr * math.cos(a), pz) for (pr, pz, _) in ring]
    faces, parts, uvs = [], [], []
    for j in range(segments):
        jn = (j + 1) % segments
        a0 = 2 * math.pi * j / segments
        a1 = 2 * math.pi * (j + 1) / segments
        if a0 >= math.pi:
            a0 -= 2 * math.pi
            a1 -= 2 * math.pi
        for k in range(n - 1):
            faces.append((j * n + k, jn * n + k, jn * n + k + 1, j * n + k + 1))
            parts.append(ring[k][2] if ring[k][2] == ring[k + 1][2] else SHOULDER)
            z0, z1 = ring[k][1] * 1000, ring[k + 1][1] * 1000
            uvs.append([(a0 * r * 1000, z0), (a1 * r * 1000, z0), (a1 * r * 1000, z1), (a0 * r * 1000, z1)])
    mesh = bpy.data.meshes.new('bottle')
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for poly, corners in zip(mesh.polygons, uvs):
        for loop, co in zip(poly.loop_indices, corners):
            layer.data[loop].uv = co
    for name in PARTS:
        mesh.materials.append(export.material(name))
    mesh.polygons.foreach_set('material_index', parts)
    mesh.polygons.foreach_set('use_smooth', [True] * len(parts))
    obj = bpy.data.objects.new('model', mesh)
    bpy.context.scene.collection.objects.link(obj)
    # The foot's and cap's centres close the ends: merge the rings' points that meet there.
    bpy.context.view_layer.objects.active = obj
    obj.select_set(True)
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.select_all(action='SELECT')
    bpy.ops.mesh.remove_doubles(threshold=0.0001)
    bpy.ops.object.mode_set(mode='OBJECT')
    return obj


def main():
    spec = export.begin()
    obj = bottle(spec['bottle'])
    stats = export.bake_light(obj, spec['light'], spec['samples'])
    # It turns about its axis, half way up.
    export.export(obj, spec, stats, pivot=[0, max(z for _, z, _ in profile(spec['bottle'])) / 2, 0])


main()
