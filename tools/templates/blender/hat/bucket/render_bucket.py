"""Renders the bucket hat's passes: `blender -b --factory-startup -P hat/bucket/render_bucket.py -- scene.json`
(bucket.py models it in the caps' twill; ../stage.py sets it down and renders it)."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
sys.path.insert(0, here)
import bucket  # noqa: E402
import stage  # noqa: E402


def model(hat, print_area):
    product, smooth, _, material = bucket.bucket_objects(hat, print_area)
    return product, smooth, material


stage.run(model)
