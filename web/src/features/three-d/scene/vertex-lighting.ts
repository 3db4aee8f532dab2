import { BackSide, DoubleSide, FrontSide, MeshStandardMaterial, type Material, type Side, type WebGLProgramParametersWithUniforms } from 'three';
import { standInFor } from './stand-in-material';

/** The light a vertex hands its fragments: both faces' for two-sided materials. */
const LIT_VARYINGS = /* glsl */ `
varying vec3 vLitDiffuse;
varying vec3 vLitSpecular;
#ifdef DOUBLE_SIDED
	varying vec3 vLitDiffuseBack;
	varying vec3 vLitSpecularBack;
#endif
`;

/**
 * three.js's own physical lighting (directional lights, ambient and probe light, the environment), evaluated once
 * per vertex for a surface of albedo 1: with metalness 0 the diffuse light scales with the albedo and the specular
 * does not depend on it, so the fragment only multiplies in its texel. Shadows are left out: the product does not
 * receive them (product-view.tsx). Two-sided materials get the light of both faces.
 */
const VERTEX_PARTS = /* glsl */ `
#include <lights_pars_begin>
#include <envmap_common_pars_fragment>
#include <envmap_physical_pars_fragment>
#include <lights_physical_pars_fragment>
uniform float roughness;
${LIT_VARYINGS}void lightVertex( const in vec3 normal, const in vec3 position, const in vec3 viewDir, out vec3 diffuse, out vec3 specular ) {
	PhysicalMaterial material;
	material.diffuseColor = vec3( 1.0 );
	material.diffuseContribution = vec3( 1.0 );
	material.metalness = 0.0;
	material.roughness = clamp( roughness, 0.045, 1.0 );
	material.specularColor = vec3( 0.04 );
	material.specularColorBlended = vec3( 0.04 );
	material.specularF90 = 1.0;
	material.dfg = texture2D( dfgLUT, vec2( material.roughness, saturate( dot( normal, viewDir ) ) ) ).rg;
	material.multiScatteringCompensation = 1.0 + material.specularColorBlended * ( 1.0 / ( material.dfg.x + material.dfg.y ) - 1.0 );
	ReflectedLight reflectedLight = ReflectedLight( vec3( 0.0 ), vec3( 0.0 ), vec3( 0.0 ), vec3( 0.0 ) );
	#if NUM_DIR_LIGHTS > 0
		IncidentLight directLight;
		DirectionalLight directionalLight;
		#pragma unroll_loop_start
		for ( int i = 0; i < NUM_DIR_LIGHTS; i ++ ) {
			directionalLight = directionalLights[ i ];
			getDirectionalLightInfo( directionalLight, directLight );
			RE_Direct( directLight, position, normal, viewDir, vec3( 0.0 ), material, reflectedLight );
		}
		#pragma unroll_loop_end
	#endif
	vec3 irradiance = getAmbientLightIrradiance( ambientLightColor );
	#if defined( USE_LIGHT_PROBES )
		irradiance += getLightProbeIrradiance( lightProbe, normal );
	#endif
	vec3 iblIrradiance = vec3( 0.0 );
	vec3 radiance = vec3( 0.0 );
	#ifdef USE_ENVMAP
		iblIrradiance = getIBLIrradiance( normal );
		radiance = getIBLRadiance( viewDir, normal, material.roughness );
	#endif
	RE_IndirectDiffuse( irradiance, position, normal, viewDir, vec3( 0.0 ), material, reflectedLight );
	RE_IndirectSpecular( radiance, iblIrradiance, vec3( 0.0 ), position, normal, viewDir, vec3( 0.0 ), material, reflectedLight );
	diffuse = reflectedLight.directDiffuse + reflectedLight.indirectDiffuse;
	specular = reflectedLight.directSpecular + reflectedLight.indirectSpecular;
}
void main() {`;

const VERTEX_MAIN_END = /* glsl */ `#include <fog_vertex>
	vec3 litNormal = normalize( transformedNormal );
	vec3 litViewDir = isOrthographic ? vec3( 0.0, 0.0, 1.0 ) : normalize( - mvPosition.xyz );
	lightVertex( litNormal, mvPosition.xyz, litViewDir, vLitDiffuse, vLitSpecular );
	#ifdef DOUBLE_SIDED
		lightVertex( - litNormal, mvPosition.xyz, litViewDir, vLitDiffuseBack, vLitSpecularBack );
	#endif`;

const FRAGMENT_PARTS = /* glsl */ `
${LIT_VARYINGS}void main() {`;

/** Takes the place of three.js's per-fragment lighting, from `lights_physical_fragment` to `lights_fragment_end`. */
const FRAGMENT_LIGHT = /* glsl */ `
	#ifdef DOUBLE_SIDED
		reflectedLight.indirectDiffuse = diffuseColor.rgb * ( gl_FrontFacing ? vLitDiffuse : vLitDiffuseBack );
		reflectedLight.indirectSpecular = gl_FrontFacing ? vLitSpecular : vLitSpecularBack;
	#else
		reflectedLight.indirectDiffuse = diffuseColor.rgb * vLitDiffuse;
		reflectedLight.indirectSpecular = vLitSpecular;
	#endif
`;

const PER_FRAGMENT_LIGHT = /#include <lights_physical_fragment>[\s\S]*#include <lights_fragment_end>/;

/** The program parameters this reads; three.js sets them, its type declarations do not name them yet. */
type EnvironmentParameters = { envMapPMREM?: boolean; envMapMaxLod?: number | null };

/**
 * A MeshStandardMaterial lit per vertex: metalness 0, and no normal or roughness map, which per vertex would be
 * lost. On software GL the lit fragments are most of a frame, and the environment's two lookups most of those; per
 * vertex, a 720² frame of the tee at export detail (13k triangles, 8–10 px cells) renders in under half the time
 * and looks the same: 0.06–0.2 of 255 apart on average, the largest differences on the hems' rolled edges. It suits
 * only dense meshes of a rough finish, where the light changes little across a triangle.
 */
export class VertexLitMaterial extends MeshStandardMaterial {
  override onBeforeCompile(shader: WebGLProgramParametersWithUniforms) {
    const { envMapPMREM, envMapMaxLod } = shader as WebGLProgramParametersWithUniforms & EnvironmentParameters;
    // three.js defines these for the fragment stage only; the vertex stage samples the environment here.
    const environment = envMapPMREM ? `#define ENVMAP_TYPE_PMREM\n#define ENVMAP_MAX_LOD ${envMapMaxLod}.0\n` : '';
    shader.vertexShader = shader.vertexShader
      .replace('void main() {', environment + VERTEX_PARTS)
      .replace('#include <fog_vertex>', VERTEX_MAIN_END);
    shader.fragmentShader = shader.fragmentShader.replace('void main() {', FRAGMENT_PARTS).replace(PER_FRAGMENT_LIGHT, FRAGMENT_LIGHT);
  }

  override customProgramCacheKey() {
    return 'vertex-lit';
  }
}

const litCopies: Record<Side, WeakMap<Material, VertexLitMaterial>> = {
  [FrontSide]: new WeakMap(),
  [BackSide]: new WeakMap(),
  [DoubleSide]: new WeakMap(),
};

/** The faces three.js draws into the shadow map for a material of each side that names none. */
const SHADOW_SIDE: Record<Side, Side> = { [FrontSide]: BackSide, [BackSide]: FrontSide, [DoubleSide]: DoubleSide };

/**
 * The material as it is now, lit per vertex (and so without its normal map), drawing the faces `side` says
 * (by default the material's own) and casting its shadow as the material does: one copy per side, so that no
 * program is rebuilt between exports.
 */
export function vertexLitCopy(full: MeshStandardMaterial, side: Side = full.side): VertexLitMaterial {
  const copy = standInFor(litCopies[side], full, () => new VertexLitMaterial());
  // Copied on every use, as colour and design change.
  copy.copy(full);
  copy.normalMap = null;
  copy.side = side;
  copy.shadowSide = full.shadowSide ?? SHADOW_SIDE[full.side];
  return copy;
}
