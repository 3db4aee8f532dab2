import { ShaderChunk, ShaderLib, type WebGLProgramParametersWithUniforms } from 'three';
import { describe, expect, it } from 'vitest';
import { VertexLitMaterial } from './vertex-lighting';

/** The shader sources three.js hands to onBeforeCompile for a MeshStandardMaterial, with the environment's parameters. */
function standardShader(envMapPMREM: boolean) {
  return {
    vertexShader: ShaderLib.standard.vertexShader,
    fragmentShader: ShaderLib.standard.fragmentShader,
    uniforms: {},
    envMapPMREM,
    envMapMaxLod: 8,
  } as unknown as WebGLProgramParametersWithUniforms;
}

const compile = (envMapPMREM: boolean) => {
  const shader = standardShader(envMapPMREM);
  new VertexLitMaterial().onBeforeCompile(shader);
  return shader;
};

describe('a vertex-lit material', () => {
  it('lights in the vertex stage with three.js’s own light and environment code, after the vertex is placed', () => {
    const { vertexShader } = compile(true);
    for (const chunk of ['lights_pars_begin', 'envmap_physical_pars_fragment', 'lights_physical_pars_fragment']) {
      expect(vertexShader.indexOf(`#include <${chunk}>`), chunk).toBeLessThan(vertexShader.indexOf('void main() {'));
    }
    expect(vertexShader).toContain('#define ENVMAP_TYPE_PMREM\n#define ENVMAP_MAX_LOD 8.0');
    const call = vertexShader.indexOf('lightVertex( litNormal');
    expect(call).toBeGreaterThan(vertexShader.indexOf('#include <project_vertex>'));
    expect(vertexShader).toContain('lightVertex( - litNormal');
    expect(compile(false).vertexShader).not.toContain('ENVMAP_TYPE_PMREM');
  });

  it('leaves the fragment stage only the texel times the vertex’s light, through the same tone mapping', () => {
    const { fragmentShader } = compile(true);
    for (const chunk of ['lights_physical_fragment', 'lights_fragment_begin', 'lights_fragment_maps', 'lights_fragment_end']) {
      expect(fragmentShader, chunk).not.toContain(`#include <${chunk}>`);
    }
    expect(fragmentShader).toContain('reflectedLight.indirectDiffuse = diffuseColor.rgb * vLitDiffuse;');
    expect(fragmentShader).toContain('gl_FrontFacing ? vLitSpecular : vLitSpecularBack');
    for (const chunk of ['map_fragment', 'alphatest_fragment', 'opaque_fragment', 'tonemapping_fragment', 'colorspace_fragment']) {
      expect(fragmentShader, chunk).toContain(`#include <${chunk}>`);
    }
  });

  it('finds the three.js code it relies on (a three.js upgrade that moves it fails here)', () => {
    expect(ShaderChunk.lights_physical_pars_fragment).toContain('void RE_IndirectSpecular_Physical(');
    expect(ShaderChunk.lights_fragment_begin).toContain('material.dfg = texture2D( dfgLUT');
    expect(ShaderChunk.envmap_physical_pars_fragment).toContain('vec3 getIBLRadiance( const in vec3 viewDir, const in vec3 normal, const in float roughness )');
    expect(ShaderLib.standard.vertexShader).toContain('#include <fog_vertex>');
  });

  it('keeps one program of its own, apart from the per-fragment one', () => {
    expect(new VertexLitMaterial().customProgramCacheKey()).toBe('vertex-lit');
  });
});
