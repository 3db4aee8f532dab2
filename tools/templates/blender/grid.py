"""The print area as the renderer's surface mesh: a grid over the area's rectangle of fabric (pattern mm), each point
found on the draped garment (the triangle whose pattern coordinates hold it), then seen by the camera: pixel
position, distance along the view axis (for the renderer's depth test) and the point itself in centimetres."""
import bpy
from mathutils import Vector, geometry


def camera_matrix(cam_obj, size):
    """3×4 row-major projection of a world point in centimetres to template pixels (x right, y down)."""
    data = cam_obj.data
    f = data.lens / data.sensor_width * size
    m = cam_obj.matrix_world.inverted()
    rows = [[m[r][c] for c in range(4)] for r in range(3)]
    r0 = [f * rows[0][c] - size / 2 * rows[2][c] for c in range(4)]
    r1 = [-f * rows[1][c] - size / 2 * rows[2][c] for c in range(4)]
    r2 = [-rows[2][c] for c in range(4)]
    # Centimetres in: scale the first three columns.
    return [v * (0.01 if c < 3 else 1) for row in (r0, r1, r2) for c, v in enumerate(row)]


def print_grid(obj, area, cols, rows, camera):
    """Points of a (cols+1)×(rows+1) grid over area (x0, y0)–(x1, y1) on panel area['panel'], v running down the
    design (pattern y decreases): {'points', 'world', 'depth', 'missing'}."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    evaluated = obj.evaluated_get(depsgraph)
    mesh = evaluated.to_mesh()
    mesh.calc_loop_triangles()
    uv = mesh.uv_layers['pattern'].data
    panel = mesh.attributes['panel'].data
    world = obj.matrix_world
    tris = []
    for t in mesh.loop_triangles:
        if panel[t.polygon_index].value != area['panel']:
            continue
        uvs = [Vector((uv[k].uv[0], uv[k].uv[1], 0)) for k in t.loops]
        cos = [world @ mesh.vertices[v].co for v in t.vertices]
        tris.append((uvs, cos))
    # Bucket the triangles by pattern position (10 mm cells).
    cell = 10.0
    buckets = {}
    for index, (uvs, _) in enumerate(tris):
        xs = [p.x for p in uvs]
        ys = [p.y for p in uvs]
        for bx in range(int(min(xs) // cell), int(max(xs) // cell) + 1):
            for by in range(int(min(ys) // cell), int(max(ys) // cell) + 1):
                buckets.setdefault((bx, by), []).append(index)
    size = bpy.context.scene.render.resolution_x
    m = camera_matrix(camera, size)
    points, world_cm, depth, missing = [], [], [], 0
    for j in range(rows + 1):
        for i in range(cols + 1):
            x = area['x0'] + (area['x1'] - area['x0']) * i / cols
            y = area['y1'] - (area['y1'] - area['y0']) * j / rows
            p = Vector((x, y, 0))
            hit = None
            for index in buckets.get((int(x // cell), int(y // cell)), []):
                uvs, cos = tris[index]
                if geometry.intersect_point_tri_2d(p, *uvs):
                    bary = geometry.barycentric_transform(p, *uvs, *cos)
                    hit = bary
                    break
            if hit is None:
                missing += 1
                hit = Vector((0, 0, 0))
            c = [hit.x * 100, hit.y * 100, hit.z * 100]
            w = m[8] * c[0] + m[9] * c[1] + m[10] * c[2] + m[11]
            points += [(m[0] * c[0] + m[1] * c[1] + m[2] * c[2] + m[3]) / w, (m[4] * c[0] + m[5] * c[1] + m[6] * c[2] + m[7]) / w]
            world_cm += c
            depth.append(w)
    evaluated.to_mesh_clear()
    return {'cols': cols, 'rows': rows, 'points': points, 'world': world_cm, 'depth': depth, 'camera': m, 'missing': missing}
