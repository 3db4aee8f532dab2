"""The training top's cloth: a thin polyester interlock, smooth and slightly glossy. A fine grain drawn along the
wales with almost no slub (filament yarn is even), a fine 1×1 rib on the collar band, cuffs and waistband, a cover
stitch where the rib meets the body, and a polyester sheen as a glossy layer (so it lands in the gloss passes), more
than cotton's and less than the eyelet mesh of the jerseys. Neutral albedo and the shared fabric's AOVs ('product',
'print', 'uvp'); everything in pattern millimetres."""
import bpy

from fabric import Nodes, aov

GRAIN = 0.6  # mm, the knit's grain along the wales
SLUB = 24.0  # mm, the yarn's slow unevenness
RIB = 1.8  # mm between the rib's ridges


def material(name, albedo, print_area):
    """print_area: {'panel', 'x0', 'y0', 'x1', 'y1'} in pattern mm. The rib is where the 'neck' attribute (look.mark_ribs:
    0 on the cuffs and waistband, the distance to the neckline scaled so 16 is the collar's width) is under 16."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']

    along = n.add('ShaderNodeMapping', Vector=uv.outputs['UV'], Scale=(1 / GRAIN, 0.35 / GRAIN, 1))
    fine = n.add('ShaderNodeTexNoise', Vector=along.outputs[0], Scale=1.0, Detail=2.0, Roughness=0.5)
    slow = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=1 / SLUB, Detail=1.0)
    height = n.math('ADD', fine.outputs['Fac'], n.math('MULTIPLY', slow.outputs['Fac'], 0.2))
    neck = n.add('ShaderNodeAttribute', _attribute_name='neck').outputs['Fac']
    band = n.math('LESS_THAN', neck, 16.0)
    rib = n.math('SINE', n.math('MULTIPLY', u, 6.2832 / RIB))
    height = n.math('ADD', n.math('MULTIPLY', height, n.math('SUBTRACT', 1.0, n.math('MULTIPLY', band, 0.7))),
                    n.math('MULTIPLY', band, n.math('MULTIPLY', rib, 0.7)))
    seam = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', neck, 17.0)), 0.6)
    height = n.math('SUBTRACT', height, n.math('MULTIPLY', seam, 0.7))
    bump = n.add('ShaderNodeBump', Strength=0.35, Distance=0.0004, Height=height)

    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.75,
                                                 'Specular': 0.3, 'Sheen': 0.0, 'Normal': bump.outputs['Normal']})
    # Polyester's sheen: a broad glossy lobe, a little everywhere and more towards grazing angles.
    weight = n.add('ShaderNodeLayerWeight', Blend=0.3, Normal=bump.outputs['Normal'])
    sheen = n.add('ShaderNodeBsdfGlossy', Color=(1, 1, 1, 1), Roughness=0.42, Normal=bump.outputs['Normal'])
    mix = n.add('ShaderNodeMixShader', Fac=n.math('ADD', n.math('MULTIPLY', weight.outputs['Facing'], 0.07), 0.02))
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
