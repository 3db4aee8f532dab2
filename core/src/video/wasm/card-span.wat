;; One run of a video card's fully covered pixels: for k = 0 … count − 1 the picture at
;;   (u, v) = (nu + a·k, nv + d·k) / (nw + g·k)
;; sampled bilinearly (clamped to the picture's edge), lightened by the passing band of light, and laid over the pixel
;; already at $out by $opacity (1: written as it is).
;;
;; The exact (perspective) texel position is computed every 16 pixels and followed linearly in between in 16.16 fixed
;; point (off by far less than 1/128 texel for any tilt the motions make), so the per-pixel work is integer: the texel
;; and its right neighbour load as one 64-bit pair, interleave channel by channel into 16-bit lanes, and one dot
;; product per row of the 2×2 block weighs both. The picture at $src is RGBA rows of $iw pixels and needs one spare row
;; and 8 spare bytes after it (the neighbours of the last row and column are read, with weight 0).
(module
  (memory (export "memory") 1)

  ;; The texel x (or y) of card coordinate `t` in 16.16 fixed point: t·size − 0.5, clamped to 0 … size − 1.
  (func $texel (param $t f32) (param $size f32) (result i32)
    (i32.trunc_sat_f32_s
      (f32.mul
        (f32.min (f32.max (f32.sub (f32.mul (local.get $t) (local.get $size)) (f32.const 0.5)) (f32.const 0)) (f32.sub (local.get $size) (f32.const 1)))
        (f32.const 65536))))

  (func (export "cardSpan")
    (param $out i32) (param $src i32) (param $iw i32) (param $ih i32) (param $count i32)
    (param $nu f32) (param $nv f32) (param $nw f32) (param $a f32) (param $d f32) (param $g f32)
    (param $sweep f32) (param $lut i32) (param $invWidth f32) (param $opacity f32)
    (local $k i32) (local $end i32) (local $len i32) (local $kf f32) (local $inv f32)
    (local $u f32) (local $v f32) (local $u1 f32) (local $v1 f32)
    (local $fx i32) (local $fy i32) (local $stepX i32) (local $stepY i32) (local $wx i32) (local $wy i32)
    (local $p i32) (local $stride i32) (local $iwf f32) (local $ihf f32)
    (local $top v128) (local $bottom v128) (local $pair v128) (local $pix v128) (local $c v128)
    (local $t f32) (local $stepT f32) (local $band i32) (local $lit i32)
    (local.set $stride (i32.shl (local.get $iw) (i32.const 2)))
    (local.set $iwf (f32.convert_i32_s (local.get $iw)))
    (local.set $ihf (f32.convert_i32_s (local.get $ih)))
    (block $done
      (loop $segment
        (br_if $done (i32.ge_s (local.get $k) (local.get $count)))
        ;; This segment: pixels k … end − 1, end at most 16 on; exact positions at both ends.
        (local.set $end (select (i32.add (local.get $k) (i32.const 16)) (local.get $count) (i32.lt_s (i32.add (local.get $k) (i32.const 16)) (local.get $count))))
        (local.set $len (i32.sub (local.get $end) (local.get $k)))
        (local.set $kf (f32.convert_i32_s (local.get $k)))
        (local.set $inv (f32.div (f32.const 1) (f32.add (local.get $nw) (f32.mul (local.get $g) (local.get $kf)))))
        (local.set $u (f32.mul (f32.add (local.get $nu) (f32.mul (local.get $a) (local.get $kf))) (local.get $inv)))
        (local.set $v (f32.mul (f32.add (local.get $nv) (f32.mul (local.get $d) (local.get $kf))) (local.get $inv)))
        (local.set $kf (f32.convert_i32_s (local.get $end)))
        (local.set $inv (f32.div (f32.const 1) (f32.add (local.get $nw) (f32.mul (local.get $g) (local.get $kf)))))
        (local.set $u1 (f32.mul (f32.add (local.get $nu) (f32.mul (local.get $a) (local.get $kf))) (local.get $inv)))
        (local.set $v1 (f32.mul (f32.add (local.get $nv) (f32.mul (local.get $d) (local.get $kf))) (local.get $inv)))
        (local.set $fx (call $texel (local.get $u) (local.get $iwf)))
        (local.set $fy (call $texel (local.get $v) (local.get $ihf)))
        (local.set $stepX (i32.div_s (i32.sub (call $texel (local.get $u1) (local.get $iwf)) (local.get $fx)) (local.get $len)))
        (local.set $stepY (i32.div_s (i32.sub (call $texel (local.get $v1) (local.get $ihf)) (local.get $fy)) (local.get $len)))
        ;; The band of light's distance from its centre line, in band widths, also followed linearly.
        (local.set $t (f32.mul (f32.sub (f32.div (f32.add (local.get $u) (f32.mul (local.get $v) (f32.const 0.5))) (f32.const 1.5)) (local.get $sweep)) (local.get $invWidth)))
        (local.set $stepT
          (f32.div
            (f32.sub (f32.mul (f32.sub (f32.div (f32.add (local.get $u1) (f32.mul (local.get $v1) (f32.const 0.5))) (f32.const 1.5)) (local.get $sweep)) (local.get $invWidth)) (local.get $t))
            (f32.convert_i32_s (local.get $len))))
        ;; The band is linear along the segment: where it is 4 widths off at both ends, no pixel of it is lit.
        (local.set $lit
          (i32.and (i32.ne (local.get $lut) (i32.const 0))
            (i32.eqz
              (i32.or
                (i32.and (f32.ge (local.get $t) (f32.const 4)) (f32.ge (f32.add (local.get $t) (f32.mul (local.get $stepT) (f32.convert_i32_s (local.get $len)))) (f32.const 4)))
                (i32.and (f32.le (local.get $t) (f32.const -4)) (f32.le (f32.add (local.get $t) (f32.mul (local.get $stepT) (f32.convert_i32_s (local.get $len)))) (f32.const -4)))))))
        (loop $pixel
          (local.set $wx (i32.and (i32.shr_u (local.get $fx) (i32.const 9)) (i32.const 127)))
          (local.set $wy (i32.and (i32.shr_u (local.get $fy) (i32.const 9)) (i32.const 127)))
          (local.set $p
            (i32.add (local.get $src)
              (i32.shl (i32.add (i32.mul (i32.shr_u (local.get $fy) (i32.const 16)) (local.get $iw)) (i32.shr_u (local.get $fx) (i32.const 16))) (i32.const 2))))
          ;; (128 − wx, wx) in every pair of 16-bit lanes.
          (local.set $pair (i32x4.splat (i32.or (i32.sub (i32.const 128) (local.get $wx)) (i32.shl (local.get $wx) (i32.const 16)))))
          ;; r r g g b b a a of the texel and its right neighbour, above and below; dot products weigh each pair.
          (local.set $top
            (i32x4.dot_i16x8_s
              (i16x8.extend_low_i8x16_u (i8x16.shuffle 0 4 1 5 2 6 3 7 0 0 0 0 0 0 0 0 (v128.load64_zero (local.get $p)) (local.get $pair)))
              (local.get $pair)))
          (local.set $bottom
            (i32x4.dot_i16x8_s
              (i16x8.extend_low_i8x16_u (i8x16.shuffle 0 4 1 5 2 6 3 7 0 0 0 0 0 0 0 0 (v128.load64_zero (i32.add (local.get $p) (local.get $stride))) (local.get $pair)))
              (local.get $pair)))
          ;; Rows blended by (128 − wy, wy): 0 … 255·16384, rounded back to 0 … 255.
          (local.set $pix
            (i32x4.shr_u
              (i32x4.add
                (i32x4.add
                  (i32x4.mul (local.get $top) (i32x4.splat (i32.sub (i32.const 128) (local.get $wy))))
                  (i32x4.mul (local.get $bottom) (i32x4.splat (local.get $wy))))
                (i32x4.splat (i32.const 8192)))
              (i32.const 14)))
          ;; The band of light, a screen blend towards white: c + (255 − c)·band/256, band read from the table at $lut
          ;; (512 steps over −4 … 4 band widths, 0 outside).
          (if (local.get $lit)
            (then
              (local.set $band
                (i32.load
                  (i32.add (local.get $lut)
                    (i32.shl
                      (i32.and (i32.trunc_sat_f32_s (f32.mul (f32.add (local.get $t) (f32.const 4)) (f32.const 64))) (i32.const 511))
                      (i32.const 2)))))
              (if (i32.and (i32.gt_s (local.get $band) (i32.const 0)) (f32.lt (f32.abs (local.get $t)) (f32.const 4)))
                (then
                  (local.set $pix
                    (i32x4.add (local.get $pix)
                      (i32x4.shr_u
                        (i32x4.add
                          (i32x4.mul (i32x4.sub (i32x4.splat (i32.const 255)) (local.get $pix)) (i32x4.splat (local.get $band)))
                          (i32x4.splat (i32.const 128)))
                        (i32.const 8))))))))
          ;; A fading card: over what is there, in proportion.
          (if (f32.lt (local.get $opacity) (f32.const 1))
            (then
              (local.set $c
                (f32x4.convert_i32x4_s
                  (i32x4.extend_low_i16x8_u (i16x8.extend_low_i8x16_u
                    (v128.load32_zero (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2))))))))
              (local.set $pix
                (i32x4.trunc_sat_f32x4_s
                  (f32x4.add
                    (f32x4.add (local.get $c) (f32x4.mul (f32x4.sub (f32x4.convert_i32x4_s (local.get $pix)) (local.get $c)) (f32x4.splat (local.get $opacity))))
                    (f32x4.splat (f32.const 0.5)))))))
          (i32.store
            (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2)))
            (i32.or
              (i32x4.extract_lane 0 (i8x16.narrow_i16x8_u (i16x8.narrow_i32x4_s (local.get $pix) (local.get $pix)) (local.get $pix)))
              (i32.const 0xff000000)))
          (local.set $fx (i32.add (local.get $fx) (local.get $stepX)))
          (local.set $fy (i32.add (local.get $fy) (local.get $stepY)))
          (local.set $t (f32.add (local.get $t) (local.get $stepT)))
          (local.set $k (i32.add (local.get $k) (i32.const 1)))
          (br_if $pixel (i32.lt_s (local.get $k) (local.get $end))))
        (br $segment)))))
