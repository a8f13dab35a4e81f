import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Root} from 'hast';
import bindingSwitchRehypePlugin, {bindingSwitchFor, docOfFile} from './rehype';

test('reads the version and doc id of a versioned docs file', () => {
  assert.deepEqual(docOfFile('/site/versioned_docs/version-3.8.0/icicle/primitives/msm.md'), {
    version: '3.8.0',
    docId: 'icicle/primitives/msm',
  });
  assert.deepEqual(docOfFile('versioned_docs/version-4.0.0/api/cpp/fri.mdx'), {
    version: '4.0.0',
    docId: 'api/cpp/fri',
  });
  assert.equal(docOfFile('/site/blog/2025-07-10-post.md'), undefined);
});

test('a binding page gets the switch with its row; a binding without a page has no attribute', () => {
  const element = bindingSwitchFor('4.0.0', 'api/cpp/fri')!;
  assert.equal(element.name, 'BindingSwitch');
  const attributes = Object.fromEntries(
    element.attributes.map((a) => ('name' in a ? [a.name, a.value] : [])),
  );
  assert.deepEqual(attributes, {
    topic: 'FRI',
    current: 'cpp',
    cpp: 'api/cpp/fri',
    rust: 'api/rust-bindings/fri',
  });
  assert.equal(bindingSwitchFor('4.0.0', 'start/intro/getting_started'), undefined);
});

test('the plugin puts the switch first on binding pages only', () => {
  const run = (path: string) => {
    const tree: Root = {type: 'root', children: [{type: 'text', value: 'x'}]};
    const transform = bindingSwitchRehypePlugin.call({} as never)!;
    // The plugin reads only the file's path.
    transform(tree, {path} as never, () => undefined);
    return tree.children.map((node) => ('name' in node ? node.name : node.type));
  };
  assert.deepEqual(run('/s/versioned_docs/version-3.8.0/icicle/rust-bindings/msm.md'), [
    'BindingSwitch',
    'text',
  ]);
  assert.deepEqual(run('/s/versioned_docs/version-3.8.0/icicle/getting_started.md'), ['text']);
});
