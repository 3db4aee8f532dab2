"""Renders a book's passes: `blender -b --factory-startup -P books/render_book.py -- scene.json`.

A hardcover (boards wrapped in the printed cover, the block of pages set in by the squares) or a paperback (a card
cover flush with its block), lying on a tabletop or standing on its tail, alone, on a pile of cloth-bound books, or
beside a pen and a cup (the printed paper's tables and props, ../stationery/). The cover is one mesh, unfolded in its
UVs as it was printed — back, spine, front, in millimetres — and wrapped round the hinges; the front cover (panel 0)
and the spine (panel 1) are print areas, so the shared scripts one folder up take the passes (passes.py) and a grid
for each area (grid.py: grid.json, grid-1.json)."""
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

FRONT, SPINE, BACK, INSIDE = 0, 1, 2, 3
# Mesh cells along the cover, m.
STEP = 0.004


def extent(b):
    """The book's board width and thickness (m): the unfolded cover's back, spine and front are `widthMm`, `spineMm`
    and `widthMm` long measured round the hinges, so the boards stand a little wider and the spine a little thicker
    than those by the hinges' rounding."""
    r = b['hingeMm']
    return (b['widthMm'] - math.pi * r / 4 + r) / 1000, (b['spineMm'] - math.pi * r / 2 + 2 * r) / 1000


def cover_path(b):
    """The cover's cross-section from the back's fore-edge round the spine to the front's: (u mm unfolded, x, z m,
    outward normal (nx, nz)), the book lying front up, its spine to the left (−x), its back on z = 0. Each hinge is a
    quarter circle; u is the length along the cover, so a millimetre of print is a millimetre of cover everywhere and
    the spine's printed width runs from the middle of one hinge to the middle of the other."""
    R = b['hingeMm']
    r = R / 1000
    back = b['widthMm'] - math.pi * R / 4
    spine = b['spineMm'] - math.pi * R / 2
    w, t = extent(b)
    x0 = -w / 2
    path = []

    def flat(length, start, end, u0, normal, last=False, bulge=0.0):
        count = max(2, round(length / 1000 / STEP))
        for i in range(count + (1 if last else 0)):
            f = i / count
            out = bulge * math.sin(math.pi * f)
            path.append((u0 + length * f, start[0] + (end[0] - start[0]) * f + normal[0] * out, start[1] + (end[1] - start[1]) * f, normal))
        return u0 + length

    def arc(cx, cz, a0, a1, u0):
        for k in range(6):
            a = math.radians(a0 + (a1 - a0) * k / 6)
            path.append((u0 + math.pi * R / 2 * k / 6, cx + r * math.cos(a), cz + r * math.sin(a), (math.cos(a), math.sin(a))))
        return u0 + math.pi * R / 2

    u = flat(back, (x0 + w, 0), (x0 + r, 0), 0, (0, -1))
    u = arc(x0 + r, r, -90, -180, u)
    # A hardcover's spine is rounded outward a little (`roundMm`), as its block is.
    u = flat(spine, (x0, r), (x0, t - r), u, (-1, 0), bulge=b.get('roundMm', 0) / 1000)
    u = arc(x0 + r, t - r, 180, 90, u)
    flat(back, (x0 + r, t), (x0 + w, t), u, (0, 1), last=True)
    return path


def panel_of(b, u):
    """Which part of the printed cover an unfolded position lies on."""
    return BACK if u < b['widthMm'] else SPINE if u < b['widthMm'] + b['spineMm'] else FRONT


def cover_mesh(b, place):
    """The cover as a shell as thick as the boards: outside (its panels), inside, the boards' fore-edges and the head
    and tail (INSIDE: the product, never the print); vertices placed by `place`."""
    path = cover_path(b)
    h, c = b['heightMm'] / 1000, b['boardMm'] / 1000
    rows = max(4, round(h / STEP))
    verts, uvs, faces, panels = [], [], [], []
    n = len(path)

    def sheet(offset):
        start = len(verts)
        for j in range(rows + 1):
            y = -h / 2 + h * j / rows
            for u, x, z, (nx, nz) in path:
                verts.append(place @ Vector((x - nx * offset, y, z - nz * offset)))
                uvs.append((u, b['heightMm'] * j / rows))
        return start

    outer, inner = sheet(0.0), sheet(c)
    at = lambda start, i, j: start + j * n + i  # noqa: E731
    for j in range(rows):
        for i in range(n - 1):
            faces.append((at(outer, i, j), at(outer, i + 1, j), at(outer, i + 1, j + 1), at(outer, i, j + 1)))
            panels.append(panel_of(b, (path[i][0] + path[i + 1][0]) / 2))
            faces.append((at(inner, i, j), at(inner, i, j + 1), at(inner, i + 1, j + 1), at(inner, i + 1, j)))
            panels.append(INSIDE)
        for i, flip in ((0, False), (n - 1, True)):
            quad = (at(outer, i, j), at(outer, i, j + 1), at(inner, i, j + 1), at(inner, i, j))
            faces.append(tuple(reversed(quad)) if flip else quad)
            panels.append(INSIDE)
    for j, flip in ((0, True), (rows, False)):
        for i in range(n - 1):
            quad = (at(outer, i, j), at(outer, i + 1, j), at(inner, i + 1, j), at(inner, i, j))
            faces.append(tuple(reversed(quad)) if flip else quad)
            panels.append(INSIDE)
    return verts, uvs, faces, panels


def placement(p, b):
    """Lying front up at (x, y) mm, `z` mm above the table (on other books), turned; or standing on its tail, the
    front towards the camera (−y)."""
    move = Matrix.Translation((p['x'] / 1000, p['y'] / 1000, p.get('z', 0) / 1000)) @ Matrix.Rotation(math.radians(p.get('turn', 0)), 4, 'Z')
    if p.get('stand'):
        return move @ Matrix.Translation((0, 0, b['heightMm'] / 2000)) @ Matrix.Rotation(math.radians(90), 4, 'X')
    return move


def book(b, p, material):
    """The product: the cover (one object; panels as the print areas say), and the block of pages inside it."""
    place = placement(p, b)
    verts, uvs, faces, panels = cover_mesh(b, place)
    mesh = bpy.data.meshes.new('cover')
    mesh.from_pydata([tuple(v) for v in verts], [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        layer.data[loop.index].uv = uvs[loop.vertex_index]
    attribute = mesh.attributes.new('panel', 'INT', 'FACE')
    attribute.data.foreach_set('value', panels)
    mesh.polygons.foreach_set('use_smooth', [True] * len(faces))
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(35)
    cover = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(cover)
    mesh.materials.append(material)
    # The block: from the spine's inside to the squares short of the boards' edges.
    (w, t), h = extent(b), b['heightMm'] / 1000
    c, sq = b['boardMm'] / 1000, b['squareMm'] / 1000
    block = props.rounded_slab('pages', w - c - sq, h - 2 * sq, t - 2 * c, 0.0005, c, render_paper.pages_material(), 0.0003)
    block.matrix_world = place @ Matrix.Translation(((c - sq) / 2, 0, 0))
    return cover


def cloth(colour):
    """Book cloth: a woven, matte cover."""
    return plain_material('cloth', colour, 0.85)


def other_book(o):
    """A cloth-bound book that is not the product, lying at (x, y, z) mm, turned: two boards, a spine, its pages."""
    w, h, t = o['widthMm'] / 1000, o['heightMm'] / 1000, o['thicknessMm'] / 1000
    board, sq = 0.0025, 0.003
    mat = cloth(o['colour'])
    parts = [
        props.rounded_slab('board', w, h, board, 0.001, 0.0, mat, 0.0006),
        props.rounded_slab('board', w, h, board, 0.001, t - board, mat, 0.0006),
        props.rounded_slab('pages', w - sq - board, h - 2 * sq, t - 2 * board, 0.0005, board, render_paper.pages_material(), 0.0003),
        props.rounded_slab('spine', board * 2, h, t, 0.001, 0.0, mat, 0.0008),
    ]
    place = Matrix.Translation((o['x'] / 1000, o['y'] / 1000, o.get('z', 0) / 1000)) @ Matrix.Rotation(math.radians(o.get('turn', 0)), 4, 'Z')
    offsets = (0, 0, (board - sq) / 2, -w / 2 + board)
    for part, dx in zip(parts, offsets):
        part.matrix_world = place @ Matrix.Translation((dx, 0, 0))
    return parts


def main():
    spec, started = shoot.begin()
    render_paper.tabletop(spec)
    b = spec['book']
    area, further = spec['printArea'], spec.get('furtherAreas', [])
    cover = book(b, spec['place'], render_paper.paper_material(b['albedo'], area, b['finish'], further))
    others = [part for o in spec.get('others', []) for part in other_book(o)]
    for prop in spec.get('props', []):
        props.place(prop)
    framed = [cover] + (others if spec['view'].get('frame') == 'all' else [])
    grids = [('grid.json', cover, area, *spec['grid'])] + [('grid-%d.json' % a['panel'], cover, a, a['cols'], a['rows']) for a in further]
    shoot.shoot(spec, started, framed, render_paper.fit_camera, grids)


if __name__ == '__main__':
    main()
