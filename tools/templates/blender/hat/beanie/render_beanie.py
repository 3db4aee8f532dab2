"""Renders the cuffed rib beanie's passes: `blender -b --factory-startup -P hat/beanie/render_beanie.py -- scene.json`
(beanie.py models it, knit.py is its stitches; ../stage.py sets it down and renders it)."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
sys.path.insert(0, here)
import beanie  # noqa: E402
import knit  # noqa: E402
import stage  # noqa: E402


def model(hat, print_area):
    product, smooth = beanie.beanie_objects(hat.get('seed', 1))
    return product, smooth, knit.knit_material('knit', hat['albedo'], print_area)


stage.run(model)
