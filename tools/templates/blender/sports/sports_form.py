"""The dress form for a sports top: the shared form's torso (form.py), filled out below the chest so a loose jersey
hangs straight from the chest to its hem, as on a ghost mannequin (on the body's own waist and hips the hem drew in
like a sack's); for a tank no arms: the straps rest on the torso's shoulders (the arms' balls filled the armholes out
into round shoulders). A jersey gets the shared form's arms to hold its sleeves out."""
import form


def sports_form(m, arm_angle, arm_length, arms):
    sections = form.torso_sections(m)
    _, chest_w, chest_d, _ = sections[3]
    # Below the chest the form keeps the chest's width and most of its depth down to below the hem.
    fill = [(z, chest_w * 0.97, chest_d * 0.9, -5) for z in (-m['waistToHips'] - 260, -m['waistToHips'], 0)]
    parts = [form._lofted('form-torso', fill + sections[3:])]
    if arms:
        for side in (1, -1):
            joint, axis, radius = form.arm_frame(m, side, arm_angle)
            parts += form._arm('form-arm-%+d' % side, joint, axis, radius, arm_length / 1000)
    for obj in parts:
        obj.modifiers.new('collision', 'COLLISION')
        obj.collision.thickness_outer = 0.004
        obj.collision.cloth_friction = 5
        obj.visible_camera = obj.visible_shadow = obj.visible_diffuse = False
        obj.visible_glossy = obj.visible_transmission = obj.visible_volume_scatter = False
    return parts
