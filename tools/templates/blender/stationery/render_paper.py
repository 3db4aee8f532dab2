"""Renders printed paper's passes: `blender -b --factory-startup -P stationery/render_paper.py -- scene.json`.

Business cards, flyers, folded cards, magazines and notebooks on a tabletop (the staged T-shirts' surfaces,
../tee_staged/settings.py, and marble), alone, stacked, fanned, in a row or stood up half open, with a prop or two.
Each sheet is a slab as thick as the stock (or the whole block of pages), its top gently bowed or curled as paper
lies; every sheet is the product (the stock's colour, or the cover's; a block's page edges are paper), the print is a
rectangle of one sheet's face in millimetres from its lower left corner, so the
shared scripts one folder up take the passes (passes.py) and the print grid (grid.py) from it as from a garment."""
import math
import os
import sys

import bpy
from mathutils import Matrix, Vector

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'tee_staged'))
sys.path.insert(0, here)
import props  # noqa: E402
import settings  # noqa: E402
import shoot  # noqa: E402
import studio  # noqa: E402
from fabric import Nodes, aov  # noqa: E402

PRINT, PAPER = 0, 1
# How a stock's surface takes the light: roughness and specular of uncoated, silk and gloss-laminated card.
FINISHES = {'uncoated': (0.75, 0.3), 'silk': (0.45, 0.4), 'gloss': (0.18, 0.5)}


def paper_material(albedo, area, finish, further=()):
    """Card stock: the sheet's colour is the product's; its fibres a fine, uneven tooth (bump in millimetres, seen as
    the light grazes it), the finish its sheen; the template AOVs (print: the area's rectangle of the printed face,
    and each further area's of its panel: a book's spine)."""
    mat = bpy.data.materials.new('paper')
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    tooth = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=1.4, Detail=6.0, Roughness=0.6).outputs['Fac']
    cloud = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=0.08, Detail=3.0).outputs['Fac']
    height = n.math('ADD', tooth, n.math('MULTIPLY', cloud, 0.6))
    roughness, specular = FINISHES[finish]
    bump = n.add('ShaderNodeBump', Strength=0.12 if finish == 'uncoated' else 0.03, Distance=0.0002, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': roughness,
                                                 'Specular': specular, 'Normal': bump.outputs['Normal']})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    printed = 0.0
    for a in (area, *further):
        inside = n.math('COMPARE', panel, a['panel'])
        for value, op, coord in ((a['x0'], 'GREATER_THAN', u), (a['x1'], 'LESS_THAN', u),
                                 (a['y0'], 'GREATER_THAN', v), (a['y1'], 'LESS_THAN', v)):
            inside = n.math('MULTIPLY', inside, n.math(op, coord, value))
        printed = n.math('ADD', printed, inside)
    aov(n, 'print', value=printed)
    aov(n, 'product', value=1.0)
    combine = n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=n.math('ADD', panel, 1.0))
    aov(n, 'uvp', color=combine.outputs[0])
    return mat


def lift(sheet, s, t):
    """How far (m) the sheet stands off flat at (s, t) in 0–1 across its width and height: a bow along its length (a
    card cut from a sheet keeps a little of the roll) and a curl of the ends (a flyer that was rolled)."""
    along = (2 * t - 1) if sheet['heightMm'] >= sheet['widthMm'] else (2 * s - 1)
    bow = sheet.get('bowMm', 0) * (1 - along * along)
    curl = sheet.get('curlMm', 0) * max(0.0, abs(along) - 0.55) ** 2 / 0.2025
    return (bow + curl) / 1000


def standing(x, y, z, w, h, opening):
    """A spread folded down its middle and stood on its lower edge, half open: the right half (the front cover) faces
    the camera (−y), the left half (the back cover) swings back from the fold by `opening` degrees (180: flat open).
    (x, y, z): the flat spread's point, x from the fold, z off its inside (the outside is up)."""
    if x >= 0:
        return Vector((x, -z, y + h / 2))
    a = math.radians(opening)
    d = -x
    return Vector((d * math.cos(a) - z * math.sin(a), d * math.sin(a) + z * math.cos(a), y + h / 2))


def sheet_mesh(sheet, piece, verts, faces, uvs, panels, materials):
    """One sheet as a slab: top (gridded, bowed; panel PRINT on the printed sheet), bottom and four edges (PAPER),
    placed as `piece` says (x, y in mm on the table, `turn` degrees, resting on `on` sheets, or `stand`ing folded).
    A block's (sheet 'edges': 'pages') edges are its pages but the left one, the spine, which its cover wraps. A piece
    may be of its own size and stock (`sheet`: an envelope beside a card)."""
    sheet = {**sheet, **piece.get('sheet', {})}
    w, h, t = sheet['widthMm'] / 1000, sheet['heightMm'] / 1000, sheet['thicknessMm'] / 1000
    cols, rows = max(4, round(sheet['widthMm'] / 4)), max(4, round(sheet['heightMm'] / 4))
    place = (Matrix.Translation((piece['x'] / 1000, piece['y'] / 1000, piece.get('on', 0) * t))
             @ Matrix.Rotation(math.radians(piece.get('turn', 0)), 4, 'Z'))
    stand = piece.get('stand')
    top_panel = PRINT if piece.get('print') else PAPER

    def at(s, q, z_off):
        x, y, z = (s - 0.5) * w, (q - 0.5) * h, z_off + lift(sheet, s, q)
        return place @ (standing(x, y, z, w, h, stand['opening']) if stand else Vector((x, y, z)))

    def grid_at(z_off, flip):
        start = len(verts)
        for j in range(rows + 1):
            for i in range(cols + 1):
                s, q = i / cols, j / rows
                verts.append(at(s, q, z_off))
                uvs.append((s * sheet['widthMm'], q * sheet['heightMm']))
        for j in range(rows):
            for i in range(cols):
                a, b = start + j * (cols + 1) + i, start + j * (cols + 1) + i + 1
                c, d = b + cols + 1, a + cols + 1
                faces.append((a, d, c, b) if flip else (a, b, c, d))
                panels.append(top_panel if not flip else PAPER)
                materials.append(0)
        return start

    top, bottom = grid_at(t, False), grid_at(0.0, True)
    pages = sheet.get('edges') == 'pages'
    ring = ([(i, 0) for i in range(cols)] + [(cols, j) for j in range(rows)]
            + [(i, rows) for i in range(cols, 0, -1)] + [(0, j) for j in range(rows, 0, -1)])
    for k, (i, j) in enumerate(ring):
        i2, j2 = ring[(k + 1) % len(ring)]
        a, b = top + j * (cols + 1) + i, top + j2 * (cols + 1) + i2
        c, d = bottom + j2 * (cols + 1) + i2, bottom + j * (cols + 1) + i
        faces.append((b, a, d, c))
        panels.append(PAPER)
        spine = i == 0 and i2 == 0
        materials.append(1 if pages and not spine else 0)


def pages_material():
    """A block's page edges: off-white paper seen edge on, fine uneven lines where the leaves meet (no part of the
    product: its AOVs stay 0)."""
    mat = bpy.data.materials.new('pages')
    mat.use_nodes = True
    n = Nodes(mat)
    co = n.add('ShaderNodeTexCoord').outputs['Object']
    sep = n.add('ShaderNodeSeparateXYZ', Vector=co)
    leaves = n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', sep.outputs['X'], 40.0),
                   Y=n.math('MULTIPLY', sep.outputs['Y'], 40.0), Z=n.math('MULTIPLY', sep.outputs['Z'], 2500.0)).outputs[0]
    lines = n.add('ShaderNodeTexNoise', Vector=leaves, Scale=1.0, Detail=2.0).outputs['Fac']
    value = n.math('ADD', 0.74, n.math('MULTIPLY', lines, 0.16))
    colour = n.add('ShaderNodeCombineXYZ', X=value, Y=n.math('MULTIPLY', value, 0.98), Z=n.math('MULTIPLY', value, 0.93)).outputs[0]
    bump = n.add('ShaderNodeBump', Strength=0.3, Distance=0.0002, Height=lines)
    bsdf = n.add('ShaderNodeBsdfPrincipled', Roughness=0.85, Specular=0.2, Normal=bump.outputs['Normal'])
    n.tree.links.new(colour, bsdf.inputs['Base Color'])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    return mat


def paper(sheet, pieces, material):
    """Every sheet in one object (the product), the printed one's face carrying the print area's coordinates."""
    verts, faces, uvs, panels, materials = [], [], [], [], []
    for piece in pieces:
        sheet_mesh(sheet, piece, verts, faces, uvs, panels, materials)
    mesh = bpy.data.meshes.new('paper')
    mesh.from_pydata([tuple(v) for v in verts], [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for poly in mesh.polygons:
        for loop in poly.loop_indices:
            layer.data[loop].uv = uvs[mesh.loops[loop].vertex_index]
    panel = mesh.attributes.new('panel', 'INT', 'FACE')
    panel.data.foreach_set('value', panels)
    mesh.polygons.foreach_set('material_index', materials)
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    mesh.materials.append(pages_material())
    # Flat shading: a sheet's edge is a cut, not a curve.
    return obj


def fit_camera(objects, view):
    """A camera at azimuth/elevation (degrees) framing the objects' bounds to `fill` of the picture, looking at their
    centre moved by `aim` (mm, on the table)."""
    corners = [o.matrix_world @ Vector(c) for o in objects for c in o.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2 + Vector([a / 1000 for a in view.get('aim', (0, 0))] + [0])
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.y - lo.y, hi.z - lo.z) / 2
    return studio.camera(centre + direction * (extent / math.tan(half_fov) / view['fill']), centre, view['lens'])


def tabletop(spec):
    """What the paper lies on: a table (tee_staged/settings.py's surfaces, marble) or a studio sweep, and a wall behind
    it if asked for. The stickers, books and desk calendars (../stickers/, ../books/, ../calendar/) stand on the same."""
    table = spec['table']
    if table['surface'] == 'marble':
        props.marble_table(table['colour'])
    elif table['surface'] == 'sweep':
        # A studio's seamless paper: the floor curves up into the wall behind what stands on it.
        studio.sweep(table['colour'])
    else:
        settings.table(table['colour'], table['surface'])
    if spec.get('wall'):
        # A wall behind the table, out of focus, for a camera low enough to see past the table's end.
        bpy.ops.mesh.primitive_plane_add(size=6, location=(0, 0.9, 1.0), rotation=(math.pi / 2, 0, 0))
        bpy.context.active_object.data.materials.append(settings.surface('wall', spec['wall'], 'plaster'))


def main():
    spec, started = shoot.begin()
    tabletop(spec)
    sheet = spec['sheet']
    body = paper(sheet, spec['pieces'], paper_material(sheet['albedo'], spec['printArea'], sheet['finish']))
    for prop in spec.get('props', []):
        props.place(prop)
    shoot.shoot(spec, started, [body], fit_camera, [('grid.json', body, spec['printArea'], *spec['grid'])])


if __name__ == '__main__':
    main()
