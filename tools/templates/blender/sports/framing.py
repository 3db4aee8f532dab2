"""The camera for a garment on the form: at azimuth/elevation (degrees), framing the product's bounds to `fill` of
the picture (the first T-shirts' framing)."""
import math

from mathutils import Vector

import studio


def fit_camera(obj, view):
    corners = [obj.matrix_world @ Vector(c) for c in obj.bound_box]
    lo = Vector([min(c[k] for c in corners) for k in range(3)])
    hi = Vector([max(c[k] for c in corners) for k in range(3)])
    centre = (lo + hi) / 2 + Vector(view.get('shift', (0, 0, 0)))
    radius = (hi - lo).length / 2
    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    half_fov = math.atan(18 / view['lens'])
    extent = max(hi.x - lo.x, hi.z - lo.z, hi.y - lo.y) / 2
    distance = extent / math.tan(half_fov) / view['fill'] + radius * 0.3
    return studio.camera(centre + direction * distance, centre, view['lens'])
