/**
 * The shape of a query that may be a pasted message: what the engine checks
 * on every query (cheap) before it loads the message matching
 * (./messages.ts) in the worker.
 */
import {SEARCH_SETTINGS} from './settings';

const settings = SEARCH_SETTINGS.messages;

/** Punctuation that messages have and readers' own words rarely do: quotes, `::`, paths, `key: value`, brackets, `=`. */
const MESSAGE_PUNCTUATION = /["'`]|::|\/|:\s|[[\]=]/;

/** True when a query has the punctuation of a printed message. */
export function hasMessagePunctuation(query: string): boolean {
  return MESSAGE_PUNCTUATION.test(query);
}

/**
 * A query that may be a pasted message or a symptom: long, or with the
 * punctuation messages have or numbers next to words.
 */
export function isMessageShaped(query: string): boolean {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length >= settings.shapeWords) return true;
  return words.length >= 2 && (hasMessagePunctuation(query) || /\d/.test(query));
}

/**
 * True when the query may match a message the library prints: a pasted
 * message, or an error code or API name typed alone (`InvalidArgument`,
 * `eIcicleError::INVALID_DEVICE`), which matches only a message it spells
 * whole. A plain word ("ntt") never does.
 */
export function mayBeMessage(query: string): boolean {
  return isMessageShaped(query) || /[A-Z_:.]/.test(query.trim().slice(1));
}
