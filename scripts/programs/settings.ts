/**
 * Tunable values of the documentation program runner (scripts/run-doc-programs.ts),
 * each with the reason for its value.
 */
export interface ProgramRunSettings {
  /** Seconds a program's build (compiler or CMake steps) may take. */
  buildTimeoutSeconds: number;
  /** Seconds a built program may run before it is stopped. */
  runTimeoutSeconds: number;
  /** Characters of a failure's output kept in its reason. */
  reasonChars: number;
  /** Hex digits of the SHA-256 of a program's text kept as its identity. */
  hashDigits: number;
  /** Fence languages of C++ code blocks. */
  cppLanguages: readonly string[];
  /** Fence languages of shell blocks that may hold build lines. */
  shellLanguages: readonly string[];
  /** Fence languages of output blocks. */
  outputLanguages: readonly string[];
  /** Placeholder paths of the pages and what they stand for. */
  placeholders: readonly {text: string; stands: 'prefix' | 'source'}[];
  /** Shell words that mark a block as installing or building the library, which the runner never does. */
  forbiddenShellWords: RegExp;
  /** Versions whose library cannot be built without CUDA, with the reason. */
  gpuOnlyVersions: Readonly<Record<string, string>>;
  /** Libraries that exist only in GPU builds, with the reason. */
  gpuOnlyLibraries: Readonly<Record<string, string>>;
  /** Output that shows a program stopped because a GPU device or backend is missing. */
  gpuMissing: RegExp;
}

export const settings: ProgramRunSettings = {
  // Compiling one page program against the installed headers takes 5-40 s on two cores; 10 minutes
  // leaves room for a loaded machine without hiding a hung CMake.
  buildTimeoutSeconds: 600,
  // The slowest page programs (CPU MSM and polynomial examples) finish in well under a minute on two
  // cores; five minutes separates a slow run from a hang.
  runTimeoutSeconds: 300,
  // Enough for a compiler error or an exception message, short enough to read in a JSON record.
  reasonChars: 600,
  // 16 hex digits (64 bits) cannot collide among a few hundred programs and stay readable.
  hashDigits: 16,
  // The languages the site's content checks treat as C++ (src/content/code-blocks.ts).
  cppLanguages: ['cpp', 'c++', 'cxx'],
  shellLanguages: ['bash', 'sh', 'shell', 'console'],
  // Fences the pages use for what a program prints.
  outputLanguages: ['text', 'output', 'plaintext', 'txt', 'log'],
  // The pages build against an install in /opt/icicle and name the source tree /path/to/icicle.
  placeholders: [
    {text: '/opt/icicle', stands: 'prefix'},
    {text: '/path/to/icicle', stands: 'source'},
  ],
  // Lines that fetch, install or build ICICLE itself belong to the build-from-source pages: a block
  // with one of them is not a program's build instruction.
  forbiddenShellWords:
    /\b(sudo|git\s+clone|apt(-get)?|curl|wget|cargo|go\s+(build|run|get)|pip3?)\b|cmake\s+--install|-S\s+icicle\b|cmake\s[^\n]*-D(CURVE|FIELD|RING)=|cd\s+icicle/,
  gpuOnlyVersions: {
    '2.8.0':
      'v2.8.0 builds only with CUDA: icicle/CMakeLists.txt declares project(icicle LANGUAGES CUDA CXX) and the primitives are .cu sources, so no CPU build exists to run its programs.',
    '1.10.1':
      'v1.10.1 builds only with CUDA: icicle/CMakeLists.txt declares project(icicle LANGUAGES CUDA CXX) and every primitive is a .cu source, so no CPU build exists to run its programs.',
  },
  gpuOnlyLibraries: {
    icicle_pqc:
      'libicicle_pqc is built only with -DPQC=ON, whose default is the value of -DCUDA_PQC_BACKEND, and its only ML-KEM backend is CUDA-PQC (icicle/backend/cuda_pqc), which needs the CUDA toolkit and an NVIDIA GPU.',
  },
  // The dispatcher's message for an unregistered device type, and the programs' own messages.
  gpuMissing:
    /Device API not found for type: (?!CPU\b)|\b(CUDA|CUDA-PQC|GPU|METAL|VULKAN)\b.*\b(not available|not loaded|not registered|unavailable|no device)\b|\bno (CUDA|CUDA-PQC|GPU)\b.*\b(backend|device)/i,
};
