"""The Hugo hoodie's own code from hoodie/render_hoodie.py, read-only: that entry script renders on import (its last
line calls main()), so its source is run here without that call, giving its placement, sewing and rib marking."""
import os

_path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'hoodie', 'render_hoodie.py')
_source = open(_path).read().rstrip()
if not _source.endswith('\nmain()'):
    raise RuntimeError('hoodie/render_hoodie.py no longer ends by calling main()')
hoodie = {'__file__': _path, '__name__': 'render_hoodie'}
exec(compile(_source[:-len('main()')], _path, 'exec'), hoodie)


def placement(g):
    """The hood's placement for the sewn garment `g` (the arms held as when it was sewn)."""
    return hoodie['HoodiePlacement'](g['measurements'], hoodie['arm_frames'](g['measurements'], g), g['plan'])
