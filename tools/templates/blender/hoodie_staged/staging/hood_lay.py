"""Stages the sewn Hugo off the form as the staged sweatshirts are (sweatshirt_staged/staging/lay.py, imported
read-only: fleece's numbers, springs resting at the fabric's lengths). For a flat lay the hood is first lifted from
the back, where the sewing laid it, to stand above the neck as worn, its sides opened outward away from the face
opening (more the higher above the neck), so it falls on the table above the collar with its opening showing, as a
photographer lays it; hung, it stays down the back. This folder keys the staged drape's cache."""
import math
from types import SimpleNamespace

from mathutils import Vector

import hood_down  # hoodie/hood_down.py
import lay  # sweatshirt_staged/staging/lay.py

HOOD_ROLES = hood_down.HOOD_ROLES


def hood_points(mesh, plan):
    """Each hood vertex not on a seam with the body: (vertex index, role, pattern point in mm)."""
    names = [p['name'] for p in plan['panels']]
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    roles, body = {}, set()
    for poly in mesh.polygons:
        role = names[panel[poly.index].value]
        for loop in poly.loop_indices:
            v = mesh.loops[loop].vertex_index
            if role in HOOD_ROLES:
                roles.setdefault(v, (role, tuple(uv[loop].uv)))
            else:
                body.add(v)
    return [(v, role, p) for v, (role, p) in roles.items() if v not in body]


def lift_hood(mesh, plan, placement, hood):
    """Moves the hood (in the sewn, upright mesh) to the worn hood with its sides opened outward by up to
    hood['open'] degrees about the back of the hood; within hood['blend'] mm of the neck seam the sewn shape is kept,
    blending into the lifted one."""
    panels = {p['name']: p for p in plan['panels']}
    points = hood_points(mesh, plan)
    worn = {v: hood_down.lying(placement, role, p[0], p[1], 0, (120, 30)) for v, role, p in points}
    sides = [worn[v] for v, role, _ in points if role != 'hoodCentre']
    back = max(p.y for p in sides)
    neck_z = placement.hps / 1000
    for v, role, p in points:
        w = worn[v].copy()
        if role != 'hoodCentre':
            # Open like a book's covers about the hood's back, not at the neck (the collar ring holds it there).
            a = math.radians(hood['open']) * hood_down.smoothstep(0.0, hood['openOver'] / 1000, w.z - neck_z)
            depth = back - w.y
            w.x = math.copysign(abs(w.x) + depth * math.sin(a), w.x)
            w.y = back - depth * math.cos(a)
        t = hood_down.smoothstep(0.0, hood['blend'], hood_down.neck_distance(panels[role], p))
        co = mesh.vertices[v].co
        mesh.vertices[v].co = co + (Vector(w) - co) * t


def turn_sleeves(mesh, plan, placement, degrees, free=(0.0, -150.0)):
    """Turns each sleeve about its shoulder joint by `degrees` (up, away from the body; negative: down), the cuff and
    the sleeve from 15 cm below the underarm fully, the yoke above the underarm not at all (hoodie/hood_down.py's
    `lowered`, as the sewing lowered the arms)."""
    names = [p['name'] for p in plan['panels']]
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    weights, body = {}, set()
    for poly in mesh.polygons:
        role = names[panel[poly.index].value]
        for loop in poly.loop_indices:
            v = mesh.loops[loop].vertex_index
            if role in hood_down.SLEEVE_ROLES:
                s = 1.0 if role.startswith('cuff') else hood_down.smoothstep(free[0], free[1], uv[loop].uv[1])
                weights[v] = (hood_down.SLEEVE_ROLES[role], s)
            else:
                body.add(v)
    turn = {'armAngle': 0.0, 'armRest': degrees}
    for v, (side, s) in weights.items():
        if v in body or s <= 0:
            continue
        co = mesh.vertices[v].co.copy()
        mesh.vertices[v].co = co + (hood_down.lowered(placement, side, co, turn) - co) * s


def staged(sewn, st, g, placement):
    """The table or the hanger and wall; the start pose and the points the hanger holds."""
    if st.get('sleeves'):
        turn_sleeves(sewn, g['plan'], placement, st['sleeves'])
    if st['kind'] == 'flat':
        lift_hood(sewn, g['plan'], placement, st['hood'])
        return lay.staged(sewn, st)
    # The hanger is fitted under the shoulders' highest points: without the hood, which lies folded over the back
    # of the neck and otherwise set the hanger behind the back, the hoodie hanging in front of it.
    hood = {v for v, _, _ in hood_points(sewn, g['plan'])}
    fit = lay.hanger.fit
    shoulders = SimpleNamespace(vertices=[v for v in sewn.vertices if v.index not in hood])
    lay.hanger.fit = lambda mesh: fit(shoulders)
    try:
        return lay.staged(sewn, st)
    finally:
        lay.hanger.fit = fit


def drop(sewn, start, held, st, frames, quality):
    return lay.drop(sewn, start, held, st, frames, quality)
