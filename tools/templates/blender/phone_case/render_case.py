"""Renders a phone case's passes: `blender -b --factory-startup -P phone_case/render_case.py -- scene.json`.

A glossy printed phone case lying face down on a tabletop (the staged T-shirts' surfaces, ../tee_staged/settings.py),
the phone's camera showing through its cut-out, by a window. The case is the product (its colour is the case's); the
print area is a rectangle of its back in millimetres from the back's lower left corner, so the shared scripts one
folder up take the passes (passes.py) and the print grid (grid.py) from it as from a garment."""
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

BACK, RIM = 0, 1


def case_material(albedo, area):
    """Hard glossy plastic (a printed polycarbonate back): a smooth coat over the print, the template AOVs."""
    mat = bpy.data.materials.new('case')
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.3, 'Specular': 0.5,
                                                 'Clearcoat': 1.0, 'Clearcoat Roughness': 0.05})
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


def outline(w, h, radius, per_corner=10):
    """A rounded rectangle round the origin, counter-clockwise seen from above."""
    points = []
    for cx, cy, start in ((w / 2 - radius, -h / 2 + radius, -90), (w / 2 - radius, h / 2 - radius, 0),
                          (-w / 2 + radius, h / 2 - radius, 90), (-w / 2 + radius, -h / 2 + radius, 180)):
        for k in range(per_corner + 1):
            a = math.radians(start + 90 * k / per_corner)
            points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return points


def case(c, material):
    """The back (BACK: a gridded face, UVs in mm from its lower left corner, so the print grid finds any point) and
    the rim (RIM: the outline lowered in rings that round over the edge to the table)."""
    w, h, t, radius, lip = c['widthMm'] / 1000, c['heightMm'] / 1000, c['depthMm'] / 1000, c['radiusMm'] / 1000, 0.003
    ring = outline(w, h, radius)
    verts, faces, panels = [], [], []
    # The back: a grid clipped to the outline would need cutting; instead rings of the outline shrinking to the
    # centre, each ring's points at fractions of the outline: quads everywhere, fine enough for the grid.
    rings = 14
    for k in range(rings + 1):
        s = 1 - k / rings
        for (x, y) in ring:
            verts.append((x * s, y * s, t))
    m = len(ring)
    for k in range(rings):
        for i in range(m):
            j = (i + 1) % m
            faces.append((k * m + i, k * m + j, (k + 1) * m + j, (k + 1) * m + i))
            panels.append(BACK)
    centre = len(verts) - m
    # The rim: from the back's edge round over to the table, in rings of the outline pushed out and down.
    base = len(verts)
    steps = 6
    for q in range(1, steps + 1):
        a = (math.pi / 2) * q / steps
        out_by, down = lip * math.sin(a), (t - 0.001) * (1 - math.cos(a)) if q < steps else t - 0.0005
        for (x, y) in ring:
            length = math.hypot(x, y)
            verts.append((x + x / length * out_by * 0.3, y + y / length * out_by * 0.3, t - down))
    previous = 0
    for q in range(steps):
        current = base + q * m
        for i in range(m):
            j = (i + 1) % m
            faces.append((previous + j, previous + i, current + i, current + j))
            panels.append(RIM)
        previous = current
    del centre
    mesh = bpy.data.meshes.new('case')
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for poly in mesh.polygons:
        for loop in poly.loop_indices:
            x, y, _ = verts[mesh.loops[loop].vertex_index]
            layer.data[loop].uv = ((x + w / 2) * 1000, (y + h / 2) * 1000)
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', panels)
    for p in mesh.polygons:
        p.use_smooth = True
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    return obj


def camera_island(c):
    """The phone's camera through the case's cut-out: a dark glass square with two lenses, top left of the back."""
    w, h, t = c['widthMm'] / 1000, c['heightMm'] / 1000, c['depthMm'] / 1000
    size = c['islandMm'] / 1000
    x, y = -w / 2 + 0.006 + size / 2, h / 2 - 0.006 - size / 2
    def dark(name, value, roughness):
        mat = bpy.data.materials.new(name)
        mat.use_nodes = True
        b = mat.node_tree.nodes['Principled BSDF']
        b.inputs['Base Color'].default_value = (value, value, value * 1.05, 1)
        b.inputs['Roughness'].default_value = roughness
        b.inputs['Specular'].default_value = 0.6
        return mat
    frosted, glass = dark('frosted', 0.06, 0.35), dark('glass', 0.02, 0.04)
    ring = bpy.data.materials.new('ring')
    ring.use_nodes = True
    b = ring.node_tree.nodes['Principled BSDF']
    b.inputs['Base Color'].default_value = (0.55, 0.55, 0.56, 1)
    b.inputs['Metallic'].default_value = 1.0
    b.inputs['Roughness'].default_value = 0.28
    flash = dark('flash', 0.75, 0.5)
    flash.node_tree.nodes['Principled BSDF'].inputs['Base Color'].default_value = (0.8, 0.74, 0.55, 1)
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(x, y, t + 0.0004))
    island = bpy.context.active_object
    island.scale = (size, size, 0.002)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    bevel = island.modifiers.new('bevel', 'BEVEL')
    bevel.width = 0.004
    bevel.segments = 6
    island.data.materials.append(frosted)
    # Each lens: a brushed metal ring standing proud of the island (a disc whose edge shows round the glass), the
    # cover glass a little higher inside it, the lens's dark element at its centre; a flash beside them.
    def disc(radius, depth, z, material, dx, dy):
        bpy.ops.mesh.primitive_cylinder_add(vertices=64, radius=radius, depth=depth, location=(x + dx * size, y + dy * size, t + z))
        obj = bpy.context.active_object
        obj.data.materials.append(material)
        bevel = obj.modifiers.new('bevel', 'BEVEL')
        bevel.width = min(radius, depth) * 0.3
        bevel.segments = 3
    for dx, dy in ((-0.25, 0.22), (0.22, -0.25)):
        disc(size * 0.22, 0.0030, 0.00090, ring, dx, dy)
        disc(size * 0.18, 0.0030, 0.00110, glass, dx, dy)
        disc(size * 0.08, 0.0030, 0.00115, dark('element', 0.002, 0.02), dx, dy)
    disc(size * 0.06, 0.0022, 0.0012, flash, 0.24, 0.24)
    return island


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
    settings.table(table['colour'], table['surface'])
    c = spec['case']
    body = case(c, case_material(c['albedo'], spec['printArea']))
    body.rotation_euler = (0, 0, math.radians(c.get('turn', 0)))
    island = camera_island(c)
    island.parent = body
    for o in bpy.data.objects:
        if o.name.startswith('Cylinder'):
            o.parent = body
    studio.world(spec.get('world', 0.12))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    bpy.context.view_layer.update()
    cam = fit_camera([body], spec['view'])
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
