/**
 * The area of a message, from the path of a file it is printed from. The
 * first rule whose pattern matches the path wins, so specific names
 * (poseidon2, ecntt, negacyclic_ntt) come before the general ones.
 */
import type {MessageArea} from '../../src/messages/areas';

const RULES: readonly [RegExp, MessageArea][] = [
  [/(?:^|\/)build\.rs$|wrappers\/golang\/internal\/build-libs\.go$/, 'build'],
  [/(?:^|\/)errors\.(?:h|rs|go)$/, 'runtime'],
  [/serializ/, 'serialization'],
  [/fri/, 'fri'],
  [/sumcheck/, 'sumcheck'],
  [/merkle/, 'merkle'],
  [/poseidon2/, 'poseidon2'],
  [/poseidon/, 'poseidon'],
  [/ecntt/, 'ecntt'],
  [
    /negacyclic|balanced_decomposition|jl_projection|norm|random_sampling|rns|polyring|polynomial_ring|\/rings?\/|integer_ring|pqc|ml_kem|ml-kem|kyber/,
    'lattice',
  ],
  [/ntt/, 'ntt'],
  [/msm|decision_tree/, 'msm'],
  [/polynomial/, 'polynomials'],
  [/program|symbol/, 'program'],
  [/mat(?:rix)?_ops/, 'matrix'],
  [/vec_?ops|vecOps/, 'vec-ops'],
  [/pairing/, 'pairing'],
  [/hash|keccak|sha3|blake|pow/, 'hash'],
  [/memory|slice|integrity_pointer/, 'memory'],
  [
    /field|curve|affine|projective|bignum|ring\.rs|math|storage|montgomery|mont_conversion|traits\.rs|\/g2\//,
    'field',
  ],
  [
    /runtime|device|dispatcher|config_extension|config\.(?:rs|go)|stream|log\.h|timer|tasks_manager|utils|lib\.rs|main\.go/,
    'runtime',
  ],
];

export function areaOfPath(file: string): MessageArea | undefined {
  return RULES.find(([pattern]) => pattern.test(file))?.[1];
}
