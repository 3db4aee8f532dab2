"""The hoodie front's entry (physical/hoodie-front.ts): the hoodie's own render script, hoodie/render_hoodie.py, run with
this folder's hood_down.py (the hood up over an invisible head, or its face opening drawn to a rim round the back of
the neck) in place of its own.

The module is imported first, so the render script's `import hood_down` finds it already loaded; the weld after the
drape is wrapped so the invisible head goes with the form. The scenes' hash covers both folders (scriptsFor follows
the run into hoodie/)."""
import os
import runpy
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
sys.path.insert(0, here)
import garment  # noqa: E402
import hood_down  # noqa: E402

weld = garment.weld


def weld_without_head(*args, **kwargs):
    hood_down.remove_head()
    return weld(*args, **kwargs)


garment.weld = weld_without_head
runpy.run_path(os.path.join(os.path.dirname(here), 'hoodie', 'render_hoodie.py'), run_name='__main__')
