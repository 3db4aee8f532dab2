"""A wooden coat hanger fitted under a sewn T-shirt's shoulders: two arms curving down from the centre (a flat
wooden profile, 13 mm thick, taller at the centre), a chrome hook rising from the centre and hooked over a turned
peg in a plaster wall. The arms collide with the cloth; the hook and peg only show."""
import math

import bmesh
import bpy
from mathutils import Vector

THICKNESS = 0.013
# What the cloth rests on: broader than the wood (a triangle of the cloth, ~18 mm across, slips over a 13 mm bar,
# since the cloth collides by its vertices), hidden inside the shoulders.
REST_THICKNESS = 0.05
HALF_WIDTH = 0.215
HOOK_RADIUS, WIRE = 0.022, 0.0026


def fit(mesh):
    """The hanger's line under the shoulders: z of its top at x, from the cloth's highest points 9–19 cm out from the
    centre (the shoulder seams, past the neck opening), 5 mm under them, and the plane (y) they lie in."""
    bins = {}
    for v in mesh.vertices:
        x, y, z = v.co
        if 0.09 < abs(x) < 0.19:
            k = round(abs(x) * 100)
            if z > bins.get(k, (-9, 0))[0]:
                bins[k] = (z, y)
    xs = [k / 100 for k in bins]
    zs = [bins[k][0] for k in bins]
    n = len(xs)
    mx, mz = sum(xs) / n, sum(zs) / n
    slope = sum((x - mx) * (z - mz) for x, z in zip(xs, zs)) / sum((x - mx) ** 2 for x in xs)
    centre = mz - slope * mx - 0.005
    y = sum(bins[k][1] for k in bins) / n

    def top(x):
        # Straight along the shoulder, its tips rounding down a little more.
        a = min(abs(x), HALF_WIDTH)
        return centre + slope * a - 0.012 * (a / HALF_WIDTH) ** 4

    def height(x):
        return 0.036 - 0.016 * min(1.0, abs(x) / HALF_WIDTH)
    return {'top': top, 'height': height, 'y': y, 'half': HALF_WIDTH, 'thickness': REST_THICKNESS}


def _arms(h, material, name='hanger', thickness=THICKNESS):
    """The arms as one swept rounded-rectangle section from tip to tip, capped."""
    bm = bmesh.new()
    rings, steps, around = [], 60, 16
    for i in range(steps + 1):
        x = -h['half'] + 2 * h['half'] * i / steps
        top, tall = h['top'](x), h['height'](x)
        # Rounded ends: the section shrinks over the last 8 mm.
        end = min(1.0, (h['half'] - abs(x)) / 0.008) if abs(x) > h['half'] - 0.008 else 1.0
        end = math.sqrt(max(0.05, end))
        ring = []
        for k in range(around):
            a = 2 * math.pi * k / around
            c, s = math.cos(a), math.sin(a)
            # A superellipse: flat faces, rounded edges.
            sy = math.copysign(abs(c) ** 0.5, c) * thickness / 2 * end
            sz = math.copysign(abs(s) ** 0.5, s) * tall / 2 * end
            ring.append(bm.verts.new((x, h['y'] + sy, top - tall / 2 + sz)))
        rings.append(ring)
    for r0, r1 in zip(rings, rings[1:]):
        for k in range(around):
            bm.faces.new((r0[k], r0[(k + 1) % around], r1[(k + 1) % around], r1[k]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    for p in mesh.polygons:
        p.use_smooth = True
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    return obj


def _tube(name, points, radius, material):
    """A round wire along `points`."""
    curve = bpy.data.curves.new(name, 'CURVE')
    curve.dimensions = '3D'
    curve.bevel_depth = radius
    curve.bevel_resolution = 4
    spline = curve.splines.new('POLY')
    spline.points.add(len(points) - 1)
    for p, co in zip(spline.points, points):
        p.co = (co[0], co[1], co[2], 1)
    obj = bpy.data.objects.new(name, curve)
    bpy.context.scene.collection.objects.link(obj)
    curve.materials.append(material)
    return obj


def hook(h, metal):
    """The hook: a stem from the arms' centre, then three quarters of a circle over the peg. Returns the hook, and
    the centre and radius of the peg it rests on."""
    stem_top = h['top'](0) + 0.045
    cx, cz = -HOOK_RADIUS, stem_top
    pts = [(0, h['y'], h['top'](0) - 0.01), (0, h['y'], stem_top)]
    for k in range(1, 40):
        # From the stem's top (angle 0, the circle's right) over the top and down its left, three quarters round.
        a = math.pi * 1.5 * k / 39
        pts.append((cx + HOOK_RADIUS * math.cos(a), h['y'], cz + HOOK_RADIUS * math.sin(a)))
    wire = _tube('hook', pts, WIRE, metal)
    peg_r = 0.010
    centre = Vector((cx, h['y'], cz + HOOK_RADIUS - WIRE - peg_r))
    return wire, centre, peg_r


def place(mesh, wall_colour, wood_colour, surface):
    """Fits the hanger to the sewn tee (mesh in its upright sewn pose), builds hanger, hook, peg and a wall 7 cm
    behind the hanger; returns the fit and the colliders (the hidden rest and the wall)."""
    h = fit(mesh)
    wood = surface('hanger-wood', wood_colour, 'oak')
    metal = bpy.data.materials.new('chrome')
    metal.use_nodes = True
    bsdf = metal.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (0.75, 0.75, 0.75, 1)
    bsdf.inputs['Metallic'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = 0.25
    _arms(h, wood)
    rest = _arms(h, wood, 'hanger-rest', REST_THICKNESS)
    rest.hide_render = True
    _, peg_centre, peg_r = hook(h, metal)
    wall_y = h['y'] + 0.07
    bpy.ops.mesh.primitive_cylinder_add(vertices=32, radius=peg_r, depth=wall_y - peg_centre.y + 0.012,
                                        location=(peg_centre.x, (wall_y + peg_centre.y - 0.012) / 2, peg_centre.z),
                                        rotation=(math.pi / 2, 0, 0))
    peg = bpy.context.active_object
    peg.data.materials.append(surface('peg-wood', wood_colour, 'oak'))
    for p in peg.data.polygons:
        p.use_smooth = True
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(0, wall_y + 0.05, peg_centre.z - 0.8))
    wall = bpy.context.active_object
    wall.name = 'wall'
    wall.scale = (5, 0.1, 4)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    wall.data.materials.append(surface('wall', wall_colour, 'plaster'))
    return h, [rest, wall]
