"""Sews and drapes a ghost-mannequin T-shirt on the dress form (garment.simulate on form.dress_form), with the back placed walking round the form the other way (TeePlacement), as the sweatshirts
and hoodies do, and the seam partners' starting distances measured."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import form  # noqa: E402
import garment  # noqa: E402


class TeePlacement(garment.Placement):
    def body(self, x, y, back):
        # garment.Placement walks the back's pattern +x to the world's +x, where the front's +x is; the seams pair the
        # front's +x edges with the back's −x ones (tee.ts: the back is seen from behind), so every side, shoulder and
        # back armhole seam started across the form. Walked the other way, each starts beside its partner.
        return super().body(-x if back else x, y, back)


def seam_starts(plan, placement):
    """Per seam, the largest and mean distance (mm) between paired vertices as placed, before any sewing."""
    placed = {}
    for panel in plan['panels']:
        points, _ = garment.triangulate(panel)
        xs = [p[0] for p in points]
        width = max(xs) - min(xs)
        role = panel['name']
        if role in ('front', 'back'):
            placed[role] = [placement.body(x, y, role == 'back') for x, y in points]
        else:
            placed[role] = [placement.sleeve(x, y, 1 if role == 'sleeveR' else -1, width) for x, y in points]
    out = []
    for seam in plan['seams']:
        d = [(placed[seam['a']][i] - placed[seam['b']][j]).length * 1000 for i, j in seam['pairs']]
        out.append({'a': seam['a'], 'b': seam['b'], 'max': round(max(d)), 'mean': round(sum(d) / len(d))})
    return out


def straight_form(m, below_chest):
    """The measurements the form is lofted from, its waist and hips `below_chest` × the chest. On the body's own waist
    (80 % of the chest) the tee's front fell in below the chest and gathered into vertical folds that squeezed a print
    across; a form that fills the tee there holds it smooth, as a ghost-mannequin stylist pins the slack at the back."""
    if not below_chest:
        return m
    return dict(m, waist=m['chest'] * below_chest, hips=m['chest'] * below_chest)


def drape(g):
    """Sews and drapes the tee, welds it and writes it to g['drapeFile'] for the other views of it."""
    m = g['measurements']
    parts = form.dress_form(straight_form(m, g.get('formBelowChest')), g['armAngle'], g['armLength'])
    arms = {side: form.arm_frame(m, side, g['armAngle']) for side in (1, -1)}
    cloth, pairs = garment.build_garment(g['plan'], TeePlacement(m, arms))
    draped = garment.simulate(cloth, frames=g['frames'], settle=g['settle'], quality=g['quality'],
                              self_collision=g['selfCollision'])
    garment.weld(draped, pairs)
    bpy.data.objects.remove(cloth)
    for p in parts:
        bpy.data.objects.remove(p)
    draped.name = 'drape'
    os.makedirs(os.path.dirname(g['drapeFile']), exist_ok=True)
    bpy.data.libraries.write(g['drapeFile'] + '.partial', {draped})
    os.replace(g['drapeFile'] + '.partial', g['drapeFile'])
    return draped
