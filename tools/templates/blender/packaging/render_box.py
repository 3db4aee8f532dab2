"""Renders a folding carton's passes: `blender -b --factory-startup -P packaging/render_box.py -- scene.json`.

A reverse-tuck carton (or a corrugated mailer: the same, of thicker board) standing or lying on the printed paper's
tables and sweeps (../stationery/), alone, on or beside plain shipping boxes, with a pump bottle. The carton is one
mesh whose UVs are its dieline in millimetres: the four walls in a row from the back left crease (left, front, right,
back) and the lid above the front. Every crease is a quarter circle about a millimetre across, shared by the panels
it joins, so a panel's printed size is its size on the board. The lid is hinged at the back and tucked in at the
front; its cut side edges stand just above the side walls. The panels the scene prints (the front, a side, the top)
are print areas, the first panel 0 (passes.py, grid.py); the rest of the outside is the product unprinted, the cut
edges and the inside the board's core (no part of the product)."""
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
from fabric import plain_material  # noqa: E402

# Panels that are not print areas: the unprinted outside, and the board's core (cut edges, inside).
OUTSIDE, CORE = 7, 8
# Mesh cells along flat board, m; segments in a quarter-circle crease.
STEP = 0.003
ARC = 8


def outer_size(b):
    """The carton's outside width, depth and height (m): each panel runs from the middle of one crease to the middle
    of the next, so the flat between two creases is a panel less half of each."""
    r = b['creaseMm']
    return [(b[k] - math.pi * r / 2 + 2 * r) / 1000 for k in ('widthMm', 'depthMm', 'heightMm')]


def steps(length):
    return max(2, round(length / STEP))


def walls_ring(b):
    """The walls seen from above, from the middle of the back left crease round by the left, front, right and back
    walls: (u mm along the dieline, x, y m, outward normal (nx, ny), how far across its flat (0–1, None on a crease),
    wall)."""
    wo, do, _ = outer_size(b)
    r = b['creaseMm'] / 1000
    R = b['creaseMm']
    corners = {'BL': (-wo / 2 + r, do / 2 - r), 'FL': (-wo / 2 + r, -do / 2 + r), 'FR': (wo / 2 - r, -do / 2 + r), 'BR': (wo / 2 - r, do / 2 - r)}
    ring, u = [], 0.0

    def arc(corner, a0, a1, wall):
        nonlocal u
        cx, cy = corners[corner]
        count = max(2, round(ARC * abs(a1 - a0) / 90))
        for k in range(count):
            a = math.radians(a0 + (a1 - a0) * k / count)
            ring.append((u + R * abs(math.radians(a1 - a0)) * k / count, cx + r * math.cos(a), cy + r * math.sin(a), (math.cos(a), math.sin(a)), None, wall(k / count)))
        u += R * abs(math.radians(a1 - a0))

    def flat(start, end, normal, wall):
        nonlocal u
        length = math.dist(start, end)
        count = steps(length)
        for i in range(count):
            f = i / count
            ring.append((u + length * 1000 * f, start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f, normal, f, wall))
        u += length * 1000

    def half(a, b_):
        return lambda f: a if f < 0.5 else b_

    arc('BL', 135, 180, lambda f: 'left')
    flat((-wo / 2, do / 2 - r), (-wo / 2, -do / 2 + r), (-1, 0), 'left')
    arc('FL', 180, 270, half('left', 'front'))
    flat((-wo / 2 + r, -do / 2), (wo / 2 - r, -do / 2), (0, -1), 'front')
    arc('FR', 270, 360, half('front', 'right'))
    flat((wo / 2, -do / 2 + r), (wo / 2, do / 2 - r), (1, 0), 'right')
    arc('BR', 0, 90, half('right', 'back'))
    flat((wo / 2 - r, do / 2), (-wo / 2 + r, do / 2), (0, 1), 'back')
    arc('BL', 90, 135, lambda f: 'back')
    cx, cy = corners['BL']
    a = math.radians(135)
    ring.append((u, cx + r * math.cos(a), cy + r * math.sin(a), (math.cos(a), math.sin(a)), None, 'back'))
    return ring


def walls_profile(b):
    """The walls' section from the bottom crease up to where the lid sits: (v mm up the dieline, inward m, z m, how far
    up the flat (0–1, None on the crease)). v is 0 at the middle of the bottom crease."""
    _, _, ho = outer_size(b)
    r, R = b['creaseMm'] / 1000, b['creaseMm']
    profile = []
    for k in range(ARC // 2 + 1):
        a = math.pi / 2 * k / (ARC // 2)
        profile.append((R * a - math.pi * R / 4, r - r * math.sin(a), r - r * math.cos(a), None))
    top = ho - r
    count = steps(top - r)
    for i in range(1, count + 1):
        z = r + (top - r) * i / count
        profile.append((math.pi * R / 4 + (z - r) * 1000, 0.0, z, i / count))
    return profile


def lid_profile(b):
    """The lid's section from its front fold over the top to its back fold: (v mm on, y, z m, outward normal (ny,
    nz), how far across the top (0–1, None on a fold)). It goes on from the front wall's v."""
    _, do, ho = outer_size(b)
    r, R, H, D = b['creaseMm'] / 1000, b['creaseMm'], b['heightMm'], b['depthMm']
    base = ho - r
    profile = []
    for k in range(ARC + 1):
        a = math.radians(180 - 90 * k / ARC)
        profile.append((H - math.pi * R / 4 + R * (math.pi - a), -do / 2 + r + r * math.cos(a), base + r * math.sin(a), (math.cos(a), math.sin(a)), None))
    count = steps(do - 2 * r)
    for i in range(1, count):
        f = i / count
        profile.append((H + math.pi * R / 4 + (do - 2 * r) * 1000 * f, -do / 2 + r + (do - 2 * r) * f, ho, (0, 1), f))
    for k in range(ARC + 1):
        a = math.radians(90 - 90 * k / ARC)
        profile.append((H + D - math.pi * R / 4 + R * (math.pi / 2 - a), do / 2 - r + r * math.cos(a), base + r * math.sin(a), (math.cos(a), math.sin(a)), None))
    return profile


class Mesh:
    """Vertices with their dieline UVs, and faces with their panel and material (0: the printed board, 1: its core)."""

    def __init__(self, place):
        self.place, self.verts, self.uvs, self.faces, self.panels, self.materials = place, [], [], [], [], []

    def vert(self, co, uv=(0.0, 0.0)):
        self.verts.append(self.place @ Vector(co))
        self.uvs.append(uv)
        return len(self.verts) - 1

    def face(self, loop, panel, material=0):
        self.faces.append(tuple(loop))
        self.panels.append(panel)
        self.materials.append(material)

    def sheet(self, grid, panel_of, flip=False, material=0):
        """Quads over a grid of vertex indices (rows of columns); `panel_of(i, j)` names the quad's panel."""
        for j in range(len(grid) - 1):
            for i in range(len(grid[j]) - 1):
                quad = (grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i])
                self.face(reversed(quad) if flip else quad, panel_of(i, j), material)

    def object(self, name, materials):
        mesh = bpy.data.meshes.new(name)
        mesh.from_pydata([tuple(v) for v in self.verts], [], self.faces)
        layer = mesh.uv_layers.new(name='pattern')
        for loop in mesh.loops:
            layer.data[loop.index].uv = self.uvs[loop.vertex_index]
        mesh.attributes.new('panel', 'INT', 'FACE').data.foreach_set('value', self.panels)
        mesh.polygons.foreach_set('material_index', self.materials)
        mesh.polygons.foreach_set('use_smooth', [True] * len(self.faces))
        # Creases are rounded in the mesh; cut edges stay sharp.
        mesh.use_auto_smooth = True
        mesh.auto_smooth_angle = math.radians(35)
        obj = bpy.data.objects.new(name, mesh)
        bpy.context.scene.collection.objects.link(obj)
        for material in materials:
            mesh.materials.append(material)
        return obj


def carton(b, place, panels, materials, name='product'):
    """The carton at `place` (its base centred on the origin, the front towards −y). `panels` maps the printed faces
    ('front', 'left', 'right', 'top') to their panel numbers; boards bulge `bulgeMm` and the lid bows `bowMm`, as a
    filled carton does."""
    wo, do, ho = outer_size(b)
    t = b['boardMm'] / 1000
    bulge, bow = b.get('bulgeMm', 0) / 1000, b.get('bowMm', 0) / 1000
    m = Mesh(place)
    panel = lambda face: panels.get(face, OUTSIDE)  # noqa: E731

    ring, profile = walls_ring(b), walls_profile(b)
    outer = []
    for v, inward, z, fz in profile:
        row = []
        for u, x, y, (nx, ny), fu, _ in ring:
            out = -inward + (bulge * math.sin(math.pi * fu) * math.sin(math.pi * fz) if fu is not None and fz is not None else 0)
            row.append(m.vert((x + nx * out, y + ny * out, z), (u, v)))
        outer.append(row)
    m.sheet(outer, lambda i, j: panel(ring[i][5]) if profile[j][0] + profile[j + 1][0] > 0 else OUTSIDE)
    # The base, under the bottom creases.
    m.face(reversed(outer[0][:-1]), OUTSIDE)
    # The walls' cut top edge, their inside and the inside of the base: the board's core.
    top_z = profile[-1][2]
    inner = [[m.vert((x - nx * t, y - ny * t, z)) for _, x, y, (nx, ny), _, _ in ring] for z in (top_z, t)]
    m.sheet([outer[-1], inner[0]], lambda i, j: CORE, material=1)
    m.sheet(inner, lambda i, j: CORE, material=1)
    m.face(inner[1][:-1], CORE, 1)

    # The lid: outside, inside (its core), cut edges at the sides and along its front and back ends.
    lid = lid_profile(b)
    r = b['creaseMm'] / 1000
    count = steps(wo)
    xs = [-wo / 2 + wo * i / count for i in range(count + 1)]
    u_of = lambda x: b['depthMm'] + math.pi * b['creaseMm'] / 4 + (x + wo / 2 - r) * 1000  # noqa: E731

    def surface(offset):
        rows = []
        for v, y, z, (ny, nz), fy in lid:
            row = []
            for i, x in enumerate(xs):
                lift = bow * math.sin(math.pi * fy) * math.sin(math.pi * i / count) if fy is not None and offset == 0 else 0
                row.append(m.vert((x, y - ny * offset, z - nz * offset + lift), (u_of(x), v)))
            rows.append(row)
        return rows

    top, under = surface(0.0), surface(t)
    H, D = b['heightMm'], b['depthMm']

    def lid_panel(i, j):
        v = (lid[j][0] + lid[j + 1][0]) / 2
        return panel('front') if v < H else panel('top') if v < H + D else OUTSIDE

    m.sheet(top, lid_panel)
    m.sheet(under, lambda i, j: CORE, flip=True, material=1)
    for column, flip in ((0, False), (count, True)):
        m.sheet([[row[column] for row in top], [row[column] for row in under]], lambda i, j: CORE, flip=flip, material=1)
    for row, flip in ((0, True), (len(lid) - 1, False)):
        m.sheet([top[row], under[row]], lambda i, j: CORE, flip=flip, material=1)
    return m.object(name, materials)


def board_core(colour):
    """The board inside its printed face: uncoated, matte."""
    return plain_material('core', colour, 0.9)


def placement(p, b):
    """Standing at (x, y) mm, `z` mm up (on another box), turned; or lying on its back, the front up and the top away
    from a camera in front."""
    move = Matrix.Translation((p['x'] / 1000, p['y'] / 1000, p.get('z', 0) / 1000)) @ Matrix.Rotation(math.radians(p.get('turn', 0)), 4, 'Z')
    if p.get('lie'):
        _, do, ho = outer_size(b)
        return move @ Matrix.Translation((0, -ho / 2, do / 2)) @ Matrix.Rotation(math.radians(-90), 4, 'X')
    return move


def pump_bottle(x, y, colour):
    """A cosmetics pump bottle beside its carton: a matte plastic body with rounded shoulders, a ribbed collar and a
    pump head with its nozzle (no part of the product)."""
    r, h = 0.024, 0.1
    plastic = plain_material('bottle', colour, 0.6)
    head = plain_material('pump', (0.02, 0.02, 0.022), 0.35)
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=r, depth=h, location=(x / 1000, y / 1000, h / 2))
    body = bpy.context.active_object
    body.data.materials.append(plastic)
    bevel = body.modifiers.new('shoulder', 'BEVEL')
    bevel.width, bevel.segments = 0.008, 6
    parts = [body]
    for radius, depth, z in ((0.009, 0.012, h + 0.006), (0.0075, 0.02, h + 0.022), (0.011, 0.008, h + 0.036)):
        bpy.ops.mesh.primitive_cylinder_add(vertices=64, radius=radius, depth=depth, location=(x / 1000, y / 1000, z))
        part = bpy.context.active_object
        part.data.materials.append(head)
        part.modifiers.new('ease', 'BEVEL').width = 0.0008
        parts.append(part)
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(x / 1000 + 0.014, y / 1000, h + 0.037))
    nozzle = bpy.context.active_object
    nozzle.scale = (0.022, 0.007, 0.006)
    nozzle.data.materials.append(head)
    nozzle.modifiers.new('ease', 'BEVEL').width = 0.0015
    parts.append(nozzle)
    for part in parts:
        for poly in part.data.polygons:
            poly.use_smooth = True
    return parts


def main():
    spec, started = shoot.begin()
    render_paper.tabletop(spec)
    b = spec['box']
    area, further = spec['printArea'], spec.get('furtherAreas', [])
    outside = render_paper.paper_material(b['albedo'], area, b['finish'], further)
    box = carton(b, placement(spec['place'], b), spec['panels'], [outside, board_core(b['core'])])
    others = []
    for o in spec.get('others', []):
        plain = plain_material('shipping box', o['colour'], 0.85)
        make = {'widthMm': o['widthMm'], 'heightMm': o['heightMm'], 'depthMm': o['depthMm'], 'boardMm': 1.5, 'creaseMm': 2.0,
                'bulgeMm': 0.8, 'bowMm': 0.6}
        others.append(carton(make, placement(o, make), {}, [plain, plain], 'shipping box'))
    for prop in spec.get('props', []):
        props.place(prop)
    # A bottle is always framed with the box; shipping boxes when the view says so.
    bottle = pump_bottle(**spec['bottle']) if spec.get('bottle') else []
    framed = [box] + bottle + (others if spec['view'].get('frame') == 'all' else [])
    grids = [('grid.json', box, area, *spec['grid'])] + [('grid-%d.json' % a['panel'], box, a, a['cols'], a['rows']) for a in further]
    shoot.shoot(spec, started, framed, render_paper.fit_camera, grids)


if __name__ == '__main__':
    main()
