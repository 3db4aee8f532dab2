import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth';

describe('jsonNestsDeeperThan', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonNestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ svg: '<style>.a{{{{{{fill:red}</style>"[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ quote: 'say \\"[[[[[\\" and \\\\' }), 1)).toBe(false);
  });

  it('finds a bracket bomb', () => {
    expect(jsonNestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
    expect(jsonNestsDeeperThan(`{"x":${'['.repeat(40)}`, 32)).toBe(true);
  });
});
