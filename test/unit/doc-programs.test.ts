/**
 * The page-reading half of the documentation program runner (scripts/programs): which blocks are
 * programs, which build instructions a page gives for them, and what output it states.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {deriveBuild, type BuildPlan} from '../../scripts/programs/build-instructions';
import {outputMismatch, statedOutput} from '../../scripts/programs/expected-output';
import {readPageCode} from '../../scripts/programs/page-programs';

const fence = '```';
const program = (body = '  return 0;') =>
  `${fence}cpp\n#include "icicle/runtime.h"\n\nint main()\n{\n${body}\n}\n${fence}`;

function plan(markdown: string, page = 'icicle/x.md', others: string[][] = []): BuildPlan | string {
  const code = readPageCode(page, markdown);
  const pages = [code, ...others.map(([name, text]) => readPageCode(name!, text!))];
  const derived = deriveBuild(code.programs[0]!, code, pages);
  return 'plan' in derived ? derived.plan : derived.problem;
}

describe('page programs', () => {
  test('a C++ block with main is a program, others are fragments', () => {
    const code = readPageCode('p.md', `${program()}\n\n${fence}cpp\nint x = 1;\n${fence}\n`);
    assert.equal(code.programs.length, 1);
    assert.equal(code.fragments, 1);
    assert.match(code.programs[0]!.hash, /^[0-9a-f]{16}$/);
  });

  test('the hash follows the program text', () => {
    const a = readPageCode('p.md', program()).programs[0]!.hash;
    const b = readPageCode('p.md', program('  return 1;')).programs[0]!.hash;
    assert.notEqual(a, b);
  });
});

describe('build instructions', () => {
  test('a shell block after the program: its compiler line, its run line, the file it names', () => {
    const result = plan(
      `${program()}\n\nBuild it:\n\n${fence}bash\ng++ -std=c++17 first.cpp -I/opt/icicle/include \\\n    -L/opt/icicle/lib -licicle_device -o first\n./first\n${fence}\n`,
    );
    assert.ok(typeof result !== 'string');
    assert.deepEqual([...result.files.keys()], ['first.cpp']);
    assert.deepEqual(result.buildLines, [
      'g++ -std=c++17 first.cpp -I/opt/icicle/include -L/opt/icicle/lib -licicle_device -o first',
    ]);
    assert.deepEqual(result.runLines, ['./first']);
  });

  test('a CMakeLists.txt block is built with cmake and its target run', () => {
    const result = plan(
      `${program()}\n\nA CMakeLists.txt:\n\n${fence}cmake\nadd_executable(demo main.cpp)\ntarget_link_libraries(demo PRIVATE icicle_device)\n${fence}\n`,
    );
    assert.ok(typeof result !== 'string');
    assert.ok(result.files.has('CMakeLists.txt'));
    assert.deepEqual(result.runLines, ['./build/demo']);
  });

  test('link instructions in prose use the usage guide CMakeLists.txt with the page libraries', () => {
    const guide = `${fence}cmake\nadd_executable(app main.cpp)\ntarget_link_libraries(app PRIVATE icicle_device)\n${fence}\n`;
    const result = plan(
      `${program()}\n\nLink with \`target_link_libraries(ex PRIVATE icicle_device icicle_field_bn254)\`.\n`,
      'icicle/primitives/x.md',
      [['icicle/programmers_guide/cpp.md', guide]],
    );
    assert.ok(typeof result !== 'string');
    assert.match(result.files.get('CMakeLists.txt')!, /add_executable\(ex main\.cpp\)/);
    assert.match(
      result.files.get('CMakeLists.txt')!,
      /target_link_libraries\(ex PRIVATE icicle_device icicle_field_bn254\)/,
    );
  });

  test('no build line is a problem, not a guess', () => {
    assert.match(String(plan(`${program()}\n\nIt prints nothing.\n`)), /^no build line/);
  });

  test('a block that builds or installs the library is never run', () => {
    const result = plan(
      `${program()}\n\n${fence}bash\ngit clone https://example.invalid/icicle.git\ncmake -S icicle -B build -DCURVE=bn254\ncmake --build build\n${fence}\n`,
    );
    assert.match(String(result), /also fetches, installs or builds the library/);
  });
});

describe('stated output', () => {
  const page = (after: string) => readPageCode('p.md', `${program()}\n\n${after}`).programs[0]!;

  test('an output block after "prints": its lines in order, "…" as a wildcard', () => {
    const stated = statedOutput(
      page(`The program prints:\n\n${fence}text\nfirst\ntook … ms\n${fence}\n`),
    )!;
    assert.equal(stated.kind, 'block');
    assert.equal(outputMismatch(stated, 'first\nnoise\ntook 12 ms\n', ''), null);
    assert.match(String(outputMismatch(stated, 'took 12 ms\nfirst\n', '')), /took … ms/);
  });

  test('log lines may come on standard error', () => {
    const stated = statedOutput(page(`It prints:\n\n${fence}text\n[INFO] loaded\nok\n${fence}\n`))!;
    assert.equal(outputMismatch(stated, 'ok\n', '[INFO] loaded\n'), null);
  });

  test('code spans of "prints" sentences, skipping sentences about a GPU run', () => {
    const stated = statedOutput(
      page(
        'On the CPU it prints `sum: 0x...05` and `ok`. With the CUDA backend installed, it prints `CUDA`.\n',
      ),
    )!;
    assert.deepEqual(stated.expected, ['sum: 0x...05', 'ok']);
    assert.equal(outputMismatch(stated, 'sum: 0x0005\nok\n', ''), null);
  });

  test('"output" as a noun states nothing', () => {
    assert.equal(
      statedOutput(
        page('It returns `INVALID_ARGUMENT` for an output buffer smaller than `n * digits`.\n'),
      ),
      undefined,
    );
  });

  test('a span naming a call says what is printed and is not expected text', () => {
    const stated = statedOutput(
      page('It prints the slot count (`get_nof_vars()`) and then `ok`.\n'),
    )!;
    assert.deepEqual(stated.expected, ['ok']);
  });
});
