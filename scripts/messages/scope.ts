/**
 * Which files of the library are read, and for which binding: the C++
 * frontend and CPU backend, the Rust wrappers and the Go wrappers. Tests,
 * benches, examples, code generators and the other (closed or GPU) backends
 * are left out: their messages never reach a user of the released libraries.
 */
import type {MessageBinding} from '../../src/messages/data';

const CPP_ROOTS = ['icicle/include/', 'icicle/src/', 'icicle/backend/cpu/'];
const CPP_FILE = /\.(?:h|hh|hpp|hxx|c|cc|cpp|cxx|inl)$/;

/** Paths of test code, in any binding. */
const TEST_PATH =
  /(?:^|\/)(?:tests?|benches|examples?|test_helpers|mock)(?:\/|$)|(?:^|\/)(?:test_[^/]*|[^/]*_test\.[a-z]+|[^/]*_tests?\.rs|tests\.rs|test_utilities\.rs)$/;

/** Go packages that only generate or support the wrappers' code, never linked into a program. */
const GO_TOOLING = /^wrappers\/golang\/(?:internal\/generator|core\/internal)\//;

export function bindingOfPath(file: string): MessageBinding | undefined {
  if (TEST_PATH.test(file)) return undefined;
  if (CPP_ROOTS.some((root) => file.startsWith(root)) && CPP_FILE.test(file)) return 'cpp';
  if (file.startsWith('wrappers/rust/') && file.endsWith('.rs')) return 'rust';
  if (file.startsWith('wrappers/golang/') && file.endsWith('.go') && !GO_TOOLING.test(file)) {
    return 'go';
  }
  return undefined;
}

/**
 * The same file generated once per curve or field (Go) or copied per curve
 * crate (Rust) names the curve in its path; this key is equal for all copies,
 * so their messages collapse into one with one source.
 */
export function copyKeyOf(file: string): string {
  return file
    .replace(/^wrappers\/golang\/(curves|fields|rings)\/[^/]+\//, 'wrappers/golang/$1/*/')
    .replace(
      /^wrappers\/rust\/icicle-(curves|fields|rings)\/icicle-[^/]+\//,
      'wrappers/rust/icicle-$1/*/',
    );
}
