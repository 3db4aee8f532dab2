"""Renders a calendar's passes: `blender -b --factory-startup -P calendar/render_calendar.py -- scene.json`.

A month's page — the picture above, the month's dates set in type below — bound with double wire along its top:
hung from a nail on a wall over a pad of the other months (the wall-art rooms, ../wall_art/), or standing on a desk as
a tent, the page leaning forward from the wire and a card leg behind it (the printed paper's tables, ../stationery/).
The page is the product (its paper's colour); the picture is the print area; the dates are ink, no part of the
product, so they stay black whatever the paper's colour. The page is a grid with its UVs in millimetres, so the shared
scripts one folder up take the passes (passes.py) and the print grid (grid.py)."""
import calendar as months
import math
import os
import sys

import bpy
from mathutils import Matrix, Vector

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'wall_art'))
sys.path.insert(0, os.path.join(blender, 'stationery'))
import props  # noqa: E402
import render_paper  # noqa: E402
import render_wall  # noqa: E402
import shoot  # noqa: E402
from fabric import plain_material  # noqa: E402

# The month on the page.
YEAR, MONTH = 2027, 3
# Wire-O's pitch (3:1, 8.47 mm a pair of loops) and the loops' radius, mm.
PITCH, LOOP = 8.47, 4.2


def page(w, h, frame, cols, rows, material):
    """The page: a cols × rows grid in its own plane (x across, y up from its lower left corner, z out of the printed
    face), placed by `frame`; UVs in millimetres, all of it panel 0."""
    verts = [tuple(frame @ Vector((w * i / cols / 1000, h * j / rows / 1000, 0))) for j in range(rows + 1) for i in range(cols + 1)]
    faces = [(j * (cols + 1) + i, j * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i) for j in range(rows) for i in range(cols)]
    mesh = bpy.data.meshes.new('page')
    mesh.from_pydata(verts, [], faces)
    uv = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        k = loop.vertex_index
        uv.data[loop.index].uv = (w * (k % (cols + 1)) / cols, h * (k // (cols + 1)) / rows)
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', [0] * len(faces))
    obj = bpy.data.objects.new('page', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    return obj


def words(text, x, y, size, frame, ink, align='CENTER'):
    """Type on the page at (x, y) mm (its baseline's centre or left end), `size` mm tall capitals, a hair off it."""
    curve = bpy.data.curves.new('type', 'FONT')
    curve.body = text
    curve.size = size / 1000 / 0.72
    curve.align_x = align
    obj = bpy.data.objects.new('type', curve)
    bpy.context.scene.collection.objects.link(obj)
    obj.data.materials.append(ink)
    obj.matrix_world = frame @ Matrix.Translation((x / 1000, y / 1000, 0.00015))
    return obj


def dates(box, frame, ink, accent):
    """The month in type within `box` (mm on the page): its name and year above a week to a row (Sundays in the accent
    colour) — or, in a wide band (a desk calendar's), the name to the left of the weeks."""
    x0, y0, x1, y1 = box['x0'], box['y0'], box['x1'], box['y1']
    weeks = months.Calendar(0).monthdayscalendar(YEAR, MONTH)
    title = f'{months.month_name[MONTH].upper()} {YEAR}'
    wide = x1 - x0 > 2.5 * (y1 - y0)
    lines = len(weeks) + (1.3 if wide else 2.4)
    line = (y1 - y0) / lines
    digits = line * 0.52
    parts = []
    if wide:
        parts.append(words(title, x0, (y0 + y1) / 2 - digits * 0.6, digits * 1.6, frame, ink, 'LEFT'))
        # The weeks at the right, each column about three lines wide.
        x0 = max(x0 + (x1 - x0) * 0.4, x1 - 7 * line * 3.2)
        top = y1 - line * 0.9
    else:
        parts.append(words(title, x0, y1 - line * 0.9, digits * 1.3, frame, ink, 'LEFT'))
        top = y1 - line * 2.1
    column = lambda d: x0 + (x1 - x0) * (d + 0.5) / 7  # noqa: E731
    for d, name in enumerate(('M', 'T', 'W', 'T', 'F', 'S', 'S')):
        parts.append(words(name, column(d), top, digits * 0.7, frame, accent if d == 6 else ink))
    for row, week in enumerate(weeks):
        for d, day in enumerate(week):
            if day:
                parts.append(words(str(day), column(d), top - line * (1.15 + row), digits, frame, accent if d == 6 else ink))
    return parts


def wire(w, h, frame, metal):
    """Double Wire-O along the page's top edge: pairs of loops through holes 4 mm down, round the edge."""
    loops = []
    count = int((w - 10) // PITCH)
    start = (w - (count - 1) * PITCH) / 2
    for k in range(count):
        for dx in (-1.4, 1.4):
            bpy.ops.curve.primitive_bezier_circle_add(radius=LOOP / 1000)
            ring = bpy.context.active_object
            ring.data.bevel_depth = 0.00045
            ring.data.bevel_resolution = 2
            ring.data.materials.append(metal)
            # Upright in the page's y-z plane, its centre on the top edge less the hole's depth and the radius.
            ring.matrix_world = frame @ Matrix.Translation(((start + k * PITCH + dx) / 1000, (h - 4 + LOOP) / 1000, 0)) @ Matrix.Rotation(math.pi / 2, 4, 'Y')
            loops.append(ring)
    return loops


def hanger(w, h, frame, metal):
    """The wire hanger bent up from the binding's middle to a nail in the wall, and the nail's head."""
    top = h + 2 * LOOP - 4
    points = [(w / 2 - 14, top, 0.004), (w / 2, top + 22, 0.006), (w / 2 + 14, top, 0.004)]
    data = bpy.data.curves.new('hanger', 'CURVE')
    data.dimensions = '3D'
    data.bevel_depth = 0.0006
    spline = data.splines.new('POLY')
    spline.points.add(len(points) - 1)
    for p, (x, y, z) in zip(spline.points, points):
        p.co = (x / 1000, y / 1000, z, 1)
    hook = bpy.data.objects.new('hanger', data)
    bpy.context.scene.collection.objects.link(hook)
    data.materials.append(metal)
    hook.matrix_world = frame
    parts = [hook]
    # The nail: its shaft from the wall (2 mm behind the page) to its head, 9 mm out.
    for radius, depth, z in ((0.0011, 0.011, 0.0035), (0.0032, 0.0012, 0.0095)):
        bpy.ops.mesh.primitive_cylinder_add(radius=radius, depth=depth)
        nail = bpy.context.active_object
        nail.data.materials.append(metal)
        nail.matrix_world = frame @ Matrix.Translation((w / 2 / 1000, (top + 21) / 1000, z))
        parts.append(nail)
    return parts


def wall_calendar(spec, p, ink, accent, metal, paper):
    """Hung on the wall: the page over a pad of the other months, its back against y = 0 (the wall-art mount)."""
    w, h, pad = p['widthMm'], p['heightMm'], 2.0
    # Page coordinates → the wall's (x across, −y out of it, z up), centred on the page.
    frame = Matrix.Translation((-w / 2000, -pad / 1000, -h / 2000)) @ Matrix.Rotation(math.pi / 2, 4, 'X')
    sheet = page(w, h, frame, max(8, round(w / 10)), max(8, round(h / 10)), paper)
    stack = render_wall.render_poster.box('pad', (w / 1000, pad / 1000 - 0.0002, h / 1000), (0, -pad / 2000, 0),
                                          plain_material('pad', (0.85, 0.85, 0.83), 0.8))
    parts = [sheet, stack] + dates(spec['dates'], frame, ink, accent) + wire(w, h, frame, metal) + hanger(w, h, frame, metal)
    render_wall.mount(parts, {**p, 'matMm': 0, 'frameMm': 0}, spec)
    return sheet, [sheet, stack]


def desk_calendar(spec, p, ink, accent, metal, paper):
    """A tent on the desk: the page leaning forward by `leanDeg` from the wire at its top, a card leg behind."""
    w, h, lean = p['widthMm'], p['heightMm'], math.radians(spec['leanDeg'])
    apex = h * math.cos(lean) / 1000
    place = Matrix.Translation((0, 0, apex)) @ Matrix.Rotation(math.radians(spec.get('turn', 0)), 4, 'Z')
    # Page coordinates: its top edge at the apex, hanging forward (−y) and down.
    hang = Matrix.Translation((-w / 2000, 0, -h / 1000)) @ Matrix.Rotation(math.pi / 2, 4, 'X')
    frame = place @ Matrix.Rotation(-lean, 4, 'X') @ hang
    sheet = page(w, h, frame, max(8, round(w / 6)), max(8, round(h / 6)), paper)
    leg = page(w, h, place @ Matrix.Rotation(lean, 4, 'X') @ Matrix.Translation((0, 0.0008, 0)) @ hang, 4, 4,
               plain_material('leg', (0.8, 0.79, 0.76), 0.75))
    leg.name = 'leg'
    dates(spec['dates'], frame, ink, accent)
    wire(w, h, frame, metal)
    return sheet, [sheet, leg]


def main():
    spec, started = shoot.begin()
    p = spec['page']
    ink = plain_material('ink', (0.02, 0.02, 0.022), 0.6)
    accent = plain_material('accent', (0.5, 0.04, 0.03), 0.6)
    metal = plain_material('wire', (0.55, 0.55, 0.57), 0.3)
    metal.node_tree.nodes['Principled BSDF'].inputs['Metallic'].default_value = 1.0
    paper = render_paper.paper_material(p['albedo'], spec['printArea'], p['finish'])
    if spec['kind'] == 'wall':
        render_wall.room(spec)
        sheet, framed = wall_calendar(spec, p, ink, accent, metal, paper)
        fit = render_wall.fit_camera
    else:
        render_paper.tabletop(spec)
        sheet, framed = desk_calendar(spec, p, ink, accent, metal, paper)
        for prop in spec.get('props', []):
            props.place(prop)
        fit = render_paper.fit_camera
    shoot.shoot(spec, started, framed, fit, [('grid.json', sheet, spec['printArea'], *spec['grid'])])


if __name__ == '__main__':
    main()
