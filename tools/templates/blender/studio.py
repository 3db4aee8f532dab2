"""Settings a photographer would use: a paper sweep or a tabletop, large soft lights, a lens, and Cycles set up for a
clean render on two CPU cores without a denoiser (adaptive sampling, few bounces, clamped indirect light)."""
import math

import bpy
from mathutils import Vector

from fabric import plain_material


def sweep(colour, depth=3.0, width=6.0, floor_z=0.0, back_y=1.2, radius=0.6):
    """A paper sweep: floor curving up into a wall behind the product."""
    verts, faces = [], []
    profile = []
    for k in range(12):
        profile.append((-depth + k * (depth + back_y - radius) / 11, floor_z))
    for k in range(1, 13):
        a = (k / 12) * math.pi / 2
        profile.append((back_y - radius + radius * math.sin(a), floor_z + radius - radius * math.cos(a)))
    for k in range(1, 8):
        profile.append((back_y, floor_z + radius + k * 0.5))
    for x in (-width / 2, width / 2):
        for (y, z) in profile:
            verts.append((x, y, z))
    n = len(profile)
    for k in range(n - 1):
        faces.append((k, k + 1, n + k + 1, n + k))
    mesh = bpy.data.meshes.new('sweep')
    mesh.from_pydata(verts, [], faces)
    for p in mesh.polygons:
        p.use_smooth = True
    obj = bpy.data.objects.new('sweep', mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.data.materials.append(plain_material('sweep', colour, 0.9))
    return obj


def area_light(name, location, target, size, energy, colour=(1, 1, 1)):
    data = bpy.data.lights.new(name, 'AREA')
    data.shape = 'DISK' if size < 0.8 else 'RECTANGLE'
    data.size = size
    data.size_y = size
    data.energy = energy
    data.color = colour
    obj = bpy.data.objects.new(name, data)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = (Vector(target) - Vector(location)).to_track_quat('-Z', 'Y').to_euler()
    return obj


def camera(location, target, lens):
    data = bpy.data.cameras.new('camera')
    data.lens = lens
    data.sensor_width = 36
    data.sensor_fit = 'HORIZONTAL'
    obj = bpy.data.objects.new('camera', data)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = (Vector(target) - Vector(location)).to_track_quat('-Z', 'Y').to_euler()
    bpy.context.scene.camera = obj
    return obj


def world(strength, colour=(1, 1, 1)):
    w = bpy.data.worlds.new('world')
    w.use_nodes = True
    bg = w.node_tree.nodes['Background']
    bg.inputs['Color'].default_value = tuple(colour) + (1,)
    bg.inputs['Strength'].default_value = strength
    bpy.context.scene.world = w


def cycles(size, samples, seed=1):
    scene = bpy.context.scene
    scene.render.engine = 'CYCLES'
    c = scene.cycles
    c.device = 'CPU'
    c.samples = samples
    c.use_adaptive_sampling = True
    c.adaptive_threshold = 0.04
    c.adaptive_min_samples = min(6, samples)
    c.use_denoising = False
    c.seed = seed
    c.max_bounces = 4
    c.diffuse_bounces = 2
    c.glossy_bounces = 2
    c.transmission_bounces = 0
    c.transparent_max_bounces = 2
    c.sample_clamp_indirect = 4.0
    c.blur_glossy = 1.0
    c.caustics_reflective = c.caustics_refractive = False
    scene.render.threads_mode = 'FIXED'
    scene.render.threads = 2
    scene.render.resolution_x = scene.render.resolution_y = size
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = False
    scene.view_settings.view_transform = 'Standard'
    scene.view_settings.look = 'None'
    scene.view_settings.exposure = 0
    scene.view_settings.gamma = 1
