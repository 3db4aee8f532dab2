"""Renders die-cut stickers' passes: `blender -b --factory-startup -P stickers/render_sticker.py -- scene.json`.

Vinyl stickers cut round, as rounded squares or rectangles, a white border round the print, lying on a tabletop (the
printed paper's, ../stationery/) or stuck to what stickers go on: a closed laptop's lid, a notebook's cover, a kraft
box, the backing sheet they came on. Each sticker is a slab of vinyl as thick as the stock, its corner peeled up if
asked; every sticker is the product (the vinyl's colour), the print is its face inside the border. The print grid is
taken from the face's plane extended over the print area's whole rectangle (a round sticker's print rectangle has
corners outside the cut), so the shared scripts one folder up take the passes (passes.py) and the grid (grid.py)."""
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
import settings  # noqa: E402
import shoot  # noqa: E402
from fabric import Nodes, aov, plain_material  # noqa: E402

# Roughness and specular of gloss-laminated and matte vinyl.
FINISHES = {'gloss': (0.12, 0.5), 'matte': (0.5, 0.4)}
# Mesh cells across a sticker, mm.
CELL = 2.0


def reach(d, hw, hh, r):
    """How far from the centre, along the unit direction d, the edge of a hw × hh half-size rectangle with corners
    rounded by r lies (a circle when r is both half sizes)."""
    ax, ay = abs(d.x), abs(d.y)
    t = min(hw / ax if ax > 1e-9 else math.inf, hh / ay if ay > 1e-9 else math.inf)
    cx, cy = hw - r, hh - r
    if r > 0 and ax * t > cx and ay * t > cy:
        # On the corner's arc: |t·d − c| = r, the far root.
        b = ax * cx + ay * cy
        t = b + math.sqrt(max(0.0, b * b - (cx * cx + cy * cy - r * r)))
    return t


def peeled(sticker, piece, x, y):
    """Where the point (x, y) mm from the sticker's centre goes, (x, y, z) m: past a fold line across its top right
    corner the vinyl is bent up round a cylinder (lengths kept, as a sheet bends), so the very corner stands `peelMm`
    off the table."""
    peel = piece.get('peelMm', 0)
    if not peel:
        return x / 1000, y / 1000, 0.0
    w, h = sticker['widthMm'], sticker['heightMm']
    normal = Vector((1 / w, 1 / h))
    scale = normal.length
    normal.normalize()
    # The fold is where x/w + y/h = 0.35; t is how far past it along the normal (mm), the corner `reach` past it.
    t = (x / w + y / h - 0.35) / scale
    if t <= 0:
        return x / 1000, y / 1000, 0.0
    reach = 0.65 / scale
    # The corner's bend angle θ: reach (1 − cos θ) / θ = peel (rising with θ up to 2 rad), by bisection.
    lo, hi = 1e-6, 2.0
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if reach * (1 - math.cos(mid)) / mid < peel else (lo, mid)
    radius = reach / lo
    a = t / radius
    back = t - radius * math.sin(a)
    return (x - normal.x * back) / 1000, (y - normal.y * back) / 1000, radius * (1 - math.cos(a)) / 1000


def placement(piece, thickness, base_top):
    return (Matrix.Translation((piece['x'] / 1000, piece['y'] / 1000, base_top + piece.get('on', 0) * thickness))
            @ Matrix.Rotation(math.radians(piece.get('turn', 0)), 4, 'Z'))


def sticker_mesh(sticker, piece, base_top, verts, faces, uvs, materials):
    """One sticker as a slab: the face (material 0: the print's side) and the back and cut edge (material 1), its
    grid squeezed radially into the die-cut shape; UVs are millimetres from the sticker's lower left corner."""
    w, h, t = sticker['widthMm'], sticker['heightMm'], sticker['thicknessMm'] / 1000
    hw, hh, r = w / 2, h / 2, min(sticker['cornerMm'], w / 2, h / 2)
    cols, rows = max(8, round(w / CELL)), max(8, round(h / CELL))
    place = placement(piece, t, base_top)

    def layer(z_off, flip):
        start = len(verts)
        for j in range(rows + 1):
            for i in range(cols + 1):
                x, y = -hw + w * i / cols, -hh + h * j / rows
                d = Vector((x, y))
                if d.length > 1e-9:
                    d = d * (reach(d.normalized(), hw, hh, r) / reach(d.normalized(), hw, hh, 0))
                px, py, pz = peeled(sticker, piece, d.x, d.y)
                verts.append(place @ Vector((px, py, z_off + pz)))
                uvs.append((d.x + hw, d.y + hh))
        for j in range(rows):
            for i in range(cols):
                a = start + j * (cols + 1) + i
                b, c, e = a + 1, a + cols + 2, a + cols + 1
                faces.append((a, e, c, b) if flip else (a, b, c, e))
                materials.append(1 if flip else 0)
        return start

    top, bottom = layer(t, False), layer(0.0, True)
    ring = ([(i, 0) for i in range(cols)] + [(cols, j) for j in range(rows)]
            + [(i, rows) for i in range(cols, 0, -1)] + [(0, j) for j in range(rows, 0, -1)])
    for k, (i, j) in enumerate(ring):
        i2, j2 = ring[(k + 1) % len(ring)]
        a, b = top + j * (cols + 1) + i, top + j2 * (cols + 1) + i2
        faces.append((b, a, bottom + j * (cols + 1) + i, bottom + j2 * (cols + 1) + i2))
        materials.append(1)


def print_plane(sticker, piece, base_top, area, cols, rows):
    """The printed sticker's face over the print area's whole rectangle (hidden from the render): where the print grid
    is found, so the corners of a round sticker's print rectangle lie on the face's plane too."""
    w, h, t = sticker['widthMm'], sticker['heightMm'], sticker['thicknessMm'] / 1000
    place = placement(piece, t, base_top)
    verts, uvs = [], []
    for j in range(rows + 1):
        for i in range(cols + 1):
            u = area['x0'] + (area['x1'] - area['x0']) * i / cols
            v = area['y0'] + (area['y1'] - area['y0']) * j / rows
            x, y = u - w / 2, v - h / 2
            px, py, pz = peeled(sticker, piece, x, y)
            verts.append(tuple(place @ Vector((px, py, t + pz))))
            uvs.append((u, v))
    faces = [(j * (cols + 1) + i, j * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i)
             for j in range(rows) for i in range(cols)]
    return mesh_object('print-plane', verts, faces, uvs, [0] * len(faces), [])


def mesh_object(name, verts, faces, uvs, materials, slots):
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata([tuple(v) for v in verts], [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        layer.data[loop.index].uv = uvs[loop.vertex_index]
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', [0] * len(faces))
    mesh.polygons.foreach_set('material_index', materials)
    for slot in slots:
        mesh.materials.append(slot)
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def vinyl_material(albedo, sticker, area):
    """Printable vinyl: the sticker's colour is the product's, a faint orange peel under the laminate's sheen; the
    template AOVs (print: inside the border, the print area's rectangle with the cut's corners, inset)."""
    mat = bpy.data.materials.new('vinyl')
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    peel = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=0.6, Detail=2.0).outputs['Fac']
    roughness, specular = FINISHES[sticker['finish']]
    bump = n.add('ShaderNodeBump', Strength=0.03, Distance=0.0002, Height=peel)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': roughness,
                                                 'Specular': specular, 'Normal': bump.outputs['Normal']})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    # Inside the inner rounded rectangle: |p| within the half sizes, and within the corner's radius of its centre.
    hw, hh = (area['x1'] - area['x0']) / 2, (area['y1'] - area['y0']) / 2
    r = max(0.0, min(sticker['cornerMm'] - sticker['borderMm'], hw, hh))
    ax = n.math('ABSOLUTE', n.math('SUBTRACT', u, (area['x0'] + area['x1']) / 2))
    ay = n.math('ABSOLUTE', n.math('SUBTRACT', v, (area['y0'] + area['y1']) / 2))
    dx = n.math('MAXIMUM', n.math('SUBTRACT', ax, hw - r), 0.0)
    dy = n.math('MAXIMUM', n.math('SUBTRACT', ay, hh - r), 0.0)
    corner = n.math('LESS_THAN', n.math('ADD', n.math('MULTIPLY', dx, dx), n.math('MULTIPLY', dy, dy)), r * r + 1e-6)
    inside = n.math('MULTIPLY', corner, n.math('MULTIPLY', n.math('LESS_THAN', ax, hw), n.math('LESS_THAN', ay, hh)))
    aov(n, 'print', value=inside)
    aov(n, 'product', value=1.0)
    combine = n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=1.0)
    aov(n, 'uvp', color=combine.outputs[0])
    return mat


def stickers(spec, base_top):
    """Every sticker in one object (the product); the printed one's print plane for the grid."""
    sticker = spec['sticker']
    verts, faces, uvs, materials = [], [], [], []
    for piece in spec['pieces']:
        sticker_mesh(sticker, piece, base_top, verts, faces, uvs, materials)
    # The back and the cut edge: the vinyl's colour too, but never the print.
    edge = vinyl_material(sticker['albedo'], sticker, {'x0': 0, 'y0': 0, 'x1': 0, 'y1': 0})
    body = mesh_object('product', verts, faces, uvs, materials, [vinyl_material(sticker['albedo'], sticker, spec['printArea']), edge])
    printed = next(p for p in spec['pieces'] if p.get('print'))
    cols, rows = spec['grid']
    plane = print_plane(sticker, printed, base_top, spec['printArea'], cols, rows)
    plane.hide_render = True
    return body, plane


def base(b):
    """What the stickers are stuck on, turned `turn` degrees at (x, y) mm; the height of its top, m."""
    kind, colour = b['kind'], b['colour']
    parts = []
    if kind == 'laptop':
        # A closed 13-inch laptop: the base and the lid, a hairline apart.
        metal = props.aluminium(colour)
        parts.append(props.rounded_slab('laptop-base', 0.304, 0.215, 0.0095, 0.01, 0.0, metal, 0.002))
        parts.append(props.rounded_slab('laptop-lid', 0.304, 0.215, 0.0055, 0.01, 0.0100, metal, 0.0015))
        top = 0.0155
    elif kind == 'notebook':
        # A softcover A5 notebook: the block of pages between its covers.
        cover = plain_material('cover', colour, 0.6)
        parts.append(props.rounded_slab('cover-back', 0.150, 0.212, 0.0008, 0.003, 0.0, cover, 0.0003))
        parts.append(props.rounded_slab('pages', 0.147, 0.209, 0.0104, 0.003, 0.0008, render_paper.pages_material(), 0.0003))
        parts.append(props.rounded_slab('cover-front', 0.150, 0.212, 0.0008, 0.003, 0.0112, cover, 0.0003))
        top = 0.012
    elif kind == 'box':
        # A kraft mailer box.
        parts.append(props.rounded_slab('box', 0.22, 0.16, 0.09, 0.001, 0.0, settings.surface('box', colour, 'paper'), 0.002))
        top = 0.09
    else:
        # The backing sheet the stickers came on.
        parts.append(props.rounded_slab('sheet', 0.105, 0.148, 0.0002, 0.002, 0.0, plain_material('backing', colour, 0.55), 0.00005))
        top = 0.0002
    turn = Matrix.Translation((b.get('x', 0) / 1000, b.get('y', 0) / 1000, 0)) @ Matrix.Rotation(math.radians(b.get('turn', 0)), 4, 'Z')
    for part in parts:
        part.matrix_world = turn
    return parts, top


def main():
    spec, started = shoot.begin()
    render_paper.tabletop(spec)
    under, top = base(spec['base']) if spec.get('base') else ([], 0.0)
    body, plane = stickers(spec, top)
    for prop in spec.get('props', []):
        props.place(prop)
    framed = under if spec['view'].get('frame') == 'base' else [body]
    shoot.shoot(spec, started, framed, render_paper.fit_camera, [('grid.json', plane, {**spec['printArea'], 'panel': 0}, *spec['grid'])])


if __name__ == '__main__':
    main()
