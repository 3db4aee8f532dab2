"""Renders a mug's passes: `blender -b --factory-startup -P mug_table/render_mug.py -- scene.json`.

An 11 oz ceramic mug — a thick-walled cylinder with a rounded rim, a foot and a C handle — in a clear glaze, standing
on a tabletop (the staged T-shirts' surfaces, ../tee_staged/settings.py) by a wall, or on a studio's paper sweep. The
whole mug is the product (its colour is the glaze's); the print area is a rectangle of its side in millimetres (arc
length round from the front, height from the foot), so the shared scripts one folder up take the passes (passes.py)
and the print grid (grid.py) from it as from a garment."""
import json
import math
import os
import sys
import time

import bpy
from mathutils import Vector

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'tee_staged'))
import grid  # noqa: E402
import passes  # noqa: E402
import settings  # noqa: E402
import studio  # noqa: E402
from fabric import Nodes, aov  # noqa: E402

SIDE, INSIDE, HANDLE = 0, 1, 2


def glaze_material(albedo, area):
    """Glazed ceramic: a white body under a clear coat (sharp reflections), the template AOVs — all of it product,
    the print area's rectangle of the side the print, the side's coordinates for the UV pass."""
    mat = bpy.data.materials.new('glaze')
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    # A glaze is never perfectly even: a faint long-wave ripple catches the reflections.
    ripple = n.add('ShaderNodeTexNoise', Vector=n.add('ShaderNodeTexCoord').outputs['Object'], Scale=9.0, Detail=2.0).outputs['Fac']
    bump = n.add('ShaderNodeBump', Strength=0.03, Distance=0.001, Height=ripple)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.35, 'Specular': 0.5,
                                                 'Clearcoat': 1.0, 'Clearcoat Roughness': 0.04, 'Normal': bump.outputs['Normal']})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    inside = n.math('COMPARE', panel, area['panel'])
    for value, op, coord in ((area['x0'], 'GREATER_THAN', u), (area['x1'], 'LESS_THAN', u),
                             (area['y0'], 'GREATER_THAN', v), (area['y1'], 'LESS_THAN', v)):
        inside = n.math('MULTIPLY', inside, n.math(op, coord, value))
    aov(n, 'print', value=inside)
    aov(n, 'product', value=1.0)
    combine = n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=n.math('ADD', panel, 1.0))
    aov(n, 'uvp', color=combine.outputs[0])
    return mat


def mug(m, material):
    """The body as one mesh of rings: outer wall (panel SIDE, UVs: arc length from the front, −y, and height in mm),
    a rounded rim, the inner wall and floor (INSIDE), a slightly narrower foot; then the handle (HANDLE), a swept
    rounded section on the +x side."""
    r, h, wall, segments = m['radiusMm'] / 1000, m['heightMm'] / 1000, m['wallMm'] / 1000, m['segments']
    # Profile (radius, z, panel) from the foot up the outside, over the rim, down the inside to the floor's centre.
    profile = [(r - 0.003, 0.0, SIDE), (r - 0.0005, 0.0015, SIDE)]
    rows = m['rows']
    profile += [(r, 0.004 + (h - 0.008) * k / rows, SIDE) for k in range(rows + 1)]
    # The rim: a half round over the wall's thickness.
    for k in range(1, 6):
        a = math.pi * k / 6
        profile.append((r - wall / 2 + wall / 2 * math.cos(a), h - 0.004 + wall / 2 * math.sin(a), INSIDE))
    inner = r - wall
    profile += [(inner, h - 0.004 - (h - 0.012) * k / 6, INSIDE) for k in range(7)]
    profile += [(inner * (1 - k / 5), 0.008, INSIDE) for k in range(1, 6)]
    verts, faces, face_panels, uvs = [], [], [], []
    for j in range(segments):
        a = 2 * math.pi * j / segments
        for (pr, pz, _) in profile:
            # Angle 0 at the front (−y), increasing to the right as the camera sees it.
            verts.append((pr * math.sin(a), -pr * math.cos(a), pz))
    n = len(profile)
    for j in range(segments):
        jn = (j + 1) % segments
        for k in range(n - 1):
            faces.append((j * n + k, jn * n + k, jn * n + k + 1, j * n + k + 1))
            face_panels.append(profile[k][2] if profile[k][2] == profile[k + 1][2] else INSIDE)
            # Arc length round from the front (mm), wrapped so the seam is at the back; height from the foot (mm).
            a0 = 2 * math.pi * j / segments
            a1 = 2 * math.pi * (j + 1) / segments
            if a0 >= math.pi:
                a0 -= 2 * math.pi
                a1 -= 2 * math.pi
            uvs.append([(a0 * r * 1000, profile[k][1] * 1000), (a1 * r * 1000, profile[k][1] * 1000),
                        (a1 * r * 1000, profile[k + 1][1] * 1000), (a0 * r * 1000, profile[k + 1][1] * 1000)])
    mesh = bpy.data.meshes.new('mug')
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for poly, corners in zip(mesh.polygons, uvs):
        for loop, co in zip(poly.loop_indices, corners):
            layer.data[loop].uv = co
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', face_panels)
    for p in mesh.polygons:
        p.use_smooth = True
    body = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(body)
    mesh.materials.append(material)
    handle_obj = handle(m, r, h, material)
    return body, handle_obj


def handle(m, r, h, material):
    """A C-shaped handle: a rounded-rectangle section swept along a half ellipse standing out from the wall."""
    reach, span, thick, width = m['handleReachMm'] / 1000, m['handleSpanMm'] / 1000, 0.009, 0.013
    centre_z = h * 0.52
    steps, ring = 28, 12
    verts, faces = [], []
    for s in range(steps + 1):
        t = math.pi * s / steps
        # From the upper joint round to the lower one, sunk 3 mm into the wall at both ends.
        x = r - 0.003 + (reach + 0.003) * math.sin(t)
        z = centre_z + span / 2 * math.cos(t)
        tangent = Vector((math.cos(t) * (reach + 0.003), 0, -math.sin(t) * span / 2)).normalized()
        normal = Vector((tangent.z, 0, -tangent.x))
        side = Vector((0, 1, 0))
        for q in range(ring):
            b = 2 * math.pi * q / ring
            # A rounded rectangle: a superellipse.
            c, d = math.cos(b), math.sin(b)
            c = math.copysign(abs(c) ** 0.6, c)
            d = math.copysign(abs(d) ** 0.6, d)
            p = Vector((x, 0, z)) + normal * (thick / 2 * c) + side * (width / 2 * d)
            verts.append(tuple(p))
    for s in range(steps):
        for q in range(ring):
            qn = (q + 1) % ring
            faces.append((s * ring + q, s * ring + qn, (s + 1) * ring + qn, (s + 1) * ring + q))
    mesh = bpy.data.meshes.new('handle')
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        layer.data[loop.index].uv = (-1000.0, -1000.0)
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', [HANDLE] * len(faces))
    for p in mesh.polygons:
        p.use_smooth = True
    obj = bpy.data.objects.new('handle', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    return obj


def fit_camera(objects, view):
    """A camera at azimuth/elevation (degrees) framing the objects' bounds to `fill` of the picture."""
    corners = [o.matrix_world @ Vector(c) for o in objects for c in o.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.z - lo.z, hi.y - lo.y) / 2
    return studio.camera(centre + direction * (extent / math.tan(half_fov) / view['fill']), centre, view['lens'])


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    table = spec['table']
    if table['surface'] == 'sweep':
        # A studio's seamless paper: the floor curves up into the wall, no edge between them.
        studio.sweep(table['colour'])
    else:
        settings.table(table['colour'], table['surface'])
        # A wall far behind, out of focus and dim, so the table does not end in black.
        bpy.ops.mesh.primitive_plane_add(size=6, location=(0, 1.6, 1.0), rotation=(math.pi / 2, 0, 0))
        bpy.context.active_object.data.materials.append(settings.surface('wall', spec['wall'], 'plaster'))
    body, handle_obj = mug(spec['mug'], glaze_material(spec['mug']['albedo'], spec['printArea']))
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    cam = fit_camera([body, handle_obj], spec['view'])
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)

    cols, rows = spec['grid']
    json.dump(grid.print_grid(body, spec['printArea'], cols, rows, cam), open(os.path.join(out, 'grid.json'), 'w'))
    t1 = time.time()
    passes.render_passes(out, spec['samples'])
    timings['render'] = time.time() - t1
    t2 = time.time()
    passes.render_uv(out)
    timings['uv'] = time.time() - t2
    timings['total'] = time.time() - t0
    json.dump(timings, open(os.path.join(out, 'timings.json'), 'w'))
    if spec.get('keepBlend'):
        bpy.ops.wm.save_as_mainfile(filepath=os.path.join(out, 'scene.blend'))


# Run by Blender (`-P`); imported by the 3D editor's model export for its shapes.
if __name__ == '__main__':
    main()
