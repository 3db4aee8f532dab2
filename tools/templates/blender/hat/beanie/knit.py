"""The beanie's knit: the stitches of a 2×2 rib as bump over the rib's geometry (beanie.py), in a neutral light
albedo. Knit columns show their V-shaped loops (two legs of yarn splaying up from the row below), purl columns their
horizontal bumps; the yarn is a little uneven from row to row and fuzzy (acrylic). AOVs as the garments' ('product',
'print', 'uvp'), read from the `pattern` UV map and the `panel` attribute."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from fabric import Nodes, aov  # noqa: E402

ROW = 2.1  # mm per stitch row, stretched on the head


def knit_material(name, albedo, print_area):
    import bpy
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    pattern = n.add('ShaderNodeUVMap', _uv_map='pattern')
    pu = n.add('ShaderNodeSeparateXYZ', Vector=pattern.outputs['UV'])
    u, v = pu.outputs['X'], pu.outputs['Y']
    knit = n.add('ShaderNodeUVMap', _uv_map='knit')
    ks = n.add('ShaderNodeSeparateXYZ', Vector=knit.outputs['UV'])
    col, along = ks.outputs['X'], ks.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']

    # Columns 0, 1 of every four are knit (raised in the geometry), 2, 3 purl.
    shifted = n.math('ADD', col, 0.5)
    x = n.math('SUBTRACT', n.math('FRACT', shifted), 0.5)
    is_knit = n.math('LESS_THAN', n.math('MODULO', n.math('FLOOR', shifted), 4.0), 1.5)
    y = n.math('FRACT', n.math('DIVIDE', along, ROW))
    # Knit: a V of two legs, each a plump strand of yarn (a tilted ellipse, rounded in section) leaning out as it
    # rises from the middle of the row below.
    ax = n.math('ABSOLUTE', x)
    dx = n.math('SUBTRACT', ax, 0.25)
    dy = n.math('SUBTRACT', y, 0.5)
    # Rotate by the leg's lean (~28°): along the leg and across it.
    leg_along = n.math('ADD', n.math('MULTIPLY', dx, -0.47), n.math('MULTIPLY', dy, 0.88))
    leg_across = n.math('ADD', n.math('MULTIPLY', dx, 0.88), n.math('MULTIPLY', dy, 0.47))
    ea = n.math('DIVIDE', leg_along, 0.6)
    ec = n.math('DIVIDE', leg_across, 0.27)
    v_loop = n.math('SQRT', n.math('MAXIMUM', n.math('SUBTRACT', 1.0, n.math('ADD', n.math('MULTIPLY', ea, ea), n.math('MULTIPLY', ec, ec))), 0.0))
    # Purl: the loop's head, a rounded bar across the column, its ends tucked under the neighbours.
    px_ = n.math('DIVIDE', x, 0.52)
    py = n.math('DIVIDE', n.math('SUBTRACT', y, 0.5), 0.36)
    purl = n.math('SQRT', n.math('MAXIMUM', n.math('SUBTRACT', 1.0, n.math('ADD', n.math('MULTIPLY', px_, px_), n.math('MULTIPLY', py, py))), 0.0))
    stitch = n.add('ShaderNodeMixRGB', Fac=is_knit, Color1=(0, 0, 0, 1), Color2=(0, 0, 0, 1))
    n.link_or_set(stitch.inputs['Color1'], purl)
    n.link_or_set(stitch.inputs['Color2'], v_loop)
    height = n.add('ShaderNodeRGBToBW', Color=stitch.outputs[0]).outputs[0]
    # Uneven yarn: each row's stitches a little fuller or thinner; fuzz finer than a loop.
    row_index = n.math('FLOOR', n.math('DIVIDE', along, ROW))
    where = n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', col, 0.21), Y=n.math('MULTIPLY', row_index, 0.37), Z=0.5)
    uneven = n.add('ShaderNodeTexNoise', Vector=where.outputs[0], Scale=1.0, Detail=1.0)
    fuzz = n.add('ShaderNodeTexNoise', Vector=pattern.outputs['UV'], Scale=4.0, Detail=3.0)
    height = n.math('MULTIPLY', height, n.math('ADD', 0.7, n.math('MULTIPLY', uneven.outputs['Fac'], 0.6)))
    height = n.math('ADD', height, n.math('MULTIPLY', fuzz.outputs['Fac'], 0.3))

    bump = n.add('ShaderNodeBump', Strength=0.8, Distance=0.0006, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.9,
                                                 'Specular': 0.2, 'Sheen': 0.6, 'Sheen Tint': 0.0,
                                                 'Normal': bump.outputs['Normal']})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])

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
