/**
 * Keeps a reader on the same topic when they move between docs versions.
 *
 * Doc ids changed with the 3.9.0 layout (`icicle/primitives/msm` became
 * `api/cpp/msm`) and a few pages were renamed or merged between older
 * releases. `data/version-topics.json` lists the ids that cover one topic;
 * this module is the only reader of that file. The version dropdown, the
 * unmaintained-version banner and the legacy-path redirects all resolve their
 * targets here.
 */
import versionTopics from '../../data/version-topics.json';

const topics: readonly (readonly string[])[] = versionTopics.topics;

/**
 * The ids that cover the same topic as `docId`, in order of preference: the
 * first topic that lists the id, or just the id itself when none does.
 */
export function topicOf(docId: string): readonly string[] {
  return topics.find((topic) => topic.includes(docId)) ?? [docId];
}

/** Every id named in the mapping file, for the consistency test. */
export function mappedDocIds(): string[] {
  return [...new Set(topics.flat())];
}

/**
 * The doc of `targetDocs` (one version's docs) that covers the topic of
 * `docId`: the same id when the version has it, else the first equivalent id
 * it has. Undefined when the topic does not exist in that version; callers
 * then fall back to the version root.
 */
export function findTopicDoc<Doc extends {id: string}>(
  docId: string,
  targetDocs: readonly Doc[],
): Doc | undefined {
  const byId = new Map(targetDocs.map((doc) => [doc.id, doc]));
  const direct = byId.get(docId);
  if (direct) {
    return direct;
  }
  for (const candidate of topicOf(docId)) {
    const doc = byId.get(candidate);
    if (doc) {
      return doc;
    }
  }
  return undefined;
}
