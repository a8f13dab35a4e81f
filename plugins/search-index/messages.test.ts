/** The message catalogue a version's shard carries for pasted messages. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {loadVersionMessages} from '../../src/messages/data';
import {page} from '../../src/search/test-pages';
import {shardMessagesOf} from './messages';

const faq = (route: string) =>
  page(route, [[1, 'Frequently Asked Questions']], {lvl0: 'Integration & Support'});

test('a version with extracted messages carries each template with the anchor of its entry', () => {
  const route = '/start/integration-&-support/faq_and_troubleshooting';
  const messages = shardMessagesOf('4.0.0', faq(route))!;
  assert.equal(messages.route, route);
  const printed = new Set(loadVersionMessages('4.0.0').messages.map((message) => message.text));
  assert.equal(messages.entries.length, printed.size, 'every message printed at the tag');
  for (const [template, anchor] of messages.entries) {
    assert.ok(printed.has(template), template);
    assert.match(anchor, /^msg-[a-z0-9-]+$/);
  }
  // What the logger and the runtimes print around a message.
  for (const word of ['error', 'warn', 'panick', 'thread']) {
    assert.ok(messages.decoration.includes(word), word);
  }
});

test('versions without a catalogue or a FAQ page carry none', () => {
  assert.equal(shardMessagesOf('2.8.0', faq('/2.8.0/icicle/introduction')), undefined);
  assert.equal(shardMessagesOf('4.0.0', undefined), undefined);
});
