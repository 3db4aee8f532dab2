"""The zip hoodie's entry (physical/hoodie-zip.ts): the pullover front's entry, hoodie_front/render_hoodie_front.py
(its drape, the hood up over an invisible head, shared with hoodies-1), with a centre-front zip (zip_front.py) added
where the drawstrings are, and the drawstrings' eyelets moved in towards the zip as a zip hoodie's are.

drawstrings is imported first from hoodie/ and wrapped; the render script's `import drawstrings` then finds the
wrapped module. hoodie/ and hoodie_front/ stay as they are: shipped templates hash them."""
import json
import os
import runpy
import sys

here = os.path.dirname(os.path.abspath(__file__))
blender = os.path.dirname(here)
sys.path.insert(0, blender)
sys.path.insert(0, os.path.join(blender, 'hoodie'))
sys.path.insert(0, here)
import drawstrings  # noqa: E402
import zip_front  # noqa: E402

spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
zip_spec = spec['zip']
add_drawstrings = drawstrings.add_drawstrings
eyelet_uv = drawstrings.eyelet_uv


def eyelet_near_zip(panel, along=None, inward=None):
    """Each side's own distance along the face opening: the hood's sides cross at the neck, so the same distance
    puts the two eyelets at different distances from the zip."""
    left, right, inward_mm = zip_spec['eyelet']
    return eyelet_uv(panel, left if panel['name'] == 'hoodL' else right, inward_mm)


def drawstrings_and_zip(product, plan, albedo):
    drawstrings.eyelet_uv = eyelet_near_zip
    try:
        cords = add_drawstrings(product, plan, albedo)
    finally:
        drawstrings.eyelet_uv = eyelet_uv
    return cords + zip_front.add_zip(product, plan, albedo, zip_spec, spec['view'])


drawstrings.add_drawstrings = drawstrings_and_zip
# The front entry puts hoodie_front/ first on the path, so its hood_down is the one imported.
sys.path.remove(os.path.join(blender, 'hoodie'))
runpy.run_path(os.path.join(blender, 'hoodie_front', 'render_hoodie_front.py'), run_name='__main__')
