;; Darkens a run of opaque RGBA pixels by a soft shadow, four pixels at a time:
;;   channel × keep / 256, where keep = floor(256.5 − shade × column[k]) is 0 … 256; alpha stays 255.
;; The product of a channel and keep (at most 65 280) is taken as unsigned 16-bit lanes.
(module
  (memory (export "memory") 1)
  (func (export "shadowSpan") (param $pixels i32) (param $columns i32) (param $count i32) (param $shade f32)
    (local $k i32) (local $keep v128) (local $pair v128) (local $px v128)
    (block $done
      (loop $next
        (br_if $done (i32.ge_s (local.get $k) (local.get $count)))
        ;; keep for these four pixels, as 16-bit lanes k0 k1 k2 k3 (twice)
        (local.set $keep
          (i16x8.narrow_i32x4_s
            (local.tee $keep
              (i32x4.trunc_sat_f32x4_s
                (f32x4.sub
                  (f32x4.splat (f32.const 256.5))
                  (f32x4.mul (f32x4.splat (local.get $shade)) (v128.load (i32.add (local.get $columns) (i32.shl (local.get $k) (i32.const 2))))))))
            (local.get $keep)))
        (local.set $px (v128.load (i32.add (local.get $pixels) (i32.shl (local.get $k) (i32.const 2)))))
        (v128.store
          (i32.add (local.get $pixels) (i32.shl (local.get $k) (i32.const 2)))
          (v128.or
            (i8x16.narrow_i16x8_u
              (i16x8.shr_u
                (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $px)) (i8x16.shuffle 0 1 0 1 0 1 0 1 2 3 2 3 2 3 2 3 (local.get $keep) (local.get $keep)))
                (i32.const 8))
              (i16x8.shr_u
                (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $px)) (i8x16.shuffle 4 5 4 5 4 5 4 5 6 7 6 7 6 7 6 7 (local.get $keep) (local.get $keep)))
                (i32.const 8)))
            (v128.const i32x4 0xff000000 0xff000000 0xff000000 0xff000000)))
        (local.set $k (i32.add (local.get $k) (i32.const 4)))
        (br $next)))))
