"""A flat lay's start pose from the pattern, as a stylist lays a jersey out: the front panel flat over the back, each at
its own cut (its pattern in mm), and each sleeve folded in half along its length and laid out from its armhole, cap top
at the shoulder point and underarm at the underarm. Dropped from the sewn tube squashed over its back (stage.py's
flat_start), the front had ~8 % more width than the form's tube gave it room for: it gathered into ripples 80–100 mm
apart and a print there came out 0.92 wide per 1 high. Started at its cut, the cloth only settles; `towards` gives
some of the tube's slack back.

Expects the mesh as lay.staged leaves it: front up (+z), the neck towards +y, centred."""
import math

from mathutils import Vector

# The layers' heights over the table (m): the front over the back, apart by more than self-collision's distance.
TOP, BOTTOM = 0.011, 0.004


def _loops_by_vertex(mesh):
    """Per vertex: {panel index: pattern (u, v) in mm} (a welded seam vertex is in two panels)."""
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    out = {}
    for poly in mesh.polygons:
        p = panel[poly.index].value
        for loop in poly.loop_indices:
            out.setdefault(mesh.loops[loop].vertex_index, {})[p] = tuple(uv[loop].uv)
    return out


def _sign(pairs):
    """+1 when the first values grow with the second, else −1."""
    mu = sum(a for a, _ in pairs) / len(pairs)
    mw = sum(b for _, b in pairs) / len(pairs)
    return 1 if sum((a - mu) * (b - mw) for a, b in pairs) >= 0 else -1


def _edge_end(plan_panel, edge, end):
    a, b = plan_panel['edges'][edge]
    ring = plan_panel['outline']
    return ring[(a if end == 0 else b) % len(ring)]


def flat_start(mesh, plan, sleeve_lift=0.0):
    """Start positions (one per vertex) from the pattern; `sleeve_lift` turns each sleeve up (degrees) about its
    shoulder point from where its cap meets the armhole flat."""
    names = [p['name'] for p in plan['panels']]
    body = {names.index('front'): TOP, names.index('back'): BOTTOM}
    loops = _loops_by_vertex(mesh)
    co = [v.co.copy() for v in mesh.vertices]
    # Which way each panel's u runs in the world (x), from the sewn garment.
    signs = {}
    for p in body:
        signs[p] = _sign([(uv[p][0], co[k].x) for k, uv in loops.items() if p in uv])
    front = plan['panels'][names.index('front')]
    out = [None] * len(co)
    for k, uv in loops.items():
        mine = [p for p in uv if p in body]
        if mine:
            xs = [signs[p] * uv[p][0] for p in mine]
            ys = [uv[p][1] for p in mine]
            out[k] = Vector((sum(xs) / len(xs) / 1000, sum(ys) / len(ys) / 1000, sum(body[p] for p in mine) / len(mine)))
    for name in ('sleeveR', 'sleeveL'):
        s = names.index(name)
        verts = [k for k, uv in loops.items() if s in uv and out[k] is None]
        side = 1 if sum(co[k].x for k in verts) > 0 else -1
        # The front half of the sleeve lies on top: the half whose u grows with the height.
        top = _sign([(loops[k][s][0], co[k].z) for k in verts])
        panel = plan['panels'][s]
        cap_top = Vector((0.0, max(y for _, y in panel['outline'])))
        underarm = Vector((-side * max(abs(x) for x, _ in panel['outline']), 0.0))
        # The body's shoulder point and underarm on this side (the front's armhole's ends, world x = sign × u).
        arm = 'armholeR' if signs[names.index('front')] * side > 0 else 'armholeL'
        ends = sorted((_edge_end(front, arm, 0), _edge_end(front, arm, 1)), key=lambda e: e[1])
        (u1, v1), (u0, v0) = ends
        sign = signs[names.index('front')]
        shoulder = Vector((sign * u0, v0))
        under = Vector((sign * u1, v1))
        a, b = underarm - cap_top, under - shoulder
        turn = math.atan2(b.y, b.x) - math.atan2(a.y, a.x) + side * math.radians(sleeve_lift)
        c, sn = math.cos(turn), math.sin(turn)
        for k in verts:
            u, v = loops[k][s]
            # Folded along its length: the fold (u = 0) along the top, the underarm seam (|u| at its widest) below.
            p = Vector((-side * abs(u), v)) - cap_top
            q = Vector((c * p.x - sn * p.y, sn * p.x + c * p.y)) + shoulder
            out[k] = Vector((q.x / 1000, q.y / 1000, TOP if u * top > 0 else BOTTOM))
    # Centred over the origin, as flat_start centres the sewn shape.
    xs = [p.x for p in out]
    ys = [p.y for p in out]
    shift = Vector(((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, 0))
    return [p - shift for p in out]


def towards(laid, dropped, share):
    """The laid-out start moved `share` of the way back towards the squashed tube's (stage.flat_start): the cloth
    then has a little less room than its cut and settles into a few soft ripples, as a hand-smoothed jersey does (laid
    out exactly at its cut it lay flat as a sheet of paper, edges and all)."""
    return [p.lerp(q, share) for p, q in zip(laid, dropped)]
