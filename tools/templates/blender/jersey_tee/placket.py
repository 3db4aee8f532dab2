"""A button placket drawn into the athletic knit's relief (no geometry: seen from the front, a placket is an edge, its
stitching and buttons). On the front panel below the V: the top layer's edge a step at +half, an edge stitch inside
it, the under layer's stitch at −half, and domed buttons with four holes on the centre line. Pattern mm."""
import bpy

from fabric import Nodes


def _nodes(mat):
    """fabric.Nodes over an existing tree (its constructor clears the tree)."""
    n = Nodes.__new__(Nodes)
    n.tree = mat.node_tree
    n.x = 0
    return n


def _window(n, x, lo, hi, soft):
    """1 inside [lo, hi], easing to 0 over `soft` mm outside."""
    a = n.math('MINIMUM', n.math('MAXIMUM', n.math('DIVIDE', n.math('SUBTRACT', x, lo - soft), soft), 0.0), 1.0)
    b = n.math('MINIMUM', n.math('MAXIMUM', n.math('DIVIDE', n.math('SUBTRACT', hi + soft, x), soft), 0.0), 1.0)
    return n.math('MULTIPLY', a, b)


def add_placket(mat, placket):
    """placket: {'top': pattern y of the V's point, 'bottom': y of the hem, 'half': half width, 'buttons': [y…],
    'radius': the buttons' radius} — all mm on panel 0 (the front)."""
    n = _nodes(mat)
    nodes = mat.node_tree.nodes
    xyz = next(x for x in nodes if x.bl_idname == 'ShaderNodeSeparateXYZ')
    panel = next(x for x in nodes if x.bl_idname == 'ShaderNodeAttribute' and x.attribute_name == 'panel').outputs['Fac']
    bump = next(x for x in nodes if x.bl_idname == 'ShaderNodeBump')
    u, v = xyz.outputs['X'], xyz.outputs['Y']
    height = bump.inputs['Height'].links[0].from_socket
    half, top, bottom = placket['half'], placket['top'], placket['bottom']
    on = n.math('MULTIPLY', n.math('COMPARE', panel, 0.0), _window(n, v, bottom, top, 0.5))
    # The top layer (the whole left front) raised by the fabric's thickness up to its edge at +half, rounded over 1.2 mm.
    layer = _window(n, u, -1000.0, half, 1.2)
    relief = n.math('MULTIPLY', layer, 1.4)
    dash = n.math('LESS_THAN', n.math('FRACT', n.math('DIVIDE', v, 3.0)), 0.75)
    for x in (half - 4.0, -half):
        line = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', u, x)), 0.5)
        relief = n.math('SUBTRACT', relief, n.math('MULTIPLY', line, n.math('MULTIPLY', dash, 0.8)))
    r = placket['radius']
    for y in placket['buttons']:
        d = n.math('SQRT', n.math('ADD', n.math('POWER', u, 2.0), n.math('POWER', n.math('SUBTRACT', v, y), 2.0)))
        # A dome with a rim: 2.5 high at the centre, a dished middle ring, an edge rolling off over 1 mm.
        disc = _window(n, d, -1.0, r - 1.0, 1.0)
        dome = n.math('MULTIPLY', disc, n.math('ADD', 2.0, n.math('MULTIPLY', _window(n, d, r - 2.5, r - 1.0, 0.6), 0.8)))
        for hx, hy in ((-1.5, -1.5), (1.5, -1.5), (-1.5, 1.5), (1.5, 1.5)):
            dh = n.math('SQRT', n.math('ADD', n.math('POWER', n.math('SUBTRACT', u, hx), 2.0),
                                        n.math('POWER', n.math('SUBTRACT', v, y + hy), 2.0)))
            dome = n.math('SUBTRACT', dome, n.math('MULTIPLY', n.math('LESS_THAN', dh, 0.7), 1.5))
        relief = n.math('ADD', relief, dome)
    mat.node_tree.links.new(n.math('ADD', height, n.math('MULTIPLY', relief, on)), bump.inputs['Height'])
    return mat
