"""An oak-panelled wall for the hung zip hoodie: the staged scene's wall ('wall', a box whose front face is the
plane the hanger's peg stands in) given vertical tongue-and-groove boards instead of plaster. Procedural: each board
its own shade and grain (a distorted wave texture along it), a 4 mm groove between boards darker
and sunk by the bump, a satin oil finish. The wall is scene (AOV 0), as the plaster was."""
import bpy

BOARD = 0.14   # board width, m
GROOVE = 0.004  # groove width, m


def oak_panels(wall_colour):
    mat = bpy.data.materials.new('oak-panels')
    mat.use_nodes = True
    nt = mat.node_tree
    n, l = nt.nodes, nt.links
    bsdf = n['Principled BSDF']
    coord = n.new('ShaderNodeTexCoord')
    # Across the boards: x in board widths; fract is the position within a board, floor its index.
    sep = n.new('ShaderNodeSeparateXYZ')
    l.new(coord.outputs['Object'], sep.inputs[0])
    # The wall's scale is applied (hanger.place), so its Object coordinates are metres.
    across = n.new('ShaderNodeMath'); across.operation = 'MULTIPLY'; across.inputs[1].default_value = 1.0 / BOARD
    l.new(sep.outputs['X'], across.inputs[0])
    index = n.new('ShaderNodeMath'); index.operation = 'FLOOR'
    l.new(across.outputs[0], index.inputs[0])
    frac = n.new('ShaderNodeMath'); frac.operation = 'FRACT'
    l.new(across.outputs[0], frac.inputs[0])
    # Groove: 1 within GROOVE/2 of a board's edge.
    g = GROOVE / BOARD / 2
    edge_dist = n.new('ShaderNodeMath'); edge_dist.operation = 'PINGPONG'; edge_dist.inputs[1].default_value = 0.5
    l.new(frac.outputs[0], edge_dist.inputs[0])  # 0 at the edges, 0.5 mid-board
    groove = n.new('ShaderNodeMapRange')
    groove.inputs['From Min'].default_value = g * 0.6
    groove.inputs['From Max'].default_value = g * 1.4
    groove.inputs['To Min'].default_value = 1.0
    groove.inputs['To Max'].default_value = 0.0
    l.new(edge_dist.outputs[0], groove.inputs['Value'])
    # Grain: a wave along the board (z), offset per board.
    grain_co = n.new('ShaderNodeCombineXYZ')
    off = n.new('ShaderNodeMath'); off.operation = 'MULTIPLY'; off.inputs[1].default_value = 7.31
    l.new(index.outputs[0], off.inputs[0])
    xo = n.new('ShaderNodeMath'); xo.operation = 'ADD'
    l.new(sep.outputs['X'], xo.inputs[0]); l.new(off.outputs[0], xo.inputs[1])
    zm = n.new('ShaderNodeMath'); zm.operation = 'MULTIPLY'; zm.inputs[1].default_value = 0.04
    l.new(sep.outputs['Z'], zm.inputs[0])
    l.new(xo.outputs[0], grain_co.inputs['X']); l.new(zm.outputs[0], grain_co.inputs['Y'])
    l.new(off.outputs[0], grain_co.inputs['Z'])
    wave = n.new('ShaderNodeTexWave')
    wave.wave_type = 'BANDS'; wave.bands_direction = 'X'
    wave.inputs['Scale'].default_value = 9.0
    wave.inputs['Distortion'].default_value = 6.0
    wave.inputs['Detail'].default_value = 3.0
    wave.inputs['Detail Scale'].default_value = 1.5
    l.new(grain_co.outputs[0], wave.inputs['Vector'])
    # Per-board shade: a white-noise value from the board index.
    shade = n.new('ShaderNodeTexWhiteNoise'); shade.noise_dimensions = '1D'
    l.new(index.outputs[0], shade.inputs['W'])
    base = n.new('ShaderNodeMixRGB')
    base.inputs['Color1'].default_value = (*[c * 0.72 for c in wall_colour], 1)
    base.inputs['Color2'].default_value = (*[min(1.0, c * 1.12) for c in wall_colour], 1)
    l.new(shade.outputs['Value'], base.inputs['Fac'])
    grain = n.new('ShaderNodeMixRGB'); grain.blend_type = 'MULTIPLY'
    grain.inputs['Fac'].default_value = 0.28
    l.new(base.outputs['Color'], grain.inputs['Color1'])
    ramp = n.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = (0.62, 0.55, 0.5, 1)
    ramp.color_ramp.elements[1].color = (1, 1, 1, 1)
    l.new(wave.outputs['Fac'], ramp.inputs['Fac'])
    l.new(ramp.outputs['Color'], grain.inputs['Color2'])
    dark = n.new('ShaderNodeMixRGB')
    dark.inputs['Color2'].default_value = (*[c * 0.25 for c in wall_colour], 1)
    l.new(groove.outputs['Result'], dark.inputs['Fac'])
    l.new(grain.outputs['Color'], dark.inputs['Color1'])
    l.new(dark.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = 0.55
    # Sunk grooves and a faint grain relief.
    relief = n.new('ShaderNodeMath'); relief.operation = 'MULTIPLY_ADD'
    relief.inputs[1].default_value = -1.0
    l.new(groove.outputs['Result'], relief.inputs[0])
    gr = n.new('ShaderNodeMath'); gr.operation = 'MULTIPLY'; gr.inputs[1].default_value = 0.05
    l.new(wave.outputs['Fac'], gr.inputs[0])
    l.new(gr.outputs[0], relief.inputs[2])
    bump = n.new('ShaderNodeBump')
    bump.inputs['Distance'].default_value = 0.002
    bump.inputs['Strength'].default_value = 0.8
    l.new(relief.outputs[0], bump.inputs['Height'])
    l.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    return mat


def panel_wall(wall_colour):
    wall = bpy.data.objects.get('wall')
    if wall is None:
        return
    wall.data.materials.clear()
    wall.data.materials.append(oak_panels(wall_colour))
