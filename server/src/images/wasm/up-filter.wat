;; PNG's 'Up' filter on RGBA pixels, written out as RGB: each byte minus the byte above it (mod 256), four pixels at
;; a time, their alpha bytes dropped by one shuffle. Writes 3 × pixels bytes at $out, and up to 4 bytes past them
;; (the caller leaves room, or writes over them next). Reads up to 3 pixels past each row's end the same way.
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
        (br $next)))))
