import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {docsVersions} from '../../config/versions';
import {referenceVersions, type ReferenceVersion} from '../../src/site-map';
import {buildVersionSidebars} from '../../src/site-map/sidebars';
import {renderSidebarsFile, sidebarsFilePath} from '../../src/site-map/sidebar-files';

const fixture: ReferenceVersion = {
  name: '9.0.0',
  label: '9.0.0',
  isLast: false,
  path: '/9.0.0',
  mainDocId: 'introduction',
  banner: 'unmaintained',
  docs: [
    {id: 'introduction', path: '/9.0.0/', sidebar: 'GettingStartedSidebar', title: ''},
    {id: 'lib/overview', path: '/9.0.0/lib/overview', sidebar: 'GettingStartedSidebar', title: 'O'},
    {id: 'lib/msm', path: '/9.0.0/lib/msm', sidebar: 'GettingStartedSidebar', title: 'MSM'},
    {id: 'lib/ntt', path: '/9.0.0/lib/ntt', sidebar: 'GettingStartedSidebar', title: 'NTT'},
  ],
  sidebars: {
    GettingStartedSidebar: [
      {type: 'link', label: 'Introduction', href: '/9.0.0/', docId: 'introduction'},
      {
        type: 'category',
        label: 'Library',
        href: '/9.0.0/lib/overview',
        items: [
          {type: 'link', label: 'MSM', href: '/9.0.0/lib/msm', docId: 'lib/msm'},
          {type: 'link', label: 'NTT', href: '/9.0.0/lib/ntt', docId: 'lib/ntt'},
        ],
      },
      {
        type: 'category',
        label: 'Resources',
        items: [{type: 'link', label: 'GitHub', href: 'https://github.com/ingonyama-zk'}],
      },
    ],
  },
};

test('keeps the reference tree when every doc exists', () => {
  assert.deepEqual(
    buildVersionSidebars(fixture, () => true),
    {
      GettingStartedSidebar: [
        {type: 'doc', id: 'introduction', label: 'Introduction'},
        {
          type: 'category',
          label: 'Library',
          link: {type: 'doc', id: 'lib/overview'},
          items: [
            {type: 'doc', id: 'lib/msm', label: 'MSM'},
            {type: 'doc', id: 'lib/ntt', label: 'NTT'},
          ],
        },
        {
          type: 'category',
          label: 'Resources',
          items: [{type: 'link', label: 'GitHub', href: 'https://github.com/ingonyama-zk'}],
        },
      ],
    },
  );
});

test('leaves out missing docs and keeps a category whose own page is missing', () => {
  const sidebars = buildVersionSidebars(fixture, (id) => id !== 'lib/overview' && id !== 'lib/ntt');
  assert.deepEqual((sidebars.GettingStartedSidebar as unknown[])[1], {
    type: 'category',
    label: 'Library',
    items: [{type: 'doc', id: 'lib/msm', label: 'MSM'}],
  });
});

test('shows a category with only its own page as a plain entry', () => {
  const sidebars = buildVersionSidebars(
    fixture,
    (id) => id === 'introduction' || id === 'lib/overview',
  );
  assert.deepEqual((sidebars.GettingStartedSidebar as unknown[])[1], {
    type: 'doc',
    id: 'lib/overview',
    label: 'Library',
  });
});

test('reference data: every doc in a sidebar tree says so, and no doc claims a tree it is not in', () => {
  for (const version of referenceVersions) {
    const inTree = new Map<string, string>();
    for (const [sidebar, items] of Object.entries(version.sidebars)) {
      const byRoute = new Map(version.docs.map((d) => [d.path.replace(/\/$/, '') || '/', d.id]));
      const visit = (list: typeof items) => {
        for (const item of list ?? []) {
          const id =
            item.type === 'link'
              ? item.docId
              : item.href && byRoute.get(item.href.replace(/\/$/, '') || '/');
          if (id) inTree.set(id, sidebar);
          if (item.type === 'category') visit(item.items);
        }
      };
      visit(items);
    }
    for (const doc of version.docs) {
      assert.equal(inTree.get(doc.id) ?? null, doc.sidebar, `${version.name} ${doc.id}`);
    }
  }
});

test('committed versioned sidebars are in sync with the reference and the written docs', () => {
  for (const {name} of docsVersions) {
    assert.equal(
      readFileSync(sidebarsFilePath(name), 'utf8'),
      renderSidebarsFile(name),
      `versioned_sidebars for ${name} is stale: run npm run sidebars:sync`,
    );
  }
});
