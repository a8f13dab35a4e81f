/**
 * Whether a query seeks help with a problem: it names a symptom ("still on
 * cpu", "crash", "out of memory") or a platform ("RTX 40", "Apple M2"), asks
 * a question ("does icicle support amd"), or is a pasted message. Troubleshooting pages (the FAQ) answer such
 * queries; for a plain topic, identifier or task ("msm config", "install
 * from the tarball") the pages that document it come first. The ranking
 * weighs troubleshooting pages by it (settings: pageKind.troubleshooting,
 * ranking.troubleshootingForTopics).
 */
import {normalizeWord} from './analysis';
import {hasMessagePunctuation} from './message-shape';

/**
 * Words of problems and symptoms, as readers write them (the engine's
 * normalized forms are compared, so "failed", "fails" and "failing" all
 * count). Kept in code, not in the settings: they are words, not numbers.
 */
const PROBLEM_WORDS = new Set(
  (
    'error errors fail failed crash crashes segfault panic panics abort aborted hang hangs stuck ' +
    'freeze slow slower wrong incorrect mismatch undefined missing cannot cant not no never unable ' +
    'unsupported oom issue problem bug troubleshoot fix broken instead still zero nothing ' +
    'invalid illegal insufficient denied refused timeout exception warning compatible ' +
    'compatibility require required requirement maximum limit'
  )
    .split(' ')
    .map(normalizeWord),
);

/**
 * Hardware, systems and toolchains: "does it run on an RTX 4090 / Apple M2 /
 * Windows" is a question the FAQ answers, whatever the wording.
 */
const PLATFORM_WORDS = new Set(
  (
    'windows wsl mac macos apple metal amd rocm intel vulkan rtx geforce quadro tesla h100 a100 ' +
    'h200 jetson driver nvcc gcc clang msvc docker container podman kubernetes ubuntu ' +
    'debian centos rhel arm arm64 aarch64 android ios mobile phone wasm browser'
  )
    .split(' ')
    .map(normalizeWord),
);

/** First words of a question. */
const QUESTION_START =
  /^(does|do|did|can|could|is|are|was|were|why|which|what|how|where|should|will|would)\b/i;

/**
 * True when the query seeks help: a question, the punctuation of a message,
 * or a problem word among its words or the synonyms of its concepts
 * ("0 ms" stands for "zero time", a symptom).
 */
export function seeksHelp(
  query: string,
  conceptTerms: readonly (readonly string[])[] = [],
): boolean {
  if (QUESTION_START.test(query.trim()) || hasMessagePunctuation(query)) return true;
  for (const [word] of query.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const normalized = normalizeWord(word);
    if (PROBLEM_WORDS.has(normalized) || PLATFORM_WORDS.has(normalized)) return true;
  }
  return conceptTerms.some((terms) => terms.some((term) => PROBLEM_WORDS.has(term)));
}
