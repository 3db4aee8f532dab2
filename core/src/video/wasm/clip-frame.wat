;; One frame of a clip video (clip-frame.ts): the camera's window on two keyframes, sampled bilinearly, their light
;; mixed by $light (0 … 128; 0 reads keyframe $a alone). The same sums and roundings as the JavaScript path, so both
;; give the same bytes.
;;
;; Row by row, as there: the frame row's two keyframe rows are blended down to one (and the two keyframes' light
;; mixed) into the row buffer, 4 pixels at a time in 16-bit lanes; then each pair of frame pixels reads its two
;; neighbours each as one 64-bit load, interleaved channel by channel so one dot product per pixel weighs them.
;;
;; Tables, written by the caller: $rows has per frame row the byte offset of the upper keyframe row's first pixel of
;; the span (from the keyframe's start) and its lower row's weight; $cols has per frame pixel the byte offset of its
;; left neighbour in the row buffer and its weights as (128 − w) | w << 16. Keyframes are RGBA rows of $stride bytes;
;; the span is read 16 bytes at a time, so 16 spare bytes must follow the last keyframe and the row buffer.
(module
  (memory (export "memory") 1)

  (func (export "clipFrame")
    (param $out i32) (param $a i32) (param $b i32) (param $stride i32) (param $width i32) (param $height i32)
    (param $rows i32) (param $cols i32) (param $row i32) (param $span i32) (param $light i32)
    (local $y i32) (local $x i32) (local $i i32) (local $wy i32) (local $pa i32) (local $pb i32) (local $o i32) (local $c i32)
    (local $keep v128) (local $take v128) (local $dim v128) (local $lit v128)
    (local $half v128) (local $top v128) (local $bottom v128) (local $lo v128) (local $hi v128) (local $pair v128)
    ;; Every blend is (p·(128 − w) + q·w + 64) >> 7 per 16-bit lane: p, q ≤ 255, so the sum stays below 2^15.
    (local.set $half (i16x8.splat (i32.const 64)))
    (local.set $dim (i16x8.splat (i32.sub (i32.const 128) (local.get $light))))
    (local.set $lit (i16x8.splat (local.get $light)))
    (loop $frameRow
      (local.set $pa (i32.load (i32.add (local.get $rows) (i32.shl (local.get $y) (i32.const 3)))))
      (local.set $wy (i32.load offset=4 (i32.add (local.get $rows) (i32.shl (local.get $y) (i32.const 3)))))
      (local.set $pb (i32.add (local.get $b) (local.get $pa)))
      (local.set $pa (i32.add (local.get $a) (local.get $pa)))
      (local.set $keep (i16x8.splat (i32.sub (i32.const 128) (local.get $wy))))
      (local.set $take (i16x8.splat (local.get $wy)))
      ;; Down: the span's keyframe pixels, the two rows blended, the light mixed.
      (local.set $i (i32.const 0))
      (loop $down
        ;; Keyframe a's two rows blended, low and high pixel pairs.
        (local.set $top (v128.load (i32.add (local.get $pa) (local.get $i))))
        (local.set $bottom (v128.load (i32.add (i32.add (local.get $pa) (local.get $stride)) (local.get $i))))
        (local.set $lo
          (i16x8.shr_u (i16x8.add (i16x8.add
            (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $top)) (local.get $keep))
            (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $bottom)) (local.get $take))) (local.get $half)) (i32.const 7)))
        (local.set $hi
          (i16x8.shr_u (i16x8.add (i16x8.add
            (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $top)) (local.get $keep))
            (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $bottom)) (local.get $take))) (local.get $half)) (i32.const 7)))
        (if (local.get $light)
          (then
            ;; Keyframe b's the same way, then the light: a·(128 − light) + b·light.
            (local.set $top (v128.load (i32.add (local.get $pb) (local.get $i))))
            (local.set $bottom (v128.load (i32.add (i32.add (local.get $pb) (local.get $stride)) (local.get $i))))
            (local.set $lo
              (i16x8.shr_u (i16x8.add (i16x8.add
                (i16x8.mul (local.get $lo) (local.get $dim))
                (i16x8.mul
                  (i16x8.shr_u (i16x8.add (i16x8.add
                    (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $top)) (local.get $keep))
                    (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $bottom)) (local.get $take))) (local.get $half)) (i32.const 7))
                  (local.get $lit))) (local.get $half)) (i32.const 7)))
            (local.set $hi
              (i16x8.shr_u (i16x8.add (i16x8.add
                (i16x8.mul (local.get $hi) (local.get $dim))
                (i16x8.mul
                  (i16x8.shr_u (i16x8.add (i16x8.add
                    (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $top)) (local.get $keep))
                    (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $bottom)) (local.get $take))) (local.get $half)) (i32.const 7))
                  (local.get $lit))) (local.get $half)) (i32.const 7)))))
        (v128.store (i32.add (local.get $row) (local.get $i)) (i8x16.narrow_i16x8_u (local.get $lo) (local.get $hi)))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br_if $down (i32.lt_u (local.get $i) (local.get $span))))
      ;; Across: two frame pixels at a time (the last pair overlaps the one before it in an odd-width frame).
      (local.set $o (i32.add (local.get $out) (i32.shl (i32.mul (local.get $y) (local.get $width)) (i32.const 2))))
      (local.set $x (i32.const 0))
      (loop $across
        (local.set $c (i32.add (local.get $cols) (i32.shl (local.get $x) (i32.const 3))))
        ;; r r g g b b a a of each pixel's two neighbours, then both pixels' (128 − w, w).
        (local.set $pair
          (i8x16.shuffle 0 4 1 5 2 6 3 7 16 20 17 21 18 22 19 23
            (v128.load64_zero (i32.add (local.get $row) (i32.load (local.get $c))))
            (v128.load64_zero (i32.add (local.get $row) (i32.load offset=8 (local.get $c))))))
        (local.set $lo (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_u (local.get $pair)) (i32x4.splat (i32.load offset=4 (local.get $c)))))
        (local.set $hi (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_u (local.get $pair)) (i32x4.splat (i32.load offset=12 (local.get $c)))))
        (local.set $lo (i32x4.shr_u (i32x4.add (local.get $lo) (i32x4.splat (i32.const 64))) (i32.const 7)))
        (local.set $hi (i32x4.shr_u (i32x4.add (local.get $hi) (i32x4.splat (i32.const 64))) (i32.const 7)))
        (local.set $pair (i16x8.narrow_i32x4_u (local.get $lo) (local.get $hi)))
        (v128.store64_lane 0
          (i32.add (local.get $o) (i32.shl (local.get $x) (i32.const 2)))
          (i8x16.narrow_i16x8_u (local.get $pair) (local.get $pair)))
        (local.set $x (i32.add (local.get $x) (i32.const 2)))
        (if (i32.eq (local.get $x) (i32.sub (local.get $width) (i32.const 1)))
          (then (local.set $x (i32.sub (local.get $width) (i32.const 2)))))
        (br_if $across (i32.lt_u (local.get $x) (local.get $width))))
      (local.set $y (i32.add (local.get $y) (i32.const 1)))
      (br_if $frameRow (i32.lt_u (local.get $y) (local.get $height))))))
