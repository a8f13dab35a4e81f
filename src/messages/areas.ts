/**
 * The areas of the message catalogue: one YAML file of entries per area
 * (`data/messages/entries/<area>.yml`) and one h3 per area on the FAQ pages,
 * in this order. Areas are topics, not bindings: a cause that C++, Rust and
 * Go report each in their own words is one entry in one area.
 */
export const MESSAGE_AREAS = [
  'runtime',
  'memory',
  'error-codes',
  'msm',
  'ntt',
  'ecntt',
  'vec-ops',
  'matrix',
  'program',
  'polynomials',
  'hash',
  'poseidon',
  'poseidon2',
  'merkle',
  'sumcheck',
  'fri',
  'pairing',
  'lattice',
  'field',
  'serialization',
  'build',
] as const;

export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** The h3 title of each area on the FAQ pages. */
export const AREA_TITLES: Record<MessageArea, string> = {
  runtime: 'Runtime, devices and backend loading',
  memory: 'Memory, slices and copies',
  'error-codes': 'Error codes',
  msm: 'MSM',
  ntt: 'NTT',
  ecntt: 'ECNTT',
  'vec-ops': 'Vector operations',
  matrix: 'Matrix operations',
  program: 'Programs and symbols',
  polynomials: 'Polynomials',
  hash: 'Hashes (Keccak, SHA3, Blake2s, Blake3, proof of work)',
  poseidon: 'Poseidon',
  poseidon2: 'Poseidon2',
  merkle: 'Merkle trees',
  sumcheck: 'Sumcheck',
  fri: 'FRI',
  pairing: 'Pairings',
  lattice: 'Rings and lattices (ML-KEM, norms, decomposition, JL projection)',
  field: 'Field and curve types',
  serialization: 'Serialization',
  build: 'Building the bindings',
};

export function isMessageArea(value: unknown): value is MessageArea {
  return typeof value === 'string' && (MESSAGE_AREAS as readonly string[]).includes(value);
}
