"""Renders the passes a template is made of and writes each as raw float32 RGBA, rows top to bottom
(`<name>.f32`, size × size × 4), for tools/templates/physical/layers.ts:
- beauty: the whole picture, product in its neutral albedo (linear light);
- diffuse_light (DiffDir + DiffInd: light only), diffuse_colour, gloss ((GlossDir + GlossInd) × GlossCol);
- normal, depth (guides for the denoiser); product and print (anti-aliased AOVs);
- uvp: a second render at one sample with a near-zero pixel filter: the first hit's pattern u, v (mm) and panel + 1,
  exact (not blended across folds or seams)."""
import os

import bpy
import numpy as np

PASSES = {
    'beauty': 'Image', 'diffuse_direct': 'DiffDir', 'diffuse_indirect': 'DiffInd', 'diffuse_colour': 'DiffCol',
    'gloss_direct': 'GlossDir', 'gloss_indirect': 'GlossInd', 'gloss_colour': 'GlossCol', 'normal': 'Normal',
    'depth': 'Depth', 'product': 'product', 'print': 'print',
}


def enable_passes(view_layer):
    view_layer.use_pass_combined = True
    view_layer.use_pass_z = True
    view_layer.use_pass_normal = True
    view_layer.use_pass_diffuse_direct = view_layer.use_pass_diffuse_indirect = view_layer.use_pass_diffuse_color = True
    view_layer.use_pass_glossy_direct = view_layer.use_pass_glossy_indirect = view_layer.use_pass_glossy_color = True
    for name, kind in (('product', 'VALUE'), ('print', 'VALUE'), ('uvp', 'COLOR')):
        if name not in view_layer.aovs:
            aov = view_layer.aovs.add()
            aov.name = name
            aov.type = kind


def _outputs(scene, folder, sockets):
    """Compositor: one EXR per pass (File Output writes only with compositing on)."""
    scene.use_nodes = True
    scene.render.use_compositing = True
    tree = scene.node_tree
    tree.nodes.clear()
    layers = tree.nodes.new('CompositorNodeRLayers')
    out = tree.nodes.new('CompositorNodeOutputFile')
    out.base_path = folder
    out.format.file_format = 'OPEN_EXR'
    out.format.color_depth = '32'
    out.format.exr_codec = 'ZIP'
    out.file_slots.clear()
    for name, socket in sockets.items():
        out.file_slots.new(name)
        tree.links.new(layers.outputs[socket], out.inputs[name])
    composite = tree.nodes.new('CompositorNodeComposite')
    tree.links.new(layers.outputs['Image'], composite.inputs['Image'])


def _to_raw(folder, name, frame):
    path = os.path.join(folder, '%s%04d.exr' % (name, frame))
    image = bpy.data.images.load(path)
    w, h = image.size
    pixels = np.empty(w * h * 4, dtype=np.float32)
    image.pixels.foreach_get(pixels)
    bpy.data.images.remove(image)
    os.remove(path)
    # Blender's rows run bottom to top; ours top to bottom.
    np.ascontiguousarray(pixels.reshape(h, w, 4)[::-1]).tofile(os.path.join(folder, name + '.f32'))


def render_passes(folder, samples):
    scene = bpy.context.scene
    enable_passes(scene.view_layers[0])
    _outputs(scene, folder, PASSES)
    scene.cycles.samples = samples
    bpy.ops.render.render(write_still=False)
    for name in PASSES:
        _to_raw(folder, name, scene.frame_current)


def render_uv(folder):
    """The exact first-hit pattern coordinates: one sample per pixel, at the pixel's centre."""
    scene = bpy.context.scene
    c = scene.cycles
    c.samples = 1
    c.use_adaptive_sampling = False
    c.filter_width = 0.01
    c.max_bounces = 0
    _outputs(scene, folder, {'uvp': 'uvp'})
    bpy.ops.render.render(write_still=False)
    _to_raw(folder, 'uvp', scene.frame_current)
    c.filter_width = 1.5
