"""The fabric material: a neutral light albedo (so diffuse light and gloss come out as passes to recolour), a knit
or fleece micro-structure as bump in pattern millimetres, stitch lines along hems, and the AOVs the template
layers are cut from: 'product' (1 on the garment), 'print' (1 inside the print area) and 'uvp' (pattern u, v in mm
and the panel index + 1, read from a one-sample render)."""
import bpy

KNITS = {
    # grain and slub sizes (mm), bump strength
    'jersey': (1.0, 9.0, 0.6),
    'fleece': (2.0, 14.0, 0.5),
    'twill': (0.9, 7.0, 0.6),
}


class Nodes:
    def __init__(self, material):
        self.tree = material.node_tree
        self.tree.nodes.clear()
        self.x = 0

    def add(self, kind, **inputs):
        node = self.tree.nodes.new(kind)
        node.location = (self.x, 0)
        self.x += 200
        for key, value in inputs.items():
            if key.startswith('_'):
                setattr(node, key[1:], value)
            else:
                self.link_or_set(node.inputs[key], value)
        return node

    def link_or_set(self, socket, value):
        if isinstance(value, bpy.types.NodeSocket):
            self.tree.links.new(value, socket)
        else:
            socket.default_value = value

    def math(self, op, a, b=0.0, c=0.5):
        node = self.add('ShaderNodeMath', _operation=op)
        self.link_or_set(node.inputs[0], a)
        self.link_or_set(node.inputs[1], b)
        self.link_or_set(node.inputs[2], c)
        return node.outputs[0]


def fabric_material(name, knit, albedo, print_area, hems=()):
    """albedo: the neutral grey the product is rendered in; print_area: {'panel': index, 'x0', 'y0', 'x1', 'y1'} in pattern mm; hems: [(panel, axis, value)] stitch
    lines at pattern coordinate `value` on `axis` ('x' or 'y') of that panel."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']

    grain, slub, strength = KNITS[knit]
    # Yarn seen from a metre away: a fine irregular grain drawn out along the wales (the knit's loops are finer than
    # a pixel at 2048²) over a slower unevenness of the yarn (slub). Noise, not a regular pattern, so no moiré.
    along_wales = n.add('ShaderNodeMapping', Vector=uv.outputs['UV'], Scale=(1 / grain, 0.35 / grain, 1))
    fine = n.add('ShaderNodeTexNoise', Vector=along_wales.outputs[0], Scale=1.0, Detail=3.0, Roughness=0.6)
    slow = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=1 / slub, Detail=1.0)
    height = n.math('ADD', fine.outputs['Fac'], n.math('MULTIPLY', slow.outputs['Fac'], 0.5))
    for panel_index, axis, value in hems:
        coord = u if axis == 'x' else v
        for offset in (0.0, 6.0):
            d = n.math('ABSOLUTE', n.math('SUBTRACT', coord, value + offset))
            on_panel = n.math('COMPARE', panel, panel_index)
            stitch = n.math('MULTIPLY', n.math('LESS_THAN', d, 0.6), on_panel)
            # Dashes: 3 mm stitches with short gaps.
            other = v if axis == 'x' else u
            dash = n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', other, 3.2)), 0.8)
            height = n.math('SUBTRACT', height, n.math('MULTIPLY', n.math('MULTIPLY', stitch, dash), 0.8))
    # The neckline's rib band: 16 mm of 1×1 rib (ridges 2.4 mm apart across it) closed by a cover stitch.
    neck = n.add('ShaderNodeAttribute', _attribute_name='neck').outputs['Fac']
    band = n.math('LESS_THAN', neck, 16.0)
    rib = n.math('SINE', n.math('MULTIPLY', u, 6.2832 / 2.4))
    height = n.math('ADD', n.math('MULTIPLY', height, n.math('SUBTRACT', 1.0, n.math('MULTIPLY', band, 0.6))),
                    n.math('MULTIPLY', band, n.math('MULTIPLY', rib, 0.9)))
    seam = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', neck, 17.0)), 0.7)
    height = n.math('SUBTRACT', height, n.math('MULTIPLY', seam, 0.8))
    bump = n.add('ShaderNodeBump', Strength=strength, Distance=0.0006, Height=height)

    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.9,
                                                 'Specular': 0.25, 'Sheen': 0.0, 'Normal': bump.outputs['Normal']})
    # Cotton's faint grazing sheen as a glossy layer (a glossy closure, so it lands in the gloss passes).
    weight = n.add('ShaderNodeLayerWeight', Blend=0.35, Normal=bump.outputs['Normal'])
    sheen = n.add('ShaderNodeBsdfGlossy', Color=(1, 1, 1, 1), Roughness=0.55, Normal=bump.outputs['Normal'])
    mix = n.add('ShaderNodeMixShader', Fac=n.math('MULTIPLY', weight.outputs['Facing'], 0.12))
    n.tree.links.new(bsdf.outputs[0], mix.inputs[1])
    n.tree.links.new(sheen.outputs[0], mix.inputs[2])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(mix.outputs[0], out.inputs['Surface'])

    a = print_area
    inside = n.math('COMPARE', panel, a['panel'])
    for value, op, coord in ((a['x0'], 'GREATER_THAN', u), (a['x1'], 'LESS_THAN', u),
                             (a['y0'], 'GREATER_THAN', v), (a['y1'], 'LESS_THAN', v)):
        inside = n.math('MULTIPLY', inside, n.math(op, coord, value))
    aov(n, 'print', value=inside)
    aov(n, 'product', value=1.0)
    combine = n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=n.math('ADD', panel, 1.0))
    aov(n, 'uvp', color=combine.outputs[0])
    return mat


def aov(n, name, value=None, color=None):
    node = n.add('ShaderNodeOutputAOV', _name=name)
    if value is not None:
        n.link_or_set(node.inputs['Value'], value)
    if color is not None:
        n.link_or_set(node.inputs['Color'], color)


def plain_material(name, albedo, roughness=0.8):
    """Backdrops and props: a diffuse surface that is no part of the product (AOVs stay 0)."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    bsdf = mat.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = tuple(albedo) + (1.0,)
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Specular'].default_value = 0.2
    return mat
