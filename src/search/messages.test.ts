/** Pasted messages: the shape of a query, matching templates, and the entry first in the results. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {arrangeHits} from './hits';
import {promoteMessageMatches} from './message-ranking';
import {isMessageShaped} from './message-shape';
import {matchMessages, messageTokens, type MessageTarget} from './messages';
import {rankPages, search} from './ranking';
import {TEXT_BLOCK, type SearchShard} from './records';
import {page} from './test-pages';
import {buildShardIndex} from './index-build';

const target = (
  text: string,
  section: number,
  kind: MessageTarget['kind'] = 'message',
): MessageTarget => ({text, tokens: messageTokens(text), section, kind});

describe('message-shaped queries', () => {
  test('long queries and queries with the punctuation of messages are message-shaped', () => {
    assert.ok(isMessageShaped('Tree cannot be built more than one time'));
    assert.ok(isMessageShaped('Device API not found for type: CUDA'));
    assert.ok(isMessageShaped("thread 'main' panicked"));
    assert.ok(isMessageShaped('size = 1024'));
    assert.ok(!isMessageShaped('msm'));
    assert.ok(!isMessageShaped('rust ntt'));
  });

  test('tokens leave out values, stop words and template slots', () => {
    assert.deepEqual(messageTokens('Size must be a power of 2. size = {}'), [
      'size',
      'must',
      'power',
      'size',
    ]);
    assert.deepEqual(messageTokens('Invalid size 1024 for device 0x7f'), [
      'invalid',
      'size',
      'devic',
    ]);
  });
});

describe('matching messages', () => {
  const targets = [
    target('Size is too large for domain. size = {}, domain_max_size = {}', 10),
    target('Size must be a power of 2. size = {}', 11),
    target('Device API not found for type: {}', 12),
    target('Do I need a GPU?', 13, 'symptom'),
    target(
      'On the CPU device, an MSM with points in Montgomery form gives a wrong result',
      15,
      'symptom',
    ),
  ];
  const decoration = new Set(
    messageTokens('[ERROR] eIcicleError::INVALID_ARGUMENT : by: at: error:'),
  );

  test('a message pasted with its values finds its template', () => {
    const [best] = matchMessages(
      'Size is too large for domain. size = 4096, domain_max_size = 1024',
      targets,
      decoration,
    );
    assert.equal(best?.section, 10);
  });

  test('the log prefix the library prints does not count against the match', () => {
    const [best] = matchMessages(
      '[ERROR] Device API not found for type: CUDA',
      targets,
      decoration,
    );
    assert.equal(best?.section, 12);
  });

  test('a message cut at the input limit matches up to where it ends', () => {
    const long =
      'Cannot infer hash size. Make sure to pass it to hasher.hash(...size...) or have default size for the hasher';
    const query = long.slice(0, 64);
    assert.equal(matchMessages(query, [...targets, target(long, 14)], decoration)[0]?.section, 14);
  });

  test("a symptom in the reader's own words finds the troubleshooting heading", () => {
    const [best] = matchMessages('CPU msm montgomery affine points wrong', targets, decoration);
    assert.equal(best?.section, 15);
  });

  test('a few shared words are not a match', () => {
    assert.deepEqual(matchMessages('what size should the msm domain be', targets, decoration), []);
  });
});

describe('the entry of a pasted message comes first', () => {
  const faq = page('/start/integration-&-support/faq_and_troubleshooting', [
    [1, 'Frequently Asked Questions'],
    [TEXT_BLOCK, 'Answers to problems.'],
    [2, 'Messages the library prints', 'messages'],
    [TEXT_BLOCK, 'Every message.'],
    [4, 'Size must be a power of 2. size = {}', 'msg-ntt-size-not-power-of-two'],
    [TEXT_BLOCK, 'The NTT got a size that is not a power of two. Pad the input.'],
  ]);
  const ntt = page('/api/cpp/ntt', [
    [1, 'NTT'],
    [TEXT_BLOCK, 'The size must be a power of 2. The size of the domain bounds the NTT size.'],
    [2, 'Errors', 'errors'],
    [TEXT_BLOCK, 'A size that is not a power of 2 fails; size and domain size are checked.'],
  ]);
  const shard: SearchShard = {
    name: '4.0.0',
    pages: [ntt, faq],
    messages: {
      route: faq.route,
      entries: [['Size must be a power of 2. size = {}', 'msg-ntt-size-not-power-of-two']],
      decoration: ['error'],
    },
  };

  test('the catalogue entry ranks its page first and is the first hit', () => {
    const index = buildShardIndex(shard);
    const query = 'Size must be a power of 2. size = 3000';
    const matches = rankPages(promoteMessageMatches(search([index], query), [index], query, {}));
    assert.equal(matches[0]!.page.route, faq.route);
    const [first] = arrangeHits(matches, 5);
    assert.equal(first!.section?.section.anchor, 'msg-ntt-size-not-power-of-two');
  });

  test('a word query is left to word search', () => {
    const index = buildShardIndex(shard);
    assert.equal(search([index], 'ntt size')[0]!.page.route, ntt.route);
  });
});
