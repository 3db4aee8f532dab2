"""An invisible dress form sized from body measurements (mm): the torso lofted through elliptical sections, a
neck, and ghost-mannequin arms held away from the body. Only the cloth collides with it; the camera never sees it."""
import math

import bmesh
import bpy


EXPONENT = 2.6


def superellipse(a, b, t):
    """A point of the torso's section: a superellipse (exponent 2.6), squarer than an ellipse, as a torso is."""
    c, s = math.cos(t), math.sin(t)
    return a * math.copysign(abs(c) ** (2 / EXPONENT), c), b * math.copysign(abs(s) ** (2 / EXPONENT), s)


def ellipse_axes(circumference, ratio):
    """Half width and half depth of a section of this circumference, width/depth = ratio."""
    def perimeter(b):
        pts = [superellipse(ratio * b, b, 2 * math.pi * k / 256) for k in range(257)]
        return sum(math.dist(p, q) for p, q in zip(pts, pts[1:]))
    lo, hi = 1.0, circumference
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if perimeter(mid) < circumference else (lo, mid)
    return ratio * lo, lo


def torso_sections(m):
    """(height above the waist, half width, half depth, forward shift) in mm, bottom to top."""
    neck = m['neck'] / (2 * math.pi)
    shoulder = m['shoulderToShoulder'] / 2
    hps = m['hpsToWaistBack']
    slope = math.tan(math.radians(m['shoulderSlope'])) * (shoulder - neck)
    hip_w, hip_d = ellipse_axes(m['hips'], 1.35)
    waist_w, waist_d = ellipse_axes(m['waist'], 1.3)
    chest_w, chest_d = ellipse_axes(m['chest'], 1.32)
    return [
        (-m['waistToHips'] - 220, hip_w * 0.97, hip_d * 0.97, 0),
        (-m['waistToHips'], hip_w, hip_d, 0),
        (0, waist_w, waist_d, -5),
        (m['waistToArmpit'], chest_w, chest_d, -10),
        (hps - slope - 60, shoulder * 0.93, chest_d * 0.85, -5),
        (hps - slope - 15, shoulder * 0.88, chest_d * 0.6, 0),
        (hps - 8, neck * 1.6, neck * 1.1, 5),
        (hps + 10, neck, neck * 0.95, 10),
        (hps + 90, neck * 0.95, neck * 0.9, 12),
    ]


def _lofted(name, sections, around=48):
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    rings = []
    for z, a, b, shift in sections:
        ring = []
        for k in range(around):
            x, y = superellipse(a, b, 2 * math.pi * k / around)
            ring.append(bm.verts.new((x / 1000, (y + shift) / 1000, z / 1000)))
        rings.append(ring)
    for r0, r1 in zip(rings, rings[1:]):
        for k in range(around):
            bm.faces.new((r0[k], r0[(k + 1) % around], r1[(k + 1) % around], r1[k]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    # Smooth the loft so the cloth slides over it.
    sub = obj.modifiers.new('smooth', 'SUBSURF')
    sub.levels = 2
    return obj


def arm_frame(m, side, angle_deg):
    """The arm's joint and axis (unit vector down the arm) for side +1 (world +x) or -1."""
    shoulder = m['shoulderToShoulder'] / 2
    hps = m['hpsToWaistBack']
    radius = m['biceps'] / (2 * math.pi)
    slope = math.tan(math.radians(m['shoulderSlope'])) * (shoulder - m['neck'] / (2 * math.pi))
    a = math.radians(angle_deg)
    joint = (side * (shoulder - radius * 0.9) / 1000, 0.0, (hps - slope - radius * 0.9) / 1000)
    axis = (side * math.sin(a), 0.0, -math.cos(a))
    return joint, axis, radius / 1000


def _arm(name, joint, axis, radius, length):
    bpy.ops.mesh.primitive_cylinder_add(vertices=24, radius=radius, depth=length)
    arm = bpy.context.active_object
    arm.name = name
    direction = __import__('mathutils').Vector(axis)
    arm.rotation_mode = 'QUATERNION'
    arm.rotation_quaternion = direction.to_track_quat('Z', 'Y')
    arm.location = [joint[k] + axis[k] * length / 2 for k in range(3)]
    bpy.ops.mesh.primitive_uv_sphere_add(segments=24, ring_count=12, radius=radius * 1.08, location=joint)
    ball = bpy.context.active_object
    ball.name = name + '-ball'
    return [arm, ball]


def dress_form(m, arm_angle=42, arm_length=340):
    """The form's parts (torso, arms), set up as collision objects hidden from every ray."""
    parts = [_lofted('form-torso', torso_sections(m))]
    for side in (1, -1):
        joint, axis, radius = arm_frame(m, side, arm_angle)
        parts += _arm('form-arm-%+d' % side, joint, axis, radius, arm_length / 1000)
    for obj in parts:
        col = obj.modifiers.new('collision', 'COLLISION')
        obj.collision.thickness_outer = 0.004
        obj.collision.cloth_friction = 5
        obj.visible_camera = obj.visible_shadow = obj.visible_diffuse = False
        obj.visible_glossy = obj.visible_transmission = obj.visible_volume_scatter = False
        obj.hide_render = False
    return parts
