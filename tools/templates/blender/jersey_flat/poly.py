"""The jersey's cloth: the training top's polyester knit (training_top/knit.py, imported read-only) with a hemmed body
and sleeves — a tee's hems are turned up 20 mm and closed by a double-needle cover stitch (two rows of 3 mm dashes
6 mm apart, as fabric.py draws them), and the turned-up edge shows through as a faint step. knit.py has neither: the
training top ends in rib bands."""
import knit
from fabric import Nodes


def _extend(material):
    """fabric.Nodes over an existing material, without clearing it."""
    n = Nodes.__new__(Nodes)
    n.tree = material.node_tree
    n.x = 4000
    return n


def material(name, albedo, print_area, hems):
    """knit.material with hems: [(panel, axis, value)] stitch lines at pattern coordinate `value` (mm) on `axis`."""
    mat = knit.material(name, albedo, print_area)
    n = _extend(mat)
    bump = next(node for node in n.tree.nodes if node.bl_idname == 'ShaderNodeBump')
    link = bump.inputs['Height'].links[0]
    height = link.from_socket
    n.tree.links.remove(link)
    uv = n.add('ShaderNodeUVMap', _uv_map='pattern')
    xyz = n.add('ShaderNodeSeparateXYZ', Vector=uv.outputs['UV'])
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    for panel_index, axis, value in hems:
        coord, other = (u, v) if axis == 'x' else (v, u)
        on_panel = n.math('COMPARE', panel, panel_index)
        dash = n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', other, 3.2)), 0.8)
        for offset in (0.0, 6.0):
            d = n.math('ABSOLUTE', n.math('SUBTRACT', coord, value + offset))
            stitch = n.math('MULTIPLY', n.math('LESS_THAN', d, 0.6), on_panel)
            height = n.math('SUBTRACT', height, n.math('MULTIPLY', n.math('MULTIPLY', stitch, dash), 0.8))
        # The turned-up hem's raw edge, 20 mm from the fold (the stitch line is 14 mm from it): a soft step.
        edge = n.math('SMOOTH_MIN', n.math('MAXIMUM', n.math('SUBTRACT', value + 6.0 + 1.5, coord), 0.0), 1.0, 1.5)
        height = n.math('ADD', height, n.math('MULTIPLY', n.math('MULTIPLY', edge, on_panel), 0.35))
    # The seams (armholes, shoulders, sides): the 'seam' attribute is 1 on the seam's vertices and falls off across
    # the faces beside them; its last few per cent draw the seam's soft ridge (the allowances under it, ~3 mm each
    # side on the 18 mm cloth) and the line where the panels meet.
    seam = n.add('ShaderNodeAttribute', _attribute_name='seam').outputs['Fac']
    ridge = n.add('ShaderNodeMapRange', Value=seam, **{'From Min': 0.8, 'From Max': 0.97}, _interpolation_type='SMOOTHSTEP').outputs[0]
    line = n.math('GREATER_THAN', seam, 0.985)
    height = n.math('SUBTRACT', n.math('ADD', height, n.math('MULTIPLY', ridge, 0.9)), n.math('MULTIPLY', line, 1.4))
    n.tree.links.new(height, bump.inputs['Height'])
    return mat
