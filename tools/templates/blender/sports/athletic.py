"""The sports tops' cloth: a polyester athletic knit. A fine eyelet mesh (round holes in a slightly irregular
lattice, ~1.6 mm apart: a Voronoi cell's centre sunk into the knit) over a grain drawn along the wales, a binding
folded over the armholes and neckline (raised, its edge rounded, closed by a cover stitch), double-needle hems, and a
faint sheen as a glossy layer (so it lands in the gloss passes). Neutral albedo and the same AOVs as the shared fabric
('product', 'print', 'uvp'). Everything is in pattern millimetres."""
import bpy

from fabric import Nodes, aov

MESH_PITCH = 1.6  # mm between the eyelets
GRAIN = 0.8  # mm, the knit's grain along the wales


def _smoothstep(n, e0, e1, x):
    t = n.math('MINIMUM', n.math('MAXIMUM', n.math('DIVIDE', n.math('SUBTRACT', x, e0), e1 - e0), 0.0), 1.0)
    return n.math('MULTIPLY', n.math('MULTIPLY', t, t), n.math('SUBTRACT', 3.0, n.math('MULTIPLY', t, 2.0)))


def athletic_material(name, albedo, print_area, hems=(), binding=12.0):
    """print_area: {'panel', 'x0', 'y0', 'x1', 'y1'} in pattern mm (the design runs from x0 to x1); hems: [(panel, axis, value)] stitch lines;
    binding: the bound edges' binding width, mm (the 'bound' corner attribute is the distance to a bound edge)."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    bound = n.add('ShaderNodeAttribute', _attribute_name='bound').outputs['Fac']

    # The eyelets: distance to the nearest cell centre of a jittered lattice, holes 0.55 of the pitch across.
    cells = n.add('ShaderNodeTexVoronoi', Vector=uv.outputs['UV'], Scale=1 / MESH_PITCH, Randomness=0.25)
    hole = n.math('SUBTRACT', 1.0, _smoothstep(n, 0.18, 0.34, cells.outputs['Distance']))
    along = n.add('ShaderNodeMapping', Vector=uv.outputs['UV'], Scale=(1 / GRAIN, 0.35 / GRAIN, 1))
    grain = n.add('ShaderNodeTexNoise', Vector=along.outputs[0], Scale=1.0, Detail=2.0, Roughness=0.5)
    slow = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=1 / 11.0, Detail=1.0)
    body = n.math('ADD', n.math('MULTIPLY', hole, -0.9), n.math('ADD', n.math('MULTIPLY', grain.outputs['Fac'], 0.5),
                                                                n.math('MULTIPLY', slow.outputs['Fac'], 0.3)))

    # The binding: a plain interlock (grain only, no eyelets) standing 0.6 above the body, rounded over the edge,
    # with a cover stitch 3 mm inside its inner edge.
    inside = n.math('SUBTRACT', 1.0, _smoothstep(n, binding - 0.8, binding + 0.4, bound))
    rounded = _smoothstep(n, 0.0, 3.0, bound)
    band = n.math('ADD', n.math('MULTIPLY', grain.outputs['Fac'], 0.4), n.math('MULTIPLY', rounded, 0.9))
    height = n.math('ADD', n.math('MULTIPLY', body, n.math('SUBTRACT', 1.0, inside)), n.math('MULTIPLY', band, inside))
    dash_along = n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', n.math('ADD', u, v), 3.0)), 0.75)
    for offset in (binding - 3.0, binding - 8.5):
        stitch = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', bound, offset)), 0.5)
        height = n.math('SUBTRACT', height, n.math('MULTIPLY', n.math('MULTIPLY', stitch, dash_along), 0.7))
    for panel_index, axis, value in hems:
        coord = u if axis == 'x' else v
        other = v if axis == 'x' else u
        dash = n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', other, 3.0)), 0.75)
        on_panel = n.math('COMPARE', panel, panel_index)
        for offset in (0.0, 6.0):
            near = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', coord, value + offset)), 0.5)
            height = n.math('SUBTRACT', height, n.math('MULTIPLY', n.math('MULTIPLY', near, on_panel), n.math('MULTIPLY', dash, 0.7)))
    bump = n.add('ShaderNodeBump', Strength=0.55, Distance=0.0005, Height=height)

    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.7,
                                                 'Specular': 0.35, 'Sheen': 0.0, 'Normal': bump.outputs['Normal']})
    # Polyester's sheen: a broad glossy lobe, stronger towards grazing angles.
    weight = n.add('ShaderNodeLayerWeight', Blend=0.3, Normal=bump.outputs['Normal'])
    sheen = n.add('ShaderNodeBsdfGlossy', Color=(1, 1, 1, 1), Roughness=0.38, Normal=bump.outputs['Normal'])
    mix = n.add('ShaderNodeMixShader', Fac=n.math('ADD', n.math('MULTIPLY', weight.outputs['Facing'], 0.16), 0.04))
    n.tree.links.new(bsdf.outputs[0], mix.inputs[1])
    n.tree.links.new(sheen.outputs[0], mix.inputs[2])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(mix.outputs[0], out.inputs['Surface'])

    a = print_area
    printed = n.math('COMPARE', panel, a['panel'])
    # x0 > x1 where the design runs towards pattern −x (a back seen from behind).
    for value, op, coord in ((min(a['x0'], a['x1']), 'GREATER_THAN', u), (max(a['x0'], a['x1']), 'LESS_THAN', u),
                             (a['y0'], 'GREATER_THAN', v), (a['y1'], 'LESS_THAN', v)):
        printed = n.math('MULTIPLY', printed, n.math(op, coord, value))
    aov(n, 'print', value=printed)
    aov(n, 'product', value=1.0)
    combine = n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=n.math('ADD', panel, 1.0))
    aov(n, 'uvp', color=combine.outputs[0])
    return mat
