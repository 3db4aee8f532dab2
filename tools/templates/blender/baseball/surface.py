"""Where a pattern point of the front lies on the draped jersey: the outer surface as rendered (the smoothing on, the
thickness shell off, as grid.py measures it), looked up by its pattern coordinates (mm) through a BVH built over the
front's triangles laid flat in pattern space. Returns the point and the interpolated outward normal (world, m)."""
import bpy
from mathutils import Vector, interpolate
from mathutils.bvhtree import BVHTree


class FrontSurface:
    def __init__(self, obj, panel_index=0):
        obj.modifiers['thickness'].show_viewport = False
        depsgraph = bpy.context.evaluated_depsgraph_get()
        evaluated = obj.evaluated_get(depsgraph)
        mesh = evaluated.to_mesh()
        mesh.calc_loop_triangles()
        uv = mesh.uv_layers['pattern'].data
        panel = mesh.attributes['panel'].data
        world = obj.matrix_world
        rot = world.to_3x3()
        flat, tris, self.tris = [], [], []
        for t in mesh.loop_triangles:
            if panel[t.polygon_index].value != panel_index:
                continue
            base = len(flat)
            flat += [Vector((uv[k].uv[0], uv[k].uv[1], 0.0)) for k in t.loops]
            tris.append((base, base + 1, base + 2))
            self.tris.append(([world @ mesh.vertices[v].co for v in t.vertices],
                              [(rot @ mesh.vertices[v].normal).normalized() for v in t.vertices]))
        self.flat = flat
        self.bvh = BVHTree.FromPolygons(flat, tris)
        evaluated.to_mesh_clear()
        obj.modifiers['thickness'].show_viewport = True

    def at(self, u, v):
        p = Vector((u, v, 0.0))
        _, _, index, _ = self.bvh.find_nearest(p)
        corners = [self.flat[index * 3 + k] for k in range(3)]
        w = interpolate.poly_3d_calc(corners, p)
        cos, normals = self.tris[index]
        point = sum((c * k for c, k in zip(cos, w)), Vector())
        normal = sum((n * k for n, k in zip(normals, w)), Vector()).normalized()
        return point, normal
