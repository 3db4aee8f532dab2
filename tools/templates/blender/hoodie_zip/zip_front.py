"""The zip hoodie's centre-front zip, built on the draped hoodie (the drape is the pullover's, hoodie_front/): tape,
moulded teeth and the fabric's folded edges swept along the front's centre line from the waistband's lower edge to
the neckline, riding over the outermost fabric (the pocket, so the pocket reads as split in two by the zip), and a
metal slider with its pull at the top of the part the hood leaves visible.

The tape, teeth and folded edges are the hoodie's colour (product AOV 1, its neutral albedo: a zip dyed to match
recolours with the garment, its teeth glossier than fleece); the slider and pull are metal, part of the scene (AOV 0),
as the eyelets are. None of it is printed on (print AOV 0, uvp 0)."""
import math

import bmesh
import bpy
from mathutils import Vector
from mathutils.bvhtree import BVHTree

import fabric

MM = 0.001


def centre_line(mesh, front, waistband):
    """The front panel's centre line (pattern u = 0) as world points sorted bottom to top, and the lowest z of the
    waistband near it (its lower edge at the centre front)."""
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    points = []
    for poly in mesh.polygons:
        if panel[poly.index].value != front:
            continue
        loops = list(poly.loop_indices)
        for a, b in zip(loops, loops[1:] + loops[:1]):
            ua, ub = uv[a].uv[0], uv[b].uv[0]
            if (ua < 0) == (ub < 0) or ua == ub:
                continue
            t = ua / (ua - ub)
            pa, pb = mesh.vertices[mesh.loops[a].vertex_index].co, mesh.vertices[mesh.loops[b].vertex_index].co
            points.append(pa.lerp(pb, t))
    points.sort(key=lambda p: p.z)
    x_hem = points[0].x
    bottom = min((mesh.vertices[v].co.z for poly in mesh.polygons if panel[poly.index].value == waistband
                  for v in poly.vertices
                  if abs(mesh.vertices[v].co.x - x_hem) < 0.04 and mesh.vertices[v].co.y < 0), default=points[0].z)
    return points, bottom


def x_at(points, z):
    """The centre line's x at height z (held at its ends beyond them)."""
    if z <= points[0].z:
        return points[0].x
    for p, q in zip(points, points[1:]):
        if p.z <= z <= q.z:
            return p.x + (q.x - p.x) * ((z - p.z) / ((q.z - p.z) or 1))
    return points[-1].x


def outer_path(bvh, points, z0, z1, step=1.0 * MM):
    """Points on the outermost fabric along the centre line (rays from the front), bottom to top, with normals."""
    out = []
    k = 0
    while z0 + k * step <= z1:
        z = z0 + k * step
        hit = bvh.ray_cast(Vector((x_at(points, z), -2.0, z)), Vector((0, 1, 0)))
        if hit[0] is not None:
            n = hit[1] if hit[1].y < 0 else -hit[1]
            out.append((hit[0], n))
        k += 1
    return out


def smooth_path(path, ride=8, window=6):
    """Rides over steps (the pocket's edges, the waistband seam) instead of dropping into them: each point brought to
    the outermost (lowest y) of its ±`ride` neighbours, then positions and normals averaged over ±`window`."""
    ys = [p.y for p, _ in path]
    lifted = [min(ys[max(0, k - ride):k + ride + 1]) for k in range(len(ys))]
    pts = [Vector((p.x, y, p.z)) for (p, _), y in zip(path, lifted)]
    out = []
    for k in range(len(pts)):
        lo, hi = max(0, k - window), min(len(pts), k + window + 1)
        p = sum(pts[lo:hi], Vector()) / (hi - lo)
        n = sum((path[j][1] for j in range(lo, hi)), Vector()).normalized()
        out.append((p, n))
    return out


def resample(path, spacing):
    """Points every `spacing` metres of arc length, with a frame (position, tangent up the zip, normal out, side)."""
    lengths = [0.0]
    for (p, _), (q, _) in zip(path, path[1:]):
        lengths.append(lengths[-1] + (q - p).length)
    total = lengths[-1]
    frames, k = [], 0
    s = 0.0
    while s <= total:
        while k < len(path) - 2 and lengths[k + 1] < s:
            k += 1
        f = (s - lengths[k]) / ((lengths[k + 1] - lengths[k]) or 1)
        p = path[k][0].lerp(path[k + 1][0], f)
        n = path[k][1].lerp(path[k + 1][1], f)
        t = (path[k + 1][0] - path[k][0]).normalized()
        n = (n - t * n.dot(t)).normalized()
        side = t.cross(n).normalized()
        frames.append((p, t, n, side, s))
        s += spacing
    return frames, total


def sweep(name, frames, profile, material, closed=False):
    """A mesh swept along `frames` with a cross-section `profile`: [(across, out)] in metres (across along the
    side vector, out along the normal)."""
    bm = bmesh.new()
    rings = []
    for p, _, n, side, _ in frames:
        rings.append([bm.verts.new(p + side * a + n * h) for a, h in profile])
    m = len(profile)
    for r0, r1 in zip(rings, rings[1:]):
        for j in range(m if closed else m - 1):
            bm.faces.new((r0[j], r0[(j + 1) % m], r1[(j + 1) % m], r1[j]))
    mesh = bpy.data.meshes.new(name)
    bm.normal_update()
    bm.to_mesh(mesh)
    bm.free()
    for poly in mesh.polygons:
        poly.use_smooth = True
    obj = bpy.data.objects.new(name, mesh)
    obj.data.materials.append(material)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def boxes(name, items, material, bevel):
    """Boxes, each (centre, x axis, y axis, z axis, half sizes), in one mesh, edges rounded by `bevel` metres."""
    bm = bmesh.new()
    for c, ax, ay, az, (hx, hy, hz) in items:
        vs = [bm.verts.new(c + ax * (sx * hx) + ay * (sy * hy) + az * (sz * hz))
              for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]
        for quad in ((0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)):
            bm.faces.new([vs[q] for q in quad])
    bm.normal_update()
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    obj.data.materials.append(material)
    bpy.context.scene.collection.objects.link(obj)
    mod = obj.modifiers.new('round', 'BEVEL')
    mod.width = bevel
    mod.segments = 2
    mod.limit_method = 'NONE'
    return obj


def matching_material(name, albedo, roughness, specular, bump_scale, bump_strength):
    """Part of the product: its neutral albedo (recoloured with the garment), glossier or rougher as told."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    n = fabric.Nodes(mat)
    coord = n.add('ShaderNodeTexCoord').outputs['Object']
    noise = n.add('ShaderNodeTexNoise', Vector=coord, Scale=bump_scale, Detail=2.0)
    bump = n.add('ShaderNodeBump', Strength=bump_strength, Distance=0.0003, Height=noise.outputs['Fac'])
    bsdf = n.add('ShaderNodeBsdfPrincipled', **{'Base Color': (albedo,) * 3 + (1.0,), 'Roughness': roughness,
                                                 'Specular': specular, 'Normal': bump.outputs['Normal']})
    out = n.add('ShaderNodeOutputMaterial')
    n.tree.links.new(bsdf.outputs[0], out.inputs['Surface'])
    fabric.aov(n, 'print', value=0.0)
    fabric.aov(n, 'product', value=1.0)
    fabric.aov(n, 'uvp', color=(0, 0, 0, 1))
    return mat


def metal_material():
    """The slider and pull: the eyelets' metal, a little darker and brushed."""
    mat = bpy.data.materials.new('zip-metal')
    mat.use_nodes = True
    bsdf = mat.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (0.62, 0.62, 0.6, 1.0)
    bsdf.inputs['Metallic'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = 0.32
    return mat


def visible_top(frames, towards, bvh):
    """Arc length of the highest frame seen from the direction `towards` the camera (the hood's low V hides the
    zip's top): the camera is not placed yet, and it is far enough for its rays to be parallel."""
    best = 0.0
    for p, _, n, _, s in frames:
        if bvh.ray_cast(p + n * 0.003, towards, 1.0)[0] is None:
            best = s
    return best


def add_zip(product, plan, albedo, z, view):
    """The zip on `product` (the draped hoodie, its modifiers on): z is the scene's `zip` spec (mm), view its view."""
    names = [p['name'] for p in plan['panels']]
    depsgraph = bpy.context.evaluated_depsgraph_get()
    bvh = BVHTree.FromObject(product, depsgraph)
    points, bottom = centre_line(product.data, names.index('front'), names.index('waistband'))
    path = smooth_path(outer_path(bvh, points, bottom + z['bottomInset'] * MM, points[-1].z))
    frames, _ = resample(path, 1.0 * MM)

    az, el = math.radians(view['azimuth']), math.radians(view['elevation'])
    top = visible_top(frames, Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el))), bvh)
    # Tape and edges go on 15 mm under the hood, no further (where it lies on the front they would come through it).
    under = frames[:int(top / MM) + 15]
    chain, tape, lip = z['chain'] * MM / 2, z['tape'] * MM, z['lip'] * MM
    lift = z['lift'] * MM
    tape_mat = matching_material('zip-tape', albedo, 0.7, 0.3, 2500.0, 0.25)
    teeth_mat = matching_material('zip-teeth', albedo, 0.28, 0.5, 800.0, 0.05)
    edge_mat = matching_material('zip-edge', albedo, 0.9, 0.25, 700.0, 0.5)
    out = []
    # The tape: flat, a little above the fabric, from under one folded edge to under the other.
    half = chain + tape + lip * 0.5
    out.append(sweep('zip-tape', under[::2], [(-half, lift), (-chain, lift), (chain, lift), (half, lift)], tape_mat))
    # The fabric folded back along each side of the tape: a soft half-round lip `lip` wide, standing `rise` above the
    # front and tucked into it at its outer side.
    rise = z['rise'] * MM
    edge = []
    for k in range(9):
        a = math.pi * k / 8
        edge.append((lip / 2 * (1 - math.cos(a)), rise * math.sin(a) + lift * 0.5))
    for side in (-1, 1):
        prof = [(side * (chain + tape + w), h) for w, h in edge]
        if side < 0:
            prof.reverse()
        out.append(sweep('zip-edge%+d' % side, under[::2], prof, edge_mat))
    # Moulded teeth, alternately from each tape, interlocking across the centre.
    pitch = z['pitch'] * MM
    stop = max(0.0, top - z['slider'][1] * MM * 0.5)
    # The bottom stop (a moulded block holding both tapes), then the teeth from above it.
    box = z['bottomStop'] * MM
    p, t, n, side, _ = frames[int(round(box / 2 / MM))]
    items = [(p + n * (lift + z['teeth'][1] * MM * 0.6), side, t, n, (chain * 1.15, box / 2, z['teeth'][1] * MM * 0.6))]
    k = 0
    while box + k * pitch < stop:
        p, t, n, side, _ = frames[min(len(frames) - 1, int(round((box + k * pitch) / MM)))]
        s = 1 if k % 2 else -1
        centre = p + n * (lift + z['teeth'][1] * MM / 2) + side * (s * chain * 0.18)
        items.append((centre, side, t, n, (chain * 0.82, z['teeth'][0] * MM / 2, z['teeth'][1] * MM / 2)))
        k += 1
    out.append(boxes('zip-teeth', items, teeth_mat, 0.35 * MM))
    # The slider at the top of what shows, its pull hanging down over the teeth.
    metal = metal_material()
    p, t, n, side, _ = frames[min(len(frames) - 1, int(round(stop / MM)))]
    sw, sl, sh = (v * MM for v in z['slider'])
    slider = p + n * (lift + sh / 2 + 0.4 * MM)
    pw, pl, ph = (v * MM for v in z['pull'])
    hinge = slider - t * (sl * 0.25) + n * (sh / 2)
    # Hanging from its hinge, the pull lies back towards the fabric.
    down = (-t * math.cos(math.radians(z['pullTilt'])) + n * -math.sin(math.radians(z['pullTilt']))).normalized()
    normal = down.cross(side).normalized()
    if normal.dot(n) < 0:
        normal = -normal
    out.append(boxes('zip-slider', [(slider, side, t, n, (sw / 2, sl / 2, sh / 2))], metal, 1.2 * MM))
    out.append(boxes('zip-pull', [(hinge + down * (pl / 2) + normal * (ph / 2), side, down, normal, (pw / 2, pl / 2, ph / 2))], metal, 0.6 * MM))
    return out
