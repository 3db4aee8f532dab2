"""Renders a screen's passes: `blender -b --factory-startup -P devices/render_device.py -- scene.json`.

A phone, a tablet, a laptop's lid or a monitor: a slab of a body with rounded corners and eased edges (its frame the
product: its colour), buttons on its sides, and over its front a sheet of glass: black round the display, the display
itself the print area, a phone's camera island a black pill in it. The display is lit from within, so its light is the
layers' business (physical/device.ts); here it is a matte white under the glass, whose clear coat mirrors the set (the
gloss passes: reflections over the design). A phone or tablet lies on a table (the printed paper's, ../stationery/),
leans back on a wedge or floats tilted over a sweep; a laptop's lid is hinged open on its base (black keys standing
proud of the deck, a trackpad); a monitor stands on its neck and foot. The shared scripts one folder up take the
passes (passes.py) and the print grid (grid.py) from a hidden plane over the display's whole rectangle (its corners
are rounded off the glass)."""
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

# The glass stands this far proud of the body's flat top, m (so the two never share a plane).
PROUD = 0.00005
# Black glass round the display, and the pill of the camera island.
BLACK = 0.006


def front_uv(d):
    """The front's print coordinates (mm, from its lower left as the design stands) of a point (m, from the device's
    middle), and back: a landscape device's design runs up its −x."""
    w, h = d['widthMm'], d['heightMm']
    if d.get('landscape'):
        return (lambda x, y: (y * 1000 + h / 2, w / 2 - x * 1000)), (lambda u, v: ((w / 2 - v) / 1000, (u - h / 2) / 1000))
    return (lambda x, y: (x * 1000 + w / 2, y * 1000 + h / 2)), (lambda u, v: ((u - w / 2) / 1000, (v - h / 2) / 1000))


def pose(d, p):
    """The device lying face up, centred (a landscape one turned a quarter so its design stands up), turned face-on
    by `tilt` degrees about its width (90: upright, facing −y), `roll` about its height, then `turn` about the
    vertical; set at (x, y) mm with its lowest point `z` mm up."""
    t = d['thicknessMm'] / 1000
    spin = (Matrix.Rotation(math.radians(p.get('turn', 0)), 4, 'Z') @ Matrix.Rotation(math.radians(p.get('tilt', 0)), 4, 'X')
            @ Matrix.Rotation(math.radians(p.get('roll', 0)), 4, 'Y') @ Matrix.Rotation(math.radians(-90 if d.get('landscape') else 0), 4, 'Z')
            @ Matrix.Translation((0, 0, -t / 2)))
    w, h = d['widthMm'] / 2000, d['heightMm'] / 2000
    lowest = min((spin @ Vector((x, y, z))).z for x in (-w, w) for y in (-h, h) for z in (0, t))
    return Matrix.Translation((p['x'] / 1000, p['y'] / 1000, p.get('z', 0) / 1000 - lowest)) @ spin


def rounded_rect(n, u, v, x0, y0, x1, y1, r):
    """1 inside the rectangle (x0, y0)–(x1, y1) of (u, v) with corners rounded by r, else 0 (shader nodes)."""
    hw, hh = (x1 - x0) / 2, (y1 - y0) / 2
    r = max(0.0, min(r, hw, hh))
    ax = n.math('ABSOLUTE', n.math('SUBTRACT', u, (x0 + x1) / 2))
    ay = n.math('ABSOLUTE', n.math('SUBTRACT', v, (y0 + y1) / 2))
    dx = n.math('MAXIMUM', n.math('SUBTRACT', ax, hw - r), 0.0)
    dy = n.math('MAXIMUM', n.math('SUBTRACT', ay, hh - r), 0.0)
    corner = n.math('LESS_THAN', n.math('ADD', n.math('MULTIPLY', dx, dx), n.math('MULTIPLY', dy, dy)), r * r + 1e-6)
    return n.math('MULTIPLY', corner, n.math('MULTIPLY', n.math('LESS_THAN', ax, hw), n.math('LESS_THAN', ay, hh)))


def glass_material(d, area):
    """The front: black glass, and under it the display (the print area's rectangle, its corners rounded, less the
    camera island) in a matte white; one clear coat over both. The display is the product and its print."""
    mat = bpy.data.materials.new('glass')
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    lit = rounded_rect(n, u, v, area['x0'], area['y0'], area['x1'], area['y1'], d['screen']['cornerMm'])
    island = d.get('island')
    if island:
        cx, top = (area['x0'] + area['x1']) / 2, area['y1'] - island['fromTopMm']
        pill = rounded_rect(n, u, v, cx - island['widthMm'] / 2, top - island['heightMm'], cx + island['widthMm'] / 2, top, island['heightMm'] / 2)
        lit = n.math('MULTIPLY', lit, n.math('SUBTRACT', 1.0, pill))
    colour = n.add('ShaderNodeMixRGB', Fac=lit, Color1=(BLACK, BLACK, BLACK, 1.0), Color2=(d['albedo'],) * 3 + (1.0,)).outputs[0]
    bsdf = n.add('ShaderNodeBsdfPrincipled', Roughness=0.9, Specular=0.0, Clearcoat=1.0, **{'Clearcoat Roughness': 0.02})
    n.tree.links.new(colour, bsdf.inputs['Base Color'])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    aov(n, 'print', value=lit)
    aov(n, 'product', value=lit)
    aov(n, 'uvp', color=n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=1.0).outputs[0])
    return mat


def frame_material(albedo):
    """The frame and back: anodised, satin (the product's colour; AOVs product, never print)."""
    mat = bpy.data.materials.new('frame')
    mat.use_nodes = True
    n = Nodes(mat)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.32, 'Specular': 0.6})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    aov(n, 'product', value=1.0)
    return mat


def outline(w, h, r, count=12):
    """A w × h rounded rectangle's outline (m), counter-clockwise from the right of its top edge."""
    ring = []
    for cx, cy, start in ((w / 2 - r, h / 2 - r, 0), (-w / 2 + r, h / 2 - r, 90), (-w / 2 + r, -h / 2 + r, 180), (w / 2 - r, -h / 2 + r, 270)):
        for k in range(count + 1):
            a = math.radians(start + 90 * k / count)
            ring.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return ring


def glass_object(d, ring, z, place, material):
    """The glass: a flat n-gon at height z in the device's frame, its UVs the front's print coordinates."""
    to_uv, _ = front_uv(d)
    mesh = bpy.data.meshes.new('glass')
    mesh.from_pydata([tuple(place @ Vector((x, y, z))) for x, y in ring], [], [list(range(len(ring)))])
    layer = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        layer.data[loop.index].uv = to_uv(*ring[loop.vertex_index])
    mesh.attributes.new('panel', 'INT', 'FACE').data.foreach_set('value', [0])
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(material)
    return obj


def print_plane(d, place, area, cols, rows):
    """The display's whole rectangle on the glass's plane, hidden from the render: where the print grid is found (its
    corners lie beyond the display's rounded ones)."""
    t = d['thicknessMm'] / 1000
    _, from_uv = front_uv(d)
    verts, uvs = [], []
    for j in range(rows + 1):
        for i in range(cols + 1):
            u = area['x0'] + (area['x1'] - area['x0']) * i / cols
            v = area['y0'] + (area['y1'] - area['y0']) * j / rows
            verts.append(tuple(place @ Vector((*from_uv(u, v), t + PROUD))))
            uvs.append((u, v))
    faces = [(j * (cols + 1) + i, j * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i + 1, (j + 1) * (cols + 1) + i)
             for j in range(rows) for i in range(cols)]
    mesh = bpy.data.meshes.new('print-plane')
    mesh.from_pydata(verts, [], faces)
    layer = mesh.uv_layers.new(name='pattern')
    for loop in mesh.loops:
        layer.data[loop.index].uv = uvs[loop.vertex_index]
    mesh.attributes.new('panel', 'INT', 'FACE').data.foreach_set('value', [0] * len(faces))
    obj = bpy.data.objects.new('print-plane', mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.hide_render = True
    return obj


def device(d, place, area):
    """The body (frame and back), its buttons, and the glass over its front."""
    w, h, t = d['widthMm'] / 1000, d['heightMm'] / 1000, d['thicknessMm'] / 1000
    r, ease = d['cornerMm'] / 1000, d['easeMm'] / 1000
    frame = frame_material(d['albedo'])
    body = props.rounded_slab('body', w, h, t, r, 0.0, frame, ease)
    body.matrix_world = place
    parts = [body]
    for side, centre, length in d.get('buttons', []):
        # A button stands 0.5 mm out of a side at its mid-thickness; `centre` mm up from the device's middle.
        button = props.rounded_slab('button', 0.0012, length / 1000, t * 0.3, 0.0005, t * 0.35, frame, 0.0003)
        button.matrix_world = place @ Matrix.Translation(((w / 2 - 0.0001) * (1 if side == 'right' else -1), centre / 1000, 0))
        parts.append(button)
    inset = ease * 0.9
    glass = glass_object(d, outline(w - 2 * inset, h - 2 * inset, max(0.0005, r - inset)), t + PROUD, place, glass_material(d, area))
    return glass, parts


def wedge(d, place, colour):
    """A wooden wedge the device leans back on: a prism 80 % of its width whose slope meets the device's back from
    its bottom edge (as its design stands) to 60 % of its height, its back face upright."""
    _, from_uv = front_uv(d)
    across, up = (d['heightMm'], d['widthMm']) if d.get('landscape') else (d['widthMm'], d['heightMm'])
    verts = []
    for u in (0.1 * across, 0.9 * across):
        low, high = (place @ Vector((*from_uv(u, v), 0)) for v in (0, 0.6 * up))
        verts += [tuple(low), tuple(high), (high.x, high.y, low.z)]
    faces = [(0, 2, 1), (3, 4, 5), (0, 1, 4, 3), (1, 2, 5, 4), (2, 0, 3, 5)]
    mesh = bpy.data.meshes.new('wedge')
    mesh.from_pydata(verts, [], faces)
    obj = bpy.data.objects.new('wedge', mesh)
    bpy.context.scene.collection.objects.link(obj)
    mesh.materials.append(plain_material('wedge', colour, 0.55))
    ease = obj.modifiers.new('ease', 'BEVEL')
    ease.width, ease.segments = 0.0015, 2
    return obj


# Keyboard rows as key widths in units (19 mm), from the back: the function row (short keys), then five full rows.
KEY_PITCH = 0.019
ROWS = [
    ([1.0] * 14, 0.55),
    ([1.0] * 13 + [1.5], 1.0),
    ([1.5] + [1.0] * 13, 1.0),
    ([1.8] + [1.0] * 11 + [1.7], 1.0),
    ([2.3] + [1.0] * 10 + [2.2], 1.0),
    ([1.0, 1.0, 1.0, 1.25, 5.0, 1.25, 1.0, 1.0, 1.0, 1.0], 1.0),
]


def keys_material():
    """Keycaps: black, a soft satin."""
    return plain_material('keys', (0.012, 0.012, 0.013), 0.45)


def laptop_base(b, place, frame):
    """The base: a rounded slab of the lid's width, its keys (black caps standing 0.6 mm proud, 2 mm apart) set back
    from the hinge, and the trackpad in front of them; `place` puts its lower middle."""
    w, d, t = b['widthMm'] / 1000, b['depthMm'] / 1000, b['thicknessMm'] / 1000
    body = props.rounded_slab('base', w, d, t, b['cornerMm'] / 1000, 0.0, frame, 0.0012)
    body.matrix_world = place
    parts = [body]
    caps = keys_material()
    width = 14.5 * KEY_PITCH
    y = d / 2 - 0.012
    for row, height in ROWS:
        rh = height * KEY_PITCH
        x = -width / 2
        for unit in row:
            kw = unit * KEY_PITCH
            key = props.rounded_slab('key', kw - 0.002, rh - 0.002, 0.0009, 0.0012, t - 0.0003, caps, 0.0004)
            key.matrix_world = place @ Matrix.Translation((x + kw / 2, y - rh / 2, 0))
            parts.append(key)
            x += kw
        y -= rh
    pad = props.rounded_slab('trackpad', 0.13, 0.08, 0.0002, 0.006, t, frame, 0.0001)
    pad.matrix_world = place @ Matrix.Translation((0, -d / 2 + 0.012 + 0.04, 0))
    parts.append(pad)
    return parts


def laptop(d, p, area):
    """An open laptop at (x, y) mm, turned: the base on the table and the lid (the device: its glass and display)
    hinged at the base's back edge, opened `openDeg` from shut."""
    b = d['base']
    place = Matrix.Translation((p['x'] / 1000, p['y'] / 1000, 0)) @ Matrix.Rotation(math.radians(p.get('turn', 0)), 4, 'Z')
    frame = frame_material(d['albedo'])
    parts = laptop_base({**b, 'widthMm': d['widthMm'], 'cornerMm': d['cornerMm']}, place, frame)
    hinge = Matrix.Translation((0, b['depthMm'] / 2000 - 0.004, b['thicknessMm'] / 1000))
    lid = place @ hinge @ Matrix.Rotation(math.radians(180 - b['openDeg']), 4, 'X') @ Matrix.Translation((0, d['heightMm'] / 2000, 0))
    glass, body = device(d, lid, area)
    return glass, parts + body, lid


def monitor_stand(d, place, frame, turn):
    """A monitor's stand: an upright neck behind the display's middle and a foot on the table (the product's colour)."""
    back = place @ Vector((0, 0, 0))
    out = Matrix.Rotation(math.radians(turn), 4, 'Z') @ Vector((0, 0.035, 0))
    neck = props.rounded_slab('neck', 0.16, 0.012, back.z + 0.06, 0.004, 0.0, frame, 0.002)
    neck.matrix_world = Matrix.Translation((back.x + out.x, back.y + out.y, 0)) @ Matrix.Rotation(math.radians(turn), 4, 'Z')
    foot = props.rounded_slab('foot', 0.24, 0.2, 0.006, 0.03, 0.0, frame, 0.002)
    foot.matrix_world = Matrix.Translation((back.x + out.x * 0.2, back.y + out.y * 0.2, 0)) @ Matrix.Rotation(math.radians(turn), 4, 'Z')
    return [neck, foot]


def main():
    spec, started = shoot.begin()
    render_paper.tabletop(spec)
    d, area = spec['device'], spec['printArea']
    if d.get('base'):
        glass, parts, place = laptop(d, spec['place'], area)
    else:
        place = pose(d, spec['place'])
        glass, parts = device(d, place, area)
        if d.get('stand'):
            parts += monitor_stand(d, place, frame_material(d['albedo']), spec['place'].get('turn', 0))
    if spec.get('wedge'):
        wedge(d, place, spec['wedge'])
    for prop in spec.get('props', []):
        props.place(prop)
    plane = print_plane(d, place, area, *spec['grid'])
    shoot.shoot(spec, started, [glass] + parts, render_paper.fit_camera, [('grid.json', plane, area, *spec['grid'])])


if __name__ == '__main__':
    main()
