"""Renders a bottle's, jar's, can's, tube's or pouch's passes: `blender -b --factory-startup -P vessels/render_vessel.py -- scene.json`.

One body, the product (its colour is the paint's or the plastic's), on the printed paper's tables and sweeps
(../stationery/): a solid of revolution from a profile (bottles, jars, cans, vials, tumblers), a squeeze tube (round at
its shoulder, flattened to a crimped seal at its end, its girth the same all along as a tube's sheet is) or a stand-up
pouch (two sheets whose arcs bulge over a gusset and narrow the pouch as they do, sealed flat at the sides and the
top). Every body is rings of points whose UVs are millimetres on its surface: arc length round from the front (−y) and
height from its foot, so the print area is a rectangle of the side facing the camera (panel 0) and the shared scripts
one folder up take the passes (passes.py) and the print grid (grid.py) from it as from a garment. Caps, pumps,
droppers and lids are turned parts (and a few blocks: a nozzle, a can's tab) in their own materials, no part of the
product; companions are other vessels in a plain paint."""
import math
import os
import sys

import bpy
from mathutils import Matrix, Vector

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'stationery'))
import props  # noqa: E402
import render_paper  # noqa: E402
import shoot  # noqa: E402
from fabric import Nodes, aov, plain_material  # noqa: E402

# Panel 0 is the side the print is on; SEAL is product never printed (a tube's crimp, a pouch's seals and bottom).
SIDE, SEAL = 0, 1
# Points round a ring; the longest step along a profile, m.
AROUND = 160
STEP = 0.003
# Roughness, specular and clear coat of the body's finishes.
FINISHES = {'gloss': (0.35, 0.5, 1.0), 'satin': (0.45, 0.5, 0.3), 'matte': (0.75, 0.35, 0.0)}


def body_material(albedo, finish, area):
    """The body: paint or plastic of the product's colour under its finish — a gloss's clear coat gives sharp
    reflections, a matte powder coat a fine grain — and the template AOVs (print: the area's rectangle of the side)."""
    mat = bpy.data.materials.new('body')
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    roughness, specular, coat = FINISHES[finish]
    # Millimetre grain for a powder coat; a faint long wave (moulding, a coat's flow) for the others.
    grain = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=2.5 if finish == 'matte' else 0.04, Detail=4.0).outputs['Fac']
    bump = n.add('ShaderNodeBump', Strength=0.08 if finish == 'matte' else 0.02, Distance=0.0004, Height=grain)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': roughness, 'Specular': specular,
                                                 'Clearcoat': coat, 'Clearcoat Roughness': 0.05, 'Normal': bump.outputs['Normal']})
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


PART_MATERIALS = {}


def part_material(m):
    """A cap's, pump's or lid's material (no part of the product): plastic, rubber, or metal (steel, aluminium, gold);
    one material for each look, shared by the parts that have it."""
    key = (m['kind'], tuple(m['colour']), m.get('roughness', 0.4))
    if key not in PART_MATERIALS:
        mat = plain_material(m['kind'], m['colour'], key[2])
        bsdf = mat.node_tree.nodes['Principled BSDF']
        bsdf.inputs['Specular'].default_value = 0.5
        bsdf.inputs['Metallic'].default_value = 1.0 if m['kind'] == 'metal' else 0.0
        PART_MATERIALS[key] = mat
    return PART_MATERIALS[key]


def resample(profile):
    """The profile (mm, radius and height) in metres, long straight runs cut into steps of at most STEP."""
    points = [(r / 1000, z / 1000) for r, z in profile]
    out = [points[0]]
    for (r0, z0), (r1, z1) in zip(points, points[1:]):
        steps = max(1, math.ceil(math.hypot(r1 - r0, z1 - z0) / STEP))
        out += [(r0 + (r1 - r0) * k / steps, z0 + (z1 - z0) * k / steps) for k in range(1, steps + 1)]
    return out


def rings_object(name, rings, panels, material, smooth_angle=40):
    """A mesh from rings of (x, y, z, u, v) (m, and mm for the UVs), each as long as the others; a ring of radius 0 is
    one point. `panels[k]` is the panel of the band between rings k and k+1. A ring at either end that is not a point
    is closed flat (a pouch's bottom, a seal's top)."""
    verts, faces, uvs, face_panels = [], [], [], []
    starts = []
    for ring in rings:
        starts.append(len(verts))
        point = all(abs(p[0] - ring[0][0]) < 1e-7 and abs(p[1] - ring[0][1]) < 1e-7 for p in ring)
        verts += [ring[0][:3]] if point else [p[:3] for p in ring]
    ends = starts[1:] + [len(verts)]
    for k in range(len(rings) - 1):
        a, b = rings[k], rings[k + 1]
        single_a, single_b = ends[k] - starts[k] == 1, ends[k + 1] - starts[k + 1] == 1
        for i in range(len(a) - 1):
            ia = [starts[k]] * 2 if single_a else [starts[k] + i, starts[k] + i + 1]
            ib = [starts[k + 1]] * 2 if single_b else [starts[k + 1] + i, starts[k + 1] + i + 1]
            quad = [ia[0], ia[1], ib[1], ib[0]]
            corners = [a[i], a[i + 1], b[i + 1], b[i]]
            keep = [j for j in range(4) if quad[j] not in quad[:j]]
            faces.append([quad[j] for j in keep])
            uvs.append([corners[j][3:] for j in keep])
            face_panels.append(panels[k])
    for k, flip in ((0, True), (len(rings) - 1, False)):
        if ends[k] - starts[k] > 1:
            loop = list(range(starts[k], ends[k] - 1))
            faces.append(loop[::-1] if flip else loop)
            uvs.append([(-1000.0, -1000.0)] * len(loop))
            face_panels.append(SEAL)
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for poly, corners in zip(mesh.polygons, uvs):
        for loop, co in zip(poly.loop_indices, corners):
            layer.data[loop].uv = co
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', face_panels)
    for p in mesh.polygons:
        p.use_smooth = True
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(smooth_angle)
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    return obj


def lathe_rings(profile, ribs=0, rib_depth=0.0):
    """Rings of a solid of revolution: angle 0 at the front (−y), increasing to the right as the camera sees it, the
    seam at the back; u the arc length round at the ring's radius, v the height (mm: the print is on the walls, where
    height is length along them). `ribs` grooves (a cap's grip) cut `rib_depth` m into the radius."""
    rings = []
    for r, z in resample(profile):
        ring = []
        for i in range(AROUND + 1):
            a = -math.pi + 2 * math.pi * i / AROUND
            rr = r - (rib_depth * (0.5 + 0.5 * math.cos(a * ribs)) ** 4 if ribs and r > 0 else 0.0)
            ring.append((rr * math.sin(a), -rr * math.cos(a), z, a * r * 1000, z * 1000))
        rings.append(ring)
    return rings


def section_rings(sections):
    """Rings from closed cross-sections, each [(x, y)] (m) going round from the back through the front, at height z;
    u the arc length from the front's middle (the section's point of least y nearest x = 0), v the height (mm)."""
    rings = []
    for points, z in sections:
        lengths = [0.0]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
        front = min(range(len(points)), key=lambda i: (round(points[i][1], 6), abs(points[i][0])))
        rings.append([(x, y, z, (lengths[i] - lengths[front]) * 1000, z * 1000) for i, (x, y) in enumerate(points)])
    return rings


def ellipse_axes(girth, b):
    """The half-width a of an ellipse of half-depth b whose perimeter is `girth` (Ramanujan's)."""
    lo, hi = b, girth / 2
    for _ in range(50):
        a = (lo + hi) / 2
        h = ((a - b) / (a + b)) ** 2
        perimeter = math.pi * (a + b) * (1 + 3 * h / (10 + math.sqrt(4 - 3 * h)))
        lo, hi = (a, hi) if perimeter < girth else (lo, a)
    return a


def smoothstep(e0, e1, x):
    t = min(1.0, max(0.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)


def tube_rings(t):
    """A squeeze tube standing on its cap: a shoulder from the neck out to the tube, then the tube, round until
    `flatFrom` of its length and flattened from there (its girth kept) to the crimp, a flat seal `crimpMm` tall."""
    r, neck, shoulder = t['radiusMm'] / 1000, t['neckMm'] / 1000, t['shoulderMm'] / 1000
    base, length, crimp = t['baseMm'] / 1000, t['lengthMm'] / 1000, t['crimpMm'] / 1000
    girth = 2 * math.pi * r
    sections = []
    angles = [-math.pi + 2 * math.pi * i / AROUND for i in range(AROUND + 1)]
    circle = lambda rr: [(rr * math.sin(a), -rr * math.cos(a)) for a in angles]
    sections.append(([(0.0, 0.0)] * len(angles), base))
    for k in range(9):
        q = math.pi / 2 * k / 8
        sections.append((circle(neck + (r - neck) * math.sin(q)), base + shoulder * (1 - math.cos(q))))
    rows = max(8, round(length / STEP))
    for k in range(1, rows + 1):
        s = smoothstep(t['flatFrom'], 1.0, k / rows)
        b = r * (1 - s) + 0.0004 * s
        a = ellipse_axes(girth, b)
        sections.append(([(a * math.sin(q), -b * math.cos(q)) for q in angles], base + shoulder + length * k / rows))
    a_end = ellipse_axes(girth, 0.0004)
    flat = [(a_end * math.sin(q), -0.0004 * math.cos(q)) for q in angles]
    top = base + shoulder + length
    sections += [(flat, top + crimp * k / 4) for k in range(1, 5)]
    rings = section_rings(sections)
    panels = [SIDE] * (len(rings) - 5) + [SEAL] * 4
    return rings, panels


def arc_for(length, sag):
    """The half-angle and radius of a circular arc of `length` bowed `sag` from its chord (bisection)."""
    if sag < 1e-6:
        return 0.0, float('inf')
    lo, hi = 1e-6, math.pi / 2
    for _ in range(60):
        phi = (lo + hi) / 2
        lo, hi = (phi, hi) if (1 - math.cos(phi)) / (2 * phi) * length < sag else (lo, phi)
    return phi, length / (2 * phi)


def pouch_rings(p):
    """A stand-up pouch: at each height the front and back sheets are arcs of the sheet's width, bowed over the
    gusset most at the foot and not at all under the top seal; the side seals are flat fins beyond the arcs' ends."""
    w, h, g = p['widthMm'] / 1000, p['heightMm'] / 1000, p['gussetMm'] / 1000
    seal, fin, half = p['sealMm'] / 1000, p['finMm'] / 1000, 0.00015
    n = AROUND // 4
    sections, panels = [], []
    rows = max(12, round(h / STEP))
    for k in range(rows + 1):
        z = h * k / rows
        sag = g / 2 * (1 - smoothstep(0.08 * h, h - seal, z)) ** 0.9
        phi, radius = arc_for(w, sag)
        front = []
        for i in range(-n, n + 1):
            q = phi * i / n
            front.append((radius * math.sin(q), -(radius * math.cos(q) - radius + sag) - half) if phi else (w / 2 * i / n, -half))
        # Round from the back's middle: the back's left half, the left fin, the front, the right fin, the back's right half.
        back = [(x, -y) for x, y in front]
        edge = front[-1][0]
        ring = back[n::-1] + [(-edge - fin, half), (-edge - fin, -half)] + front + [(edge + fin, -half), (edge + fin, half)] + back[:n - 1:-1]
        sections.append((ring, z))
        panels.append(SIDE if z < h - seal else SEAL)
    return section_rings(sections), panels[:-1]


def turned(part, place, name):
    """A cap, pump or lid: a profile turned, grooved if it has `ribs`, `z` mm up the vessel."""
    rings = lathe_rings(part['profile'], part.get('ribs', 0), 0.0006)
    obj = rings_object(name, rings, [SEAL] * len(rings), part_material(part['material']))
    obj.matrix_world = place
    return obj


def block(b, place):
    """A small rounded block (a pump's nozzle, a can's tab): `size` mm (w, d, h) centred at `at` (x, y; z its foot)."""
    w, d, h = (s / 1000 for s in b['size'])
    obj = props.rounded_slab('block', w, d, h, min(w, d) * 0.3, 0.0, part_material(b['material']), ease=min(w, d, h) / 4)
    x, y, z = (c / 1000 for c in b['at'])
    obj.matrix_world = place @ Matrix.Translation((x, y, z)) @ Matrix.Rotation(math.radians(b.get('turn', 0)), 4, 'Z')
    return obj


def vessel(v, place, material, name='product'):
    """The body and its parts at `place`; the body first."""
    kind = v['body']['kind']
    if kind == 'lathe':
        rings = lathe_rings(v['body']['profile'])
        panels = [SIDE] * len(rings)
    else:
        rings, panels = tube_rings(v['body']) if kind == 'tube' else pouch_rings(v['body'])
    body = rings_object(name, rings, panels, material, 40 if kind == 'pouch' else 60)
    body.matrix_world = place
    parts = [turned(part, place, 'part') for part in v.get('parts', [])]
    return [body] + parts + [block(b, place) for b in v.get('blocks', [])]


def placement(p):
    """Standing at (x, y) mm, `z` mm up, turned `turn` degrees (its front to −y at 0)."""
    return Matrix.Translation((p['x'] / 1000, p['y'] / 1000, p.get('z', 0) / 1000)) @ Matrix.Rotation(math.radians(p.get('turn', 0)), 4, 'Z')


def main():
    spec, started = shoot.begin()
    render_paper.tabletop(spec)
    v, area = spec['vessel'], spec['printArea']
    product = vessel(v, placement(spec['place']), body_material(v['albedo'], v['finish'], area))
    framed = list(product)
    for other in spec.get('companions', []):
        paint = part_material({'kind': 'plastic', 'colour': other['colour'], 'roughness': 0.35})
        framed += vessel(other['vessel'], placement(other), paint, 'companion')
    for prop in spec.get('props', []):
        props.place(prop)
    shoot.shoot(spec, started, framed, render_paper.fit_camera, [('grid.json', product[0], area, *spec['grid'])])


if __name__ == '__main__':
    main()
