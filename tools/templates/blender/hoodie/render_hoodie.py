"""Renders one hoodie template's passes: `blender -b --factory-startup -P hoodie/render_hoodie.py -- scene.json`.

The hoodie (FreeSewing's Hugo, tools/templates/physical/garments/hoodie.ts) is sewn and rendered with the shared
scripts one folder up; what differs from a T-shirt is here: where each of its eleven panels starts round the form
(raglan sleeves reaching the neck, the hood turned back behind the neck, the pocket over the front, the ribbing round
the hips and wrists), a form filled out to the hem with a short neck and arms that taper to the wrist so the cuffs
fit and are lowered once sewn, fleece's cloth numbers, the rib texture on the waistband and cuffs, the hood drawn
down onto the back (hood_down.py) and the drawstrings (drawstrings.py)."""
import json
import math
import os
import sys
import time

import bmesh
import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import fabric  # noqa: E402
import form  # noqa: E402
import garment  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'sweatshirt_staged'))
import look  # noqa: E402  (sweatshirt_staged/look.py: one winding, the seams relaxed)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import collar  # noqa: E402
import drawstrings  # noqa: E402
import hood_down  # noqa: E402
import grid  # noqa: E402
import passes  # noqa: E402
import studio  # noqa: E402


# The line the hood is turned back about (mm: behind the centre line, above the neck point) and by how much (degrees).
HOOD_PIVOT = (120, 30)
HOOD_TURN = 60


class HoodiePlacement(garment.Placement):
    """Where each panel starts. build_garment asks body() for the front and back and sleeve() for every other
    panel; the panel being placed is noted by the triangulation hook in drape() (role), so the hood, pocket and
    ribbing go where they belong."""

    def __init__(self, m, arms, plan):
        super().__init__(m, arms)
        self.pocket = garment.Placement(m, arms, gap=48)
        sleeve = next(p for p in plan['panels'] if p['name'] == 'sleeveR')
        self.wrist_y = min(q[1] for q in sleeve['outline'])
        self.top_w = panel_width_at(sleeve, -1.0)
        self.wrist_w = panel_width_at(sleeve, self.wrist_y + 1.0)
        self.role = None
        self.hps = m['hpsToWaistBack']
        self.neck_r = m['neck'] / (2 * math.pi)
        hood = next(p for p in plan['panels'] if p['name'] == 'hoodL')
        a, b = hood['edges']['crown']
        # The crown from the neck up over the head to the face (the drafted edge runs the other way).
        self.crown = [tuple(hood['outline'][k]) for k in range(b, a - 1, -1)]

    def body(self, x, y, back):
        # garment.Placement walks the back's pattern +x to the world's +x, where the front's +x is: the side seams,
        # the back raglans and the waistband's back then started 39-44 cm apart, across the form. Walked the other way,
        # the back's +x (the wearer's right seen from behind) meets the front's −x edges, as the seams pair them.
        return super().body(-x if back else x, y, back)

    def sleeve(self, x, y, side, width):
        role = self.role
        if role == 'pocket':
            return self.pocket.body(x, y, False)
        if role in ('hoodL', 'hoodR'):
            return self.hood(abs(x), y, -1 if role == 'hoodL' else 1, None)
        if role == 'hoodCentre':
            return self.hood_centre(x, y)
        if role == 'waistband':
            return self.waistband(x, y)
        side = 1 if role in ('sleeveR', 'cuffR') else -1
        if role.startswith('cuff'):
            return self.raglan(x, y, side, width)
        # Below the underarm the sleeve narrows with the pattern to the wrist, so its underarm seam starts closed.
        t = min(1.0, max(0.0, (y - self.wrist_y) / -self.wrist_y))
        return self.raglan(x, y, side, self.wrist_w + (self.top_w - self.wrist_w) * t)

    def raglan(self, x, y, side, width):
        """Round the arm below the underarm line (y 0); above it the yoke climbs towards the neck."""
        joint, axis, _ = self.arms[side]
        axis = Vector(axis)
        up = Vector((side * axis.z * -1, 0, side * axis.x)).normalized()
        front = Vector((0, -1, 0)) if side > 0 else Vector((0, 1, 0))
        radius = width / (2 * math.pi) + 8
        t = min(1.0, max(0.0, y / 295))
        r = (radius + 10) * (1 - 0.6 * t)
        phi = x / radius
        along = 150 - y if y <= 0 else 150 * (1 - t)
        neck = Vector((side * (self.neck_r + 15), 0, self.hps + 5))
        p = Vector(joint) * 1000 + axis * along + (up * math.cos(phi) + front * math.sin(phi)) * r
        p += (neck - Vector(joint) * 1000) * (t * t)
        return p / 1000

    def hood(self, ax, y, side, x_world, turn=HOOD_TURN, pivot=HOOD_PIVOT):
        """The hood as worn (each side in a plane beside the head, the crown over it, the neck at the neckline), then
        turned back about a line behind the neck, as a hand pushes a hood down: it starts lying back over the
        shoulders, its neck seam closed by the sewing springs while gravity is off, then falls onto the back. (A hood
        sewn up round an invisible head keeps its dome standing once the head is gone: a dome does not fold.)"""
        z = self.hps + (y + 337) * 1.0
        yw = -(ax - 126) * 1.2
        xw = side * 115 if x_world is None else x_world
        py, pz = pivot[0], self.hps + pivot[1]
        a = math.radians(turn)
        dy, dz = yw - py, z - pz
        return Vector((xw / 1000, (py + dy * math.cos(a) + dz * math.sin(a)) / 1000, (pz - dy * math.sin(a) + dz * math.cos(a)) / 1000))

    def hood_centre(self, x, length, turn=HOOD_TURN, pivot=HOOD_PIVOT):
        pts, walked = self.crown, 0.0
        at = pts[-1]
        for p, q in zip(pts, pts[1:]):
            seg = math.dist(p, q)
            if walked + seg >= length:
                f = (length - walked) / (seg or 1)
                at = (p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f)
                break
            walked += seg
        # The strip's +x edge meets the hood side on the wearer's right (world −x).
        return self.hood(abs(at[0]), at[1], 0, -x * 115 / 30.5, turn, pivot)

    def waistband(self, u, v):
        """Round the hips below the hem: u from the wearer's right side seam across the front, then the back."""
        w, d = form.ellipse_axes(self.m['hips'] * 1.12, 1.35)
        px, py = garment.ellipse_walk(w + 25, d + 25, u * self._wb_scale(w + 25, d + 25), math.pi)
        return Vector((px / 1000, py / 1000, (self.top + self.hem_y - 64 + v) / 1000))

    def _wb_scale(self, a, b):
        if not hasattr(self, '_scale'):
            pts = [(a * math.cos(2 * math.pi * k / 720), b * math.sin(2 * math.pi * k / 720)) for k in range(721)]
            self._scale = sum(math.dist(p, q) for p, q in zip(pts, pts[1:])) / self.wb_length
        return self._scale


def panel_width_at(panel, y):
    """The panel's width (mm) at pattern height y: the span of its outline's crossings of that line."""
    xs = []
    ring = panel['outline']
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        if (y0 - y) * (y1 - y) <= 0 and y0 != y1:
            xs.append(x0 + (x1 - x0) * (y - y0) / (y1 - y0))
    return (max(xs) - min(xs)) if len(xs) >= 2 else None


def tapered_arm(name, joint, axis, radius, wrist, start, length):
    """A cone down the arm's axis from `start` to `length` (metres from the joint), `radius` at the joint tapering
    to `wrist`: no upper arm, so lowering it never sweeps the body's side into the torso (it crumpled the sleeves
    at the elbow) and the raglan yoke hangs from the seams alone."""
    r0 = radius + (wrist - radius) * start / length
    bpy.ops.mesh.primitive_cone_add(vertices=24, radius1=r0, radius2=wrist, depth=length - start)
    arm = bpy.context.active_object
    arm.name = name
    arm.rotation_mode = 'QUATERNION'
    # The cone's first radius is at its −z end: that end goes towards the shoulder.
    arm.rotation_quaternion = Vector(axis).to_track_quat('Z', 'Y')
    arm.location = [joint[k] + axis[k] * (start + length) / 2 for k in range(3)]
    bpy.ops.mesh.primitive_uv_sphere_add(segments=24, ring_count=12, radius=r0, location=[joint[k] + axis[k] * start for k in range(3)])
    ball = bpy.context.active_object
    ball.name = name + '-ball'
    return [arm, ball]


def arm_frames(m, g):
    """Each arm's joint (moved `armOut` mm out from the body's shoulder), axis and radius, held out at `armAngle`."""
    arms = {}
    for side in (1, -1):
        joint, axis, radius = form.arm_frame(m, side, g['armAngle'])
        arms[side] = ((joint[0] + side * g['armOut'] / 1000, joint[1], joint[2]), axis, radius)
    return arms


def hoodie_form(m, g, hem):
    """The dress form for a hoodie: a torso filled out below the chest to the garment's hem (a ghost mannequin's
    hoodie hangs straight from the chest; on the body's own waist and hips the hem band crumpled), a short neck, and
    thin forearm cones (no upper arm) that start held out (where the sleeves are placed and sewn) and are lowered
    once the seams have closed: the cuffs grip the wrists and carry the sleeves down beside the body (held out,
    they stood out like wings; whole arms lowered swept the body's side in and crumpled the sleeves at the elbow)."""
    sections = form.torso_sections(m)
    # The hem band fits the form at the hips: the waist, hips and the form below them take the hem's girth.
    fill = [(z, *form.ellipse_axes(hem * k, 1.4), 0) for z, k in ((0, 0.88), (-m['waistToHips'], 0.94), (-m['waistToHips'] - 220, 0.94))]
    sections = [fill[2], fill[1], fill[0]] + sections[3:]
    # A ghost mannequin's neck is short: on the form's 9 cm neck the hood's lower part stood up like a turtleneck.
    z, a, b, shift = sections[-1]
    sections[-1] = (m['hpsToWaistBack'] + g['neckHeight'], a, b, shift)
    parts = [form._lofted('form-torso', sections)]
    start, rest, length = g['armAngle'], g['armRest'], g['armLength']
    for side, (joint, axis, radius) in arm_frames(m, g).items():
        arm = tapered_arm('form-arm-%+d' % side, joint, axis, radius * g['armScale'], m['wrist'] / (2 * math.pi) / 1000, g['armFrom'] / 1000, length / 1000)
        pivot = bpy.data.objects.new('form-shoulder-%+d' % side, None)
        bpy.context.scene.collection.objects.link(pivot)
        pivot.location = joint
        bpy.context.view_layer.update()
        for obj in arm:
            obj.parent = pivot
            obj.matrix_parent_inverse = pivot.matrix_world.inverted()
        # Turning about +y lowers the +x arm; the −x arm turns the other way.
        pivot.keyframe_insert('rotation_euler', frame=g['settle'])
        pivot.rotation_euler.y = side * math.radians(start - rest)
        pivot.keyframe_insert('rotation_euler', frame=g['settle'] + g['armFrames'])
        parts += arm
    for obj in parts:
        obj.modifiers.new('collision', 'COLLISION')
        obj.collision.thickness_outer = 0.004
        obj.collision.cloth_friction = 5
        obj.visible_camera = obj.visible_shadow = obj.visible_diffuse = False
        obj.visible_glossy = obj.visible_transmission = obj.visible_volume_scatter = False
    return parts


def simulate(obj, frames, settle, quality, self_collision, g):
    """garment.simulate with fleece's numbers: lighter per unit of stiffness than the tees' jersey (the long sleeves
    and the hood hang from the raglans and stretched the chest by 10-20 %), and stiffer to bend."""
    scene = bpy.context.scene
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    s = cloth.settings
    s.quality = quality
    s.mass = g['mass']
    # Damped against the air more than the tees' jersey, so the sleeves follow the arms down instead of springing off.
    s.air_damping = g['airDamping']
    # The sweatshirts' 30 unless told (at 60 the sleeves stood out stiffly from the lowered arms).
    s.tension_stiffness = s.compression_stiffness = g.get('tension', 30)
    s.shear_stiffness = 15
    s.bending_stiffness = g['bending']
    s.tension_damping = s.compression_damping = s.shear_damping = 5
    s.use_sewing_springs = True
    s.sewing_force_max = 8.0
    s.rest_shape_key = obj.data.shape_keys.key_blocks['flat']
    s.use_dynamic_mesh = False
    c = cloth.collision_settings
    c.distance_min = 0.003
    c.collision_quality = 3
    c.use_self_collision = self_collision
    c.self_distance_min = 0.002
    c.self_friction = 5
    cloth.point_cache.frame_start = 1
    cloth.point_cache.frame_end = frames
    w = s.effector_weights
    w.gravity = 0.0
    w.keyframe_insert('gravity', frame=1)
    w.keyframe_insert('gravity', frame=settle)
    w.gravity = 1.0
    w.keyframe_insert('gravity', frame=settle + 15)
    if 'hoodTurn' in g:
        hood_down.key_hood(obj, s, g)
    if 'hoodBending' in g:
        # Only the hood (its group's weight 1) bends this stiffly: a lined hood keeps its rim.
        s.vertex_group_bending = 'hoodStiff'
        s.bending_stiffness_max = g['hoodBending']
    scene.frame_start, scene.frame_end = 1, frames
    for f in range(1, frames + 1):
        scene.frame_set(f)
    depsgraph = bpy.context.evaluated_depsgraph_get()
    evaluated = obj.evaluated_get(depsgraph)
    return bpy.data.meshes.new_from_object(evaluated)


def drape(g):
    m = g['measurements']
    plan = g['plan']
    wb = next(p for p in plan['panels'] if p['name'] == 'waistband')
    wb_length = max(q[0] for q in wb['outline']) - min(q[0] for q in wb['outline'])
    parts = hoodie_form(m, g, wb_length)
    arms = arm_frames(m, g)
    placement = HoodiePlacement(m, arms, plan)
    placement.wb_length = wb_length
    placement.hem_y = min(q[1] for q in next(p for p in plan['panels'] if p['name'] == 'front')['outline'])
    triangulate = garment.triangulate

    records = []

    def noting_role(panel):
        placement.role = panel['name']
        points, tris = triangulate(panel)
        records.append((panel['name'], points))
        return points, tris
    garment.triangulate = noting_role
    try:
        cloth, pairs = garment.build_garment(plan, placement)
    finally:
        garment.triangulate = triangulate
    if 'hoodTurn' in g:
        group = hood_down.lay_hood(cloth, placement, records, plan, parts[0], g)
        if 'collar' in g:
            offsets, k = {}, 0
            for role, points in records:
                offsets[role] = k
                k += len(points)
            collar.hold_neckline(cloth, plan, offsets, parts[0], m, g, group)
        if 'hoodBending' in g:
            hood_down.stiffen_hood(cloth, records)
    draped = simulate(cloth, g['frames'], g['settle'], g['quality'], g['selfCollision'], g)
    garment.weld(draped, pairs)
    bpy.data.objects.remove(cloth)
    pivots = {p.parent for p in parts if p.parent}
    for p in parts:
        bpy.data.objects.remove(p)
    for p in pivots:
        bpy.data.objects.remove(p)
    draped.name = 'drape'
    os.makedirs(os.path.dirname(g['drapeFile']), exist_ok=True)
    bpy.data.libraries.write(g['drapeFile'] + '.partial', {draped})
    os.replace(g['drapeFile'] + '.partial', g['drapeFile'])
    return draped


def load_drape(path):
    with bpy.data.libraries.load(path) as (source, target):
        target.meshes = ['drape']
    return target.meshes[0]


def mark_ribs(mesh, ribs):
    """The fabric shader ribs what lies within 16 mm of a 'neck': here the whole waistband and cuffs, nothing else."""
    bm = bmesh.new()
    bm.from_mesh(mesh)
    panel = bm.faces.layers.int.get('panel')
    rib = set()
    for f in bm.faces:
        if f[panel] in ribs:
            rib.update(v.index for v in f.verts)
    bm.free()
    values = [0.0 if k in rib else 1000.0 for k in range(len(mesh.vertices))]
    mesh.attributes['neck'].data.foreach_set('value', values)


def raglan_band(obj, roles):
    """A vertex group of the four raglan seams (where the front or back meets a sleeve), weight 1, and the ring
    round them at half weight: the pocket's and the hood's seams stay out, and the band stays narrow (relaxed with
    two rings, the chest above the pocket and the zip hoodie's left chest stretched past the build's limit)."""
    mesh = obj.data
    body = {roles.index('front'), roles.index('back')}
    sleeves = {roles.index('sleeveR'), roles.index('sleeveL')}
    panel = mesh.attributes['panel'].data
    panels = {}
    for poly in mesh.polygons:
        for v in poly.vertices:
            panels.setdefault(v, set()).add(panel[poly.index].value)
    seams = {v for v, p in panels.items() if p & body and p & sleeves}
    ring = set()
    for e in mesh.edges:
        a, b = e.vertices
        if (a in seams) != (b in seams):
            ring.add(b if a in seams else a)
    group = obj.vertex_groups.new(name='raglans')
    group.add(sorted(seams), 1.0, 'REPLACE')
    group.add(sorted(ring), 0.5, 'REPLACE')
    return group


def finish(mesh, knit, albedo, print_area, hems, roles):
    """The sewn drape wound one way (its panels' windings disagreed across the raglans, so smooth normals and the
    shell folded there into dark specks), its raglans relaxed (the sleeve heads' ease gathered into pleats at the
    weld), smoothed, and a fleece shell."""
    look.consistent(mesh, (0, -1, 0))
    obj = bpy.data.objects.new('product', mesh)
    bpy.context.scene.collection.objects.link(obj)
    for p in mesh.polygons:
        p.use_smooth = True
    relax = obj.modifiers.new('relax', 'SMOOTH')
    relax.factor = 1.0
    relax.iterations = 10
    relax.vertex_group = raglan_band(obj, roles).name
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    sub.uv_smooth = 'NONE'
    shell = obj.modifiers.new('thickness', 'SOLIDIFY')
    # Fleece is thicker than jersey.
    shell.thickness = 0.0022
    shell.offset = -1
    shell.use_rim = True
    shell.use_even_offset = False
    obj.data.materials.append(fabric.fabric_material('fabric', knit, albedo, print_area, hems))
    return obj


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


def main():
    spec = json.load(open(sys.argv[sys.argv.index('--') + 1]))
    out = spec['out']
    os.makedirs(out, exist_ok=True)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    timings = {}
    t0 = time.time()
    g = spec['garment']
    draped = load_drape(g['drapeFile']) if os.path.exists(g['drapeFile']) else drape(g)
    timings['drape'] = time.time() - t0
    mark_ribs(draped, set(g['ribs']))

    product = finish(draped, g['knit'], g['albedo'], spec['printArea'], g.get('hems', []), g['roles'])
    for obj in drawstrings.add_drawstrings(product, g['plan'], g['albedo']):
        # They turn with the hoodie for a back view.
        obj.parent = product
    s = spec['setting']
    studio.sweep(s['colour'], floor_z=s['floorZ'], back_y=s['backY'])
    studio.world(s.get('world', 0.15))
    for light in spec['lights']:
        studio.area_light(light['name'], light['location'], light['target'], light['size'], light['energy'])
    view = dict(spec['view'])
    if abs(view['azimuth']) > 90:
        product.rotation_euler.z = math.pi
        view['azimuth'] -= math.copysign(180, view['azimuth'])
        bpy.context.view_layer.update()
    cam = fit_camera(product, view)
    studio.cycles(spec['size'], spec['samples'], spec.get('seed', 1))
    bpy.context.scene.render.threads = spec.get('threads', 1)

    product.modifiers['thickness'].show_viewport = False
    cols, rows = spec['grid']
    mesh_grid = grid.print_grid(product, spec['printArea'], cols, rows, cam)
    product.modifiers['thickness'].show_viewport = True
    json.dump(mesh_grid, open(os.path.join(out, 'grid.json'), 'w'))

    t1 = time.time()
    passes.render_passes(out, spec['samples'])
    timings['render'] = time.time() - t1
    t2 = time.time()
    passes.render_uv(out)
    timings['uv'] = time.time() - t2
    timings['total'] = time.time() - t0
    json.dump(timings, open(os.path.join(out, 'timings.json'), 'w'))
    if spec.get('keepBlend'):
        bpy.ops.wm.save_as_mainfile(filepath=os.path.join(out, 'scene.blend'))


main()
