;; What the PNG encoder does to every byte it writes, with SIMD:
;; - upFilterRgb: PNG's 'Up' filter on RGBA pixels, written out as RGB: each byte minus the byte above it (mod 256),
;;   four pixels at a time, their alpha bytes dropped by one shuffle. Writes 3 × pixels bytes at $out and up to 4
;;   bytes past them (the caller leaves room, or writes over them next); reads up to 3 pixels past the row's end.
;; - adler32: the zlib stream's checksum, sixteen bytes at a time.
(module
  (memory (export "memory") 1)

  (func (export "upFilterRgb") (param $out i32) (param $row i32) (param $above i32) (param $pixels i32)
    (local $i i32) (local $end i32)
    (local.set $end (i32.mul (local.get $pixels) (i32.const 4)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $end)))
        (v128.store
          (local.get $out)
          (i8x16.shuffle 0 1 2 4 5 6 8 9 10 12 13 14 0 0 0 0
            (i8x16.sub
              (v128.load (i32.add (local.get $row) (local.get $i)))
              (v128.load (i32.add (local.get $above) (local.get $i))))
            (v128.const i32x4 0 0 0 0)))
        (local.set $out (i32.add (local.get $out) (i32.const 12)))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $next))))

  ;; The sum of a vector's four 32-bit lanes.
  (func $lanes (param $v v128) (result i32)
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $v)) (i32x4.extract_lane 1 (local.get $v)))
      (i32.add (i32x4.extract_lane 2 (local.get $v)) (i32x4.extract_lane 3 (local.get $v)))))

  ;; Adler-32 of $len bytes at $ptr, continuing from $adler (1 for a new stream). For bytes d1…dN from (a, b):
  ;;   a' = a + Σ di,  b' = b + N·a + Σ (N − i + 1)·di.
  ;; In runs of at most 5552 bytes (zlib's NMAX, 347 × 16) nothing overflows before the remainders are taken. Per
  ;; 16-byte chunk: $sums gets its bytes, $before the sums of the chunks before it (each counts 16 times in b), and
  ;; $weighted its bytes weighted 16 … 1.
  (func (export "adler32") (param $ptr i32) (param $len i32) (param $adler i32) (result i32)
    (local $a i32) (local $b i32) (local $run i32) (local $chunks i32) (local $end i32)
    (local $v v128) (local $sums v128) (local $before v128) (local $weighted v128)
    (local.set $a (i32.and (local.get $adler) (i32.const 0xffff)))
    (local.set $b (i32.shr_u (local.get $adler) (i32.const 16)))
    (block $done
      (loop $next_run
        (br_if $done (i32.lt_u (local.get $len) (i32.const 16)))
        (local.set $run (i32.and
          (select (local.get $len) (i32.const 5552) (i32.lt_u (local.get $len) (i32.const 5552)))
          (i32.const -16)))
        (local.set $chunks (i32.shr_u (local.get $run) (i32.const 4)))
        (local.set $end (i32.add (local.get $ptr) (local.get $run)))
        (local.set $sums (v128.const i32x4 0 0 0 0))
        (local.set $before (v128.const i32x4 0 0 0 0))
        (local.set $weighted (v128.const i32x4 0 0 0 0))
        (loop $next_chunk
          (local.set $v (v128.load (local.get $ptr)))
          (local.set $before (i32x4.add (local.get $before) (local.get $sums)))
          (local.set $sums (i32x4.add (local.get $sums)
            (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $v)))))
          (local.set $weighted (i32x4.add (local.get $weighted)
            (i32x4.add
              (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_u (local.get $v)) (v128.const i16x8 16 15 14 13 12 11 10 9))
              (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_u (local.get $v)) (v128.const i16x8 8 7 6 5 4 3 2 1)))))
          (local.set $ptr (i32.add (local.get $ptr) (i32.const 16)))
          (br_if $next_chunk (i32.lt_u (local.get $ptr) (local.get $end))))
        (local.set $b (i32.rem_u
          (i32.add
            (i32.add (local.get $b) (i32.mul (i32.mul (local.get $chunks) (i32.const 16)) (local.get $a)))
            (i32.add
              (i32.mul (i32.rem_u (call $lanes (local.get $before)) (i32.const 65521)) (i32.const 16))
              (call $lanes (local.get $weighted))))
          (i32.const 65521)))
        (local.set $a (i32.rem_u (i32.add (local.get $a) (call $lanes (local.get $sums))) (i32.const 65521)))
        (local.set $len (i32.sub (local.get $len) (local.get $run)))
        (br $next_run)))
    ;; The last few bytes one at a time.
    (block $tail_done
      (loop $next_byte
        (br_if $tail_done (i32.eqz (local.get $len)))
        (local.set $a (i32.rem_u (i32.add (local.get $a) (i32.load8_u (local.get $ptr))) (i32.const 65521)))
        (local.set $b (i32.rem_u (i32.add (local.get $b) (local.get $a)) (i32.const 65521)))
        (local.set $ptr (i32.add (local.get $ptr) (i32.const 1)))
        (local.set $len (i32.sub (local.get $len) (i32.const 1)))
        (br $next_byte)))
    (i32.or (i32.shl (local.get $b) (i32.const 16)) (local.get $a))))
