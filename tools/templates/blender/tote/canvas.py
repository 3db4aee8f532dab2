"""The tote's cloth as bump in fabric millimetres, in a neutral light albedo, with the AOVs the template layers are
cut from ('product', 'print', 'uvp'; the node helpers are the garments' ../fabric.py):
- the panels: a plain-weave cotton canvas (warp and weft over and under, each thread thicker and thinner along its
  length), the top hem's two rows of stitching and a box stitch (a square with its diagonals) where each strap is
  sewn on;
- the straps: cotton webbing, fine ribs along its length and a row of stitching near each edge;
- the beads along the sewn edges (seam and hem): the same canvas."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from fabric import Nodes, aov  # noqa: E402

PITCH = 1.15  # mm between threads (a heavy 12 oz canvas; finer reads as grey noise at 2048²)


def _weave(n, u, v):
    """Plain weave height (0…1): each set of threads a rounded profile, slubbed along its length."""
    def threads(across, along, seed):
        index = n.math('FLOOR', n.math('DIVIDE', across, PITCH))
        profile = n.math('SINE', n.math('MULTIPLY', n.math('FRACT', n.math('DIVIDE', across, PITCH)), 3.14159))
        at = n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', index, 2.9), Y=n.math('DIVIDE', along, 5.0), Z=seed)
        slub = n.add('ShaderNodeTexNoise', Vector=at.outputs[0], Scale=1.0, Detail=2.0, Roughness=0.5).outputs['Fac']
        return index, n.math('MULTIPLY', profile, n.math('ADD', 0.8, n.math('MULTIPLY', slub, 0.4)))

    wi, warp = threads(u, v, 0.0)
    fi, weft = threads(v, u, 7.0)
    over = n.math('FLOOR', n.math('MODULO', n.math('ADD', n.math('ADD', wi, fi), 1000.0), 2.0))
    return n.math('ADD', n.math('MULTIPLY', warp, n.math('SUBTRACT', 1.0, over)), n.math('MULTIPLY', weft, over))


def _line(n, d, width=0.55):
    """1 on a stitch line (distance `d` mm from it), 0 off it."""
    return n.math('LESS_THAN', n.math('ABSOLUTE', d), width)


def _dashes(n, along, length=3.2):
    return n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', along, length)), 0.78)


def _panel_stitches(n, u, v, top, straps, half=12.0):
    """Stitch lines on a panel: the hem's two rows (4 and 26 mm below the top edge) and a box stitch over each strap's
    sewn end (the hem's height, the strap's width, both diagonals)."""
    stitch = n.math('MULTIPLY', _line(n, n.math('SUBTRACT', v, top - 4.0)), _dashes(n, u))
    stitch = n.math('MAXIMUM', stitch, n.math('MULTIPLY', _line(n, n.math('SUBTRACT', v, top - 26.0)), _dashes(n, u)))
    y0, y1 = top - 26.0, top - 4.0
    in_rows = n.math('MULTIPLY', n.math('GREATER_THAN', v, y0 - 0.5), n.math('LESS_THAN', v, y1 + 0.5))
    slope = (y1 - y0) / (2 * half)
    for xc in straps:
        dx = n.math('SUBTRACT', u, xc)
        in_box = n.math('MULTIPLY', in_rows, n.math('LESS_THAN', n.math('ABSOLUTE', dx), half + 0.5))
        sides = n.math('MULTIPLY', _line(n, n.math('SUBTRACT', n.math('ABSOLUTE', dx), half)), _dashes(n, v))
        # Diagonals: |v − centre| = slope·|dx|, measured across the line.
        across = n.math('DIVIDE', n.math('SUBTRACT', n.math('ABSOLUTE', n.math('SUBTRACT', v, (y0 + y1) / 2)),
                                           n.math('MULTIPLY', n.math('ABSOLUTE', dx), slope)), (1 + slope * slope) ** 0.5)
        diagonal = n.math('MULTIPLY', _line(n, across), _dashes(n, n.math('ADD', u, v), 3.6))
        stitch = n.math('MAXIMUM', stitch, n.math('MULTIPLY', in_box, n.math('MAXIMUM', sides, diagonal)))
    return stitch


def _webbing(n, u, v, half):
    """Webbing: ribs along the strap 1.1 mm apart, a little irregular, and a stitch row 3 mm in from each edge."""
    rib = n.math('ABSOLUTE', n.math('SINE', n.math('MULTIPLY', u, 3.14159 / 1.1)))
    noise = n.add('ShaderNodeTexNoise', Vector=n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', u, 0.9), Y=n.math('DIVIDE', v, 4.0), Z=3.0).outputs[0],
                  Scale=1.0, Detail=2.0).outputs['Fac']
    height = n.math('ADD', n.math('MULTIPLY', rib, 0.8), n.math('MULTIPLY', noise, 0.3))
    edges = n.math('MULTIPLY', _line(n, n.math('SUBTRACT', n.math('ABSOLUTE', u), half - 3.0)), _dashes(n, v))
    return height, edges


def tote_material(name, albedo, print_area, height_mm, strap_x, strap_half):
    """print_area: {'panel', 'x0', 'y0', 'x1', 'y1'} in fabric mm (the panel's centre at 0, its top edge at
    height_mm / 2); strap_x: the pattern x of the straps' centres on the front (the back's mirror them)."""
    import bpy
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = Nodes(mat)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    is_strap = n.math('MULTIPLY', n.math('GREATER_THAN', panel, 1.5), n.math('LESS_THAN', panel, 3.5))
    is_panel = n.math('LESS_THAN', panel, 1.5)

    weave = _weave(n, u, v)
    slow = n.add('ShaderNodeTexNoise', Vector=uv.outputs['UV'], Scale=1 / 40.0, Detail=1.0).outputs['Fac']
    cloth = n.math('ADD', weave, n.math('MULTIPLY', slow, 0.3))
    stitches = _panel_stitches(n, u, v, height_mm / 2, strap_x, strap_half)
    web, web_stitch = _webbing(n, u, v, strap_half)
    # Stitches sink into the cloth: the thread pulls it in.
    cloth = n.math('SUBTRACT', cloth, n.math('MULTIPLY', n.math('MULTIPLY', stitches, is_panel), 0.9))
    web = n.math('SUBTRACT', web, n.math('MULTIPLY', web_stitch, 0.9))
    height = n.math('ADD', n.math('MULTIPLY', cloth, n.math('SUBTRACT', 1.0, is_strap)), n.math('MULTIPLY', web, is_strap))
    bump = n.add('ShaderNodeBump', Strength=0.5, Distance=0.0004, Height=height)

    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.92,
                                                 'Specular': 0.2, 'Sheen': 0.0, 'Normal': bump.outputs['Normal']})
    # Cotton's faint grazing sheen, as a glossy closure so it lands in the gloss passes.
    weight = n.add('ShaderNodeLayerWeight', Blend=0.35, Normal=bump.outputs['Normal'])
    sheen = n.add('ShaderNodeBsdfGlossy', Color=(1, 1, 1, 1), Roughness=0.5, Normal=bump.outputs['Normal'])
    mix = n.add('ShaderNodeMixShader', Fac=n.math('MULTIPLY', weight.outputs['Facing'], 0.08))
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
