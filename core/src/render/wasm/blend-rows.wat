;; Blends two rows of 8-bit channels by one weight, sixteen channels (four pixels) at a time:
;;   out = a + (((b − a) · w + 64) >> 7)        w in 0…128
;; exactly what lerp4x8 in ../blend-words.ts computes one pixel at a time. (b − a) · w + 64 lies within ±32 704,
;; so 16-bit lanes hold it, and the result is 0…255 again.
(module
  (memory (export "memory") 1)
  (func (export "blendRows") (param $out i32) (param $a i32) (param $b i32) (param $w i32) (param $bytes i32)
    (local $i i32) (local $weight v128) (local $half v128) (local $va v128) (local $vb v128)
    (local.set $weight (i16x8.splat (local.get $w)))
    (local.set $half (i16x8.splat (i32.const 64)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
        (local.set $va (v128.load (i32.add (local.get $a) (local.get $i))))
        (local.set $vb (v128.load (i32.add (local.get $b) (local.get $i))))
        (v128.store
          (i32.add (local.get $out) (local.get $i))
          (i8x16.narrow_i16x8_u
            (i16x8.add
              (i16x8.extend_low_i8x16_u (local.get $va))
              (i16x8.shr_s
                (i16x8.add
                  (i16x8.mul
                    (i16x8.sub (i16x8.extend_low_i8x16_u (local.get $vb)) (i16x8.extend_low_i8x16_u (local.get $va)))
                    (local.get $weight))
                  (local.get $half))
                (i32.const 7)))
            (i16x8.add
              (i16x8.extend_high_i8x16_u (local.get $va))
              (i16x8.shr_s
                (i16x8.add
                  (i16x8.mul
                    (i16x8.sub (i16x8.extend_high_i8x16_u (local.get $vb)) (i16x8.extend_high_i8x16_u (local.get $va)))
                    (local.get $weight))
                  (local.get $half))
                (i32.const 7)))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $next)))))
