"""The cushion's fabric: a plain weave (cotton canvas or linen) as bump in fabric millimetres — warp and weft threads
passing over and under each other, each thread thicker and thinner along its length (slubs, strong in linen) — in
a neutral light albedo, with the AOVs the template layers are cut from ('product', 'print', 'uvp'), as the garments'
fabric (../fabric.py, whose node helpers it reuses)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from fabric import Nodes, aov  # noqa: E402

WEAVES = {
    # thread pitch (mm), slub length (mm), slub depth, bump strength
    'canvas': (0.9, 6.0, 0.35, 0.5),
    'linen': (0.75, 4.0, 0.8, 0.55),
}


def weave_material(name, weave, albedo, print_area, piping_panel=2):
    """print_area: {'panel', 'x0', 'y0', 'x1', 'y1'} in fabric mm. The piping (panel `piping_panel`) is a cord
    covered in the same cloth, its threads round it."""
    import bpy
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    pitch, slub, depth, strength = WEAVES[weave]

    def thread(across, along, seed):
        """One set of threads: a rounded profile across each thread, its thickness varying along it."""
        index = n.math('FLOOR', n.math('DIVIDE', across, pitch))
        profile = n.math('SINE', n.math('MULTIPLY', n.math('FRACT', n.math('DIVIDE', across, pitch)), 3.14159))
        where = n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', index, 3.7), Y=n.math('DIVIDE', along, slub), Z=seed)
        noise = n.add('ShaderNodeTexNoise', Vector=where.outputs[0], Scale=1.0, Detail=2.0, Roughness=0.5)
        thick = n.math('ADD', 1.0 - depth / 2, n.math('MULTIPLY', noise.outputs['Fac'], depth))
        return index, n.math('MULTIPLY', profile, thick)

    warp_index, warp = thread(u, v, 0.0)
    weft_index, weft = thread(v, u, 5.0)
    # Plain weave: the warp is on top where the two indices' sum is even, the weft elsewhere.
    over = n.math('FLOOR', n.math('MODULO', n.math('ADD', n.math('ADD', warp_index, weft_index), 1000.0), 2.0))
    height = n.math('ADD', n.math('MULTIPLY', warp, n.math('SUBTRACT', 1.0, over)), n.math('MULTIPLY', weft, over))
    # A slower unevenness of the cloth (a few centimetres), as light catches it.
    slow = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=1 / 30.0, Detail=1.0)
    height = n.math('ADD', height, n.math('MULTIPLY', slow.outputs['Fac'], 0.4))
    bump = n.add('ShaderNodeBump', Strength=strength, Distance=0.0004, Height=height)

    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.92,
                                                 'Specular': 0.22, 'Sheen': 0.0, 'Normal': bump.outputs['Normal']})
    weight = n.add('ShaderNodeLayerWeight', Blend=0.35, Normal=bump.outputs['Normal'])
    sheen = n.add('ShaderNodeBsdfGlossy', Color=(1, 1, 1, 1), Roughness=0.5, Normal=bump.outputs['Normal'])
    mix = n.add('ShaderNodeMixShader', Fac=n.math('MULTIPLY', weight.outputs['Facing'], 0.1))
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
