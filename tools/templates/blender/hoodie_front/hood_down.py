"""Goal springs that guide the drape: the sleeves carried down with the arms as they are lowered, and the hood either
up over an invisible head (`hoodHead`: the ghost-mannequin hoodie's front, its opening framing empty space) or laid
down on the back, as a hand smooths a hood down: once the neck seam is sewn, the hood (all but its
lowest few centimetres, which stay free to fold over at the neckline) is drawn by soft goal springs from where it was
sewn to a shape lying against the upper back — the worn hood turned right over behind the neck and pressed flat — and
then let go to settle on its own. Left to fall, the hood kept its dome standing, or crumpled into a lump on the back."""
import math

from mathutils import Vector
from mathutils.bvhtree import BVHTree

import bpy

HOOD_ROLES = ('hoodL', 'hoodR', 'hoodCentre')


def smoothstep(e0, e1, x):
    t = min(1.0, max(0.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)


def neck_distance(panel, point, prefix='neck'):
    """Pattern distance (mm) from a point of a hood panel to its edges named `prefix`… (its neck seam)."""
    outline = panel['outline']
    best = 1e9
    for name, (a, b) in panel['edges'].items():
        if not name.startswith(prefix):
            continue
        b = b if b > a else b + len(outline)
        for k in range(a, b):
            (x0, y0), (x1, y1) = outline[k % len(outline)], outline[(k + 1) % len(outline)]
            dx, dy = x1 - x0, y1 - y0
            t = max(0.0, min(1.0, ((point[0] - x0) * dx + (point[1] - y0) * dy) / (dx * dx + dy * dy or 1)))
            best = min(best, math.hypot(point[0] - x0 - dx * t, point[1] - y0 - dy * t))
    return best


def face_arc(panel, point):
    """Arc length (mm) along a side panel's face opening from its low end at the centre front to the point's
    nearest place on it, and the whole face edge's length."""
    outline = panel['outline']
    n = len(outline)
    a, _ = panel['edges']['faceLow']
    _, b = panel['edges']['face']
    b = b if b > a else b + n
    walked, best, at = 0.0, 1e9, 0.0
    for k in range(a, b):
        (x0, y0), (x1, y1) = outline[k % n], outline[(k + 1) % n]
        dx, dy = x1 - x0, y1 - y0
        seg = math.hypot(dx, dy)
        t = max(0.0, min(1.0, ((point[0] - x0) * dx + (point[1] - y0) * dy) / (seg * seg or 1)))
        d = math.hypot(point[0] - x0 - dx * t, point[1] - y0 - dy * t)
        if d < best:
            best, at = d, walked + seg * t
        walked += seg
    return at, walked


def rim_target(hps, u, side, g):
    """Where the face opening's rim lies with the hood down: round the back of the neck, `u` 0 at the centre front
    neckline to 1 at the centre back, on an ellipse (half-widths hoodRim[0] across, hoodRim[1] front to back, its
    centre hoodRim[2] mm behind the neck's), rising from the neckline in front to hoodRim[3] mm above the shoulder's
    neck point at the back."""
    rx, ry, back, rise, low = g['hoodRim']
    theta = math.pi * u
    z = hps + low + (rise - low) * smoothstep(0.0, 1.0, u)
    return Vector((side * rx * math.sin(theta) / 1000, (back - ry * math.cos(theta)) / 1000, z / 1000))


HEAD = 'form-head'


def add_head(placement, g):
    """A collision-only head on the form's neck, hidden from the camera and every ray: an ellipsoid with semi-axes
    hoodHead[0..2] mm (across, front to back, up), its centre hoodHead[3] mm behind the neck's and hoodHead[4] above
    the shoulder's neck point. It grows from a point while the hood is turned up over it (a full head would be cut by
    the hood's crown sweeping forward), reaching its size once the hood stands worn round it."""
    rx, ry, rz, back, up = g['hoodHead']
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=1.0, location=(0, back / 1000, (placement.hps + up) / 1000))
    head = bpy.context.active_object
    head.name = HEAD
    full = (rx / 1000, ry / 1000, rz / 1000)
    settle, (move, _) = g['settle'], g['hoodFrames']
    head.scale = [v * 0.02 for v in full]
    head.keyframe_insert('scale', frame=settle + move)
    head.scale = full
    head.keyframe_insert('scale', frame=settle + move + 20)
    head.modifiers.new('collision', 'COLLISION')
    head.collision.thickness_outer = 0.004
    head.collision.cloth_friction = 5
    head.visible_camera = head.visible_shadow = head.visible_diffuse = False
    head.visible_glossy = head.visible_transmission = head.visible_volume_scatter = False
    return head


def remove_head():
    """The head is gone before anything is rendered (the drape is saved without it)."""
    head = bpy.data.objects.get(HEAD)
    if head is not None:
        bpy.data.objects.remove(head)


def inside_head(p, placement, g):
    rx, ry, rz, back, up = g['hoodHead']
    d = ((p.x * 1000) / rx) ** 2 + ((p.y * 1000 - back) / ry) ** 2 + ((p.z * 1000 - placement.hps - up) / rz) ** 2
    return d < 1.0


def lying(placement, role, x, y, turn, pivot):
    if role == 'hoodCentre':
        return placement.hood_centre(x, y, turn, pivot)
    return placement.hood(abs(x), y, -1 if role == 'hoodL' else 1, None, turn, pivot)


def rim_place(panels, role, point):
    """(u, world side) of a point on the face opening's edge (u 0 at its low end, 1 at the centre back), or
    (None, 0) for a point off it."""
    panel = panels[role]
    half = max(q[0] for q in panels['hoodCentre']['outline'])
    if role == 'hoodCentre':
        if abs(point[1] - max(q[1] for q in panel['outline'])) > 2:
            return None, 0
        side_panel_len = face_arc(panels['hoodL'], panels['hoodL']['outline'][panels['hoodL']['edges']['face'][1]])[1]
        # The strip's +x edge meets the hood side on the wearer's right (world −x).
        return (side_panel_len + half - abs(point[0])) / (side_panel_len + half), -1 if point[0] > 0 else 1
    if neck_distance(panel, point, 'face') > 2:
        return None, 0
    at, total = face_arc(panel, point)
    return at / (total + half), -1 if role == 'hoodL' else 1


SLEEVE_ROLES = {'sleeveR': 1, 'cuffR': 1, 'sleeveL': -1, 'cuffL': -1}


def lowered(placement, side, co, g):
    """Where a sleeve's point goes when its arm is lowered: turned with the arm about the shoulder joint."""
    joint = Vector(placement.arms[side][0])
    phi = side * math.radians(g['armAngle'] - g['armRest'])
    d = co - joint
    return joint + Vector((d.x * math.cos(phi) + d.z * math.sin(phi), d.y, -d.x * math.sin(phi) + d.z * math.cos(phi)))


def lay_hood(cloth, placement, records, plan, torso, g):
    """Adds the 'down' shape key (the hood's goal, animated from where it was sewn to lying on the back) and the
    'hood' pin group, and keys the goal springs' stiffness on and off. records: (role, pattern points) per panel in
    the order build_garment made their vertices."""
    panels = {p['name']: p for p in plan['panels']}
    depsgraph = bpy.context.evaluated_depsgraph_get()
    bvh = BVHTree.FromObject(torso, depsgraph)
    basis = cloth.data.shape_keys.key_blocks['placed']
    down = cloth.shape_key_add(name='down', from_mix=False)
    down.relative_key = basis
    group = cloth.vertex_groups.new(name='hood')
    if 'hoodHead' in g:
        add_head(placement, g)
    inside = 0
    k = 0
    for role, points in records:
        for point in points:
            if role in HOOD_ROLES:
                s = smoothstep(g['hoodFree'][0], g['hoodFree'][1], neck_distance(panels[role], point))
                # The line the hood folds back about: higher, its lowest part stands round the neck as a rim.
                p = lying(placement, role, point[0], point[1], g['hoodTurn'], g.get('hoodPivot', (120, 30)))
                hit = bvh.ray_cast(Vector((p.x, 1.5, p.z)), Vector((0, -1, 0)))
                if 'hoodHead' in g:
                    # Worn (hoodTurn 0): nothing pressed to the back.
                    inside += s > 0 and inside_head(p, placement, g)
                elif hit[0] is not None:
                    # Pressed flat: what stands off the back is squashed towards it, nothing goes into it.
                    back = hit[0].y + 0.02
                    p.y = back + max(0.0, p.y - back) * g['hoodFlatten']
                start = basis.data[k].co
                if 'hoodRim' in g:
                    # The face opening's edge is drawn to a rim standing round the back of the neck, the rest of
                    # the hood lying down the back from it; its lowest part, sewn at the centre front, stays free.
                    u, side = rim_place(panels, role, point)
                    if u is not None:
                        s = smoothstep(0.08, 0.3, u)
                        p = rim_target(placement.hps, u, side, g)
                down.data[k].co = start + (p - start) * s
                if s > 0:
                    group.add([k], 0.9 * s, 'REPLACE')
            elif role in SLEEVE_ROLES and 'sleeveFree' in g:
                # The sleeve below the armpit is carried down with its arm (pushed by the arm alone, it slipped off
                # where the arm closes on the torso and stood out or crumpled); the yoke follows the seams.
                s = 1.0 if role.startswith('cuff') else smoothstep(g['sleeveFree'][0], g['sleeveFree'][1], point[1])
                start = basis.data[k].co
                down.data[k].co = start + (lowered(placement, SLEEVE_ROLES[role], start.copy(), g) - start) * s
                if s > 0:
                    group.add([k], 0.9 * s, 'REPLACE')
            k += 1
    if 'hoodHead' in g:
        print('hood_down: %d hood goal points inside the head' % inside)
    return group


def key_hood(cloth, settings, g):
    """The goal moves over hoodFrames[0] frames after sewing, holds, then the springs ease to hoodHold over
    hoodFrames[1]."""
    settle = g['settle']
    move, release = g['hoodFrames']
    key = cloth.data.shape_keys.key_blocks['down']
    key.value = 0.0
    key.keyframe_insert('value', frame=settle)
    key.value = 1.0
    key.keyframe_insert('value', frame=settle + move)
    settings.vertex_group_mass = 'hood'
    settings.pin_stiffness = g['hoodStiffness']
    settings.keyframe_insert('pin_stiffness', frame=settle + move + 10)
    # Let go to hoodHold, not to nothing: let go entirely, the hood's dome sprang back up into a funnel.
    settings.pin_stiffness = g.get('hoodHold', 0.0)
    settings.keyframe_insert('pin_stiffness', frame=settle + move + 10 + release)


def stiffen_hood(cloth, records):
    """The 'hoodStiff' group: the hood's vertices, which bend as stiffly as `hoodBending` (a hood is two layers)."""
    group = cloth.vertex_groups.new(name='hoodStiff')
    k = 0
    for role, points in records:
        if role in HOOD_ROLES:
            group.add(list(range(k, k + len(points))), 1.0, 'REPLACE')
        k += len(points)
    return group
