import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  markdownPathOf,
  renderLlmsTxt,
  toPlainMarkdown,
  validateOptions,
  type PublishedDoc,
} from './index';
import {validatorFor} from '../../test/support/plugin-options';

const validate = validatorFor(validateOptions);

const doc = (permalink: string, sourcePath: string, sidebar?: string): PublishedDoc => ({
  title: `Title of ${permalink}`,
  description: `About ${permalink}.`,
  permalink,
  sourcePath,
  sidebar,
});

const setup = doc('/setup', '/site/v/start/intro/getting_started.md', 'GettingStartedSidebar');
const msm = doc('/api/cpp/msm', '/site/v/api/cpp/msm.md', 'apisidebar');
const bySource = new Map([setup, msm].map((d) => [d.sourcePath, d]));

test('options: version and summary are required', () => {
  assert.throws(() => validate({summary: 'x'}));
  assert.deepEqual(validate({version: '4.0.0', summary: 'x'}).sections, {});
});

test('Markdown copies sit next to the HTML', () => {
  assert.equal(markdownPathOf('/setup'), '/setup.md');
  assert.equal(markdownPathOf('/'), '/index.md');
  assert.equal(markdownPathOf('/3.8.0/'), '/3.8.0.md');
});

test('a copy has a title and summary, no MDX, and absolute links to other copies', () => {
  const source = [
    '---',
    'title: Setup Guide',
    'description: Install it.',
    '---',
    "import Chart from '@site/src/components/Chart';",
    '',
    'Read [the MSM API](../../api/cpp/msm.md#example) and [GitHub](https://github.com/x/y.md).',
    '',
    '<Chart figure="msm" />',
    '',
    '<Tabs groupId="binding" queryString>',
    '<TabItem value="rust" label="Rust">',
    '',
    'Run `cargo build`.',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '```ts',
    "import x from 'y';",
    '<Chart figure="kept" />',
    '```',
    '',
    '{/* a note for editors */}',
    '{/* message-catalogue */}',
  ].join('\n');
  const markdown = toPlainMarkdown(source, setup, bySource, 'https://docs.example');
  assert.ok(markdown.startsWith('# Title of /setup\n\n> About /setup.\n'));
  assert.ok(!markdown.includes('title: Setup Guide'));
  assert.ok(markdown.includes('[the MSM API](https://docs.example/api/cpp/msm.md#example)'));
  assert.ok(markdown.includes('[GitHub](https://github.com/x/y.md)'));
  assert.ok(markdown.includes('(A Chart is shown here on https://docs.example/setup.)'));
  assert.ok(!markdown.includes("import Chart from '@site"));
  assert.ok(markdown.includes('**Rust**\n\nRun `cargo build`.'));
  assert.ok(!/<\/?Tab/.test(markdown), 'no tab tags');
  assert.ok(markdown.includes('```ts\nimport x from \'y\';\n<Chart figure="kept" />\n```'));
  assert.ok(!markdown.includes('{/*'), 'no MDX comments');
  assert.ok(
    markdown.includes('are listed on https://docs.example/setup#messages-the-library-prints.'),
    'the message catalogue is pointed to',
  );
});

test('llms.txt lists the pages by section with their descriptions', () => {
  const text = renderLlmsTxt(
    'ICICLE Docs',
    {
      version: '4.0.0',
      summary: 'GPU ZK library.',
      sections: {GettingStartedSidebar: 'Getting started', apisidebar: 'API reference'},
    },
    [msm, setup, doc('/icicle/primitives/pairings', '/p.md')],
    'https://docs.example',
  );
  assert.ok(text.startsWith('# ICICLE Docs\n\n> GPU ZK library.\n'));
  const gettingStarted = text.indexOf('## Getting started');
  const api = text.indexOf('## API reference');
  const other = text.indexOf('## Other pages');
  assert.ok(gettingStarted > 0 && gettingStarted < api && api < other);
  assert.ok(text.includes('- [Title of /setup](https://docs.example/setup.md): About /setup.'));
});
