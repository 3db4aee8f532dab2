"""Sews and drapes the sweatshirt on the invisible dress form: the body panels wrapped round the torso as the T-shirt's
are (garment.Placement), each long sleeve wrapped round its arm and narrowing with it to the cuff, the cuffs below the
sleeves, the waistband round the hips below the hem. The arms are thin and taper to the wrist; they start held out
(where the sleeves are placed and sewn) and are lowered once the seams have closed, the cuffs gripping the wrists so
the sleeves come down with them and hang beside the body."""
import math
import os
import sys

import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import form  # noqa: E402
import garment  # noqa: E402


def panel_width_at(panel, y):
    """The panel's width (mm) at pattern height y: the span of its outline's crossings of that line."""
    xs = []
    ring = panel['outline']
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        if (y0 - y) * (y1 - y) <= 0 and y0 != y1:
            xs.append(x0 + (x1 - x0) * (y - y0) / (y1 - y0))
    return (max(xs) - min(xs)) if len(xs) >= 2 else None


class SweatshirtPlacement(garment.Placement):
    """build_garment asks body() for the front and back and sleeve() for every other panel; the panel being placed is
    noted by the triangulation hook in drape() (role)."""

    def __init__(self, m, arms, plan, g):
        super().__init__(m, arms)
        self.role = None
        self.panels = {p['name']: p for p in plan['panels']}
        self.g = g
        sleeve = self.panels['sleeveR']
        ys = [q[1] for q in sleeve['outline']]
        self.underarm = 0.0
        self.wrist_y = min(ys)
        self.top_w = panel_width_at(sleeve, -1.0)
        self.wrist_w = panel_width_at(sleeve, self.wrist_y + 1.0)
        front = self.panels['front']
        self.hem_y = min(q[1] for q in front['outline'])
        wb = self.panels['waistband']
        self.wb_length = max(q[0] for q in wb['outline']) - min(q[0] for q in wb['outline'])
        self.wb_axes = [v + 28 for v in form.ellipse_axes(self.wb_length, 1.4)]

    def body(self, x, y, back):
        # garment.Placement walks the back's pattern +x to the world's +x, where the front's +x is: the side and
        # shoulder seams then start 44 cm apart, across the form. Walked the other way, the back's +x (the wearer's
        # right seen from behind) meets the front's −x edges, as the seams pair them.
        return super().body(-x if back else x, y, back)

    def sleeve(self, x, y, side, width):
        role = self.role
        if role == 'waistband':
            return self.waistband(x, y)
        side = 1 if role in ('sleeveR', 'cuffR') else -1
        if role.startswith('cuff'):
            return self.tube(x, y, side, width)
        return self.tube(x, y, side, None)

    def tube(self, x, y, side, width):
        """Round the arm: the sleeve's width at each height wrapped right round it, the cap flaring over the shoulder."""
        joint, axis, _ = self.arms[side]
        axis = Vector(axis)
        up = Vector((side * axis.z * -1, 0, side * axis.x)).normalized()
        front = Vector((0, -1, 0)) if side > 0 else Vector((0, 1, 0))
        if width is None:
            t = min(1.0, max(0.0, (y - self.wrist_y) / (self.underarm - self.wrist_y)))
            width = self.wrist_w + (self.top_w - self.wrist_w) * t
        radius = width / (2 * math.pi) + 8
        phi = x / radius
        r = radius + max(0.0, y) * 0.55
        along = 150 - y
        p = Vector(joint) * 1000 + axis * along + (up * math.cos(phi) + front * math.sin(phi)) * r
        return p / 1000

    def waistband(self, u, v):
        """Round the hips below the hem: u = its length walked from the world's +x side seam across the front, round
        the back and back (garments/sweatshirt.ts)."""
        a, b = self.wb_axes
        walked = (self.wb_length - u) * self._scale(a, b)
        px, py = garment.ellipse_walk(a, b, -walked, 0.0)
        rib = max(q[1] for q in self.panels['waistband']['outline'])
        return Vector((px / 1000, py / 1000, (self.top + self.hem_y - rib + v - 6) / 1000))

    def _scale(self, a, b):
        if not hasattr(self, '_s'):
            pts = [(a * math.cos(2 * math.pi * k / 720), b * math.sin(2 * math.pi * k / 720)) for k in range(721)]
            self._s = sum(math.dist(p, q) for p, q in zip(pts, pts[1:])) / self.wb_length
        return self._s


def tapered_arm(name, joint, axis, radius, wrist, start, length):
    """A cone down the arm's axis from `start` to `length` (metres from the joint), `radius` at the joint tapering
    to `wrist`: no upper arm, so lowering it never sweeps the body's side into the torso (it did on the hoodie)."""
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


def sweatshirt_form(m, g, hem):
    """The dress form: a torso filled out below the chest to the waistband's girth (a ghost mannequin's sweatshirt
    hangs straight from the chest to its rib), and arms thinner than the body's (so a sleeve's inner wall has room
    between arm and torso once lowered) tapering to the wrist, keyed from `armAngle` down to `armRest`."""
    sections = form.torso_sections(m)
    fill = [(z, *form.ellipse_axes(hem * k, 1.4), 0) for z, k in ((0, 0.9), (-m['waistToHips'], 0.95), (-m['waistToHips'] - 220, 0.95))]
    sections = [fill[2], fill[1], fill[0]] + sections[3:]
    parts = [form._lofted('form-torso', sections)]
    start, rest, length = g['armAngle'], g['armRest'], g['armLength']
    for side in (1, -1):
        joint, axis, radius = form.arm_frame(m, side, start)
        joint = (joint[0] + side * g['armOut'] / 1000, joint[1], joint[2])
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


def simulate(obj, g):
    """garment.simulate with fleece's numbers: stiffer in tension and bending than the tees' jersey, damped against
    the air so the sleeves follow the arms down instead of springing off."""
    scene = bpy.context.scene
    frames = g['frames']
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    s = cloth.settings
    s.quality = g['quality']
    s.mass = g['mass']
    s.air_damping = g['airDamping']
    s.tension_stiffness = s.compression_stiffness = 30
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
    c.use_self_collision = g['selfCollision']
    c.self_distance_min = 0.002
    c.self_friction = 5
    cloth.point_cache.frame_start = 1
    cloth.point_cache.frame_end = frames
    w = s.effector_weights
    if g['gravityFrom'] > 1:
        w.gravity = 0.0
        w.keyframe_insert('gravity', frame=1)
        w.keyframe_insert('gravity', frame=g['gravityFrom'])
        w.gravity = 1.0
        w.keyframe_insert('gravity', frame=g['gravityFrom'] + 15)
    scene.frame_start, scene.frame_end = 1, frames
    for f in range(1, frames + 1):
        scene.frame_set(f)
    depsgraph = bpy.context.evaluated_depsgraph_get()
    return bpy.data.meshes.new_from_object(obj.evaluated_get(depsgraph))


def drape(g):
    m = g['measurements']
    plan = g['plan']
    wb = next(p for p in plan['panels'] if p['name'] == 'waistband')
    wb_length = max(q[0] for q in wb['outline']) - min(q[0] for q in wb['outline'])
    parts = sweatshirt_form(m, g, wb_length)
    arms = {}
    for side in (1, -1):
        joint, axis, radius = form.arm_frame(m, side, g['armAngle'])
        arms[side] = ((joint[0] + side * g['armOut'] / 1000, joint[1], joint[2]), axis, radius)
    placement = SweatshirtPlacement(m, arms, plan, g)
    triangulate = garment.triangulate

    def noting_role(panel):
        placement.role = panel['name']
        return triangulate(panel)
    garment.triangulate = noting_role
    try:
        cloth, pairs = garment.build_garment(plan, placement)
    finally:
        garment.triangulate = triangulate
    draped = simulate(cloth, g)
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
