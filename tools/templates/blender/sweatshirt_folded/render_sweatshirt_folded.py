"""The folded sweatshirt's entry (physical/sweatshirt-folded.ts): the staged flat lay's own render script,
sweatshirt_staged/render_sweatshirt_staged.py, run with its mesh folded by the cloth simulation (fold.py) just before
it is finished into the product — after the winding is set on the flat lay, where the front faces up everywhere
(folding turns the cloth over twice, so the winding holds)."""
import json
import os
import runpy
import sys

import bpy

here = os.path.dirname(os.path.abspath(__file__))
staged = os.path.join(os.path.dirname(here), 'sweatshirt_staged')
sys.path.insert(0, staged)
sys.path.insert(0, here)
import fold  # noqa: E402
import look  # noqa: E402  (sweatshirt_staged/look.py, the module the staged entry imports)

spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
finish = look.finish


def folded_then_finish(mesh, *args, **kwargs):
    folding = bpy.data.objects.new('folding', mesh)
    bpy.context.scene.collection.objects.link(folding)
    seconds = fold.fold(folding, spec['fold'])
    print('fold', {k: round(v, 1) for k, v in seconds.items()})
    bpy.data.objects.remove(folding)
    bpy.context.scene.frame_set(1)
    return finish(mesh, *args, **kwargs)


look.finish = folded_then_finish
runpy.run_path(os.path.join(staged, 'render_sweatshirt_staged.py'), run_name='__main__')
