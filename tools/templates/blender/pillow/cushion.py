"""A cushion made as one is made: two rectangles of fabric (front and back, UV = the flat fabric in mm) sewn along
their edges, inflated by the cloth simulation's pressure (the filling) with fabric that keeps its lengths, and
dropped onto its surface so it sags, leans and creases at the corners. A piping cord can follow the seam."""
import math
import time

import bmesh
import bpy
from mathutils import Matrix, Vector


def build_case(width, height, spacing, pose):
    """Front (panel 0, facing −y) and back (panel 1) of a width × height mm case sharing their edge vertices (the
    seam), placed by `pose` (a 4×4 matrix, metres). A 'flat' shape key (both faces in one plane) is the rest shape:
    the cloth keeps the flat fabric's lengths. Returns the object and the seam loop's vertex indices in order."""
    nx = max(2, round(width / spacing))
    nz = max(2, round(height / spacing))
    bm = bmesh.new()
    uv_layer = bm.loops.layers.uv.new('pattern')
    panel_layer = bm.faces.layers.int.new('panel')
    flat_layer = bm.verts.layers.float_vector.new('flat')
    shared = {}

    def coords(i, k):
        return (-width / 2 + width * i / nx, -height / 2 + height * k / nz)

    def vert(i, k, side):
        edge = i in (0, nx) or k in (0, nz)
        if edge and (i, k) in shared:
            return shared[(i, k)]
        x, z = coords(i, k)
        # The faces start a little apart (a shallow dome) so the pressure knows which way is out.
        bulge = 0.0 if edge else 12 * math.sin(math.pi * i / nx) * math.sin(math.pi * k / nz) + 2
        v = bm.verts.new(pose @ Vector((x / 1000, side * bulge / 1000, z / 1000)))
        v[flat_layer] = pose @ Vector((x / 1000, 0, z / 1000))
        if edge:
            shared[(i, k)] = v
        return v

    for panel, side in ((0, -1), (1, 1)):
        grid = [[vert(i, k, side) for k in range(nz + 1)] for i in range(nx + 1)]
        for i in range(nx):
            for k in range(nz):
                quad = [(i, k), (i + 1, k), (i + 1, k + 1), (i, k + 1)]
                # Quads on a regular grid: smoothing (Catmull-Clark) keeps a millimetre of fabric a millimetre.
                # Front faces seen from −y, back faces from +y: outward normals both.
                order = quad if side < 0 else quad[::-1]
                f = bm.faces.new([grid[a][b] for a, b in order])
                f[panel_layer] = panel
                for loop, (a, b) in zip(f.loops, order):
                    x, z = coords(a, b)
                    # The back is seen from behind: its pattern x runs the other way.
                    loop[uv_layer].uv = (x if side < 0 else -x, z)
    bm.normal_update()
    bm.verts.index_update()
    ring = [(i, 0) for i in range(nx)] + [(nx, k) for k in range(nz)] + \
        [(i, nz) for i in range(nx, 0, -1)] + [(0, k) for k in range(nz, 0, -1)]
    seam = [shared[key].index for key in ring]
    flat = [tuple(v[flat_layer]) for v in bm.verts]
    mesh = bpy.data.meshes.new('cushion')
    bm.to_mesh(mesh)
    bm.free()
    # The fabric shader's rib band is for necklines: none here.
    neck = mesh.attributes.new('neck', 'FLOAT', 'POINT')
    neck.data.foreach_set('value', [1000.0] * len(mesh.vertices))
    obj = bpy.data.objects.new('cushion', mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.shape_key_add(name='placed')
    rest = obj.shape_key_add(name='flat', from_mix=False)
    for k, co in enumerate(flat):
        rest.data[k].co = co
    rest.value = 0.0
    return obj, seam


def pose_matrix(location, lean, turn=0.0, lie=False):
    """Where the case starts: upright, leaning back by `lean` degrees and turned by `turn` about z; or lying flat,
    front up (`lie`), turned by `turn`."""
    if lie:
        r = Matrix.Rotation(math.radians(turn), 4, 'Z') @ Matrix.Rotation(math.radians(90 - lean), 4, 'X')
    else:
        r = Matrix.Rotation(math.radians(turn), 4, 'Z') @ Matrix.Rotation(math.radians(-lean), 4, 'X')
    return Matrix.Translation(Vector(location)) @ r


# Seconds the simulation had taken every fifth frame (written to timings.json).
PROGRESS = []


def inflate(obj, frames, fill, quality, inflate_frames=15, weight=1.5):
    """Fills the case (pressure) with gravity off, then lets it fall onto its surface and settle."""
    scene = bpy.context.scene
    cloth = obj.modifiers.new('cloth', 'CLOTH')
    s = cloth.settings
    s.quality = quality
    # A filled cushion weighs about a kilogram, shared by its vertices.
    s.mass = weight / len(obj.data.vertices)
    s.air_damping = 2.0
    # Woven cotton barely stretches; it buckles instead (soft compression and bending): the corners' creases.
    s.tension_stiffness = 80
    s.compression_stiffness = 2
    s.shear_stiffness = 4
    s.bending_stiffness = 0.08
    s.tension_damping = 10
    s.compression_damping = s.shear_damping = 5
    s.rest_shape_key = obj.data.shape_keys.key_blocks['flat']
    s.use_pressure = True
    s.uniform_pressure_force = fill
    s.pressure_factor = 1.0
    c = cloth.collision_settings
    c.distance_min = 0.003
    c.collision_quality = 3
    c.use_self_collision = False
    cloth.point_cache.frame_start = 1
    cloth.point_cache.frame_end = frames
    w = s.effector_weights
    w.gravity = 0.0
    w.keyframe_insert('gravity', frame=1)
    w.keyframe_insert('gravity', frame=inflate_frames)
    w.gravity = 1.0
    w.keyframe_insert("gravity", frame=inflate_frames + 5)
    scene.frame_start, scene.frame_end = 1, frames
    started = time.time()
    for f in range(1, frames + 1):
        scene.frame_set(f)
        if f % 5 == 0:
            PROGRESS.append(round(time.time() - started, 1))
    depsgraph = bpy.context.evaluated_depsgraph_get()
    mesh = bpy.data.meshes.new_from_object(obj.evaluated_get(depsgraph))
    return mesh


def piping(mesh, seam, radius=0.0032, sides=10):
    """A piping cord along the seam: a tube round the loop (UV: mm along it and round it; panel 2, never printed)."""
    pts = [mesh.vertices[k].co.copy() for k in seam]
    n = len(pts)
    # Smooth the loop a little (the cord is stiffer than the seam it covers).
    for _ in range(2):
        pts = [(pts[k - 1] + pts[k] * 2 + pts[(k + 1) % n]) / 4 for k in range(n)]
    centre = sum(pts, Vector()) / n
    bm = bmesh.new()
    uv_layer = bm.loops.layers.uv.new('pattern')
    panel_layer = bm.faces.layers.int.new('panel')
    rings, along, walked = [], [], 0.0
    for k in range(n):
        p, q, r = pts[k - 1], pts[k], pts[(k + 1) % n]
        t = (r - p).normalized()
        out = (q - centre)
        out = (out - t * out.dot(t)).normalized()
        side = t.cross(out).normalized()
        rings.append([bm.verts.new(q + (out * math.cos(a) + side * math.sin(a)) * radius)
                      for a in (2 * math.pi * j / sides for j in range(sides))])
        along.append(walked)
        walked += (r - q).length * 1000
    along.append(walked)
    for k in range(n):
        a, b = rings[k], rings[(k + 1) % n]
        for j in range(sides):
            quad = [a[j], b[j], b[(j + 1) % sides], a[(j + 1) % sides]]
            f = bm.faces.new(quad)
            f[panel_layer] = 2
            for loop, (u, v) in zip(f.loops, ((along[k], j), (along[k + 1], j), (along[k + 1], j + 1), (along[k], j + 1))):
                loop[uv_layer].uv = (u, v * 2 * math.pi * radius * 1000 / sides)
    bm.normal_update()
    out_mesh = bpy.data.meshes.new('piping')
    bm.to_mesh(out_mesh)
    bm.free()
    neck = out_mesh.attributes.new('neck', 'FLOAT', 'POINT')
    neck.data.foreach_set('value', [1000.0] * len(out_mesh.vertices))
    return out_mesh
