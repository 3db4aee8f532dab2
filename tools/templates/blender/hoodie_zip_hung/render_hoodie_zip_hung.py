"""The hung zip hoodie's entry (physical/hoodie-zip-hung.ts): hoodies-4's staged entry, hoodie_staged/ (its cached
drape on the wooden hanger, the hood down the back), with hoodies-2's centre-front zip (hoodie_zip/zip_front.py) built
on the hung drape where the drawstrings are added, and the plaster wall panelled in oak (panelling.py) just before the
passes render. hoodie_staged/ and hoodie_zip/ stay as they are: shipped templates hash them."""
import json
import os
import runpy
import sys

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'hoodie'))
sys.path.insert(0, os.path.join(blender, 'hoodie_zip'))
sys.path.insert(0, here)
import drawstrings  # noqa: E402  (hoodie/drawstrings.py, the module the staged entry imports)
import panelling  # noqa: E402
import passes  # noqa: E402
import zip_front  # noqa: E402

spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
add_drawstrings = drawstrings.add_drawstrings
render_passes = passes.render_passes


def drawstrings_and_zip(product, plan, albedo):
    return add_drawstrings(product, plan, albedo) + zip_front.add_zip(product, plan, albedo, spec['zip'], spec['view'])


def panelled_then_render(out, samples):
    panelling.panel_wall(spec['stage']['wall'])
    return render_passes(out, samples)


drawstrings.add_drawstrings = drawstrings_and_zip
passes.render_passes = panelled_then_render
runpy.run_path(os.path.join(blender, 'hoodie_staged', 'render_hoodie_staged.py'), run_name='__main__')
