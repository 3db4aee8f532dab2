"""What a stylist's hands do to the laid hoodie after it has settled (applied to the cached lay, so it does not re-run
the cloth): the sleeves squared (each tube pressed into two layers of its own width along a straight line, the rib
cuff ending square, as wide as the cuff opening), the body and hood pressed to a real lay's height, and the hood's
folded-over front standing on its inside so its opening reads: the rim's doubled edge raised, the inside lying low
in its shade. Left to the cloth, the tubes stayed 2.7 cm high and ended in hooked points, the torso stood 2 cm high,
and the hood's two layers lay at one height, so its inside was lit as its outside."""
import math

from mathutils import Vector

import hood_down  # hoodie/hood_down.py
import hood_lay  # hoodie_staged/staging/hood_lay.py


def smooth(e0, e1, x):
    return hood_down.smoothstep(e0, e1, x)


def roles(mesh, plan):
    """Each vertex's panel name and pattern point (its first loop's)."""
    names = [p['name'] for p in plan['panels']]
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    first = {}
    for poly in mesh.polygons:
        role = names[panel[poly.index].value]
        for loop in poly.loop_indices:
            first.setdefault(mesh.loops[loop].vertex_index, (role, tuple(uv[loop].uv)))
    return first


def ripple(x, y, seed):
    """A smooth unevenness in −1…1 over a few centimetres (a sum of slanted waves), so the pressed cloth is not flat."""
    s = 0.0
    for k, (a, b, w) in enumerate(((31, 17, 0.5), (-23, 29, 0.3), (47, -41, 0.2))):
        s += w * math.sin(a * x + b * y + seed * (k + 1) * 1.7)
    return s


def fit_line(points):
    """The least-squares line through 2D points: its centre and direction."""
    c = sum(points, Vector((0, 0))) / len(points)
    sxx = sum((q.x - c.x) ** 2 for q in points)
    syy = sum((q.y - c.y) ** 2 for q in points)
    sxy = sum((q.x - c.x) * (q.y - c.y) for q in points)
    angle = 0.5 * math.atan2(2 * sxy, sxx - syy)
    return c, Vector((math.cos(angle), math.sin(angle)))


def linear(xs, ys):
    """Least-squares a, b of y = a + b x."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx > 0 else 0.0
    return my - b * mx, b


def square_sleeves(mesh, plan, p):
    """Each sleeve below the underarm (pattern y < p['from'], fully from p['full']) laid as a stylist lays it: along
    the straight line through the settled sleeve, each point along it where a linear fit of the settled sleeve's
    length puts its pattern y, across it on one of two layers of the tube's own half round (the fold where the
    settled tube's cross-sections reach furthest out, fitted linearly down the sleeve, so it does not twist), the top
    layer p['layer'] m over the bottom one, rounded at the folds (the points within p['snap'] mm of a fold on it);
    p['keep'] of the settled cloth's offsets kept."""
    first = roles(mesh, plan)
    co = [v.co.copy() for v in mesh.vertices]
    floor = p['floor']
    for side in ('R', 'L'):
        items = [(v, q) for v, (role, q) in first.items() if role in ('sleeve' + side, 'cuff' + side) and q[1] < p['from']]
        cuff = max(abs(q[0]) for v, (role, q) in first.items() if role == 'cuff' + side)
        bands = {}
        for v, q in items:
            bands.setdefault(int(q[1] // 25), []).append((v, q))
        centres = {b: sum((co[v].xy for v, _ in its), Vector((0, 0))) / len(its) for b, its in bands.items()}
        c, along = fit_line([centres[b] for b in bands if len(bands[b]) > 2])
        # Along runs down the sleeve (pattern y falls).
        ys = [sum(q[1] for _, q in bands[b]) / len(bands[b]) for b in bands]
        ss = [(centres[b] - c).dot(along) for b in bands]
        a0, k = linear(ys, ss)
        outward = Vector((-along.y, along.x))
        if outward.x * c.x < 0:
            outward = -outward
        # The sleeve's half round by pattern y (its underarm seams run straight; the cuff is a rectangle).
        sleeve = [(q[1], abs(q[0])) for v, q in items if first[v][0] == 'sleeve' + side]
        by = {}
        for y, x in sleeve:
            b = int(y // 25)
            by[b] = max(by.get(b, 0.0), x)
        h0, hk = linear([(b + 0.5) * 25 for b in by], list(by.values()))
        half = lambda y: cuff if y < p['cuffAt'] else max(cuff, h0 + hk * y)  # noqa: E731
        # The outer fold as a fraction of the round, per band (circular mean over both ways round), then fitted.
        fy, ff = [], []
        for b, its in bands.items():
            if len(its) < 4:
                continue
            z = sum(co[v].z for v, _ in its) / len(its)
            centre = c + along * (centres[b] - c).dot(along)
            means = []
            for way in (1, -1):
                sx = sy = 0.0
                for v, q in its:
                    phi = 2 * math.pi * q[0] / (2 * half(q[1])) - way * math.atan2(co[v].z - z, (co[v].xy - centre).dot(outward))
                    sx, sy = sx + math.cos(phi), sy + math.sin(phi)
                means.append((math.hypot(sx, sy), math.atan2(sy, sx)))
            fy.append(sum(q[1] for _, q in its) / len(its))
            ff.append(max(means)[1] / (2 * math.pi))
        # Unwrap the fractions down the sleeve before fitting.
        order = sorted(range(len(fy)), key=lambda i: -fy[i])
        for i, j in zip(order, order[1:]):
            ff[j] -= round(ff[j] - ff[i])
        f0, fk = linear(fy, ff)
        # Which layer lies on top: the side of the fold whose settled points lie higher.
        up = sum((co[v].z - floor) * (1 if ((q[0] / (2 * half(q[1])) - (f0 + fk * q[1])) % 1.0) < 0.5 else -1) for v, q in items)
        for v, q in items:
            y = q[1]
            h = half(y)
            frac = (q[0] / (2 * h) - (f0 + fk * y)) % 1.0
            first_half = frac < 0.5
            off = (frac if first_half else 1 - frac) * 2 * h  # fabric mm from the outer fold, 0…h
            # Fabric mm to the nearer fold; the points within `snap` mm of it moved onto it (the coarse mesh's
            # nearest point to a fold is up to half its spacing away: the folds came out scalloped), the rest spread.
            edge = min(off, h - off)
            snap = p['snap']
            edge = max(0.0, edge - snap) * (h / 2) / (h / 2 - snap)
            top = first_half == (up > 0)
            r = p['layer'] / 2
            theta = min(math.pi / 2, edge / 1000 / r)
            lift = math.sin(theta)
            # Round the fold: a half circle of radius r, its outermost point r in from the layers' width.
            across = math.copysign((h / 2 - edge) / 1000 - r * (1 - lift), h / 2 - off)
            target = c + along * (a0 + k * y) + outward * across
            z = floor + r + (1 if top else -1) * r * lift
            if top:
                z += p['uneven'] * (0.5 + 0.5 * ripple(target.x, target.y, 1 if side == 'R' else 2))
                # A soft crease across the elbow, slanting as a bent-then-laid arm leaves it.
                slant = y - p['elbow'][0] - 0.25 * (h / 2 - off)
                z += p['elbow'][1] * math.exp(-(slant / p['elbow'][2]) ** 2)
            t = smooth(p['from'], p['full'], y)
            keep = p['keep']
            new = Vector((target.x, target.y, z))
            settled = co[v]
            goal = new + (settled - new) * keep * Vector((1, 1, 0.5))
            mesh.vertices[v].co = settled + (goal - settled) * t


def hood_depths(mesh, plan, placement):
    """Each hood vertex's distance (m) from the worn hood's back and its height as worn (m), and the hood's depth and
    its height range (as even_lay.fold_hood)."""
    points = hood_lay.hood_points(mesh, plan)
    worn = {v: hood_down.lying(placement, role, q[0], q[1], 0, (120, 30)) for v, role, q in points}
    back = max(w.y for w in worn.values())
    depth = max(back - w.y for w in worn.values())
    zs = [w.z for w in worn.values()]
    return {v: (back - w.y, w.z) for v, w in worn.items()}, depth, (min(zs), max(zs))


def press_body(mesh, plan, placement, fold, p):
    """The heights of everything but the squared sleeves pressed towards the table (a real lay's two layers of fleece,
    not the cloth's 2 cm of air), and the hood's folded-over layer (beyond `fold` of its depth) raised over its inside,
    most at the rim (its doubled hem round the cord) and most where the rim crossed the crown (the hood's top stays a
    bag), the rim leaning `overhang` m in over the opening, so the inside lies in its shade."""
    first = roles(mesh, plan)
    depths, depth, (low, high) = hood_depths(mesh, plan, placement)
    at = fold * depth
    floor = p['floor']
    rims = [v for v, (d, _) in depths.items() if d > depth - 0.02]
    centre = sum((mesh.vertices[v].co.xy for v in rims), Vector((0, 0))) / len(rims)
    for v, vert in enumerate(mesh.vertices):
        role, q = first.get(v, ('front', (0, 0)))
        if role.startswith(('sleeve', 'cuff')) and q[1] < p['from']:
            continue
        z = floor + (vert.co.z - floor) * p['press']
        z += p['uneven'] * (0.5 + 0.5 * ripple(vert.co.x, vert.co.y, 3)) * smooth(floor, floor + 0.006, z)
        if v in depths:
            d, worn = depths[v]
            over = smooth(at - 0.01, at + 0.02, d)
            rim = smooth(depth - 0.06, depth - 0.005, d)
            crown = 1 + p['crown'] * smooth(low + 0.3 * (high - low), high, worn)
            z += over * (p['hood'] + p['rim'] * rim) * crown
            inward = centre - vert.co.xy
            if inward.length > 1e-6:
                vert.co.xy += inward.normalized() * p['overhang'] * rim * over
        vert.co.z = z


def spare_from_relax(obj, group, plan, ribs, p):
    """Takes out of the seams' relaxing (look.seam_band's group, 10 passes of Laplacian smoothing) what it would pull
    out of shape: the open edges and one ring in (smoothed along themselves, the cuffs' and hem's corners shrank to
    claw-like points), the rib bands, and the squared sleeves (their underarm seam runs their whole length)."""
    mesh = obj.data
    first = roles(mesh, plan)
    names = [q['name'] for q in plan['panels']]
    rib_names = {names[k] for k in ribs}
    faces = {}
    for poly in mesh.polygons:
        for k in poly.edge_keys:
            faces[k] = faces.get(k, 0) + 1
    spare = {v for k, n in faces.items() if n == 1 for v in k}
    neighbours = {}
    for a, b in (e.vertices for e in mesh.edges):
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    spare |= {n for v in spare for n in neighbours.get(v, ())}
    for v, (role, q) in first.items():
        if role in rib_names or (role.startswith(('sleeve', 'cuff')) and q[1] < p['full']):
            spare.add(v)
    group.remove(sorted(spare))


def seam_grooves(obj, ribs, depth):
    """The seams (where two panels meet, the rib bands' too) sunk `depth` m after the seams' relaxing, as a sewn seam
    pulls the fleece in along its stitches: raglans, side seams and the hood's centre strip read as lines, as they do in
    a photograph of a laid hoodie. A Displace modifier placed before the smoothing subdivision."""
    mesh = obj.data
    panel = mesh.attributes['panel'].data
    panels = {}
    for poly in mesh.polygons:
        for v in poly.vertices:
            panels.setdefault(v, set()).add(panel[poly.index].value)
    seams = sorted(v for v, p in panels.items() if len(p) > 1)
    group = obj.vertex_groups.new(name='seamline')
    group.add(seams, 1.0, 'REPLACE')
    groove = obj.modifiers.new('groove', 'DISPLACE')
    groove.direction = 'Z'
    groove.mid_level = 0.0
    groove.strength = -depth
    groove.vertex_group = 'seamline'
    return groove
