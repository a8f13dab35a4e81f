import assert from 'node:assert/strict';
import {before, test} from 'node:test';
import {
  createSampleParser,
  extractCodeBlocks,
  type SampleParser,
} from '../../src/content/code-blocks';

let parser: SampleParser;
before(async () => {
  parser = await createSampleParser();
});

test('extracts fences with their language and line', () => {
  const blocks = extractCodeBlocks(
    ['Text', '```rust', 'fn main() {}', '```', '', '```', 'plain', '```'].join('\n'),
  );
  assert.deepEqual(blocks, [
    {language: 'rust', code: 'fn main() {}', line: 2},
    {language: '', code: 'plain', line: 6},
  ]);
});

test('accepts whole files and statement fragments', () => {
  assert.equal(parser.firstError('rust', 'let v: Vec<u8> = vec![1, 2];'), null);
  assert.equal(parser.firstError('go', 'cfg := core.GetDefaultMSMConfig()\n_ = cfg'), null);
  assert.equal(parser.firstError('go', 'func Add(a, b int) int { return a + b }'), null);
  assert.equal(parser.firstError('cpp', 'auto cfg = default_msm_config();'), null);
  assert.equal(parser.firstError('cpp', '#include <vector>\nint main() { return 0; }'), null);
  assert.equal(parser.firstError('go', 'import "fmt"\n\nfmt.Println(1)'), null);
  assert.equal(parser.firstError('go', 'import (\n  "fmt"\n  "os"\n)\nfmt.Println(os.Args)'), null);
  assert.equal(
    parser.firstError('cpp', '#include "icicle/msm.h"\nusing namespace icicle;\nauto c = 1;'),
    null,
  );
});

test('accepts C++ constructor synopses as class members', () => {
  assert.equal(
    parser.firstError(
      'cpp',
      'FriTranscriptConfig();\nFriTranscriptConfig(Hash hasher, const char* label);',
    ),
    null,
  );
});

test('rejects samples that are not valid code', () => {
  assert.notEqual(parser.firstError('rust', 'fn main( {'), null);
  assert.notEqual(parser.firstError('go', 'func main() {'), null);
  assert.notEqual(parser.firstError('cpp', 'int main() { return 0;'), null);
});
