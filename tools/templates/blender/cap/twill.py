"""The cap's cloth: cotton twill (diagonal wales of 2/1 twill, threads thicker and thinner along their length) as bump
in fabric millimetres, in a neutral light albedo; topstitching beside every seam and in rows round the brim, stitched
eyelets (a hole ringed by satin stitches) high on each gore, a row round the head opening; optionally a mesh back
(a trucker's: the four back gores a polyester net of round holes, seen through). The AOVs are the garments'
('product', 'print', 'uvp'), as in ../fabric.py whose node helpers it reuses."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from fabric import Nodes, aov  # noqa: E402

# Wale pitch (mm) and the angle's steepness: cap twill shows ~1.3 wales a millimetre.
PITCH = 0.75
# Stitch rows beside seams (mm from the seam) and round the brim (mm from its edge).
SEAM_ROWS = (2.2, 8.0)
BRIM_ROWS = tuple(5.0 + 6.5 * k for k in range(8))
# Eyelets: centre (mm up the gore), hole and ring radii (mm).
EYELET = (0.0, 2.0, 3.8)


def cap_material(name, albedo, print_area, eyelet_height, mesh_back=False):
    import bpy
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    mat.blend_method = 'HASHED'
    n = Nodes(mat)

    def uvmap(layer):
        node = n.add('ShaderNodeUVMap', _uv_map=layer)
        sep = n.add('ShaderNodeSeparateXYZ', Vector=node.outputs['UV'])
        return node.outputs['UV'], sep.outputs['X'], sep.outputs['Y']

    uv, u, v = uvmap('pattern')
    _, lx, ly = uvmap('local')
    _, edge, along = uvmap('edge')
    panel = n.add('ShaderNodeAttribute', _attribute_name='panel').outputs['Fac']
    is_brim = n.math('MULTIPLY', n.math('GREATER_THAN', panel, 4.5), n.math('LESS_THAN', panel, 6.5))
    is_crown = n.math('LESS_THAN', panel, 4.5)

    # Twill: wales running up at 63° (2/1 twill), each a rounded ridge; thread slubs along them.
    diag = n.math('ADD', n.math('MULTIPLY', u, 2.0), v)
    phase = n.math('DIVIDE', diag, PITCH * 2.24)
    wale = n.math('SINE', n.math('MULTIPLY', n.math('FRACT', phase), 3.14159))
    index = n.math('FLOOR', phase)
    where = n.add('ShaderNodeCombineXYZ', X=n.math('MULTIPLY', index, 2.9), Y=n.math('DIVIDE', n.math('SUBTRACT', v, n.math('MULTIPLY', u, 0.5)), 5.0), Z=1.0)
    slub = n.add('ShaderNodeTexNoise', Vector=where.outputs[0], Scale=1.0, Detail=2.0)
    fine = n.add("ShaderNodeTexNoise", Vector=uv, Scale=1.5, Detail=1.0)
    height = n.math('MULTIPLY', wale, n.math('ADD', 0.75, n.math('MULTIPLY', slub.outputs['Fac'], 0.5)))
    height = n.math('ADD', height, n.math("MULTIPLY", fine.outputs["Fac"], 0.15))

    def stitches(dist, rows, length, mask, depth=1.2):
        """Raised thread dashes `length` mm long on lines `rows` mm from a seam/edge (dist), on `mask`."""
        total = None
        for row in rows:
            on = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', dist, row)), 0.45)
            total = on if total is None else n.math('MAXIMUM', total, on)
        dash = n.math('FRACT', n.math('DIVIDE', along, length))
        bead = n.math('SINE', n.math('MULTIPLY', n.math('MINIMUM', n.math('DIVIDE', dash, 0.82), 1.0), 3.14159))
        return n.math('MULTIPLY', n.math('MULTIPLY', total, mask), n.math('MULTIPLY', bead, depth))

    thread = n.math('ADD', stitches(edge, SEAM_ROWS, 3.0, is_crown), stitches(edge, BRIM_ROWS, 3.2, is_brim, 1.8))
    # A row round the head opening (the sweatband's seam), 7 mm up.
    base = n.math('LESS_THAN', n.math('ABSOLUTE', n.math('SUBTRACT', along, 7.0)), 0.45)
    dash = n.math('SINE', n.math('MULTIPLY', n.math('FRACT', n.math('DIVIDE', lx, 3.0)), 3.14159))
    thread = n.math('ADD', thread, n.math('MULTIPLY', n.math('MULTIPLY', base, is_crown), dash))
    # Where the thread lies, the twill is hidden under it.
    covered = n.math('MINIMUM', n.math('MULTIPLY', thread, 4.0), 1.0)
    height = n.math('ADD', n.math('MULTIPLY', height, n.math('SUBTRACT', 1.0, covered)), n.math('MULTIPLY', thread, 1.6))

    # Eyelets: a ring of satin stitches (radial) round a hole, on every crown gore.
    ex = lx
    ey = n.math('SUBTRACT', ly, eyelet_height)
    r = n.math('SQRT', n.math('ADD', n.math('MULTIPLY', ex, ex), n.math('MULTIPLY', ey, ey)))
    _, hole_r, ring_r = EYELET
    ring = n.math('MULTIPLY', n.math('MULTIPLY', n.math('GREATER_THAN', r, hole_r), n.math('LESS_THAN', r, ring_r)), is_crown)
    satin = n.math('ABSOLUTE', n.math('SINE', n.math('MULTIPLY', n.math('ARCTAN2', ey, ex), 28.0)))
    dome = n.math('SINE', n.math('MULTIPLY', n.math('DIVIDE', n.math('SUBTRACT', r, hole_r), ring_r - hole_r), 3.14159))
    height = n.math('ADD', n.math('MULTIPLY', height, n.math('SUBTRACT', 1.0, ring)),
                    n.math('MULTIPLY', ring, n.math('ADD', n.math('MULTIPLY', dome, 2.2), n.math('MULTIPLY', satin, 0.5))))
    hole = n.math('MULTIPLY', n.math('LESS_THAN', r, hole_r), is_crown)

    bump = n.add('ShaderNodeBump', Strength=0.55, Distance=0.00035, Height=height)
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': 0.88,
                                                 'Specular': 0.25, 'Normal': bump.outputs['Normal']})
    weight = n.add('ShaderNodeLayerWeight', Blend=0.35, Normal=bump.outputs['Normal'])
    sheen = n.add('ShaderNodeBsdfGlossy', Color=(1, 1, 1, 1), Roughness=0.5, Normal=bump.outputs['Normal'])
    # Cotton's faint sheen, a little stronger on the thread (polyester topstitching).
    gloss = n.math('ADD', n.math('MULTIPLY', weight.outputs['Facing'], 0.1), n.math('MULTIPLY', covered, 0.05))
    mix = n.add('ShaderNodeMixShader', Fac=gloss)
    n.tree.links.new(bsdf.outputs[0], mix.inputs[1])
    n.tree.links.new(sheen.outputs[0], mix.inputs[2])
    see_through = hole
    if mesh_back:
        # The back gores' net: round holes 1.1 mm across on a 2.4 mm hexagonal pitch.
        mesh = n.math('MULTIPLY', n.math('GREATER_THAN', panel, 0.5), is_crown)
        col = n.math('DIVIDE', lx, 2.4)
        row = n.math('DIVIDE', ly, 2.08)
        shift = n.math('MULTIPLY', n.math('MODULO', n.math('FLOOR', row), 2.0), 0.5)
        cx = n.math('SUBTRACT', n.math('FRACT', n.math('ADD', col, shift)), 0.5)
        cy = n.math('SUBTRACT', n.math('FRACT', row), 0.5)
        d = n.math('SQRT', n.math('ADD', n.math('MULTIPLY', cx, cx), n.math('MULTIPLY', cy, cy)))
        net_hole = n.math('MULTIPLY', mesh, n.math('LESS_THAN', d, 0.25))
        # Outside the holes the net is a round polyester strand.
        see_through = n.math('MAXIMUM', see_through, n.math('MULTIPLY', net_hole, n.math('GREATER_THAN', edge, 1.2)))
    through = n.add('ShaderNodeBsdfTransparent')
    cut = n.add('ShaderNodeMixShader', Fac=see_through)
    n.tree.links.new(mix.outputs[0], cut.inputs[1])
    n.tree.links.new(through.outputs[0], cut.inputs[2])
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(cut.outputs[0], out.inputs['Surface'])

    a = print_area
    inside = n.math('COMPARE', panel, a['panel'])
    for value, op, coord in ((a['x0'], 'GREATER_THAN', u), (a['x1'], 'LESS_THAN', u),
                             (a['y0'], 'GREATER_THAN', v), (a['y1'], 'LESS_THAN', v)):
        inside = n.math('MULTIPLY', inside, n.math(op, coord, value))
    aov(n, 'print', value=inside)
    aov(n, 'product', value=n.math('SUBTRACT', 1.0, see_through))
    combine = n.add('ShaderNodeCombineXYZ', X=u, Y=v, Z=n.math('ADD', panel, 1.0))
    aov(n, 'uvp', color=combine.outputs[0])
    return mat
